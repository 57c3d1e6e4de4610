import type { FastifyRequest } from 'fastify';
import { normaliseHost } from '../../shared/resolve-tenant';
import type { TenantManifest } from '../../shared/tenant-types';

/**
 * The path and query of the page a request was sent from, when that page is on this site: its Referer names
 * one of the tenant's host names, or the very host the request went to (the portal calls its API on its own
 * origin, in development on `erp.localhost:3000` too). Another site's page, or none, answers undefined.
 */
export function ownRefererPath(request: FastifyRequest, tenant: TenantManifest, maxLength: number): string | undefined {
  const referer = request.headers.referer;
  if (!referer) return undefined;
  let url: URL;
  try {
    url = new URL(referer);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  const sameHost = url.host === (request.headers.host ?? '').trim().toLowerCase();
  if (!sameHost && !tenant.hostnames.includes(normaliseHost(url.host))) return undefined;
  return `${url.pathname}${url.search}`.slice(0, maxLength);
}
