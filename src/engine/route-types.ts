import type { ComponentType } from 'react';
import type { LayoutName } from '../../shared/layout-names';
import type { PageLoadArgs } from './page-load';

export type PageKey =
  | 'home'
  | 'landing'
  | 'account'
  | 'resetPassword'
  | 'completeProfile'
  | 'authorize'
  | 'doubleAuth'
  | 'oauth'
  | 'invite'
  | 'errors'
  | 'information'
  | 'informationList'
  | 'news'
  | 'newsList'
  | 'newsTag'
  | 'newsTags'
  | 'newsDetail'
  | 'library'
  | 'libraryDetail'
  | 'download'
  | 'recruit'
  | 'tender'
  | 'tenderDetail'
  | 'tenderOrg'
  | 'help'
  | 'helpDetail'
  | 'helpSearch'
  | 'product'
  | 'productDetail'
  | 'productLog'
  | 'solution'
  | 'solutionDetail'
  | 'learning'
  | 'learningDetail'
  | 'open'
  | 'openApi'
  | 'openUi'
  | 'ai'
  | 'personal'
  | 'search'
  | 'agreement'
  | 'weChat'
  | 'backService'
  | 'serviceDesk'
  | 'analytics'
  | 'console';

export type GuardName = 'auth' | 'cancelRequest' | 'rendered';

export interface PageModule {
  default: ComponentType;
  /** Runs in the route loader on the server and in the browser, after the page's TDK is known. */
  loadData?: (args: PageLoadArgs) => Promise<unknown>;
}

export interface RouteRow {
  name: string;
  path: string;
  aliases?: string[];
  /** Optional child segments in React Router syntax, e.g. ':id?/:page?'. */
  children?: string;
  /** A route's own layout; without one the tenant's layout is used. */
  layout?: LayoutName;
  guards?: GuardName[];
  /** Route name this one redirects to (aliases that are redirects in the spec). */
  redirectTo?: string;
  /** Key of the page module; app/page-modules.ts maps keys to lazy imports. */
  page?: PageKey;
  /** Route name one level up, for breadcrumbs. */
  parent?: string;
  /** HTTP status of the rendered page, when not 200 (the error pages). */
  status?: number;
}
