import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { accountOauthCalls } from '../../../shared/calls/account-oauth';
import { hrefOf } from '../../engine/href';
import { useTenant } from '../../engine/portal-context';
import { AccountStage, Panel } from './account-stage';
import { useCall } from '../../engine/use-call';
import { useLoginSuccess } from './use-login-success';
import { WechatBindStep, type WxBindStep } from './wechat-bind-step';

/** The bind step kept in the history entry: a reload keeps it, and the spent code leaves the address bar. */
function bindStepOf(state: unknown): WxBindStep | undefined {
  if (!state || typeof state !== 'object' || !('wxBind' in state)) return undefined;
  const { wxBind } = state;
  if (!wxBind || typeof wxBind !== 'object' || !('ticket' in wxBind) || !('name' in wxBind) || !('avatarUrl' in wxBind)) return undefined;
  const { ticket, name, avatarUrl } = wxBind;
  if (typeof ticket !== 'string' || typeof name !== 'string' || typeof avatarUrl !== 'string') return undefined;
  return { ticket, name, avatarUrl };
}

/**
 * /Oauth/{type}: the provider sends the browser back here with code and state; the server finishes the login,
 * or, for a WeChat account no one has bound yet, answers the bind step this page then shows.
 */
export default function OAuthCallbackPage() {
  const { t } = useTranslation('pages');
  const tenant = useTenant();
  const { type = '' } = useParams();
  const [search] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const { send } = useCall();
  const done = useLoginSuccess();
  const [failed, setFailed] = useState(false);
  const started = useRef(false);
  const bindStep = bindStepOf(location.state);

  useEffect(() => {
    // Codes work once: a second effect run (development's strict mode) must not spend it again.
    if (started.current || bindStep) return;
    started.current = true;
    const code = search.get('code');
    const state = search.get('state');
    if (!code || !state) {
      setFailed(true);
      return;
    }
    void send(accountOauthCalls.wxLogin, { type, code, state }).then((result) => {
      if (result.status !== 'done') setFailed(true);
      else if (result.value.wxBind) navigate(hrefOf('impower', { type }), { replace: true, state: { wxBind: result.value.wxBind } });
      else done(result.value, result.value.logidUrl);
    });
  }, [send, done, navigate, search, type, bindStep]);

  return (
    <AccountStage tagline={t('account.tagline')}>
      <Panel aria-labelledby="oauth-title" data-testid="oauth-callback">
        <h2 id="oauth-title">{bindStep ? t('account.wxBind.title') : t('routes:impower')}</h2>
        {bindStep ? (
          <WechatBindStep step={bindStep} />
        ) : failed ? (
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
