import { matchPath } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { libraryListHref, libraryTypeOf } from './library-route';

describe('libraryTypeOf', () => {
  it.each([
    ['standard', 'standard'],
    ['standardDetail', 'standard'],
    ['policy', 'policy'],
    ['policyDetail', 'policy'],
    ['paper', 'paper'],
    ['paperDetail', 'paper'],
    ['news', 'standard'],
    [undefined, 'standard'],
  ])('%s → %s', (route, type) => {
    expect(libraryTypeOf(route)).toBe(type);
  });
});

describe('libraryListHref', () => {
  const base = { page: 1, projectType: 'ALL', keyword: '' } as const;

  it.each([
    [{ ...base }, '/standard'],
    [{ ...base, page: 3 }, '/standard?page=3'],
    [{ ...base, catId: 7 }, '/standard/7'],
    [{ ...base, catId: 7, page: 2 }, '/standard/7/2'],
    [{ ...base, catId: 7, page: 2, projectType: 'ROAD' }, '/standard/7/2?projectType=ROAD'],
    [
      { ...base, projectType: 'GOV', keyword: '混凝土', page: 2 },
      `/standard?projectType=GOV&keyword=${encodeURIComponent('混凝土')}&page=2`,
    ],
  ] as const)('%j → %s', (state, href) => {
    expect(libraryListHref('standard', state)).toBe(href);
  });

  it('keeps the category and the page apart when read back by the route pattern', () => {
    const href = libraryListHref('policy', { ...base, catId: 12, page: 4 });
    expect(matchPath('/policy/:id?/:page?', href)?.params).toEqual({ id: '12', page: '4' });
    const uncategorised = new URL(libraryListHref('policy', { ...base, page: 4 }), 'http://x');
    expect(matchPath('/policy/:id?/:page?', uncategorised.pathname)?.params.id).toBeUndefined();
    expect(uncategorised.searchParams.get('page')).toBe('4');
  });
});
