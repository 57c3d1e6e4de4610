import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { accountRegCalls } from '../../../shared/calls/account-reg';
import { hrefOf } from '../../engine/href';
import { Button } from '../../lib/ui/button';
import { TextField } from '../../lib/ui/text-field';
import { PasswordStrength } from './password-strength';
import { PhoneCodeFields } from './phone-code-fields';
import { useCall } from '../../engine/use-call';
import { useForm } from '../../lib/form/use-form';
import { useLoginSuccess } from './use-login-success';
import { rules } from '../../lib/form/validation';

const Terms = styled.p`
  margin: 12px 0 0;
  font-size: 12px;
  color: ${({ theme }) => theme.colors.muted};
  a {
    color: ${({ theme }) => theme.colors.primaryText};
  }
`;

/** Registration with phone, SMS code, name and password; logs the new user in. */
export function RegisterForm({ preview, inviteCode }: { preview: boolean; inviteCode?: string }) {
  const { t } = useTranslation('pages');
  const { send } = useCall();
  const done = useLoginSuccess();
  const form = useForm(
    { phone: '', vcode: '', realname: '', password: '' },
    { phone: rules.phone, vcode: rules.vcode, realname: rules.realname, password: rules.newPassword },
  );

  const sendCode = async () => {
    const values = form.check(['phone']);
    if (!values || preview) return false;
    return (await send(accountRegCalls.regSendVcode, { phone: values.phone })).status === 'done';
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const values = form.check();
    if (!values || preview) return;
    form.setBusy(true);
    const result = await send(accountRegCalls.stdRegister, { ...values, ...(inviteCode ? { inviteCode } : {}) });
    form.setBusy(false);
    if (result.status === 'done') done(result.value);
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate data-testid="register-form">
      <PhoneCodeFields phone={form.field('phone')} vcode={form.field('vcode')} onSend={sendCode} disabled={preview} />
      <TextField label={t('account.realname')} autoComplete="name" maxLength={30} {...form.field('realname')} />
      <TextField label={t('account.newPassword')} type="password" autoComplete="new-password" maxLength={64} {...form.field('password')} />
      <PasswordStrength password={form.values.password} />
      <Button type="submit" disabled={form.busy || preview} $block>
        {t('account.registerSubmit')}
      </Button>
      <Terms>
        {/* A new tab, so what the visitor has typed stays here while they read. */}
        {t('account.terms')}{' '}
        <Link to={hrefOf('service')} target="_blank" rel="noopener" data-testid="terms-link">
          {t('routes:service')}
        </Link>{' '}
        ·{' '}
        <Link to={hrefOf('pravicy')} target="_blank" rel="noopener" data-testid="privacy-link">
          {t('routes:pravicy')}
        </Link>
      </Terms>
    </form>
  );
}
