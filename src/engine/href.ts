import { generatePath } from 'react-router-dom';
import { findRoute } from './routes';

export type RouteParams = Record<string, string | number | undefined>;
export type Query = Record<string, string | undefined>;

export function fullPattern(path: string, children?: string): string {
  if (!children) return path;
  return path === '/' ? `/${children}` : `${path}/${children}`;
}

export function toSearch(query?: Query): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') search.set(key, value);
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The one place a portal URL is assembled: `hrefOf('newsList', { id: 3, page: 2 })`. */
export function hrefOf(name: string, params: RouteParams = {}, query?: Query): string {
  const row = findRoute(name);
  if (!row) throw new Error(`Unknown route name: ${name}`);
  const values = Object.fromEntries(
    Object.entries(params)
      .filter(([, value]) => value !== undefined && value !== '')
      .map(([key, value]) => [key, String(value)]),
  );
  const path = generatePath(fullPattern(row.path, row.children), values);
  return `${path}${toSearch(query)}`;
}

/** Whether a path needs params to be built (`/news/:id` does, `/standard` and `/help/:id?` do not). */
export function hasRequiredParams(path: string): boolean {
  return /:\w+(?![\w?])/.test(path);
}
