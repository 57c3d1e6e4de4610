import type { i18n, ResourceKey, ResourceLanguage } from 'i18next';
import { createStore } from 'jotai';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { createI18n } from '../shared/create-i18n';
import { LANGUAGE } from '../shared/locale-language';
import {
  BOOTSTRAP_ELEMENT_ID,
  HYDRATION_ELEMENT_ID,
  serializeForScript,
  STRINGS_ELEMENT_ID,
  type RenderInput,
  type RenderResult,
} from '../shared/ssr-contract';
import { createRoutes } from './app/create-routes';
import { headTags } from './app/head-tags';
import { hydrationData } from './app/hydration-data';
import { namespacesOfPage } from './app/page-strings';
import { PortalApp } from './app/portal-app';
import { hasLiveSession, loginRedirectOf } from './app/server-session';
import { canonicalUrl } from './app/canonical-url';
import { hrefOf } from './engine/href';

export { hrefOf };
import type { PageData } from './engine/page-load';
import type { PageKey } from './engine/route-types';
import { pageTdk } from './engine/page-load';
import type { RouteHandle } from './engine/use-current-route';
import { createApiClient } from './lib/api/api-client';
import { createResponseCache, type ResponseCache } from './lib/api/response-cache';
import { CACHE_LIFETIME_MS } from './lib/constants';
import { createToastStore } from './lib/toast/toast-store';

function toRequest(url: string, headers: RenderInput['headers']): Request {
  const init = new Headers();
  for (const [key, value] of Object.entries(headers)) {
    if (typeof value === 'string' && key !== 'host' && !key.startsWith(':')) init.set(key, value);
  }
  return new Request(new URL(url, 'http://portal.internal'), { headers: init });
}

// The cached calls (SPEC §9: getByName, newsDirList) are shared by the renders of one tenant for the cache
// lifetime, as a browser shares them between its pages; they hold public data only.
const tenantCaches = new Map<string, ResponseCache>();
function cacheOf(tenantId: string): ResponseCache {
  let cache = tenantCaches.get(tenantId);
  if (!cache) tenantCaches.set(tenantId, (cache = createResponseCache(CACHE_LIFETIME_MS)));
  return cache;
}

/** The namespaces the page needs, as the browser's i18next starts from them (it fetches no others to hydrate). */
function pageStrings(i18n: i18n, page: PageKey | undefined): ResourceLanguage {
  return Object.fromEntries(namespacesOfPage(page).map((name) => [name, i18n.getResourceBundle(LANGUAGE, name) as ResourceKey]));
}

/** Renders one page for one request; nothing request-specific outlives the call. */
export async function render({ url, headers, bootstrap, serverApiBase, serverTransport }: RenderInput): Promise<RenderResult> {
  const i18n = createI18n();
  const toasts = createToastStore();
  const api = createApiClient({
    baseURL: serverApiBase,
    tenantId: bootstrap.tenant.id,
    translate: (key) => i18n.t(key),
    transport: serverTransport,
    cache: cacheOf(bootstrap.tenant.id),
  });
  const deps = { api, tenant: () => bootstrap.tenant, t: i18n.t };
  const routes = createRoutes(deps);
  const request = toRequest(url, headers);
  const signedIn = await hasLiveSession(api, headers.cookie);
  const login = signedIn ? undefined : loginRedirectOf(routes, new URL(request.url), bootstrap.tenant);
  if (login) return { kind: 'redirect', status: 302, location: login };
  const page = signedIn ? { ...bootstrap, signedIn } : bootstrap;
  const handler = createStaticHandler(routes);
  const context = await handler.query(request);
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('Location') ?? '/' };
  }

  const router = createStaticRouter(handler.dataRoutes, context);
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <PortalApp
          bootstrap={page}
          tenant={bootstrap.tenant}
          theme={bootstrap.theme}
          api={api}
          toasts={toasts}
          i18n={i18n}
          store={createStore()}
        >
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </PortalApp>,
      ),
    );
    const deepest = [...context.matches].reverse().find((match) => (match.route.handle as RouteHandle | undefined)?.route);
    const row = (deepest?.route.handle as RouteHandle | undefined)?.route;
    const data = deepest ? (context.loaderData[deepest.route.id] as PageData | undefined) : undefined;
    const tdk = data?.tdk ?? pageTdk(undefined, null, bootstrap.tenant);
    const canonical = canonicalUrl(
      bootstrap.origin,
      { row, params: deepest?.params ?? {}, data },
      new URL(url, 'http://portal.internal').pathname,
    );
    const head = headTags({
      tdk,
      canonical,
      themeColor: bootstrap.theme.colors.primary,
      styles: sheet.getStyleTags(),
    });
    const state = [
      `<script type="application/json" id="${BOOTSTRAP_ELEMENT_ID}">${serializeForScript(page)}</script>`,
      `<script type="application/json" id="${HYDRATION_ELEMENT_ID}">${serializeForScript(hydrationData(context))}</script>`,
      `<script type="application/json" id="${STRINGS_ELEMENT_ID}">${serializeForScript(pageStrings(i18n, row?.page))}</script>`,
    ].join('\n    ');
    const status = context.statusCode !== 200 ? context.statusCode : (row?.status ?? 200);
    return { kind: 'page', status, head, html, state, page: row?.page ? { key: row.page, route: row.name } : undefined };
  } finally {
    sheet.seal();
  }
}
