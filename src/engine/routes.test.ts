// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isLayoutName } from '../../shared/layout-names';
import { fullPattern } from './href';
import { findRoute, HOME_ROUTE, NOT_FOUND_PATH, ROUTES, routeNames } from './routes';

/**
 * SPEC §2 route table, transcribed: name → full pattern (path plus optional child segments, in React
 * Router syntax) and aliases. `null` marks the rows whose paths the spec does not show.
 */
const SPEC_ROUTES: [name: string, pattern: string | null, aliases?: string[]][] = [
  ['index1', '/index1'],
  ['home', '/', ['/index', '/front/index']],
  ['contract', '/contract'],
  ['aiToolDetail', '/aiToolDetail'],
  ['aiWriteList', '/aiWriteList'],
  ['aiToolList', '/aiToolList'],
  ['Conversation', '/Conversation'],
  ['productLog', '/product/log/:page?'],
  ['product', '/product'],
  ['productDetail', '/product/:id'],
  ['standardDetail', '/standard/detail/:id', ['/front/normContent/:id']],
  ['standard', '/standard/:id?/:page?'],
  ['policyDetail', '/policy/detail/:id', ['/front/policyContent/:id']],
  ['policy', '/policy/:id?/:page?'],
  ['information', '/information'],
  // One address per section; /personalCenter itself stays the first.
  ['personalCenter', '/personalCenter/:section?'],
  ['search', '/search'],
  ['informationList', '/information/list/:id?/:page?'],
  ['tenderList', '/information/tender'],
  ['listDetail', '/detail/:id'],
  ['tenderDetails', '/tenderDetails/:id'],
  ['paperDetail', '/paper/detail/:id', ['/front/paperContent/:id']],
  ['paper', '/paper/:id?/:page?'],
  ['video', '/video'],
  ['solutionDetail', '/solution/detail/:id'],
  ['solution', '/solution/:id?/:page?'],
  ['login', '/login', ['/front/login', '/front/home', '/register']],
  ['erplogin', '/erplogin'],
  ['treasurelogin', null],
  ['udebanklogin', null],
  ['qztlogin', null],
  ['kllogin', null],
  ['ntlogin', null],
  ['gzblogin', null],
  ['qibaoerp', '/qibaoerp'],
  ['jycic', '/jycic'],
  ['neisheng', '/neisheng'],
  ['doubleAuth', '/doubleAuth'],
  ['authorize', '/authorize'],
  ['loginPreview', '/loginPreview'],
  ['resetPassword', '/resetPassword'],
  ['invite', '/invite', ['/invite/register']],
  ['news', '/news'],
  ['newsList', '/news/list/:id/:page?'],
  ['newsTag', '/news/tag/:id/:page?'],
  ['newsTags', '/news/tags/:page?'],
  ['newsDetail', '/news/:id'],
  ['helpSearch', '/help/search/:keywords'],
  ['helpDetail', '/help/detail/:resId'],
  ['helpNum', '/help/num/:resNumber'],
  ['helpShare', '/help/share/:shareId'],
  ['help', '/help/:id?/:page?'],
  ['tenderDetail', '/tender/detail/:id/:type/:stageType'],
  ['tender', '/tender/:catNo?/:id?/:page?/:bidStageId?'],
  ['AiTenderCreate', '/aiTender/create'],
  ['AiPaperCreate', '/aipaper/create'],
  ['AiPaperIndex', '/aipaper/index'],
  ['AiPaperDetail', '/aipaper/detail/:id'],
  ['AiPaperEdit', '/aipaper/edit/:id'],
  ['weChat', '/weChat'],
  ['open', '/open'],
  ['openApi', '/open/api/:id'],
  ['ui', '/open/ui'],
  ['service', '/service', ['/agreement/service']],
  ['pravicy', '/pravicy', ['/agreement/pravicy']],
  ['recruit', '/recruit'],
  ['router', '/router', ['/404']],
  ['backService', '/backService'],
  ['impower', '/Oauth/:type'],
  ['erp', null],
  ['treasure', null],
  ['jizhibao', null],
  ['erppro', null],
  ['treasurepro', null],
  ['jizhibaopro', null],
  ['domainError', '/domainError'],
  ['500', '/500'],
];
const SPEC_NAMES = SPEC_ROUTES.map(([name]) => name);

describe('route table', () => {
  it.each(SPEC_ROUTES)('has the SPEC §2 route %s', (name, pattern, aliases) => {
    const row = findRoute(name);
    expect(row, name).toBeDefined();
    if (pattern !== null) expect(fullPattern(row!.path, row!.children)).toBe(pattern);
    expect(row!.aliases ?? []).toEqual(aliases ?? []);
  });

  it('keeps SPEC §2 order and adds only the downloads tab, the course pages, the complete-profile step, the /help/index redirect, the tender organisations, the service desk and the console (README, Routes)', () => {
    expect(routeNames().filter((name) => SPEC_NAMES.includes(name))).toEqual(SPEC_NAMES);
    expect(routeNames().filter((name) => !SPEC_NAMES.includes(name))).toEqual([
      'download',
      'videoDetail',
      'videoList',
      'completeProfile',
      'helpIndex',
      'tenderOrg',
      'openApiIndex',
      'serviceDesk',
      'analytics',
      'console',
    ]);
  });

  it('has unique names', () => {
    const names = routeNames();
    expect(new Set(names).size).toBe(names.length);
  });

  it('has unique paths and aliases across all rows', () => {
    const all = ROUTES.flatMap((row) => [fullPattern(row.path, row.children), ...(row.aliases ?? [])]);
    const duplicates = all.filter((path, index) => all.indexOf(path) !== index);
    expect(duplicates).toEqual([]);
  });

  it('every path and alias is absolute', () => {
    for (const row of ROUTES) {
      for (const path of [row.path, ...(row.aliases ?? [])]) expect(path, row.name).toMatch(/^\/(?!\/)/);
    }
  });

  it.each(ROUTES.filter((row) => row.parent).map((row) => [row.name, row.parent!]))(
    "%s's parent %s is an existing route",
    (name, parent) => {
      expect(parent).not.toBe(name);
      expect(findRoute(parent)).toBeDefined();
    },
  );

  it('every redirect target exists, and a redirect row has no page', () => {
    for (const row of ROUTES.filter((r) => r.redirectTo)) {
      expect(findRoute(row.redirectTo!), row.name).toBeDefined();
      expect(row.page, row.name).toBeUndefined();
    }
  });

  it('the /help/index row redirects to help', () => {
    const row = ROUTES.find((r) => r.path === '/help/index' || r.aliases?.includes('/help/index'));
    expect(row?.redirectTo).toBe('help');
  });

  it('every row with no redirect has a page, and every named layout exists', () => {
    for (const row of ROUTES) {
      if (!row.redirectTo) expect(row.page, row.name).toBeDefined();
      if (row.layout !== undefined) expect(isLayoutName(row.layout), row.name).toBe(true);
    }
  });

  it('the unknown-path target /404 belongs to the router route with status 404', () => {
    const row = ROUTES.find((r) => r.path === NOT_FOUND_PATH || r.aliases?.includes(NOT_FOUND_PATH));
    expect(row?.name).toBe('router');
    expect(row?.status).toBe(404);
    expect(findRoute('500')?.status).toBe(500);
  });

  it('the home route is /', () => {
    expect(findRoute(HOME_ROUTE)?.path).toBe('/');
  });

  it('findRoute returns undefined for an unknown name', () => {
    expect(findRoute('nope')).toBeUndefined();
  });
});
