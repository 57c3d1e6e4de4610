import type { TenantHostIndexEntry } from './tenant-types';

export const MAIN_TENANT_ID = 'main';
const DEV_HOST_SUFFIX = '.localhost';

/** Lower-cases and drops the port: "ERP.Example.com:8080" → "erp.example.com". */
export function normaliseHost(host: string | undefined | null): string {
  if (!host) return '';
  const trimmed = host.trim().toLowerCase();
  if (trimmed.startsWith('[')) return trimmed.slice(0, trimmed.indexOf(']') + 1);
  return trimmed.split(':')[0] ?? '';
}

function byHostname<T extends TenantHostIndexEntry>(host: string, tenants: readonly T[]): T | undefined {
  return host ? tenants.find((t) => t.hostnames.includes(host)) : undefined;
}

/**
 * DESIGN §tenants resolution order: an exact hostname, then `<id>.localhost`, then the custom-login
 * domain the browser stored, then the main tenant.
 */
export function resolveTenant<T extends TenantHostIndexEntry>(
  host: string | undefined | null,
  tenants: readonly T[],
  storedCustomDomain?: string | null,
): T | undefined {
  const name = normaliseHost(host);
  const exact = byHostname(name, tenants);
  if (exact) return exact;
  if (name.endsWith(DEV_HOST_SUFFIX)) {
    const id = name.slice(0, -DEV_HOST_SUFFIX.length);
    const dev = tenants.find((t) => t.id === id);
    if (dev) return dev;
  }
  const stored = byHostname(normaliseHost(storedCustomDomain), tenants);
  if (stored) return stored;
  return tenants.find((t) => t.id === MAIN_TENANT_ID) ?? tenants[0];
}
