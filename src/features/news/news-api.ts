import type {
  DirNewsResponse,
  NewsDirListResponse,
  NewsGetResponse,
  TagListPagedResponse,
  TagsPagedResponse,
  TopReadResponse,
} from '../../../shared/api-contract';
import type { DirDocResponse } from '../../../shared/library-contract';
import { fetchContent, NEWS_PUB, type ContentArgs } from '../../engine/content/load-content';
import { visitorId } from '../../lib/visitor-id';

// The news calls of SPEC §7 that the news and information pages load.

export const PAGE_SIZE = 10;
export const TAGS_PAGE_SIZE = 40;

/** Columns are cached for the SPEC §9 cache lifetime, like the menu that loads them too. */
export const loadColumns = (args: ContentArgs) => fetchContent<NewsDirListResponse>(args, `${NEWS_PUB}/newsDirList`, {}, { cache: true });

export const loadDirNews = (args: ContentArgs, body: { dirId: number; page: number; projectType?: string; days?: number }) =>
  fetchContent<DirNewsResponse>(args, `${NEWS_PUB}/dirNews`, { ...body, pageSize: PAGE_SIZE });

export const loadDirDoc = (args: ContentArgs, body: { dirId?: number; page: number; keyword?: string }) =>
  fetchContent<DirDocResponse>(args, `${NEWS_PUB}/dirDoc`, { ...body, pageSize: PAGE_SIZE });

/** Reading counts once per visitor per day: the browser names its visitor id, the server render its address. */
export const loadNews = (args: ContentArgs, id: number) =>
  fetchContent<NewsGetResponse>(args, `${NEWS_PUB}/get`, { id, visitorId: visitorId() });

export const loadTagNews = (args: ContentArgs, tagId: number, page: number) =>
  fetchContent<TagListPagedResponse>(args, `${NEWS_PUB}/tagListPaged`, { tagId, page, pageSize: PAGE_SIZE });

export const loadTags = (args: ContentArgs, page: number) =>
  fetchContent<TagsPagedResponse>(args, `${NEWS_PUB}/tagsPaged`, { page, pageSize: TAGS_PAGE_SIZE });

export const loadTopRead = (args: ContentArgs, dirId?: number) =>
  fetchContent<TopReadResponse>(args, `${NEWS_PUB}/topRead`, dirId ? { dirId } : {});

/** The SPEC §9 content type label of news items (read history, article data). */
export const NEWS_BIZ_TYPE = 'news';
