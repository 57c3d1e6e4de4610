import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { accountAuthCalls } from '../../../shared/calls/account-auth';
import { useTenant } from '../../engine/portal-context';
import { Button } from '../../lib/ui/button';
import { PhoneCodeFields } from './phone-code-fields';
import { useCall } from '../../engine/use-call';
import { useForm } from '../../lib/form/use-form';
import { useLoginAttempt } from './login-attempt';
import { useLoginSuccess } from './use-login-success';
import { rules } from '../../lib/form/validation';

/** Login with an SMS code; organisation entrances use the org calls. */
export function SmsLoginForm({ preview }: { preview: boolean }) {
  const { t } = useTranslation('pages');
  const tenant = useTenant();
  const { send } = useCall();
  const { attempt, alert } = useLoginAttempt();
  const done = useLoginSuccess();
  const form = useForm({ phone: '', vcode: '' }, { phone: rules.phone, vcode: rules.vcode });
  const orgCode = tenant.login.org && tenant.login.orgCode;

  const sendCode = async () => {
    const values = form.check(['phone']);
    if (!values || preview) return false;
    const { phone } = values;
    const result = orgCode
      ? await send(accountAuthCalls.orgVcodeSend, { phone, orgCode })
      : await send(accountAuthCalls.vcodeSend, { phone });
    return result.status === 'done';
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const values = form.check();
    if (!values || preview) return;
    form.setBusy(true);
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
      <Button type="submit" disabled={form.busy || preview} $block>
        {t('account.login')}
      </Button>
    </form>
  );
}
