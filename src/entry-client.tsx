import { createStore } from 'jotai';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router-dom';
import { createI18n } from '../shared/create-i18n';
import { BOOTSTRAP_ELEMENT_ID, HYDRATION_ELEMENT_ID, type PortalBootstrap } from '../shared/ssr-contract';
import { createRoutes } from './app/create-routes';
import { TenantSwitch } from './app/tenant-switch';
import { createApiClient } from './lib/api/api-client';
import { installChunkReload } from './lib/chunk-reload';
import { createToastStore } from './lib/toast/toast-store';

declare global {
  interface Window {
    __staticRouterHydrationData?: unknown;
  }
}

function readJson<T>(id: string): T {
  return JSON.parse(document.getElementById(id)?.textContent ?? 'null') as T;
}

/** Lazy routes that match the first URL are loaded before hydrating, or the first render would be empty. */
async function resolveLazyMatches(routes: RouteObject[]) {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches
      .filter((match) => typeof match.route.lazy === 'function')
      .map(async (match) => {
        const lazy = match.route.lazy as () => Promise<Partial<RouteObject>>;
        Object.assign(match.route, { ...(await lazy()), lazy: undefined });
      }),
  );
}

async function start() {
  installChunkReload();
  const bootstrap = readJson<PortalBootstrap>(BOOTSTRAP_ELEMENT_ID);
  window.__staticRouterHydrationData = readJson(HYDRATION_ELEMENT_ID);
  const i18n = createI18n();
  const toasts = createToastStore();
  let tenant = bootstrap.tenant;
  const api = createApiClient({
    baseURL: bootstrap.apiBase,
    tenantId: tenant.id,
    translate: (key) => i18n.t(key),
    onError: (message) => toasts.show(message, 'error'),
  });
  const routes = createRoutes({ api, tenant: () => tenant, t: i18n.t });
  await resolveLazyMatches(routes);
  const router = createBrowserRouter(routes);

  // SPEC §4: leaving a page aborts its pending requests.
  let currentPath = router.state.location.pathname;
  router.subscribe((state) => {
    const next = state.navigation.location?.pathname;
    if (state.navigation.state === 'loading' && next && next !== currentPath) api.cancelPending();
    currentPath = state.location.pathname;
  });

  hydrateRoot(
    document.getElementById('root')!,
    <TenantSwitch
      bootstrap={bootstrap}
      api={api}
      toasts={toasts}
      i18n={i18n}
      store={createStore()}
      onTenant={(next) => {
        tenant = next;
        api.setTenant(next.id);
      }}
    >
      <RouterProvider router={router} />
    </TenantSwitch>,
  );
}

void start();
