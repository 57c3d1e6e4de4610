import { useAtomValue } from 'jotai';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { accountOauthCalls } from '../../../shared/calls/account-oauth';
import { callUrl } from '../../../shared/calls/define-call';
import type { LoginMethod } from '../../../shared/tenant-types';
import { hrefOf } from '../../engine/href';
import { safeReturnPath } from '../../engine/session/safe-return-path';
import { userInfoAtom } from '../../engine/state/portal-atoms';
import { usePortal, useTenant } from '../../engine/portal-context';
import { useCurrentRoute } from '../../engine/use-current-route';
import { reloadAfterChunkError } from '../../lib/chunk-reload';
import { Button } from '../../lib/ui/button';
import { TabStrip } from '../../lib/ui/tab-strip';
import { AccountStage, Panel, PanelFooter } from './account-stage';
import { PasswordLoginForm } from './password-login-form';
import { PwdVcodeLoginForm } from './pwd-vcode-login-form';
import { RegisterForm } from './register-form';
import { SmsLoginForm } from './sms-login-form';

const Flag = styled.p`
  margin-bottom: 12px;
  color: ${({ theme }) => theme.colors.primaryText};
  font-weight: 600;
`;

/** WeChat is offered only when the server has an OAuth provider for it. */
function useOAuthProviders(): string[] {
  const { api } = usePortal();
  const [providers, setProviders] = useState<string[]>([]);
  useEffect(() => {
    api
      .call(accountOauthCalls.oauthProviders, {}, { silent: true })
      .then((body) => setProviders(body.providers))
      .catch(() => undefined);
  }, [api]);
  return providers;
}

function WechatLogin({ preview }: { preview: boolean }) {
  const { t } = useTranslation('pages');
  const { bootstrap } = usePortal();
  const [search] = useSearchParams();
  const start = `${bootstrap.apiBase}${callUrl(accountOauthCalls.oauthStart, { type: 'wechat' }, { logidUrl: search.get('logidUrl') ?? '/' })}`;
  return (
    <Button as="a" href={preview ? undefined : start} $block data-testid="wechat-login">
      {t('account.wechatLogin')}
    </Button>
  );
}

/** Someone already logged in who opens a login entrance gets on with their work instead. */
function SignedIn({ name }: { name: string }) {
  const { t } = useTranslation('pages');
  const [search] = useSearchParams();
  return (
    <div data-testid="signed-in">
      <p>{t('account.signedInAs', { name })}</p>
      <Button as={Link} to={safeReturnPath(search.get('logidUrl'), hrefOf('personalCenter'))} $block>
        {t('account.continue')}
      </Button>
    </div>
  );
}

/** The QR code's library loads only when the QR tab is opened: most visitors log in with a password. */
const LazyQrLogin = lazy(() =>
  import('./qr-login').then(
    (module) => ({ default: module.QrLogin }),
    (error: unknown) => {
      reloadAfterChunkError(error);
      throw error;
    },
  ),
);

function QrLogin({ preview }: { preview: boolean }) {
  return (
    <Suspense fallback={null}>
      <LazyQrLogin preview={preview} />
    </Suspense>
  );
}

const FORMS: Record<LoginMethod, (props: { preview: boolean }) => React.JSX.Element> = {
  password: PasswordLoginForm,
  sms: SmsLoginForm,
  pwdvcode: PwdVcodeLoginForm,
  qrcode: QrLogin,
  wechat: WechatLogin,
};

/**
 * Every login entrance (login, erplogin and the branded ones) and /loginPreview: the methods the tenant's
 * manifest offers, and registration when active=register (not on organisation entrances).
 */
export default function LoginPage() {
  const { t } = useTranslation('pages');
  const tenant = useTenant();
  const { row } = useCurrentRoute();
  const [search, setSearch] = useSearchParams();
  const providers = useOAuthProviders();
  const preview = row?.name === 'loginPreview';
  const methods = tenant.login.methods.filter(
    (method) => (method !== 'wechat' || providers.includes('wechat')) && (method !== 'pwdvcode' || !tenant.login.org),
  );
  const [method, setMethod] = useState<LoginMethod>(methods[0] ?? 'password');
  const canRegister = !tenant.login.org;
  const registering = canRegister && search.get('active') === 'register';
  const Form = FORMS[methods.includes(method) ? method : (methods[0] ?? 'password')];
  const user = useAtomValue(userInfoAtom);
  const switchTo = (register: boolean) => {
    const next = new URLSearchParams(search);
    if (register) next.set('active', 'register');
    else next.delete('active');
    setSearch(next, { replace: true });
  };

  return (
    <AccountStage tagline={t('account.tagline')}>
      <Panel aria-labelledby="login-title" data-testid="login-entrance">
        {preview && <Flag>{t('account.previewFlag')}</Flag>}
        <h2 id="login-title">{registering ? t('account.registerTitle') : t(`routes:${row?.name ?? 'login'}`)}</h2>
        {user && !preview ? (
          <SignedIn name={user.realname} />
        ) : registering ? (
          <RegisterForm preview={preview} />
        ) : (
          <>
            <TabStrip role="tablist" aria-label={t('account.methodsLabel')}>
              {methods.map((item) => (
                <button key={item} type="button" role="tab" aria-selected={item === method} onClick={() => setMethod(item)}>
                  {t(`account.methods.${item}`)}
                </button>
              ))}
            </TabStrip>
            <Form preview={preview} />
          </>
        )}
        <PanelFooter>
          {canRegister ? (
            <button type="button" onClick={() => switchTo(!registering)} data-testid="switch-register">
              {registering ? t('account.toLogin') : t('account.toRegister')}
            </button>
          ) : (
            <span>{t('account.orgHint', { hotline: tenant.hotline })}</span>
          )}
          {!registering && <Link to={hrefOf('resetPassword')}>{t('account.forgot')}</Link>}
        </PanelFooter>
      </Panel>
    </AccountStage>
  );
}
