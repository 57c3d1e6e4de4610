import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import type { VideoCheckLogin, VideoOperations } from '../../../shared/calls/learning';
import { useApi } from '../../engine/portal-context';
import { userInfoAtom } from '../../engine/state/portal-atoms';
import { useLoad } from '../../lib/hooks/use-load';
import { checkPlay, operationState } from './learning-api';

export interface VideoSession {
  play: VideoCheckLogin;
  operations: VideoOperations;
}

/**
 * What the browser learns of a course for its viewer, once the session is known: whether they may play it
 * (with the play ticket of a login-required course), their favourite and star, and where they stopped.
 */
export function useVideoSession(id: number) {
  const { t } = useTranslation('learning');
  const api = useApi();
  const token = useAtomValue(userInfoAtom)?.token;
  const fallback = t('errors:http.network');
  const load = async (): Promise<VideoSession> => {
    const [play, operations] = await Promise.all([checkPlay(api, id, token, fallback), operationState(api, id, token, fallback)]);
    return { play, operations };
  };
  return { ...useLoad(load, [api, id, token]), token };
}
