import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import type { Session } from '../../../shared/calls/account-models';
import { userInfoAtom } from '../state/portal-atoms';
import { clearStoredSession, storeSession } from './session-storage';

/** Starts and ends the browser's session: storage and the user atom together. */
export function useSession() {
  const setUser = useSetAtom(userInfoAtom);
  const start = useCallback(
    (session: Pick<Session, 'token' | 'unionid' | 'staffId' | 'userinfo'>) => {
      storeSession(session);
      setUser({ ...session.userinfo, token: session.token });
    },
    [setUser],
  );
  const end = useCallback(() => {
    clearStoredSession();
    setUser(null);
  }, [setUser]);
  return { start, end };
}
