import { matchPath } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { CITED_TYPES, citationHref } from '../../server/modules/ai/public';

// The server writes and checks citation links without the route table (it never imports src/): these
// links must stay pages of that table, as tests/unit/schema-sync.test.ts keeps the manifest schema's copies.

/** The part of a route row this test reads. */
interface RouteRow {
  name: string;
  path: string;
  aliases?: readonly string[];
  redirectTo?: string;
  page?: string;
}

// Loaded by its path at run time: the server's type check (tsconfig.node.json, no DOM) must not follow it into
// the browser code.
const ROUTES_MODULE = '../../src/engine/routes';
const { ROUTES } = (await import(/* @vite-ignore */ ROUTES_MODULE)) as { ROUTES: readonly RouteRow[] };

const routeOf = (href: string) =>
  ROUTES.find((row) => !row.redirectTo && [row.path, ...(row.aliases ?? [])].some((path) => matchPath({ path, end: true }, href)));

describe('a citation link', () => {
  it.each(CITED_TYPES)('of a %s is the detail page of the route table', (type) => {
    const route = routeOf(citationHref(type, 42));
    expect(route?.name).toBe(`${type}Detail`);
    expect(route?.page).toMatch(/Detail$/);
  });
});
