import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { accountAuthCalls } from '../../../shared/calls/account-auth';
import { useTenant } from '../../engine/portal-context';
import { Button } from '../../lib/ui/button';
import { TextField } from '../../lib/ui/text-field';
import { useForm } from '../../lib/form/use-form';
import { useIcodeStep } from './icode-step';
import { useLoginAttempt } from './login-attempt';
import { useLoginSuccess } from './use-login-success';
import { rules } from '../../lib/form/validation';

/** Password login; organisation entrances log in through the org call with the tenant's organisation. */
export function PasswordLoginForm({ preview }: { preview: boolean }) {
  const { t } = useTranslation('pages');
  const tenant = useTenant();
  const { attempt, alert } = useLoginAttempt();
  const done = useLoginSuccess();
  const icode = useIcodeStep();
  const form = useForm({ account: '', password: '', icode: '' }, { account: rules.account, password: rules.password, icode: rules.icode });
  const org = tenant.login.org && tenant.login.orgCode;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (preview) return;
    const values = form.check(icode.asked ? ['account', 'password', 'icode'] : ['account', 'password']);
    if (!values) return;
    form.setBusy(true);
    const payload = { account: values.account, password: values.password, ...icode.payload(values.icode) };
    const result = org
      ? await attempt(accountAuthCalls.orgPwdLogin, { ...payload, orgCode: org })
      : await attempt(accountAuthCalls.pwdLogin, payload);
    form.setBusy(false);
    if (result.status === 'done') return done(result.value);
    icode.refused(result);
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate data-testid="password-form">
      {alert}
      <TextField label={t('account.account')} autoComplete="username" maxLength={64} {...form.field('account')} />
      <TextField label={t('account.password')} type="password" autoComplete="current-password" maxLength={64} {...form.field('password')} />
      {icode.field(form.field('icode'))}
      <Button type="submit" disabled={form.busy || preview} $block>
        {t('account.login')}
      </Button>
    </form>
  );
}
