import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { DoubleAuthResponse, SessionResponse } from '../../../shared/account-contract';
import { hrefOf } from '../../engine/href';
import { useTenant } from '../../engine/portal-context';
import { HOME_ROUTE } from '../../engine/routes';
import { safeReturnPath } from '../../engine/session/safe-return-path';
import { useSession } from '../../engine/session/use-session';

export type LoginAnswer = SessionResponse | DoubleAuthResponse;

/** After a login: store the session and go back to logidUrl (this portal only), or on to the second step. */
export function useLoginSuccess() {
  const { start } = useSession();
  const tenant = useTenant();
  // A branded entrance's own home is its login, so without a way back the user goes to the personal centre.
  const fallback = tenant.entry && tenant.entry !== HOME_ROUTE ? hrefOf('personalCenter') : hrefOf(HOME_ROUTE);
  const navigate = useNavigate();
  const [search] = useSearchParams();
  return useCallback(
    (answer: LoginAnswer, logidUrl = search.get('logidUrl')) => {
      if ('doubleAuth' in answer && answer.doubleAuth) {
        navigate(hrefOf('doubleAuth', {}, { logidUrl: logidUrl ?? undefined }), { state: answer.doubleAuth });
        return;
      }
      start(answer as SessionResponse);
      navigate(safeReturnPath(logidUrl, fallback), { replace: true });
    },
    [start, navigate, search, fallback],
  );
}
