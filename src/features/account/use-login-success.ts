import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { LoginAnswer } from '../../../shared/calls/account-models';
import { hrefOf } from '../../engine/href';
import { useTenant } from '../../engine/portal-context';
import { HOME_ROUTE } from '../../engine/routes';
import { safeReturnPath } from '../../engine/session/safe-return-path';
import { useSession } from '../../engine/session/use-session';

/** What a login gives: the session, or the doubleAuth step. */
export type LoginResult = Omit<LoginAnswer, 'code' | 'msg'>;

/** After a login: store the session and go back to logidUrl (this portal only), or on to the second step. */
export function useLoginSuccess() {
  const { start } = useSession();
  const tenant = useTenant();
  // A branded entrance's own home is its login, so without a way back the user goes to the personal centre.
  const fallback = tenant.entry && tenant.entry !== HOME_ROUTE ? hrefOf('personalCenter') : hrefOf(HOME_ROUTE);
  const navigate = useNavigate();
  const [search] = useSearchParams();
  return useCallback(
    ({ doubleAuth, token, unionid, staffId, userinfo }: LoginResult, logidUrl = search.get('logidUrl')) => {
      if (doubleAuth) {
        navigate(hrefOf('doubleAuth', {}, { logidUrl: logidUrl ?? undefined }), { state: doubleAuth });
        return;
      }
      // Without the doubleAuth step a login answers the whole session.
      if (!token || !unionid || !staffId || !userinfo) return;
      start({ token, unionid, staffId, userinfo });
      navigate(safeReturnPath(logidUrl, fallback), { replace: true });
    },
    [start, navigate, search, fallback],
  );
}
