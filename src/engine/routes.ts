import type { RouteRow } from './route-types';

/** SPEC §2, in its order and with its names. Everything that needs a path reads it from here. */
export const ROUTES: readonly RouteRow[] = [
  { name: 'index1', path: '/index1', layout: 'home', page: 'home' },
  { name: 'home', path: '/', aliases: ['/index', '/front/index'], layout: 'home', page: 'home' },
  { name: 'contract', path: '/contract', page: 'ai', parent: 'home', guards: ['auth'] },
  { name: 'aiToolDetail', path: '/aiToolDetail', page: 'ai', parent: 'aiToolList' },
  { name: 'aiWriteList', path: '/aiWriteList', page: 'ai', parent: 'home' },
  { name: 'aiToolList', path: '/aiToolList', page: 'ai', parent: 'home' },
  { name: 'Conversation', path: '/Conversation', page: 'ai', parent: 'aiToolList', guards: ['auth'] },
  { name: 'productLog', path: '/product/log', children: ':page?', page: 'productLog', parent: 'product' },
  { name: 'product', path: '/product', page: 'product', parent: 'home' },
  { name: 'productDetail', path: '/product/:id', page: 'productDetail', parent: 'product' },
  {
    name: 'standardDetail',
    path: '/standard/detail/:id',
    aliases: ['/front/normContent/:id'],
    page: 'libraryDetail',
    parent: 'standard',
  },
  { name: 'standard', path: '/standard', children: ':id?/:page?', page: 'library', parent: 'information' },
  {
    name: 'policyDetail',
    path: '/policy/detail/:id',
    aliases: ['/front/policyContent/:id'],
    page: 'libraryDetail',
    parent: 'policy',
  },
  { name: 'policy', path: '/policy', children: ':id?/:page?', page: 'library', parent: 'information' },
  { name: 'information', path: '/information', page: 'information', parent: 'home' },
  { name: 'personalCenter', path: '/personalCenter', children: ':section?', page: 'personal', parent: 'home', guards: ['auth'] },
  { name: 'search', path: '/search', page: 'search', parent: 'home' },
  {
    name: 'informationList',
    path: '/information/list',
    children: ':id?/:page?',
    page: 'informationList',
    parent: 'information',
  },
  { name: 'download', path: '/information/download', children: ':id?/:page?', page: 'download', parent: 'information' },
  { name: 'tenderList', path: '/information/tender', page: 'tender', parent: 'information' },
  { name: 'listDetail', path: '/detail/:id', page: 'newsDetail', parent: 'informationList' },
  { name: 'tenderDetails', path: '/tenderDetails/:id', page: 'tenderDetail', parent: 'tenderList' },
  {
    name: 'paperDetail',
    path: '/paper/detail/:id',
    aliases: ['/front/paperContent/:id'],
    page: 'libraryDetail',
    parent: 'paper',
  },
  { name: 'paper', path: '/paper', children: ':id?/:page?', page: 'library', parent: 'information' },
  // Not in SPEC §2: a course category's list and one course with its player (static `detail` outranks `:catId`).
  { name: 'videoDetail', path: '/video/detail/:id', page: 'learningDetail', parent: 'video' },
  { name: 'videoList', path: '/video/:catId', children: ':page?', page: 'learning', parent: 'video' },
  { name: 'video', path: '/video', page: 'learning', parent: 'home' },
  { name: 'solutionDetail', path: '/solution/detail/:id', page: 'solutionDetail', parent: 'solution' },
  { name: 'solution', path: '/solution', children: ':id?/:page?', page: 'solution', parent: 'home' },
  {
    name: 'login',
    path: '/login',
    aliases: ['/front/login', '/front/home', '/register'],
    layout: 'account',
    page: 'account',
  },
  { name: 'erplogin', path: '/erplogin', layout: 'account', page: 'account' },
  { name: 'treasurelogin', path: '/treasurelogin', layout: 'treasure', page: 'account' },
  { name: 'udebanklogin', path: '/udebanklogin', layout: 'udebank', page: 'account' },
  { name: 'qztlogin', path: '/qztlogin', layout: 'header', page: 'account' },
  { name: 'kllogin', path: '/kllogin', layout: 'kunlun', page: 'account' },
  { name: 'ntlogin', path: '/ntlogin', layout: 'nantou', page: 'account' },
  { name: 'gzblogin', path: '/gzblogin', layout: 'gezhouba', page: 'account' },
  { name: 'qibaoerp', path: '/qibaoerp', layout: 'qibao', page: 'account' },
  { name: 'jycic', path: '/jycic', layout: 'jycic', page: 'account' },
  { name: 'neisheng', path: '/neisheng', layout: 'neisheng', page: 'account' },
  { name: 'doubleAuth', path: '/doubleAuth', layout: 'account', page: 'doubleAuth' },
  { name: 'authorize', path: '/authorize', layout: 'account', page: 'authorize', guards: ['auth'] },
  { name: 'loginPreview', path: '/loginPreview', layout: 'account', page: 'account' },
  { name: 'resetPassword', path: '/resetPassword', layout: 'account', page: 'resetPassword' },
  // Not in SPEC §2: the complete-profile step (reg/v3/fill) after a registration by code alone, and later from the personal centre.
  { name: 'completeProfile', path: '/completeProfile', layout: 'account', page: 'completeProfile', guards: ['auth'] },
  { name: 'invite', path: '/invite', aliases: ['/invite/register'], layout: 'account', page: 'invite' },
  { name: 'news', path: '/news', page: 'news', parent: 'home' },
  { name: 'newsList', path: '/news/list/:id', children: ':page?', page: 'newsList', parent: 'news' },
  { name: 'newsTag', path: '/news/tag/:id', children: ':page?', page: 'newsTag', parent: 'newsTags' },
  { name: 'newsTags', path: '/news/tags', children: ':page?', page: 'newsTags', parent: 'news' },
  { name: 'newsDetail', path: '/news/:id', page: 'newsDetail', parent: 'news' },
  { name: 'helpSearch', path: '/help/search/:keywords', page: 'helpSearch', parent: 'help' },
  { name: 'helpDetail', path: '/help/detail/:resId', page: 'helpDetail', parent: 'help' },
  { name: 'helpNum', path: '/help/num/:resNumber', page: 'helpDetail', parent: 'help' },
  { name: 'helpShare', path: '/help/share/:shareId', page: 'helpDetail', parent: 'help' },
  { name: 'helpIndex', path: '/help/index', redirectTo: 'help' },
  { name: 'help', path: '/help', children: ':id?/:page?', page: 'help', parent: 'home' },
  {
    name: 'tenderDetail',
    path: '/tender/detail/:id/:type/:stageType',
    page: 'tenderDetail',
    parent: 'tender',
  },
  // Not in SPEC §2: an organisation's tenders. Its static `org` segment outranks the `tender` row's `:catNo?`.
  { name: 'tenderOrg', path: '/tender/org/:orgId', children: ':page?', page: 'tenderOrg', parent: 'tender' },
  { name: 'tender', path: '/tender', children: ':catNo?/:id?/:page?/:bidStageId?', page: 'tender', parent: 'home' },
  { name: 'AiTenderCreate', path: '/aiTender/create', page: 'ai', parent: 'tender', guards: ['auth'] },
  { name: 'AiPaperCreate', path: '/aipaper/create', page: 'ai', parent: 'AiPaperIndex', guards: ['auth'] },
  { name: 'AiPaperIndex', path: '/aipaper/index', page: 'ai', parent: 'home' },
  { name: 'AiPaperDetail', path: '/aipaper/detail/:id', page: 'ai', parent: 'AiPaperIndex', guards: ['auth'] },
  { name: 'AiPaperEdit', path: '/aipaper/edit/:id', page: 'ai', parent: 'AiPaperIndex', guards: ['auth'] },
  { name: 'weChat', path: '/weChat', page: 'weChat', parent: 'home' },
  { name: 'open', path: '/open', page: 'open', parent: 'home' },
  // Not in SPEC §2: every call of the OpenAPI document, the groups' index.
  { name: 'openApiIndex', path: '/open/api', page: 'openApi', parent: 'open' },
  { name: 'openApi', path: '/open/api/:id', page: 'openApi', parent: 'openApiIndex' },
  { name: 'ui', path: '/open/ui', page: 'openUi', parent: 'open' },
  { name: 'service', path: '/service', aliases: ['/agreement/service'], page: 'agreement', parent: 'home' },
  { name: 'pravicy', path: '/pravicy', aliases: ['/agreement/pravicy'], page: 'agreement', parent: 'home' },
  { name: 'recruit', path: '/recruit', page: 'recruit', parent: 'home' },
  { name: 'router', path: '/router', aliases: ['/404'], layout: 'account', page: 'errors', status: 404 },
  { name: 'backService', path: '/backService', page: 'backService', parent: 'home' },
  // Not in SPEC §2: the customer-service operators' desk (conversations and demo bookings).
  { name: 'serviceDesk', path: '/serviceDesk', page: 'serviceDesk', parent: 'home', guards: ['auth'] },
  // Not in SPEC §2: the operators' per-tenant analytics of the tracking events.
  { name: 'analytics', path: '/analytics', page: 'analytics', parent: 'serviceDesk', guards: ['auth'] },
  // Not in SPEC §2: the operators' console (content editors and admins of the tenants).
  { name: 'console', path: '/console', children: ':section?/:id?', page: 'console', parent: 'home', guards: ['auth'] },
  { name: 'impower', path: '/Oauth/:type', layout: 'account', page: 'oauth' },
  { name: 'erp', path: '/erp', layout: 'custom', page: 'landing' },
  { name: 'treasure', path: '/treasure', layout: 'custom', page: 'landing' },
  { name: 'jizhibao', path: '/jizhibao', layout: 'custom', page: 'landing' },
  { name: 'erppro', path: '/erppro', layout: 'custom', page: 'landing' },
  { name: 'treasurepro', path: '/treasurepro', layout: 'custom', page: 'landing' },
  { name: 'jizhibaopro', path: '/jizhibaopro', layout: 'custom', page: 'landing' },
  { name: 'domainError', path: '/domainError', layout: 'account', page: 'errors' },
  { name: '500', path: '/500', layout: 'account', page: 'errors', status: 500 },
];

export { NOT_FOUND_PATH } from '../../shared/not-found';
export const HOME_ROUTE = 'home';

const byName = new Map(ROUTES.map((row) => [row.name, row]));

export function findRoute(name: string): RouteRow | undefined {
  return byName.get(name);
}

export function routeNames(): string[] {
  return ROUTES.map((row) => row.name);
}
