import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { accountAuthCalls } from '../../../shared/calls/account-auth';
import { useCall } from '../../engine/use-call';
import { Button } from '../../lib/ui/button';
import { TextField } from '../../lib/ui/text-field';
import { useForm } from '../../lib/form/use-form';
import { rules } from '../../lib/form/validation';
import { useIcodeStep } from './icode-step';
import { useLoginAttempt } from './login-attempt';
import { PhoneCodeFields } from './phone-code-fields';
import { useLoginSuccess } from './use-login-success';

/**
 * SPEC §7 pwdvcode: the password and an SMS code to the account's phone, both in one form (the stronger login
 * for those who want it every time; doubleAuth asks the same of an account that turned it on).
 */
export function PwdVcodeLoginForm({ preview }: { preview: boolean }) {
  const { t } = useTranslation('pages');
  const { send } = useCall();
  const { attempt, alert } = useLoginAttempt();
  const done = useLoginSuccess();
  const icode = useIcodeStep();
  const form = useForm(
    { phone: '', password: '', vcode: '', icode: '' },
    { phone: rules.phone, password: rules.password, vcode: rules.vcode, icode: rules.icode },
  );

  const sendCode = async () => {
    const values = form.check(['phone']);
    if (!values || preview) return false;
    return (await send(accountAuthCalls.pwdVcodeSend, { phone: values.phone })).status === 'done';
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (preview) return;
    const values = form.check(icode.asked ? ['phone', 'password', 'vcode', 'icode'] : ['phone', 'password', 'vcode']);
    if (!values) return;
    form.setBusy(true);
    const { phone, password, vcode } = values;
    const result = await attempt(accountAuthCalls.pwdVcodeLogin, { phone, password, vcode, ...icode.payload(values.icode) });
    form.setBusy(false);
    if (result.status === 'done') return done(result.value);
    icode.refused(result);
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate data-testid="pwdvcode-form">
      {alert}
      <PhoneCodeFields
        phone={form.field('phone')}
        vcode={form.field('vcode')}
        onSend={sendCode}
        disabled={preview}
        between={
          <TextField
            label={t('account.password')}
            type="password"
            autoComplete="current-password"
            maxLength={64}
            {...form.field('password')}
          />
        }
      />
      {icode.field(form.field('icode'))}
      <Button type="submit" disabled={form.busy || preview} $block>
        {t('account.login')}
      </Button>
    </form>
  );
}
