// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { fullPattern, hasRequiredParams, hrefOf, toSearch, type Query, type RouteParams } from './href';

describe('hrefOf', () => {
  const CASES: { name: string; params?: RouteParams; query?: Query; expected: string }[] = [
    { name: 'home', expected: '/' },
    { name: 'index1', expected: '/index1' },
    { name: 'standard', expected: '/standard' },
    { name: 'standard', params: { id: 3 }, expected: '/standard/3' },
    { name: 'standard', params: { id: 3, page: 2 }, expected: '/standard/3/2' },
    { name: 'standard', params: { id: '', page: undefined }, expected: '/standard' },
    { name: 'help', params: { id: 'faq', page: 4 }, expected: '/help/faq/4' },
    { name: 'informationList', params: { id: 7 }, expected: '/information/list/7' },
    { name: 'productLog', expected: '/product/log' },
    { name: 'productLog', params: { page: 5 }, expected: '/product/log/5' },
    { name: 'newsList', params: { id: 12 }, expected: '/news/list/12' },
    { name: 'newsList', params: { id: 12, page: 3 }, expected: '/news/list/12/3' },
    { name: 'newsTags', expected: '/news/tags' },
    { name: 'newsDetail', params: { id: 99 }, expected: '/news/99' },
    { name: 'tender', params: { catNo: 'A1', id: 2, page: 3, bidStageId: 4 }, expected: '/tender/A1/2/3/4' },
    { name: 'tenderDetail', params: { id: 1, type: '0100', stageType: 'x' }, expected: '/tender/detail/1/0100/x' },
    { name: 'impower', params: { type: 'wechat' }, expected: '/Oauth/wechat' },
    { name: '500', expected: '/500' },
    { name: 'search', query: { keywords: 'road', type: 'news' }, expected: '/search?keywords=road&type=news' },
    { name: 'search', query: { keywords: 'road', empty: '', missing: undefined }, expected: '/search?keywords=road' },
    { name: 'search', query: { empty: '', missing: undefined }, expected: '/search' },
    { name: 'search', query: {}, expected: '/search' },
    {
      name: 'login',
      query: { logidUrl: 'https://a.example/x?y=1&z=2' },
      expected: '/login?logidUrl=https%3A%2F%2Fa.example%2Fx%3Fy%3D1%26z%3D2',
    },
    { name: 'standard', params: { id: 3, page: 2 }, query: { q: 'a b' }, expected: '/standard/3/2?q=a+b' },
  ];

  it.each(CASES)('$name $params $query → $expected', ({ name, params, query, expected }) => {
    expect(hrefOf(name, params, query)).toBe(expected);
  });

  it('encodes parameter values', () => {
    expect(hrefOf('helpSearch', { keywords: 'a/b c' })).toBe('/help/search/a%2Fb%20c');
  });

  it.each(['nope', '', 'Home', 'standardList'])('throws for the unknown route name %j', (name) => {
    expect(() => hrefOf(name)).toThrow(/Unknown route name/);
  });

  it('throws when a required parameter is missing', () => {
    expect(() => hrefOf('newsDetail')).toThrow();
  });
});

describe('toSearch', () => {
  it.each([
    [undefined, ''],
    [{}, ''],
    [{ a: '1' }, '?a=1'],
    [{ a: '', b: undefined }, ''],
    [{ a: '0' }, '?a=0'],
    [{ a: '1', b: '', c: '3' }, '?a=1&c=3'],
  ] as [Query | undefined, string][])('%j → %j', (query, expected) => {
    expect(toSearch(query)).toBe(expected);
  });
});

describe('fullPattern', () => {
  it.each([
    ['/standard', undefined, '/standard'],
    ['/standard', ':id?/:page?', '/standard/:id?/:page?'],
    ['/', ':page?', '/:page?'],
  ] as [string, string | undefined, string][])('%s + %s → %s', (path, children, expected) => {
    expect(fullPattern(path, children)).toBe(expected);
  });
});

describe('hasRequiredParams', () => {
  it.each([
    ['/', false],
    ['/standard', false],
    ['/help/:id?', false],
    ['/standard/:id?/:page?', false],
    ['/news/:id', true],
    ['/news/list/:id/:page?', true],
    ['/tender/detail/:id/:type/:stageType', true],
    ['/Oauth/:type', true],
    ['/front/normContent/:id', true],
  ] as const)('%s → %s', (path, expected) => {
    expect(hasRequiredParams(path)).toBe(expected);
  });
});
