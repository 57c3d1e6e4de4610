import type { IncomingMessage } from 'node:http';
import { API_PREFIX } from '../../shared/calls/define-call';
import type { TenantManifest } from '../../shared/tenant-types';

const LOOPBACK = /^(?:localhost|[a-z0-9-]+\.localhost|127\.0\.0\.1)(:\d{1,5})?$/;
const LOOPBACK_SOURCES = ['localhost', '*.localhost', '127.0.0.1'];

/**
 * The portal's own origins as CSP sources, for frame-ancestors (who may show its pages in a frame; browsers obey it
 * over X-Frame-Options) and frame-src (what its pages may frame): itself and its tenants' host names, no one else.
 * The console's tenant gallery, on one tenant's origin, shows the other tenants' pages in frames. Sources go
 * without a scheme, so an https page accepts https frames only. On a loopback name (development, tests:
 * `kunlun.localhost:3000`) the loopback names of the same port too; such a name reaches only the visitor's own machine.
 * API answers are never framed: they keep `'self'` and the header stays short.
 */
export function portalSources(tenants: () => readonly TenantManifest[] | undefined): (request: IncomingMessage) => string {
  let hosts: string | undefined;
  return (request) => {
    if (request.url?.startsWith(`${API_PREFIX}/`)) return "'self'";
    const served = tenants();
    if (served && hosts === undefined)
      hosts = [...new Set(served.flatMap((tenant) => tenant.hostnames.map((host) => host.toLowerCase())))].join(' ');
    const loopback = LOOPBACK.exec((request.headers.host ?? '').trim().toLowerCase());
    const local = loopback ? LOOPBACK_SOURCES.map((name) => `${name}${loopback[1] ?? ''}`) : [];
    return ["'self'", hosts ?? '', ...local].filter(Boolean).join(' ');
  };
}
