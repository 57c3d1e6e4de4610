// @vitest-environment node
import { matchPath, matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { fullPattern } from '../../engine/href';
import { ROUTES } from '../../engine/routes';
import {
  NO_FILTERS,
  readTenderList,
  type ReadOptions,
  tenderCallFilter,
  tenderListCanonical,
  tenderListHref,
  type TenderListRoute,
  type TenderListState,
} from './tender-route';

const KNOWN_REGIONS = new Set(['440000', '440100', '110000']);
const options = { isRegion: (code: string) => KNOWN_REGIONS.has(code) };

/** Reads an address the way the list page's loader does. */
function read(href: string, routeOptions: ReadOptions = options) {
  const url = new URL(href, 'http://portal.test');
  const route: TenderListRoute = url.pathname.startsWith('/information/tender') ? 'tenderList' : 'tender';
  const params = route === 'tender' ? (matchPath('/tender/:catNo?/:id?/:page?/:bidStageId?', url.pathname)?.params ?? {}) : {};
  return readTenderList(route, params, url.searchParams, routeOptions);
}

const state = (change: Partial<TenderListState>): TenderListState => ({ ...NO_FILTERS, ...change });

const FOUR_FILTERS = state({ projectType: 'SUBWAY', regionCode: '440000', days: 30, engType: '0104' });

describe('tenderListHref on /tender', () => {
  it.each<[Partial<TenderListState>, string]>([
    [{}, '/tender'],
    [{ tradeCategory: 'ENGINEERING' }, '/tender/engineering'],
    [{ regionCode: '440000' }, '/tender/all/440000'],
    [{ page: 3 }, '/tender/all/all/3'],
    [{ engType: '0104' }, '/tender/all/all/1/0104'],
    [{ tradeCategory: 'GOV_PURCHASE', regionCode: '440100', page: 2, engType: '0100' }, '/tender/gov_purchase/440100/2/0100'],
    [{ projectType: 'SUBWAY', regionCode: '440000', days: 30, engType: '0104' }, '/tender/all/440000/1/0104?projectType=SUBWAY&days=30'],
    [
      { keyword: '地铁 车站', amountMin: 100, amountMax: 2500.5 },
      `/tender?keyword=${encodeURIComponent('地铁 车站').replace(/%20/g, '+')}&min=100&max=2500.5`,
    ],
    [{ projectType: 'ALL', days: 0, keyword: '' }, '/tender'],
  ])('%j → %s', (change, href) => {
    expect(tenderListHref('tender', state(change))).toBe(href);
  });
});

describe('tenderListHref on /information/tender', () => {
  it('puts every filter into the query string', () => {
    expect(tenderListHref('tenderList', state({}))).toBe('/information/tender');
    expect(tenderListHref('tenderList', { ...FOUR_FILTERS, tradeCategory: 'MINING', page: 4 })).toBe(
      '/information/tender?cat=mining&region=440000&stage=0104&projectType=SUBWAY&days=30&page=4',
    );
  });
});

describe('readTenderList', () => {
  const samples: TenderListState[] = [
    NO_FILTERS,
    FOUR_FILTERS,
    state({ tradeCategory: 'FOREST', page: 7 }),
    state({ regionCode: '440100', engType: '0105', keyword: '隧道', amountMin: 0, amountMax: 0.0001 }),
    state({ page: 100_000, amountMax: 1_000_000_000 }),
    state({ sort: 'amount', regionCode: '440000', page: 2 }),
    state({ sort: 'amountAsc' }),
    state({ sort: 'deadline', keyword: '隧道' }),
  ];

  it.each(samples)('reads back what tenderListHref wrote, on both routes: %j', (sample) => {
    for (const route of ['tender', 'tenderList'] as const) {
      expect(read(tenderListHref(route, sample))).toEqual({ state: sample, ignored: [] });
    }
  });

  it('keeps the sort in the query string, leaves newest out and reads an unknown sort as newest, silently', () => {
    expect(tenderListHref('tender', state({ sort: 'amount', regionCode: '440000' }))).toBe('/tender/all/440000?sort=amount');
    expect(tenderListHref('tender', state({ sort: 'newest' }))).toBe('/tender');
    expect(read('/tender?sort=price')).toEqual({ state: NO_FILTERS, ignored: [] });
    expect(read('/information/tender?sort=')).toEqual({ state: NO_FILTERS, ignored: [] });
    expect(read('/tender?sort=deadline').state.sort).toBe('deadline');
  });

  it('takes `all`, any case of a category and an empty amount as no filter', () => {
    expect(read('/tender/ALL/All/1').state).toEqual(NO_FILTERS);
    expect(read('/tender/Engineering').state.tradeCategory).toBe('ENGINEERING');
    expect(read('/tender?min=&max=&projectType=&days=').ignored).toEqual([]);
    expect(read('/information/tender?cat=&region=&stage=&page=')).toEqual({ state: NO_FILTERS, ignored: [] });
  });

  it.each<[string, string[], Partial<TenderListState>]>([
    ['/tender/toys', ['tradeCategory'], {}],
    ['/tender/all/999999', ['region'], {}],
    ['/tender/all/440106', ['region'], {}],
    ['/tender/all/44', ['region'], {}],
    ['/tender/all/all/1/0101', ['engType'], {}],
    ['/tender?projectType=road', ['projectType'], {}],
    ['/tender?days=31', ['days'], {}],
    ['/tender?min=-5', ['amount'], {}],
    ['/tender?min=abc&max=10', ['amount'], {}],
    ['/tender?min=20&max=10', ['amount'], {}],
    ['/tender?max=1000000001', ['amount'], {}],
    ['/tender/toys/999999/2/9?projectType=X&days=1', ['tradeCategory', 'region', 'engType', 'projectType', 'days'], { page: 2 }],
    ['/information/tender?page=0', ['page'], {}],
    ['/information/tender?page=-1&cat=engineering', ['page'], { tradeCategory: 'ENGINEERING' }],
    ['/information/tender?page=100001', ['page'], {}],
  ])('%s ignores %j and keeps the rest', (href, ignored, kept) => {
    expect(read(href)).toEqual({ state: state(kept), ignored });
  });

  it.each([
    '/tender/all/all/0',
    '/tender/all/all/-1',
    '/tender/all/all/abc',
    '/tender/all/all/1.5',
    '/tender/all/all/100001',
    '/tender/all/all/99999999999',
  ])('%s is the 404 page', (href) => {
    expect(() => read(href)).toThrow();
    try {
      read(href);
    } catch (error) {
      expect((error as { init?: { status?: number } }).init?.status).toBe(404);
    }
  });

  it('keeps a well-formed region code when the region tree could not be loaded', () => {
    expect(read('/tender/all/999999', { isRegion: () => undefined })).toEqual({ state: state({ regionCode: '999999' }), ignored: [] });
  });

  it('trims the keyword and caps it at 30 characters, as the search box does', () => {
    expect(read(`/tender?keyword=${encodeURIComponent('  桥梁  ')}`).state.keyword).toBe('桥梁');
    expect(read(`/tender?keyword=${'字'.repeat(5000)}`).state.keyword).toHaveLength(30);
  });
});

describe('tenderListCanonical', () => {
  it('is the /tender path of the segment filters, without the query filters', () => {
    expect(tenderListCanonical(FOUR_FILTERS)).toBe('/tender/all/440000/1/0104');
    expect(tenderListCanonical(state({ keyword: '桥梁', amountMin: 5 }))).toBe('/tender');
  });
});

describe('tenderCallFilter', () => {
  it('sends whole yuan and leaves out the "no filter" values', () => {
    expect(tenderCallFilter(NO_FILTERS)).toEqual({});
    const filter = tenderCallFilter({ ...FOUR_FILTERS, keyword: '车站', amountMin: 0.5, amountMax: 12.3456, tradeCategory: 'ENGINEERING' });
    expect(JSON.parse(JSON.stringify(filter))).toEqual({
      keyword: '车站',
      regionCode: '440000',
      projectType: 'SUBWAY',
      days: 30,
      tradeCategory: 'ENGINEERING',
      engType: '0104',
      amountMin: 5000,
      amountMax: 123456,
    });
  });
});

describe('tender routes', () => {
  const routes = ROUTES.map((row) => ({ id: row.name, path: fullPattern(row.path, row.children) }));
  const routeOf = (path: string) => matchRoutes(routes, path)?.at(-1)?.route.id;

  it.each([
    ['/tender', 'tender'],
    ['/tender/engineering/440000/2/0104', 'tender'],
    ['/tender/detail/12/engineering/0104', 'tenderDetail'],
    ['/tender/org/7', 'tenderOrg'],
    ['/tender/org/7/3', 'tenderOrg'],
    ['/tenderDetails/12', 'tenderDetails'],
    ['/information/tender', 'tenderList'],
  ])('%s opens %s', (path, name) => {
    expect(routeOf(path)).toBe(name);
  });
});
