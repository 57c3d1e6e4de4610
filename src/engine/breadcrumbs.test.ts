// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../shared/create-i18n';
import { breadcrumbs, crumbTrail } from './breadcrumbs';
import { fullPattern } from './href';
import { ROUTES } from './routes';

const label = (name: string) => `<${name}>`;

describe('crumbTrail', () => {
  it.each([
    ['home', ['home']],
    ['index1', ['index1']],
    ['login', ['login']],
    ['news', ['home', 'news']],
    ['newsDetail', ['home', 'news', 'newsDetail']],
    ['newsTag', ['home', 'news', 'newsTags', 'newsTag']],
    ['standardDetail', ['home', 'information', 'standard', 'standardDetail']],
    ['listDetail', ['home', 'information', 'informationList', 'listDetail']],
    ['tenderDetails', ['home', 'information', 'tenderList', 'tenderDetails']],
    ['tenderDetail', ['home', 'tender', 'tenderDetail']],
    ['AiPaperEdit', ['home', 'AiPaperIndex', 'AiPaperEdit']],
    ['openApi', ['home', 'open', 'openApiIndex', 'openApi']],
    ['helpShare', ['home', 'help', 'helpShare']],
    ['productLog', ['home', 'product', 'productLog']],
    ['no-such-route', []],
  ])('%s → %j', (name, expected) => {
    expect(crumbTrail(name)).toEqual(expected);
  });

  it.each(ROUTES.map((row) => row.name))('the trail of %s ends at itself and starts at a row without parent', (name) => {
    const trail = crumbTrail(name);
    expect(trail.at(-1)).toBe(name);
    expect(new Set(trail).size).toBe(trail.length);
    const top = ROUTES.find((row) => row.name === trail[0]);
    expect(top?.parent).toBeUndefined();
  });
});

describe('breadcrumbs', () => {
  it('links every ancestor and leaves the current page unlinked', () => {
    expect(breadcrumbs('standardDetail', label, { id: 42 })).toEqual([
      { name: '<home>', href: '/' },
      { name: '<information>', href: '/information' },
      { name: '<standard>', href: '/standard' },
      { name: '<standardDetail>' },
    ]);
  });

  it('does not pass the child params to an ancestor whose params are optional', () => {
    // newsList's `:id` belongs to newsList; its parent `news` must link to plain /news.
    expect(breadcrumbs('newsList', label, { id: 5, page: 2 })).toEqual([
      { name: '<home>', href: '/' },
      { name: '<news>', href: '/news' },
      { name: '<newsList>' },
    ]);
    expect(breadcrumbs('helpDetail', label, { resId: 9, id: 3, page: 2 })).toEqual([
      { name: '<home>', href: '/' },
      { name: '<help>', href: '/help' },
      { name: '<helpDetail>' },
    ]);
  });

  it('a page without a parent is a single unlinked crumb', () => {
    expect(breadcrumbs('login', label)).toEqual([{ name: '<login>' }]);
  });

  it('an unknown route gives no crumbs', () => {
    expect(breadcrumbs('no-such-route', label)).toEqual([]);
  });

  it('uses the route titles of the locale', () => {
    const { t } = createI18n();
    const crumbs = breadcrumbs('newsDetail', (name) => t(`routes:${name}`), { id: 1 });
    expect(crumbs.map((c) => c.name)).toEqual(['首页', '新闻中心', '新闻详情']);
  });

  // Every route with its own params filled in builds a trail without throwing.
  const withParams = ROUTES.map((row) => {
    const names = [...fullPattern(row.path, row.children).matchAll(/:(\w+)/g)].map((m) => m[1]!);
    return { name: row.name, params: Object.fromEntries(names.map((n) => [n, 'p1'])) };
  });

  it.each(withParams)('builds the crumbs of $name', ({ name, params }) => {
    const crumbs = breadcrumbs(name, label, params);
    expect(crumbs.at(-1)).toEqual({ name: label(name) });
    for (const crumb of crumbs.slice(0, -1)) expect(crumb.href).toMatch(/^\//);
  });
});
