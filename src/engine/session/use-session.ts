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
      const { realname, avatarUrl, orgs, currentOrgId } = session.userinfo;
      setUser({ token: session.token, realname, avatarUrl, orgs, currentOrgId });
    },
    [setUser],
  );
  const end = useCallback(() => {
    clearStoredSession();
    setUser(null);
  }, [setUser]);
  return { start, end };
}
