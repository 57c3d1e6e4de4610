import { useAtomValue } from 'jotai';
import type { VideoCheckLogin, VideoOperations } from '../../../shared/calls/learning';
import { useApi } from '../../engine/portal-context';
import { userInfoAtom } from '../../engine/state/portal-atoms';
import { checkPlay, operationState } from './learning-api';
import { useCall } from '../../engine/use-call';

export interface VideoSession {
  play: VideoCheckLogin;
  operations: VideoOperations;
}

/**
 * What the browser learns of a course for its viewer, once the session is known: whether they may play it
 * (with the play ticket of a login-required course), their favourite and star, and where they stopped.
 */
export function useVideoSession(id: number) {
  const api = useApi();
  const token = useAtomValue(userInfoAtom)?.token;
  const load = async (): Promise<VideoSession> => {
    const [play, operations] = await Promise.all([checkPlay(api, id, token), operationState(api, id, token)]);
    return { play, operations };
  };
  return { ...useCall(load, [api, id, token]), token };
}
