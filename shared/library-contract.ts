import type { Envelope, NewsColumn, NewsListItem } from './api-contract';

// Library, information list, downloads and jobs calls of the information hub (SPEC §7, issue 4).
// News-prefixed calls answer under both /api/news/pub and /api/ai/pub; /cat calls under /api/cat.

/** SPEC §9 content type labels that the library holds. */
export const LIBRARY_TYPES = ['standard', 'policy', 'paper'] as const;
export type LibraryType = (typeof LIBRARY_TYPES)[number];

/** SPEC §9 project types; ALL is only a filter value meaning "no filter". */
export const PROJECT_TYPES = ['ALL', 'COMMON', 'NON', 'ROAD', 'SUBWAY', 'TUNNEL', 'BUILDING', 'WATER', 'GOV'] as const;
export type ProjectType = (typeof PROJECT_TYPES)[number];

/** Longest keyword of the information search box and of /search (SPEC §5/§9). */
export const KEYWORD_MAX = 30;

export interface PagingRequest {
  /** 1-based; defaults to 1. */
  page?: number;
  /** 1..50; defaults to 10. */
  pageSize?: number;
}

// ---- /cat/dir: library categories ----

/** POST /cat/dir/getTree */
export interface CategoryTreeRequest {
  catType: LibraryType;
}
export interface CategoryNode {
  id: number;
  name: string;
  /** Items in this category and its children. */
  count: number;
  children: CategoryNode[];
}
export interface CategoryTreeResponse extends Envelope {
  list: CategoryNode[];
}

/** POST /cat/dir/getComBucket: item counts per project type, within one category or the whole type. */
export interface ComBucketRequest {
  catType: LibraryType;
  catId?: number;
}
export interface ComBucketResponse extends Envelope {
  /** Every SPEC §9 project type except ALL, in that order, with zero counts included; plus ALL first with the sum. */
  list: { projectType: ProjectType; count: number }[];
}

// ---- library documents (standards, policies, papers) ----

/** POST {news}/docListPaged */
export interface DocListRequest extends PagingRequest {
  docType: LibraryType;
  catId?: number;
  projectType?: ProjectType;
  /** Trimmed, at most KEYWORD_MAX characters; matches the title (and the standard number). */
  keyword?: string;
}
export interface LibraryListItem {
  id: number;
  docType: LibraryType;
  title: string;
  /** Standard number (GB 50300-2013) or policy document number; '' for papers. */
  number: string;
  /** Issuing body (standards, policies) or the authors' organisation (papers). */
  issuer: string;
  summary: string;
  category: { id: number; name: string };
  projectType: ProjectType;
  /** Standards only: 现行 / 废止 …; '' otherwise. */
  status: string;
  releaseTime: string;
}
export interface DocListResponse extends Envelope {
  list: LibraryListItem[];
  total: number;
  /** The category filtered on, or null. */
  category: { id: number; name: string } | null;
}

/** POST {news}/doc/get: one library document; a logged-in reader gets it added to read history. */
export interface DocGetRequest {
  docType: LibraryType;
  id: number;
}
export interface LibraryDetail extends LibraryListItem {
  /** Sanitised HTML. */
  content: string;
  /** Papers: authors, journal and keywords; empty for other types. */
  authors: string[];
  journal: string;
  keywords: string[];
  /** Policies: region; '' otherwise. */
  region: string;
  prev: { id: number; title: string } | null;
  next: { id: number; title: string } | null;
}
export interface DocGetResponse extends Envelope {
  model: LibraryDetail;
}

/** POST {news}/doc/checkLogin: whether the full text may be downloaded by this caller. */
export interface DocCheckLoginRequest {
  docType: LibraryType;
  id: number;
}
export interface CheckLoginResponse extends Envelope {
  loggedIn: boolean;
  /** Present when loggedIn: a one-time address (valid 60 s) that streams the file. */
  url?: string;
}

// ---- information list (news columns as documents) ----

/** POST {news}/docDirList: the columns of the information list. comId is accepted and ignored (one company). */
export interface DocDirListRequest {
  comId?: string;
  docType?: 'NEWS' | 'KNOW';
}
export interface DocDirListResponse extends Envelope {
  list: NewsColumn[];
}

/** POST {news}/dirDoc: the information list, one column (with its children) or all, searchable by title. */
export interface DirDocRequest extends PagingRequest {
  dirId?: number;
  keyword?: string;
}
export interface DirDocResponse extends Envelope {
  list: NewsListItem[];
  total: number;
  newsDir: { id: number; name: string } | null;
}

// ---- downloads ----

export interface DownloadDirNode {
  id: number;
  name: string;
  count: number;
  children: DownloadDirNode[];
}
/** POST {news}/download/dir/getTree */
export interface DownloadTreeResponse extends Envelope {
  list: DownloadDirNode[];
}

export interface DownloadItem {
  id: number;
  dirId: number;
  dirName: string;
  title: string;
  fileName: string;
  fileType: string;
  sizeKb: number;
  downloadCount: number;
  memo: string;
  releaseTime: string;
}
/** POST {news}/download/listPaged: a directory (with its children) or all; newest first. */
export interface DownloadListRequest extends PagingRequest {
  dirId?: number;
  keyword?: string;
}
export interface DownloadListResponse extends Envelope {
  list: DownloadItem[];
  total: number;
}
/** POST {news}/download/topDownload */
export interface TopDownloadResponse extends Envelope {
  list: DownloadItem[];
}
/** POST {news}/download/checkLogin {id} → CheckLoginResponse; the url streams the file and records the download. */
export interface DownloadCheckLoginRequest {
  id: number;
}

// ---- jobs ----

export interface JobCity {
  code: string;
  name: string;
  count: number;
}
/** POST {news}/job/getJobCity */
export interface JobCityResponse extends Envelope {
  list: JobCity[];
}
export interface JobItem {
  id: number;
  title: string;
  city: { code: string; name: string };
  department: string;
  category: string;
  salary: string;
  experience: string;
  education: string;
  headcount: number;
  /** Sanitised HTML. */
  description: string;
  releaseTime: string;
}
/** POST {news}/job/listPaged */
export interface JobListRequest extends PagingRequest {
  cityCode?: string;
}
export interface JobListResponse extends Envelope {
  list: JobItem[];
  total: number;
}

// ---- private lists of the personal centre (bearer token required) ----

/** A record of the personal centre's lists; bizType is a SPEC §9 content type label. */
export interface UserContentItem {
  bizType: string;
  bizId: number;
  title: string;
  at: string;
}
/** POST /news/operation/listPaged: what the user praised or favourited, newest first. */
export interface OperationListRequest extends PagingRequest {
  kind: 'praise' | 'favorite';
}
/** POST /news/download/listPaged: the user's downloads, newest first. Same shape for /news/readHistory/listPaged. */
export interface UserContentPage extends Envelope {
  list: UserContentItem[];
  total: number;
}
/** POST /news/readHistory/create: records a read the client saw (e.g. a library document). */
export interface ReadHistoryCreateRequest {
  bizType: string;
  bizId: number;
}
