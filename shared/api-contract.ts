/** SPEC §7/§8 envelope shared by the API host and the portal's client. */
export const SUCCESS_CODE = '30000';

export const ERROR_CODES = {
  invalid: '40001',
  unauthorized: '40100',
  forbidden: '40300',
  notFound: '40400',
  tooMany: '42900',
  internal: '50000',
  unavailable: '50300',
} as const;

export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

export interface Envelope {
  code: string;
  msg?: string;
}

/** Prefix of the public news calls (SPEC §7); the API host answers /ai/pub alike. */
export const NEWS_PUB = '/news/pub';

/** Header with which the portal names its tenant on API calls, for hosts that serve several brands. */
export const TENANT_HEADER = 'x-tenant';

export interface GuestCreateRequest {
  guest: { source: string };
}
export interface GuestCreateResponse extends Envelope {
  guestId: string;
}

export interface ServiceSettingModel {
  autoSwitch: boolean;
  autoDelayed: number;
  autoContent: string;
}
export interface SettingGetResponse extends Envelope {
  model: ServiceSettingModel;
}

export interface TdkModel {
  title: string;
  keyword: string;
  description: string;
}
export interface GetByNameRequest {
  name: string;
}
export interface GetByNameResponse extends Envelope {
  model: TdkModel | null;
}

export interface NewsColumn {
  id: number;
  name: string;
  bizType: 'NEWS' | 'KNOW';
  children: { id: number; name: string }[];
}
export interface NewsDirListResponse extends Envelope {
  list: NewsColumn[];
}

/** A tag or attachment reference of a news item. */
export interface NewsRef {
  id: number;
  name: string;
}
export interface NewsTitleRef {
  id: number;
  title: string;
}

/** A news list record (SPEC §3): createrTime is an ISO date-time. */
export interface NewsListItem {
  id: number;
  title: string;
  memo: string;
  createrTime: string;
  readCount: number;
  tags: NewsRef[];
}
export interface NewsPage extends Envelope {
  list: NewsListItem[];
  total: number;
}
export interface DirNewsRequest {
  dirId: number;
  page?: number;
  pageSize?: number;
  projectType?: string;
  /** 0: all time; else the last 3, 7, 30, 90 or 365 days (SPEC §9 time filters). */
  days?: number;
}
export interface DirNewsResponse extends NewsPage {
  newsDir: { id: number; name: string };
}

/** The news detail of SPEC §3, with its neighbours in the column and related items. */
export interface NewsDetail {
  id: number;
  dirId: number;
  dirName: string;
  title: string;
  memo: string;
  viceTitle: string;
  creatorId: string | null;
  releaseTime: string;
  readCount: number;
  props: Record<string, unknown>;
  content: string;
  praiseCount: number;
  criticCount: number;
  seoDesc: string;
  seoKeyword: string;
  seoTitle: string;
  tags: NewsRef[];
  docs: NewsTitleRef[];
  /** The item released just before this one in the same column. */
  prev: NewsTitleRef | null;
  /** The item released just after this one in the same column. */
  next: NewsTitleRef | null;
  related: NewsTitleRef[];
}
export interface NewsGetRequest {
  id: number;
  /** The persistent visitor id, counting reads of visitors without a token. */
  visitorId?: string;
}
export interface NewsGetResponse extends Envelope {
  model: NewsDetail;
}

export interface PolymerizationResponse extends Envelope {
  list: {
    bizType: 'NEWS' | 'KNOW';
    children: { id: number; name: string; newsList: { id: number; title: string; createrTime: string }[] }[];
  }[];
}

export interface NewsTag {
  id: number;
  name: string;
  count: number;
}
export interface TagResponse extends Envelope {
  model: NewsTag;
}
export interface TagListPagedResponse extends NewsPage {
  tag: { id: number; name: string };
}
export interface TagsPagedResponse extends Envelope {
  list: NewsTag[];
  total: number;
}

export interface NewsBrief {
  id: number;
  title: string;
  memo: string;
  createrTime: string;
  readCount: number;
}
export interface HotsAndBannerResponse extends Envelope {
  banner: NewsBrief[];
  hots: NewsBrief[];
}
export interface TopReadResponse extends Envelope {
  list: NewsBrief[];
}
export interface StatsCountResponse extends Envelope {
  news: number;
  standards: number;
  policies: number;
  papers: number;
  downloads: number;
  jobs: number;
}

export interface UserOperationResponse extends Envelope {
  praised: boolean;
  favorited: boolean;
  praiseCount: number;
}

export interface ReadHistoryItem {
  bizType: string;
  bizId: number;
  title: string;
  readAt: string;
}
export interface ReadHistoryPagedResponse extends Envelope {
  list: ReadHistoryItem[];
  total: number;
}
