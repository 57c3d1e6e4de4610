import { hrefOf } from '../engine/href';
import type { PageData } from '../engine/page-load';
import type { RouteRow } from '../engine/route-types';

/**
 * A page's canonical URL on the tenant's origin (DESIGN: one canonical URL per page and tenant): the page's own
 * canonical path, else its route's main path (an alias names it), else the path as asked. Error pages have none.
 */
export function canonicalUrl(
  origin: string,
  route: { row: RouteRow | undefined; params: Record<string, string | undefined>; data: PageData | undefined },
  pathname: string,
): string | undefined {
  if (route.row?.status) return undefined;
  return `${origin}${route.data?.canonical ?? (route.row ? hrefOf(route.row.name, route.params) : pathname)}`;
}
