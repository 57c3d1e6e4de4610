import type { PageKey, PageModule } from '../engine/route-types';

const section = () => import('../features/section/section-page');

/**
 * Page key → lazy page module: each loads with its page. Areas whose features have not been built yet
 * share the section page, which shows the area's title and introduction.
 */
export const PAGE_MODULES: Record<PageKey, () => Promise<PageModule>> = {
  home: () => import('../features/home/home-page'),
  landing: () => import('../features/landing/landing-page'),
  account: () => import('../features/account/login-page'),
  resetPassword: () => import('../features/account/reset-password-page'),
  authorize: () => import('../features/account/authorize-page'),
  doubleAuth: () => import('../features/account/double-auth-page'),
  oauth: () => import('../features/account/oauth-callback-page'),
  invite: () => import('../features/account/invite-page'),
  errors: () => import('../features/errors/error-page'),
  information: () => import('../features/news/information-page'),
  informationList: () => import('../features/news/information-page'),
  news: () => import('../features/news/news-home-page'),
  newsList: () => import('../features/news/news-list-page'),
  newsTag: () => import('../features/news/news-tag-page'),
  newsTags: () => import('../features/news/news-tags-page'),
  newsDetail: () => import('../features/news/news-detail-page'),
  library: () => import('../features/library/library-list-page'),
  libraryDetail: () => import('../features/library/library-detail-page'),
  download: () => import('../features/downloads/download-page'),
  recruit: () => import('../features/recruit/jobs-page'),
  tender: () => import('../features/tender/tender-list-page'),
  tenderDetail: () => import('../features/tender/tender-detail-page'),
  tenderOrg: () => import('../features/tender/tender-org-page'),
  help: () => import('../features/help/help-list-page'),
  helpDetail: () => import('../features/help/help-detail-page'),
  helpSearch: () => import('../features/help/help-search-page'),
  product: section,
  solution: section,
  learning: section,
  open: section,
  ai: section,
  personal: () => import('../features/account/personal-center-page'),
  search: () => import('../features/search/search-page'),
  agreement: section,
  about: section,
};
