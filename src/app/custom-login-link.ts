import { normaliseHost } from '../../shared/resolve-tenant';
import type { TenantHostIndexEntry } from '../../shared/tenant-types';
import { readStored, STORAGE_KEYS, writeStored } from '../lib/storage-keys';

/** The address parameter operations put in a customer's link to brand the portal on a host no tenant owns. */
export const CUSTOM_LOGIN_PARAM = 'customLoginDomain';

/**
 * SPEC §6 customLoginDomain, set from a link: `?customLoginDomain=<a tenant's host name>` stores it in this browser,
 * an empty value forgets it, and an unknown host leaves it as it was. The parameter is then taken out of the address
 * (the page keeps its other parameters), so a shared or bookmarked address does not carry it on. Answers the domain
 * the browser holds afterwards.
 */
export function customLoginDomain(tenants: readonly TenantHostIndexEntry[]): string | null {
  const url = new URL(window.location.href);
  const asked = url.searchParams.get(CUSTOM_LOGIN_PARAM);
  if (asked !== null) {
    const host = normaliseHost(asked);
    if (!host) writeStored(STORAGE_KEYS.customLoginDomain, null);
    else if (tenants.some((tenant) => tenant.hostnames.includes(host))) writeStored(STORAGE_KEYS.customLoginDomain, host);
    url.searchParams.delete(CUSTOM_LOGIN_PARAM);
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  }
  return readStored(STORAGE_KEYS.customLoginDomain);
}
