import { createBrowserRouter, matchRoutes, type NonIndexRouteObject, type RouteObject } from 'react-router-dom';

/** What the server's render left for the router to hydrate from: its routes' data and errors, by route id. */
export interface RenderedRoutes {
  loaderData?: Record<string, unknown>;
  errors?: Record<string, unknown> | null;
}

/**
 * The root's child routes the server rendered. On a page without an error they are those it left data for,
 * as each page route has a loader. An error is kept by the boundary that shows it, not by the route whose
 * loader threw: then (and without data) the address is matched instead, which ranks every route.
 */
export function renderedChildren(root: RouteObject, rendered: RenderedRoutes | null): RouteObject[] {
  const children = root.children ?? [];
  const ids = new Set(Object.keys(rendered?.loaderData ?? {}));
  const failed = Object.keys(rendered?.errors ?? {}).length > 0;
  const found = failed ? [] : children.filter((route) => route.id !== undefined && ids.has(route.id));
  if (found.length) return found;
  const matched = new Set((matchRoutes([root], window.location) ?? []).map((match) => match.route));
  return children.filter((route) => matched.has(route));
}

async function resolveLazy(route: RouteObject): Promise<void> {
  if (typeof route.lazy !== 'function') return;
  const lazy = route.lazy as () => Promise<Partial<RouteObject>>;
  Object.assign(route, { ...(await lazy()), lazy: undefined });
}

/** The root's children split: those the server rendered (lazy modules loaded), and the others. */
export interface RouteSplit {
  first: RouteObject[];
  rest: RouteObject[];
}

/** Loads the lazy modules of the rendered routes: an unresolved one would render nothing and fail hydration. */
export async function loadRenderedRoutes(root: RouteObject, rendered: RenderedRoutes | null): Promise<RouteSplit> {
  const first = renderedChildren(root, rendered);
  await Promise.all(first.map(resolveLazy));
  return { first, rest: (root.children ?? []).filter((route) => !first.includes(route)) };
}

/**
 * The browser's router, made to hydrate the server's page quickly: it starts with the routes the server
 * rendered rather than the whole route table, which it would flatten, rank and compile up front. The other
 * routes are patched in at the first navigation. `root` is the one top-level route of createRoutes.
 */
export function createClientRouter(root: RouteObject, { first, rest }: RouteSplit) {
  let patched = false;
  // A route with children is never an index route.
  return createBrowserRouter([{ ...(root as NonIndexRouteObject), children: first }], {
    patchRoutesOnNavigation({ patch }) {
      if (patched) return;
      patched = true;
      patch(root.id!, rest);
    },
  });
}
