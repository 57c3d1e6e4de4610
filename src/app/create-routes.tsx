import { redirect, type RouteObject } from 'react-router-dom';
import { fullPattern } from '../engine/href';
import { createPageLoader, type PortalDeps } from '../engine/page-load';
import type { PageModule, RouteRow } from '../engine/route-types';
import { NOT_FOUND_PATH, ROUTES } from '../engine/routes';
import type { RouteHandle } from '../engine/use-current-route';
import { reloadAfterChunkError } from '../lib/chunk-reload';
import { PAGE_MODULES } from './page-modules';
import { namespacesOfPage, type ClientNamespace } from './page-strings';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

function moduleLoader(row: RouteRow): (() => Promise<PageModule>) | undefined {
  const load = row.page ? PAGE_MODULES[row.page] : undefined;
  if (!load) return undefined;
  return () =>
    load(row).catch((error: unknown) => {
      reloadAfterChunkError(error);
      throw error;
    });
}

/** Makes sure the given locale namespaces are loaded (the browser's); the server holds every one. */
export type NamespaceLoader = (names: readonly ClientNamespace[]) => Promise<void>;

function rowRoutes(row: RouteRow, deps: PortalDeps, loadNamespaces?: NamespaceLoader): RouteObject[] {
  const loadModule = moduleLoader(row);
  // A page's strings load with its module, so that its loader may look them up (a title built from filters)
  // and the route renders once both are there.
  const load = loadModule ? async () => (await Promise.all([loadModule(), loadNamespaces?.(namespacesOfPage(row.page))]))[0] : undefined;
  const handle: RouteHandle = { route: row };
  const paths = [row.path, ...(row.aliases ?? [])];
  return paths.map((path, index) => ({
    id: index === 0 ? row.name : `${row.name}~${index}`,
    path: fullPattern(path, row.children),
    handle,
    loader: createPageLoader(row, deps, load),
    lazy: load ? async () => ({ Component: (await load()).default }) : undefined,
  }));
}

/** The router's routes, generated from the route table (DESIGN §3); unknown paths go to /404. */
export function createRoutes(deps: PortalDeps, loadNamespaces?: NamespaceLoader): RouteObject[] {
  return [
    {
      id: 'root',
      element: <RootLayout />,
      errorElement: <RouteError />,
      children: [
        ...ROUTES.flatMap((row) => rowRoutes(row, deps, loadNamespaces)),
        { id: 'unknown', path: '*', loader: () => redirect(NOT_FOUND_PATH) },
      ],
    },
  ];
}
