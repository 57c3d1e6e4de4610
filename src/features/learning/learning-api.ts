import { API_PREFIX, callUrl } from '../../../shared/calls/define-call';
import { learningCalls, type VideoOperations } from '../../../shared/calls/learning';
import { loadCall, previewTicketOf, type ContentArgs } from '../../engine/content/load-content';
import type { ApiClient } from '../../lib/api/api-client';
import { visitorId } from '../../lib/visitor-id';
import type { VideoListState } from './learning-route';

// The SPEC §7 learning calls (shared/calls/learning.ts) that the learning pages make.

export const PAGE_SIZE = 12;
export const PANEL_PAGE_SIZE = 6;
export const RECOMMEND_SIZE = 6;

export const loadCategories = (args: ContentArgs) => loadCall(args, learningCalls.catList, {});

const listBody = (state: VideoListState) => ({
  catId: state.catId,
  keyword: state.keyword || undefined,
  sort: state.sort,
  page: state.page,
  pageSize: PAGE_SIZE,
});

export const loadVideos = (args: ContentArgs, state: VideoListState) => loadCall(args, learningCalls.listNew, listBody(state));

export const loadRecommended = (args: ContentArgs, options: { catId?: number; excludeId?: number }) =>
  loadCall(args, learningCalls.recommend, { ...options, size: RECOMMEND_SIZE });

/** One course; its view counts once per visitor per day (the browser names its visitor id). A preview ticket goes along. */
export const loadVideo = (args: ContentArgs, id: number) =>
  loadCall(args, learningCalls.get, { id, visitorId: visitorId(), preview: previewTicketOf(args) });

export const operationState = (api: ApiClient, id: number, token: string | undefined) =>
  api.call(learningCalls.userOperationState, { id }, { token, silent: true }).then((body) => body.model);

export const checkPlay = (api: ApiClient, id: number, token: string | undefined) =>
  api.call(learningCalls.checkLogin, { id }, { token, silent: true }).then((body) => body.model);

export type OperationRow = typeof learningCalls.favorite;

export const changeOperation = (api: ApiClient, row: OperationRow, id: number, token: string): Promise<VideoOperations> =>
  api.call(row, { id }, { token, silent: true }).then((body) => body.model);

/** Saves where the user stopped; a failure is only lost progress, so it stays quiet. */
export const savePosition = (api: ApiClient, lessonId: number, position: number, token: string) =>
  api
    .call(learningCalls.savePosition, { lessonId, position: Math.floor(position) }, { token, silent: true, keepOnLeave: true })
    .catch(() => undefined);

/** The same page of courses for a logged-in user: which of them they favourited and starred. */
export const loadUserVideos = (api: ApiClient, state: VideoListState, token: string) =>
  api.call(learningCalls.userListNew, listBody(state), { token, silent: true });

/** The same page of a keyword's courses for a logged-in user, with the keyword's count in each category. */
export const searchUserVideos = (api: ApiClient, state: VideoListState, token: string) =>
  api.call(learningCalls.unionSearch, { ...listBody(state), keyword: state.keyword }, { token, silent: true });

export const loadKept = (api: ApiClient, kind: 'favorite' | 'star', page: number, token: string) =>
  api.call(learningCalls.listByFavoritePaged, { kind, page, pageSize: PANEL_PAGE_SIZE }, { token, silent: true });

/** The address of a lesson's clip: with the play ticket of a login-required course. */
export const clipUrl = (lessonId: number, ticket: string | null): string =>
  `${API_PREFIX}${callUrl(learningCalls.file, { lessonId: String(lessonId) }, { ticket: ticket ?? undefined })}`;
