import { matchRoutes, type RouteObject } from 'react-router-dom';

/** What the server's render left for the router to hydrate from: its routes' data and errors, by route id. */
export interface RenderedRoutes {
  loaderData?: Record<string, unknown>;
  errors?: Record<string, unknown> | null;
}

function flatten(routes: RouteObject[]): RouteObject[] {
  return routes.flatMap((route) => [route, ...flatten(route.children ?? [])]);
}

/**
 * The routes the server rendered. On a page without an error, they are those it left data for, as each page
 * route has a loader. An error is kept by the boundary that shows it, not by the route whose loader threw:
 * then (and without data) the address is matched instead, which ranks every route of the table.
 */
function renderedRoutes(routes: RouteObject[], rendered: RenderedRoutes | null): RouteObject[] {
  const ids = new Set(Object.keys(rendered?.loaderData ?? {}));
  const failed = Object.keys(rendered?.errors ?? {}).length > 0;
  const found = failed ? [] : flatten(routes).filter((route) => route.id !== undefined && ids.has(route.id));
  return found.length ? found : (matchRoutes(routes, window.location) ?? []).map((match) => match.route);
}

/**
 * Loads the lazy modules of the routes the server rendered, before hydrating: a lazy route still unresolved
 * would render nothing and hydration would fail. Found by the ids in the hydration data rather than by
 * matching the address, which ranks every route of the table.
 */
export async function resolveRenderedRoutes(routes: RouteObject[], rendered: RenderedRoutes | null): Promise<void> {
  await Promise.all(
    renderedRoutes(routes, rendered)
      .filter((route) => typeof route.lazy === 'function')
      .map(async (route) => {
        const lazy = route.lazy as () => Promise<Partial<RouteObject>>;
        Object.assign(route, { ...(await lazy()), lazy: undefined });
      }),
  );
}
