import { useAtomValue } from 'jotai';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { accountAuthCalls } from '../../../shared/calls/account-auth';
import { hrefOf } from '../href';
import { useApi } from '../portal-context';
import { userInfoAtom } from '../state/portal-atoms';
import { useCurrentRoute } from '../use-current-route';
import { useSession } from './use-session';

/** SPEC §4: on AI tool, information and contract pages a logout leads to /information. */
const LEAVE_AFTER_LOGOUT = new Set(['ai', 'information', 'informationList']);

/** Logout asks first (SPEC §5), then ends the session on the server and in the browser. */
export function useLogout() {
  const api = useApi();
  const navigate = useNavigate();
  const user = useAtomValue(userInfoAtom);
  const { row } = useCurrentRoute();
  const { end } = useSession();
  const [asking, setAsking] = useState(false);

  const confirm = useCallback(async () => {
    setAsking(false);
    // Away first, while the session still holds: a login-only page (/contract) on screen when the user goes, or the
    // next page's calls answered 401 for the revoked token, would send the visitor to the login instead.
    if (row?.page && LEAVE_AFTER_LOGOUT.has(row.page)) await navigate(hrefOf('information'), { flushSync: true });
    if (user) {
      await api.call(accountAuthCalls.logout, { token: user.token }, { silent: true, keepOnLeave: true }).catch(() => undefined);
    }
    end();
  }, [api, user, end, row, navigate]);

  return { asking, ask: () => setAsking(true), cancel: () => setAsking(false), confirm };
}
