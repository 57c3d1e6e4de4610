import { resolveTenant } from '../../shared/resolve-tenant';
import type { TenantHostIndexEntry, TenantManifest } from '../../shared/tenant-types';
import type { Theme } from '../../shared/theme-types';
import { loadTenants, type LoadedTenants } from './load-tenants';

export interface TenantRegistry {
  readonly tenants: readonly TenantManifest[];
  readonly hostIndex: readonly TenantHostIndexEntry[];
  byId(id: string | undefined): TenantManifest | undefined;
  resolve(host: string | undefined, storedCustomDomain?: string | null): TenantManifest;
  themeOf(tenant: TenantManifest): Theme;
  /** Reads and checks the same folders again: what `npm run tenants:check` says now, served or not. */
  recheck(): LoadedTenants;
}

export function createTenantRegistry({ tenants, themes, dirs }: LoadedTenants): TenantRegistry {
  if (!tenants.length) throw new Error('No valid tenant manifest in tenants/: the portal has nothing to serve.');
  const byId = new Map(tenants.map((tenant) => [tenant.id, tenant]));
  return {
    tenants,
    hostIndex: tenants.map(({ id, hostnames }) => ({ id, hostnames })),
    byId: (id) => (id ? byId.get(id) : undefined),
    resolve: (host, stored) => resolveTenant(host, tenants, stored) ?? tenants[0]!,
    // load-tenants only keeps manifests whose theme exists.
    themeOf: (tenant) => themes.get(tenant.theme)!,
    recheck: () => loadTenants(dirs),
  };
}
