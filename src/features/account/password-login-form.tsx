import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_CODES } from '../../../shared/account-contract';
import { accountAuthCalls } from '../../../shared/calls/account-auth';
import { useTenant } from '../../engine/portal-context';
import { Button } from '../../lib/ui/button';
import { TextField } from '../../lib/ui/text-field';
import { PictureCode } from './picture-code';
import { useForm } from '../../lib/form/use-form';
import { useLoginAttempt } from './login-attempt';
import { useLoginSuccess } from './use-login-success';
import { rules } from '../../lib/form/validation';

const NEEDS_ICODE: string[] = [ACCOUNT_CODES.icodeRequired, ACCOUNT_CODES.badIcode];

/** Password login; organisation entrances log in through the org call with the tenant's organisation. */
export function PasswordLoginForm({ preview }: { preview: boolean }) {
  const { t } = useTranslation('pages');
  const tenant = useTenant();
  const { attempt, alert } = useLoginAttempt();
  const done = useLoginSuccess();
  const form = useForm({ account: '', password: '', icode: '' }, { account: rules.account, password: rules.password });
  const [icodeId, setIcodeId] = useState<string | null>(null);
  const [icodeRound, setIcodeRound] = useState(0);
  const org = tenant.login.org && tenant.login.orgCode;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (preview) return;
    const values = form.check(icodeId ? ['account', 'password', 'icode'] : ['account', 'password']);
    if (!values) return;
    if (icodeId && !values.icode) return form.fail('icode', 'validation:icodeRequired');
    form.setBusy(true);
    const payload = { account: values.account, password: values.password, ...(icodeId ? { icodeId, icode: values.icode } : {}) };
    const result = org
      ? await attempt(accountAuthCalls.orgPwdLogin, { ...payload, orgCode: org })
      : await attempt(accountAuthCalls.pwdLogin, payload);
    form.setBusy(false);
    if (result.status === 'done') return done(result.value);
    // Only a refusal says whether the picture code is wanted now; an HTTP failure leaves the form as it was.
    if (result.code !== undefined && (result.extra?.icodeRequired || NEEDS_ICODE.includes(result.code))) {
      setIcodeRound((round) => round + 1);
      if (!icodeId) setIcodeId('');
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate data-testid="password-form">
      {alert}
      <TextField label={t('account.account')} autoComplete="username" maxLength={64} {...form.field('account')} />
      <TextField label={t('account.password')} type="password" autoComplete="current-password" maxLength={64} {...form.field('password')} />
      {icodeId !== null && (
        <TextField
          label={t('account.icode')}
          maxLength={8}
          autoComplete="off"
          {...form.field('icode')}
          addon={<PictureCode onId={setIcodeId} refreshKey={icodeRound} />}
        />
      )}
      <Button type="submit" disabled={form.busy || preview} $block>
        {t('account.login')}
      </Button>
    </form>
  );
}
