import { siteCalls } from '../../shared/calls/site';
import type { PortalBootstrap } from '../../shared/ssr-contract';
import { normaliseHost, resolveTenant } from '../../shared/resolve-tenant';
import type { TenantHostIndexEntry } from '../../shared/tenant-types';
import type { ApiClient } from '../lib/api/api-client';
import { readStored, STORAGE_KEYS } from '../lib/storage-keys';

/** The address parameter operations put in a customer's link to brand the portal on a host no tenant owns: named as the stored key. */
const CUSTOM_LOGIN_PARAM = STORAGE_KEYS.customLoginDomain;

/**
 * Stores the domain, or forgets it when null; storage that refuses access (private mode) keeps nothing, and the
 * brand then follows the host alone. Here rather than in lib/storage-keys, which every first load carries.
 */
function storeDomain(value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(CUSTOM_LOGIN_PARAM);
    else window.localStorage.setItem(CUSTOM_LOGIN_PARAM, value);
  } catch {
    // Nothing to keep it in.
  }
}

/**
 * SPEC §6 customLoginDomain, set from a link: `?customLoginDomain=<a tenant's host name>` stores it in this browser,
 * an empty value forgets it, and an unknown host leaves it as it was. The parameter is then taken out of the address
 * (the page keeps its other parameters), so a shared or bookmarked address does not carry it on. Answers the domain
 * the browser holds afterwards.
 */
function customLoginDomain(tenants: readonly TenantHostIndexEntry[]): string | null {
  const url = new URL(window.location.href);
  const asked = url.searchParams.get(CUSTOM_LOGIN_PARAM);
  if (asked !== null) {
    const host = normaliseHost(asked);
    if (!host) storeDomain(null);
    else if (tenants.some((tenant) => tenant.hostnames.includes(host))) storeDomain(host);
    url.searchParams.delete(CUSTOM_LOGIN_PARAM);
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  }
  return readStored(STORAGE_KEYS.customLoginDomain);
}

/**
 * The brand a custom login domain gives a host that no manifest names (DESIGN §2, the browser's half of tenant
 * resolution): its manifest and theme, fetched; null when the host keeps its own.
 */
export async function customBrand(bootstrap: PortalBootstrap, api: ApiClient) {
  const stored = customLoginDomain(bootstrap.hostIndex);
  const wanted = stored && resolveTenant(window.location.host, bootstrap.hostIndex, stored);
  if (!wanted || wanted.id === bootstrap.tenant.id) return null;
  return api.call(siteCalls.tenantGet, { id: wanted.id }, { keepOnLeave: true, silent: true });
}
