import { matchRoutes, type NonIndexRouteObject, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { fullPattern } from '../engine/href';
import type { PortalDeps } from '../engine/page-load';
import { ROUTES } from '../engine/routes';
import { renderedChildren } from './client-router';
import { createRoutes } from './create-routes';

// The browser's router starts with the routes the server rendered and gets the others appended at the first
// navigation, so they no longer stand in the table's order. React Router ranks matches by how specific a
// path is, and only uses the order between equally specific paths: this checks that the order never decides.

const [root] = createRoutes({} as PortalDeps) as NonIndexRouteObject[];
const children = root!.children!;

/** Addresses a path pattern matches: each optional segment present and absent, parameters filled in. */
function addresses(pattern: string): string[] {
  let paths = [''];
  for (const segment of pattern.split('/').filter(Boolean)) {
    const value = segment.startsWith(':') ? 'p1' : segment;
    paths = segment.endsWith('?')
      ? [...paths, ...paths.map((path) => `${path}/${value.replace(/\?$/, '')}`)]
      : paths.map((path) => `${path}/${value}`);
  }
  return paths.map((path) => path || '/');
}

const deepest = (routes: RouteObject[], url: string) => matchRoutes(routes, url)?.at(-1)?.route.id;
const withFirst = (first: RouteObject) => [{ ...root!, children: [first, ...children.filter((route) => route !== first)] }];

describe('the client router, starting from the rendered route', () => {
  const urls = [
    ...new Set(ROUTES.flatMap((row) => [row.path, ...(row.aliases ?? [])].flatMap((path) => addresses(fullPattern(path, row.children))))),
  ];

  it('has addresses of every route to check', () => {
    expect(urls.length).toBeGreaterThan(ROUTES.length);
  });

  it.each(urls)('%s matches the same route whichever route comes first', (url) => {
    const expected = deepest([root!], url);
    expect(expected).toBeDefined();
    const candidates = children.filter((route) => deepest([{ ...root!, children: [route] }], url));
    for (const first of candidates) expect(deepest(withFirst(first), url), `with ${first.id} first`).toBe(expected);
  });

  it('finds the rendered routes by the ids the server left data for', () => {
    const news = children.find((route) => route.id === 'newsDetail')!;
    expect(renderedChildren(root!, { loaderData: { newsDetail: {} }, errors: null })).toEqual([news]);
  });
});
