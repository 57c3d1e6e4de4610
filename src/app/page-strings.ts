import type { PageKey } from '../engine/route-types';

/** Namespaces of the chrome every page wears (layouts, API errors, route titles): loaded on every page. */
export const CORE_NAMESPACES = ['common', 'routes', 'errors', 'validation'] as const;

/** Namespaces only some pages look keys up in. */
export type PageNamespace =
  | 'content'
  | 'help'
  | 'learning'
  | 'library'
  | 'pages'
  | 'tender'
  | 'open'
  | 'about'
  | 'product'
  | 'desk'
  | 'points'
  | 'analytics'
  | 'console'
  | 'ai';
export type ClientNamespace = (typeof CORE_NAMESPACES)[number] | PageNamespace;

/**
 * The namespaces each page module (with everything it imports) needs beyond the core ones. The server inlines
 * the current page's in the HTML; a route loads its page's with its lazy module. tests/unit/page-strings.test.ts
 * reads the pages' sources and fails when a page looks up a namespace that is not listed here.
 */
export const PAGE_NAMESPACES: Record<PageKey, readonly PageNamespace[]> = {
  home: ['content', 'pages'],
  landing: ['pages'],
  account: ['pages'],
  resetPassword: ['pages'],
  completeProfile: ['pages'],
  authorize: ['pages'],
  doubleAuth: ['pages'],
  oauth: ['pages'],
  invite: ['pages'],
  errors: [],
  information: ['content'],
  informationList: ['content'],
  news: ['content'],
  newsList: ['content'],
  newsTag: ['content'],
  newsTags: ['content'],
  newsDetail: ['content'],
  library: ['library'],
  libraryDetail: ['content', 'library'],
  download: ['library'],
  recruit: ['library'],
  tender: ['content', 'tender'],
  tenderDetail: ['content', 'tender'],
  tenderOrg: ['content', 'tender'],
  help: ['help'],
  helpDetail: ['content', 'help'],
  helpSearch: ['help'],
  product: ['product'],
  productDetail: ['content', 'product'],
  productLog: ['product'],
  solution: ['product'],
  solutionDetail: ['content', 'product'],
  learning: ['content', 'learning'],
  learningDetail: ['content', 'learning'],
  open: ['open'],
  openApi: ['open'],
  openUi: ['open'],
  ai: ['ai', 'content'],
  personal: ['content', 'pages'],
  search: ['content'],
  agreement: ['about'],
  weChat: ['about'],
  backService: ['about'],
  serviceDesk: ['desk'],
  analytics: ['analytics'],
  // The product form names the catalogue's categories as the product pages do.
  console: ['console', 'product', 'content'],
};

/** The namespaces a page needs: the core ones and its own. */
export function namespacesOfPage(page: PageKey | undefined): ClientNamespace[] {
  return [...CORE_NAMESPACES, ...(page ? PAGE_NAMESPACES[page] : [])];
}
