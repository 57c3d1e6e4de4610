import { useMatches, type Params } from 'react-router-dom';
import type { PageData } from './page-load';
import type { RouteRow } from './route-types';

/** The `handle` every generated route carries. */
export interface RouteHandle {
  route: RouteRow;
}

export interface CurrentRoute {
  row: RouteRow | undefined;
  params: Params;
  data: PageData | undefined;
}

/** The deepest matched row of the route table, with its params and loader data. */
export function useCurrentRoute(): CurrentRoute {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index--) {
    const match = matches[index]!;
    const handle = match.handle as RouteHandle | undefined;
    if (handle?.route) return { row: handle.route, params: match.params, data: match.data as PageData | undefined };
  }
  return { row: undefined, params: {}, data: undefined };
}
