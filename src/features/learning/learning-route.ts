import type { Params } from 'react-router-dom';
import { VIDEO_SORTS, type VideoSort } from '../../../shared/calls/learning';
import { keywordOf } from '../../engine/content/list-query';
import { positiveParam } from '../../engine/content/load-content';
import { hrefOf } from '../../engine/href';

// Course list addresses: /video (every course, the SPEC §2 route) and /video/{category id | all}/{page}
// ?keyword=&sort=. `all` only fills the category segment when a later page needs it; defaults are left out.

export interface VideoListState {
  catId?: number;
  page: number;
  keyword: string;
  sort: VideoSort;
}

const ANY = 'all';

/** The list an address names; a malformed category or page is the 404 page, an unknown sort is the default. */
export function readVideoList(params: Params, query: URLSearchParams): VideoListState {
  const catId = params.catId === undefined || params.catId === ANY ? undefined : positiveParam(params.catId);
  const sort = VIDEO_SORTS.find((value) => value === query.get('sort')) ?? 'newest';
  return { catId, page: positiveParam(params.page) ?? 1, keyword: keywordOf(query.get('keyword')), sort };
}

export function videoListHref(state: VideoListState): string {
  const page = state.page > 1 ? state.page : undefined;
  const catId = state.catId ?? (page ? ANY : undefined);
  const query = { keyword: state.keyword || undefined, sort: state.sort !== 'newest' ? state.sort : undefined };
  return catId === undefined ? hrefOf('video', {}, query) : hrefOf('videoList', { catId, page }, query);
}

/** The canonical address of a list: its category and page (keyword and sort are views of it). */
export const videoListCanonical = (state: VideoListState): string => videoListHref({ ...state, keyword: '', sort: 'newest' });

export const videoHref = (id: number): string => hrefOf('videoDetail', { id });
