import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '../../lib/ui/confirm-dialog';
import { hrefOf } from '../href';
import { useTenant } from '../portal-context';
import { sessionCheckedAtom, userInfoAtom } from '../state/portal-atoms';

/** The tenant's login page, coming back to the current page afterwards. */
export function useLoginHref(): string {
  const tenant = useTenant();
  const location = useLocation();
  return hrefOf(tenant.login.route, {}, { logidUrl: `${location.pathname}${location.search}` });
}

/**
 * For actions that need an account (praise, favourite, download): `guard(action)` runs the action for a
 * logged-in user and asks a visitor to log in first, coming back to this page afterwards.
 */
export function useLoginPrompt(message: string) {
  const { t } = useTranslation();
  const user = useAtomValue(userInfoAtom);
  const loginHref = useLoginHref();
  const navigate = useNavigate();
  const checked = useAtomValue(sessionCheckedAtom);
  const [asking, setAsking] = useState(false);
  // A click before the session check has answered waits for it rather than asking a logged-in user to log in.
  const [waiting, setWaiting] = useState<{ action: (token: string) => void } | null>(null);
  useEffect(() => {
    if (!waiting || !checked) return;
    setWaiting(null);
    if (user) waiting.action(user.token);
    else setAsking(true);
  }, [waiting, checked, user]);
  const guard = (action: (token: string) => void) => () => {
    if (user) action(user.token);
    else if (!checked) setWaiting({ action });
    else setAsking(true);
  };
  const prompt = asking ? (
    <ConfirmDialog
      title={t('loginPrompt.title')}
      message={message}
      confirmLabel={t('user.login')}
      cancelLabel={t('cancel')}
      onCancel={() => setAsking(false)}
      onConfirm={() => navigate(loginHref)}
    />
  ) : null;
  // `ask` is for a server that says the caller is not logged in (a check-login call, an expired token).
  return { user, guard, ask: () => setAsking(true), prompt };
}
