import type { TFunction } from 'i18next';
import { redirect, type LoaderFunctionArgs, type Params } from 'react-router-dom';
import { newsCalls, type TdkModel } from '../../shared/calls/news';
import type { TenantManifest } from '../../shared/tenant-types';
import type { ApiClient } from '../lib/api/api-client';
import { composeTitle } from './compose-title';
import { hrefOf } from './href';
import type { PageModule, RouteRow } from './route-types';
import { HOME_ROUTE } from './routes';

/** What a route loader has to work with, on the server and in the browser alike. */
export interface PortalDeps {
  api: ApiClient;
  tenant: () => TenantManifest;
  t: TFunction;
}

export interface PageLoadArgs extends PortalDeps {
  params: Params;
  request: Request;
  routeName: string;
}

export interface PageTdk {
  title: string;
  keywords: string;
  description: string;
}

/** Every page route's loader data: its TDK and whatever its page module loaded. */
export interface PageData {
  tdk: PageTdk;
  data: unknown;
  /** The page's canonical path when it is not the route's own path (a page reachable at several addresses). */
  canonical?: string;
}

/** What a page module's data may hold besides its own: TDK fields and a canonical path. */
interface PageOwn {
  tdk?: Partial<TdkModel>;
  canonical?: string;
}

export function pageTdk(routeTitle: string | undefined, model: Partial<TdkModel> | null, tenant: TenantManifest): PageTdk {
  return {
    title: composeTitle(model?.title || routeTitle, tenant.title, tenant.tdk.title),
    keywords: model?.keyword || tenant.tdk.keywords,
    description: model?.description || tenant.tdk.description,
  };
}

async function fetchTdk(api: ApiClient, name: string, signal: AbortSignal): Promise<TdkModel | null> {
  try {
    return (await api.call(newsCalls.getByName, { name }, { signal, silent: true })).model;
  } catch {
    // A page keeps its default TDK when the call fails or is refused; the page itself still renders.
    return null;
  }
}

/** The loader of a route row: redirects, then TDK and the page module's own data in parallel. */
export function createPageLoader(row: RouteRow, deps: PortalDeps, loadModule?: () => Promise<PageModule>) {
  return async ({ request, params }: LoaderFunctionArgs): Promise<PageData> => {
    const tenant = deps.tenant();
    if (row.redirectTo) throw redirect(hrefOf(row.redirectTo));
    if (row.name === HOME_ROUTE && tenant.entry && tenant.entry !== HOME_ROUTE) {
      throw redirect(`${hrefOf(tenant.entry)}${new URL(request.url).search}`);
    }
    const module = loadModule ? await loadModule() : undefined;
    const [model, data] = await Promise.all([
      fetchTdk(deps.api, row.name, request.signal),
      module?.loadData?.({ ...deps, params, request, routeName: row.name }),
    ]);
    const routeTitle = row.name === HOME_ROUTE ? undefined : deps.t(`routes:${row.name}`);
    const own = data as PageOwn | undefined;
    const tdk = pageTdk(routeTitle, { ...model, ...own?.tdk }, tenant);
    return own?.canonical ? { tdk, data, canonical: own.canonical } : { tdk, data };
  };
}
