import { useAtomValue } from 'jotai';
import type { UserVideoItem, VideoCategory } from '../../../shared/calls/learning';
import { useApi } from '../../engine/portal-context';
import { userInfoAtom } from '../../engine/state/portal-atoms';
import { useCall } from '../../engine/use-call';
import { loadUserVideos, searchUserVideos } from './learning-api';
import type { VideoListState } from './learning-route';
import type { VideoMarks } from './video-card';

export interface UserCourses {
  /** Which courses of the page the user favourited and starred. */
  marks: VideoMarks;
  /** With a keyword: how many courses match it in each category (videoCat/unionSearchNew). */
  keywordCats?: VideoCategory[];
}

/**
 * What a logged-in user's own calls add to a list page, which is the same for everyone (server-rendered and
 * cached): their marks on its courses and, when they search, the keyword's count in each category.
 */
export function useUserCourses(state: VideoListState): UserCourses {
  const api = useApi();
  const token = useAtomValue(userInfoAtom)?.token;
  const { state: loaded } = useCall(
    token
      ? (): Promise<{ list: UserVideoItem[]; cats?: VideoCategory[] }> =>
          state.keyword ? searchUserVideos(api, state, token) : loadUserVideos(api, state, token)
      : null,
    [api, token, state.catId, state.keyword, state.sort, state.page],
  );
  if (loaded.status !== 'done') return { marks: {} };
  const marks = Object.fromEntries(loaded.value.list.map((item) => [item.id, { favorited: item.favorited, starred: item.starred }]));
  return { marks, keywordCats: loaded.value.cats };
}
