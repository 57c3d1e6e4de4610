import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CallTransport } from '../../shared/calls/call-transport';
import { API_PREFIX } from '../../shared/calls/define-call';
import type { PortalBootstrap, RenderResult } from '../../shared/ssr-contract';
import type { TenantManifest } from '../../shared/tenant-types';
import { normaliseHost } from '../../shared/resolve-tenant';
import { notFoundError } from '../http/envelope';
import { isPageRequest, notFoundRateLimit } from '../http/not-found-limit';
import { PUBLIC_DIR } from '../paths';
import { serverText } from '../server-text';
import type { PageRenderer } from './page-renderer';

export interface RenderOptions {
  renderer: PageRenderer;
  /** API_HOST: the browser and the server render call it instead of this server's /api. */
  apiHost?: string;
  rateLimitMax: number;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
const SHORT = 'public, max-age=3600';

function originOf(request: FastifyRequest): string {
  const host = normaliseHost(request.headers.host);
  const tenantHost = request.tenant.hostnames.find((name) => name === host) ? request.tenant.hostnames[0] : undefined;
  return tenantHost ? `https://${tenantHost}` : `${request.protocol}://${request.headers.host ?? 'localhost'}`;
}

const PREVIEW_PATH = '/loginPreview';

/** /loginPreview?tenant=<id> shows that tenant's login as its users see it, so operators can check a manifest. */
function previewedTenant(app: FastifyInstance, url: string) {
  const parsed = new URL(url, 'http://portal.invalid');
  if (parsed.pathname !== PREVIEW_PATH) return undefined;
  return app.tenants.byId(parsed.searchParams.get('tenant') ?? undefined);
}

function fill(template: string, page: Extract<RenderResult, { kind: 'page' }>): string {
  return template
    .replace('<!--app-head-->', () => page.head)
    .replace('<!--app-html-->', () => page.html)
    .replace('<!--app-state-->', () => page.state);
}

/** Serves the built assets and renders every other GET as a page of the request's tenant. */
export default async function renderPlugin(app: FastifyInstance, options: RenderOptions) {
  const { renderer, apiHost } = options;

  if (renderer.clientDir) {
    const assetsDir = join(renderer.clientDir, 'assets');
    await app.register(fastifyStatic, {
      // public/ is served as well, so a new tenant's logo needs no rebuild.
      root: [renderer.clientDir, PUBLIC_DIR],
      wildcard: false,
      index: false,
      // Our own cache headers below: hashed assets are immutable, other files short-lived.
      cacheControl: false,
      // The build writes a Brotli and a gzip copy of each asset (vite-plugins/precompress.ts): sent as they are.
      preCompressed: true,
      allowedPath: (pathName) => pathName !== '/index.html',
      setHeaders: (res, path) => {
        res.setHeader('cache-control', path.startsWith(assetsDir) ? IMMUTABLE : SHORT);
        // A precompressed copy or the file itself, by the request's accept-encoding: caches must keep both.
        res.setHeader('vary', 'accept-encoding');
      },
    });
  }

  /** The render's calls go straight to their handlers, for the tenant resolved once, as the visitor. */
  function inProcess(request: FastifyRequest, tenant: TenantManifest): CallTransport {
    const caller = { tenant, ip: request.ip, log: request.log };
    return async ({ row, body }) => {
      const answer = await app.calls.invoke(row, body as never, caller);
      return { status: answer.status, data: answer.body };
    };
  }

  async function renderUrl(request: FastifyRequest, url: string): Promise<RenderResult> {
    const tenant = previewedTenant(app, url) ?? request.tenant;
    const bootstrap: PortalBootstrap = {
      tenant,
      theme: app.tenants.themeOf(tenant),
      hostIndex: [...app.tenants.hostIndex],
      apiBase: apiHost ?? API_PREFIX,
      origin: originOf(request),
    };
    const ssr = await renderer.load();
    return ssr.render({
      url,
      headers: request.headers,
      bootstrap,
      serverApiBase: apiHost ?? API_PREFIX,
      serverTransport: apiHost ? undefined : inProcess(request, tenant),
    });
  }

  async function sendPage(request: FastifyRequest, reply: FastifyReply) {
    let result: RenderResult;
    try {
      result = await renderUrl(request, request.url);
    } catch (err) {
      request.log.error({ err, url: request.url }, 'server render failed');
      try {
        result = { ...(await renderUrl(request, '/500')), status: 500 } as RenderResult;
      } catch {
        return reply.status(500).type('text/plain; charset=utf-8').send(serverText('internal'));
      }
    }
    if (result.kind === 'redirect') return reply.redirect(result.location, result.status);
    const html = fill(await renderer.template(request.url), result);
    return reply.status(result.status).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
  }

  app.setNotFoundHandler({ preHandler: notFoundRateLimit(app, options.rateLimitMax) }, async (request, reply) => {
    if (!isPageRequest(request)) throw notFoundError();
    return sendPage(request, reply);
  });
}
