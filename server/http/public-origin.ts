import type { FastifyRequest } from 'fastify';
import { MAIN_TENANT_ID, normaliseHost } from '../../shared/resolve-tenant';
import type { TenantManifest } from '../../shared/tenant-types';

const LOCAL_HOST = /^(localhost|[a-z0-9-]+\.localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?$/;

/**
 * The origin absolute URLs (canonical links, sitemaps, OAuth redirect_uri) are written on: never a raw Host
 * header, which anyone can set. A Host naming one of the tenant's configured host names gets the first of
 * them (its canonical host); a loopback name (development, `kunlun.localhost:3000`) keeps itself, since it can only point a visitor at
 * their own machine; anything else gets PUBLIC_ORIGIN or the tenant's first configured host name.
 */
export function publicOrigin(request: FastifyRequest, tenant: TenantManifest, configured?: string): string {
  const raw = (request.headers.host ?? '').trim().toLowerCase();
  const name = normaliseHost(raw);
  if (tenant.hostnames.includes(name)) return `https://${tenant.hostnames[0]}`;
  if (LOCAL_HOST.test(raw)) return `${request.protocol === 'https' ? 'https' : 'http'}://${raw}`;
  if (configured) return configured;
  const first = tenant.hostnames[0];
  return first ? `https://${first}` : 'http://localhost';
}

/**
 * The origin of another tenant, for a link made on this request (a console preview): in development, on a loopback
 * name, `<tenant>.localhost` with this request's port (the main tenant: `localhost`); else the tenant's first host.
 */
export function tenantOrigin(request: FastifyRequest, tenant: TenantManifest, configured?: string): string {
  const raw = (request.headers.host ?? '').trim().toLowerCase();
  const local = LOCAL_HOST.exec(raw);
  if (local)
    return `${request.protocol === 'https' ? 'https' : 'http'}://${tenant.id === MAIN_TENANT_ID ? '' : `${tenant.id}.`}localhost${local[2] ?? ''}`;
  const first = tenant.hostnames[0];
  if (first) return `https://${first}`;
  return configured ?? 'http://localhost';
}
