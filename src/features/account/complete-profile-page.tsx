import { useAtom } from 'jotai';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { accountAuthCalls } from '../../../shared/calls/account-auth';
import type { UserInfo } from '../../../shared/calls/account-models';
import { accountRegCalls } from '../../../shared/calls/account-reg';
import { hrefOf } from '../../engine/href';
import { useToasts } from '../../engine/portal-context';
import { safeReturnPath } from '../../engine/session/safe-return-path';
import { userInfoAtom } from '../../engine/state/portal-atoms';
import { useCall } from '../../engine/use-call';
import { useForm } from '../../lib/form/use-form';
import { rules } from '../../lib/form/validation';
import { Button } from '../../lib/ui/button';
import { TextField } from '../../lib/ui/text-field';
import { AccountStage, Panel } from './account-stage';
import { PasswordStrength } from './password-strength';

const Lead = styled.p`
  margin: -8px 0 16px;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 14px;
`;

const Actions = styled.div`
  display: flex;
  gap: 12px;
  > * {
    flex: 1;
  }
`;

/**
 * The complete-profile step (reg/v3/fill): after a registration by code alone, the real name and, for an account without one, a
 * first password. Skippable; the personal centre links here again. Then on to logidUrl or the personal centre.
 */
export default function CompleteProfilePage() {
  const { t } = useTranslation('pages');
  const [user, setUser] = useAtom(userInfoAtom);
  const token = user?.token ?? '';
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const toasts = useToasts();
  const { send } = useCall();
  const [info, setInfo] = useState<UserInfo | null>(null);
  const form = useForm({ realname: '', password: '' }, { realname: rules.realname, password: rules.newPassword });
  const { setValues } = form;
  const next = safeReturnPath(search.get('logidUrl'), hrefOf('personalCenter'));

  useEffect(() => {
    if (!token) return;
    void send(accountAuthCalls.userinfo, { token }).then((result) => {
      if (result.status !== 'done') return;
      setInfo(result.value.userinfo);
      setValues({ realname: result.value.userinfo.realname, password: '' });
    });
  }, [send, token, setValues]);

  const asksPassword = info !== null && !info.hasPassword;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The password is optional: checked only when one is typed.
    const values = form.check(asksPassword && form.values.password ? ['realname', 'password'] : ['realname']);
    if (!values || !token) return;
    form.setBusy(true);
    const body = { realname: values.realname, ...(asksPassword && values.password ? { password: values.password } : {}) };
    const result = await send(accountRegCalls.regFill, body, { token });
    form.setBusy(false);
    if (result.status !== 'done') return;
    const { realname } = result.value.userinfo;
    setUser((current) => current && { ...current, realname });
    toasts.show(t('personal.saved'), 'success');
    navigate(next, { replace: true });
  };

  return (
    <AccountStage tagline={t('account.tagline')}>
      <Panel aria-labelledby="fill-title" data-testid="complete-profile">
        <h2 id="fill-title">{t('routes:completeProfile')}</h2>
        <Lead>{t('account.fill.lead')}</Lead>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <TextField label={t('account.realname')} maxLength={30} autoComplete="name" {...form.field('realname')} />
          {asksPassword && (
            <>
              <TextField
                label={t('account.fill.password')}
                type="password"
                autoComplete="new-password"
                maxLength={64}
                {...form.field('password')}
              />
              <PasswordStrength password={form.values.password} />
            </>
          )}
          <Actions>
            <Button as={Link} to={next} replace $variant="ghost" data-testid="fill-skip">
              {t('account.fill.skip')}
            </Button>
            <Button type="submit" disabled={form.busy || !info}>
              {t('account.fill.submit')}
            </Button>
          </Actions>
        </form>
      </Panel>
    </AccountStage>
  );
}
