import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { accountOauthCalls } from '../../../shared/calls/account-oauth';
import { hrefOf } from '../../engine/href';
import { useTenant } from '../../engine/portal-context';
import { AccountStage, Panel } from './account-stage';
import { useCall } from '../../engine/use-call';
import { useLoginSuccess } from './use-login-success';

/** /Oauth/{type}: the provider sends the browser back here with code and state; the server finishes the login. */
export default function OAuthCallbackPage() {
  const { t } = useTranslation('pages');
  const tenant = useTenant();
  const { type = '' } = useParams();
  const [search] = useSearchParams();
  const { send } = useCall();
  const done = useLoginSuccess();
  const [failed, setFailed] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    // Codes work once: a second effect run (development's strict mode) must not spend it again.
    if (started.current) return;
    started.current = true;
    const code = search.get('code');
    const state = search.get('state');
    if (!code || !state) {
      setFailed(true);
      return;
    }
    void send(accountOauthCalls.wxLogin, { type, code, state }).then((result) => {
      if (result.status === 'done') done(result.value, result.value.logidUrl);
      else setFailed(true);
    });
  }, [send, done, search, type]);

  return (
    <AccountStage tagline={t('account.tagline')}>
      <Panel aria-labelledby="oauth-title" data-testid="oauth-callback">
        <h2 id="oauth-title">{t('routes:impower')}</h2>
        {failed ? (
          <p role="alert">
            {t('account.oauthFailed')} <Link to={hrefOf(tenant.login.route)}>{t('account.backToLogin')}</Link>
          </p>
        ) : (
          <p role="status">{t('account.oauthWorking')}</p>
        )}
      </Panel>
    </AccountStage>
  );
}
