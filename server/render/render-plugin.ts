import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CallTransport } from '../../shared/calls/call-transport';
import { API_PREFIX } from '../../shared/calls/define-call';
import { sessionTokenOfCookie } from '../../shared/session-cookie';
import type { PortalBootstrap, RenderResult } from '../../shared/ssr-contract';
import type { TenantManifest } from '../../shared/tenant-types';
import type { PageCacheConfig } from '../config';
import { DatabaseUnavailable, isDatabaseUnavailable } from '../db/database-availability';
import { isOutdatedBrowser } from '../http/user-agent';
import { notFoundError } from '../http/envelope';
import { isPageRequest, notFoundRateLimit } from '../http/not-found-limit';
import { publicOrigin } from '../http/public-origin';
import { PUBLIC_DIR } from '../paths';
import { serverText } from '../server-text';
import { ASSETS_PREFIX, leanAssetHeaders } from './asset-headers';
import { etagOf, type PageAnswer } from './page-cache';
import { pageSender } from './page-sender';
import { precompress } from './precompress';
import type { PageRenderer } from './page-renderer';
import { forOutdatedBrowser } from './outdated-browser';
import { unavailablePage } from './unavailable-page';
import { loginSceneRoute } from './login-scene';
import sitemapPlugin from './sitemap-plugin';

export interface RenderOptions {
  renderer: PageRenderer;
  /** API_HOST: the browser and the server render call it instead of this server's /api. */
  apiHost?: string;
  rateLimitMax: number;
  /** Unset or ttlSeconds 0: every page is rendered afresh. */
  pageCache?: PageCacheConfig;
  /** PUBLIC_ORIGIN: the origin of absolute URLs when the Host is none of the tenant's. */
  publicOrigin?: string;
  sitemapFileLimit?: number;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
const SHORT = 'public, max-age=3600';

const PREVIEW_PATH = '/loginPreview';

/** /loginPreview?tenant=<id> shows that tenant's login as its users see it, so operators can check a manifest. */
function previewedTenant(app: FastifyInstance, url: string) {
  const parsed = new URL(url, 'http://portal.invalid');
  if (parsed.pathname !== PREVIEW_PATH) return undefined;
  return app.tenants.byId(parsed.searchParams.get('tenant') ?? undefined);
}

function fill(template: string, page: Extract<RenderResult, { kind: 'page' }>, preloads: string): string {
  return template
    .replace('<!--app-head-->', () => page.head)
    .replace('</head>', () => `${preloads}</head>`)
    .replace('<!--app-html-->', () => page.html)
    .replace('<!--app-state-->', () => page.state);
}

/** The shed page (no render, no database) for a page that needed the database while it was away; never cached. */
function unavailableAnswer(request: FastifyRequest): PageAnswer {
  const tenant = request.tenant;
  return { kind: 'page', status: 503, html: unavailablePage(request.server.tenants.themeOf(tenant), tenant.title, 'down'), etag: '' };
}

/** Serves the built assets and renders every other GET as a page of the request's tenant. */
export default async function renderPlugin(app: FastifyInstance, options: RenderOptions) {
  const { renderer, apiHost } = options;

  if (renderer.clientDir) {
    const assetsDir = join(renderer.clientDir, ASSETS_PREFIX);
    leanAssetHeaders(app);
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

  loginSceneRoute(app, SHORT);
  await app.register(sitemapPlugin, { renderer, publicOrigin: options.publicOrigin, filePageLimit: options.sitemapFileLimit });

  /**
   * The render's calls go straight to their handlers, for the tenant resolved once, as the visitor. A call
   * answered 503 (the database is away) is remembered: the page it would leave half empty is not sent.
   */
  function inProcess(request: FastifyRequest, tenant: TenantManifest, render: { unavailable: boolean }): CallTransport {
    const caller = { tenant, ip: request.ip, userAgent: request.headers['user-agent'], log: request.log };
    return async ({ row, body }) => {
      const answer = await app.calls.invoke(row, body as never, caller);
      if (answer.status === 503) render.unavailable = true;
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
      origin: publicOrigin(request, tenant, options.publicOrigin),
    };
    const ssr = await renderer.load();
    const state = { unavailable: false };
    const result = await ssr.render({
      url,
      headers: request.headers,
      bootstrap,
      serverApiBase: apiHost ?? API_PREFIX,
      serverTransport: apiHost ? undefined : inProcess(request, tenant, state),
    });
    if (state.unavailable) throw new DatabaseUnavailable(url);
    return result;
  }

  async function renderAnswer(request: FastifyRequest, compress: boolean): Promise<PageAnswer> {
    let result: RenderResult;
    try {
      result = await renderUrl(request, request.url);
    } catch (err) {
      if (isDatabaseUnavailable(err)) return unavailableAnswer(request);
      request.log.error({ err, url: request.url }, 'server render failed');
      try {
        result = { ...(await renderUrl(request, '/500')), status: 500 } as RenderResult;
      } catch {
        return { kind: 'text', status: 500, text: serverText('internal') };
      }
    }
    if (result.kind === 'redirect') return result;
    const html = fill(await renderer.template(request.url), result, renderer.modulePreloads?.(result.page) ?? '');
    const encoded = compress && result.status < 500 ? await precompress(html) : undefined;
    return { kind: 'page', status: result.status, html, etag: etagOf(html), encoded };
  }

  const sendPage = pageSender({
    pageCache: options.pageCache,
    db: app.db,
    keyOf: (request) => `${publicOrigin(request, request.tenant, options.publicOrigin)} ${request.tenant.id} ${request.url}`,
    render: renderAnswer,
    // A console preview link shows what visitors cannot see yet: its page is no one else's.
    personal: (request) => sessionTokenOfCookie(request.headers.cookie) !== undefined || /[?&]preview=/.test(request.url),
    forOutdated: (request, html) =>
      isOutdatedBrowser(request.headers['user-agent']) ? forOutdatedBrowser(html, app.tenants.themeOf(request.tenant)) : null,
  });

  app.setNotFoundHandler({ preHandler: notFoundRateLimit(app, options.rateLimitMax) }, async (request, reply) => {
    if (!isPageRequest(request)) throw notFoundError();
    return sendPage(request, reply);
  });
}
