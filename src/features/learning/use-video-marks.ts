import { useAtomValue } from 'jotai';
import { useApi } from '../../engine/portal-context';
import { userInfoAtom } from '../../engine/state/portal-atoms';
import { loadUserVideos } from './learning-api';
import type { VideoListState } from './learning-route';
import type { VideoMarks } from './video-card';
import { useCall } from '../../engine/use-call';

/**
 * A logged-in user's marks on the courses of a list page (the private videoRes/listNew of the same page): the
 * page itself is the same for everyone (server-rendered and cached), the marks come in the browser.
 */
export function useVideoMarks(state: VideoListState): VideoMarks {
  const api = useApi();
  const token = useAtomValue(userInfoAtom)?.token;
  const { state: loaded } = useCall(token ? () => loadUserVideos(api, state, token) : null, [
    api,
    token,
    state.catId,
    state.keyword,
    state.sort,
    state.page,
  ]);
  if (loaded.status !== 'done') return {};
  return Object.fromEntries(loaded.value.list.map((item) => [item.id, { favorited: item.favorited, starred: item.starred }]));
}
