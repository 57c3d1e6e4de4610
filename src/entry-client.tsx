import { createStore } from 'jotai';
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { ResourceLanguage } from 'i18next';
import { RouterProvider } from 'react-router-dom';
import { createI18nFrom } from '../shared/i18n-instance';
import { BOOTSTRAP_ELEMENT_ID, HYDRATION_ELEMENT_ID, STRINGS_ELEMENT_ID, type PortalBootstrap } from '../shared/ssr-contract';
import { createClientRouter, loadRenderedRoutes, type RenderedRoutes } from './app/client-router';
import { createRoutes } from './app/create-routes';
import { ensureNamespaces } from './app/namespace-loader';
import { CORE_NAMESPACES, type ClientNamespace } from './app/page-strings';
import { TenantSwitch } from './app/tenant-switch';
import { createApiClient } from './lib/api/api-client';
import { createToastStore } from './lib/toast/toast-store';

declare global {
  interface Window {
    __staticRouterHydrationData?: unknown;
  }
}

function readJson<T>(id: string): T {
  return JSON.parse(document.getElementById(id)?.textContent ?? 'null') as T;
}

/**
 * Lets the browser handle input and paint between the steps of start-up: each step is then a task of its
 * own, short enough not to block the main thread (total blocking time).
 */
const yieldToMain = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start() {
  await yieldToMain();
  const bootstrap = readJson<PortalBootstrap>(BOOTSTRAP_ELEMENT_ID);
  const rendered = readJson<RenderedRoutes | null>(HYDRATION_ELEMENT_ID);
  window.__staticRouterHydrationData = rendered;
  // The page's strings are in the HTML; other namespaces load with the routes that need them.
  const i18n = createI18nFrom(readJson<ResourceLanguage | null>(STRINGS_ELEMENT_ID) ?? {});
  const loadNamespaces = (names: readonly ClientNamespace[]) => ensureNamespaces(i18n, names);
  await yieldToMain();
  const toasts = createToastStore();
  let tenant = bootstrap.tenant;
  const api = createApiClient({
    baseURL: bootstrap.apiBase,
    tenantId: tenant.id,
    translate: (key) => i18n.t(key),
    onError: (message) => toasts.show(message, 'error'),
  });
  const [root] = createRoutes({ api, tenant: () => tenant, t: i18n.t }, loadNamespaces);
  const [split] = await Promise.all([loadRenderedRoutes(root!, rendered), loadNamespaces(CORE_NAMESPACES)]);
  await yieldToMain();
  const router = createClientRouter(root!, split);

  // SPEC §4: leaving a page aborts its pending requests.
  let currentPath = router.state.location.pathname;
  router.subscribe((state) => {
    const next = state.navigation.location?.pathname;
    if (state.navigation.state === 'loading' && next && next !== currentPath) api.cancelPending();
    currentPath = state.location.pathname;
  });

  await yieldToMain();
  // Hydrating in a transition lets React yield to the browser every few milliseconds instead of holding the
  // main thread for the whole page (total blocking time); the server's HTML is on screen meanwhile.
  startTransition(() => {
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
          // The loaders compose the title, keywords and description from the tenant: the brand's, from now on.
          void router.revalidate();
        }}
      >
        <RouterProvider router={router} />
      </TenantSwitch>,
    );
  });
}

void start();
