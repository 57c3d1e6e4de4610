import type {
  DirNewsResponse,
  NewsDirListResponse,
  NewsGetResponse,
  TagListPagedResponse,
  TagsPagedResponse,
  TopReadResponse,
} from '../../../shared/api-contract';
import type { DirDocResponse } from '../../../shared/library-contract';
import { fetchContent } from '../../engine/content/load-content';
import type { PageLoadArgs } from '../../engine/page-load';
import { visitorId } from '../../lib/visitor-id';

// The news calls of SPEC §7 that the news and information pages load.

export const NEWS_PUB = '/news/pub';
export const PAGE_SIZE = 10;
export const TAGS_PAGE_SIZE = 40;

type Args = Pick<PageLoadArgs, 'api' | 'request' | 't'>;

/** Columns are cached for the SPEC §9 cache lifetime, like the menu that loads them too. */
export const loadColumns = (args: Args) => fetchContent<NewsDirListResponse>(args, `${NEWS_PUB}/newsDirList`, {}, { cache: true });

export const loadDirNews = (args: Args, body: { dirId: number; page: number; projectType?: string; days?: number }) =>
  fetchContent<DirNewsResponse>(args, `${NEWS_PUB}/dirNews`, { ...body, pageSize: PAGE_SIZE });

export const loadDirDoc = (args: Args, body: { dirId?: number; page: number; keyword?: string }) =>
  fetchContent<DirDocResponse>(args, `${NEWS_PUB}/dirDoc`, { ...body, pageSize: PAGE_SIZE });

/** Reading counts once per visitor per day: the browser names its visitor id, the server render its address. */
export const loadNews = (args: Args, id: number) =>
  fetchContent<NewsGetResponse>(args, `${NEWS_PUB}/get`, { id, visitorId: visitorId() });

export const loadTagNews = (args: Args, tagId: number, page: number) =>
  fetchContent<TagListPagedResponse>(args, `${NEWS_PUB}/tagListPaged`, { tagId, page, pageSize: PAGE_SIZE });

export const loadTags = (args: Args, page: number) =>
  fetchContent<TagsPagedResponse>(args, `${NEWS_PUB}/tagsPaged`, { page, pageSize: TAGS_PAGE_SIZE });

export const loadTopRead = (args: Args, dirId?: number) =>
  fetchContent<TopReadResponse>(args, `${NEWS_PUB}/topRead`, dirId ? { dirId } : {});

/** The SPEC §9 content type label of news items (read history, article data). */
export const NEWS_BIZ_TYPE = 'news';
