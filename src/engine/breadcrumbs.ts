import { hasRequiredParams, hrefOf, type RouteParams } from './href';
import { findRoute } from './routes';

export interface Crumb {
  name: string;
  /** Absent on the current page. */
  href?: string;
}

const MAX_DEPTH = 8;

/** Route names from the top down to `routeName`, following each row's parent. */
export function crumbTrail(routeName: string): string[] {
  const trail: string[] = [];
  let current = findRoute(routeName);
  while (current && trail.length < MAX_DEPTH) {
    trail.unshift(current.name);
    current = current.parent ? findRoute(current.parent) : undefined;
  }
  return trail;
}

/** Breadcrumb items; ancestors link to their list page, the current page does not link. */
export function breadcrumbs(routeName: string, label: (name: string) => string, params: RouteParams = {}): Crumb[] {
  const trail = crumbTrail(routeName);
  return trail.map((name, index) => {
    if (index === trail.length - 1) return { name: label(name) };
    const row = findRoute(name)!;
    return { name: label(name), href: hrefOf(name, hasRequiredParams(row.path) ? params : {}) };
  });
}
