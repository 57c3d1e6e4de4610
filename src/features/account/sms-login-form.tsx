import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { ACCOUNT_CODES } from '../../../shared/account-contract';
import { accountAuthCalls } from '../../../shared/calls/account-auth';
import { accountRegCalls } from '../../../shared/calls/account-reg';
import { hrefOf } from '../../engine/href';
import { useApi, useTenant, useToasts } from '../../engine/portal-context';
import { Button } from '../../lib/ui/button';
import { CallRefused } from '../../lib/api/call-refused';
import { failedWith } from '../../lib/api/call-state';
import { PhoneCodeFields } from './phone-code-fields';
import { useCall } from '../../engine/use-call';
import { useForm } from '../../lib/form/use-form';
import { useLoginAttempt } from './login-attempt';
import { useLoginSuccess } from './use-login-success';
import { rules } from '../../lib/form/validation';

const Note = styled.p`
  margin: -6px 0 12px;
  font-size: 13px;
  color: ${({ theme }) => theme.colors.muted};
`;

/**
 * Login with an SMS code; organisation entrances use the org calls. Elsewhere a phone with no account is
 * registered by the same form (reg/loginReg) and goes on to the complete-profile step.
 */
export function SmsLoginForm({ preview }: { preview: boolean }) {
  const { t } = useTranslation('pages');
  const tenant = useTenant();
  const api = useApi();
  const toasts = useToasts();
  const { send } = useCall();
  const { attempt, alert } = useLoginAttempt();
  const done = useLoginSuccess();
  const [search] = useSearchParams();
  const form = useForm({ phone: '', vcode: '' }, { phone: rules.phone, vcode: rules.vcode });
  // The phone a register code went to: the form logs it in (registering it) with loginReg.
  const [newPhone, setNewPhone] = useState<string | null>(null);
  const orgCode = tenant.login.org && tenant.login.orgCode;

  // A login code goes to a registered phone only; for any other, a register code, and the form says so.
  const sendLoginOrRegisterCode = async (phone: string) => {
    try {
      await api.call(accountAuthCalls.vcodeSend, { phone }, { silent: true });
      setNewPhone(null);
      return true;
    } catch (error) {
      if (!(error instanceof CallRefused && error.code === ACCOUNT_CODES.noAccount)) {
        toasts.show(failedWith(error).message, 'error');
        return false;
      }
    }
    setNewPhone(phone);
    return (await send(accountRegCalls.regSendVcode, { phone })).status === 'done';
  };

  const sendCode = async () => {
    const values = form.check(['phone']);
    if (!values || preview) return false;
    const { phone } = values;
    if (orgCode) return (await send(accountAuthCalls.orgVcodeSend, { phone, orgCode })).status === 'done';
    return sendLoginOrRegisterCode(phone);
  };

  const registering = !orgCode && newPhone !== null && newPhone === form.values.phone.trim();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const values = form.check();
    if (!values || preview) return;
    form.setBusy(true);
    if (registering) {
      const result = await attempt(accountRegCalls.loginReg, values);
      form.setBusy(false);
      if (result.status !== 'done') return;
      const { registered, ...session } = result.value;
      const logidUrl = search.get('logidUrl') ?? undefined;
      return done(session, registered ? hrefOf('completeProfile', {}, { logidUrl }) : logidUrl);
    }
    const result = orgCode
      ? await attempt(accountAuthCalls.orgVcodeLogin, { ...values, orgCode })
      : await attempt(accountAuthCalls.vcodeLogin, values);
    form.setBusy(false);
    if (result.status === 'done') done(result.value);
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate data-testid="sms-form">
      {alert}
      <PhoneCodeFields phone={form.field('phone')} vcode={form.field('vcode')} onSend={sendCode} disabled={preview} />
      {registering && (
        <Note role="status" data-testid="register-note">
          {t('account.quickRegister.note')}
        </Note>
      )}
      <Button type="submit" disabled={form.busy || preview} $block>
        {registering ? t('account.quickRegister.submit') : t('account.login')}
      </Button>
    </form>
  );
}
