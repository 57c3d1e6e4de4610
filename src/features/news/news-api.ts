import type { CallBody } from '../../../shared/calls/define-call';
import { newsCalls } from '../../../shared/calls/news';
import { loadCall, previewTicketOf, type ContentArgs } from '../../engine/content/load-content';
import { visitorId } from '../../lib/visitor-id';

// The news calls of SPEC §7 that the news and information pages load.

export const PAGE_SIZE = 10;
export const TAGS_PAGE_SIZE = 40;

/** Columns are cached for the SPEC §9 cache lifetime (the row says so), like the menu that loads them too. */
export const loadColumns = (args: ContentArgs) => loadCall(args, newsCalls.newsDirList, {});

export const loadDirNews = (args: ContentArgs, body: Omit<CallBody<typeof newsCalls.dirNews>, 'pageSize'>) =>
  loadCall(args, newsCalls.dirNews, { ...body, pageSize: PAGE_SIZE });

export const loadDirDoc = (args: ContentArgs, body: Omit<NonNullable<CallBody<typeof newsCalls.dirDoc>>, 'pageSize'>) =>
  loadCall(args, newsCalls.dirDoc, { ...body, pageSize: PAGE_SIZE });

/**
 * Reading counts once per visitor per day: the browser names its visitor id, the server render its address. A
 * console preview link's ticket (`?preview=`) goes along, and then nothing is counted.
 */
export const loadNews = (args: ContentArgs, id: number) =>
  loadCall(args, newsCalls.get, { id, visitorId: visitorId(), preview: previewTicketOf(args) });

export const loadTagNews = (args: ContentArgs, tagId: number, page: number) =>
  loadCall(args, newsCalls.tagListPaged, { tagId, page, pageSize: PAGE_SIZE });

export const loadTags = (args: ContentArgs, page: number) => loadCall(args, newsCalls.tagsPaged, { page, pageSize: TAGS_PAGE_SIZE });

export const loadTopRead = (args: ContentArgs, dirId?: number) => loadCall(args, newsCalls.topRead, dirId ? { dirId } : {});

/** The SPEC §9 content type label of news items (read history, article data). */
export const NEWS_BIZ_TYPE = 'news';
