import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { accountAuthCalls } from '../../../shared/calls/account-auth';
import { hrefOf } from '../../engine/href';
import { useTenant } from '../../engine/portal-context';
import { Button } from '../../lib/ui/button';
import { TextField } from '../../lib/ui/text-field';
import { AccountStage, Panel, PanelFooter } from './account-stage';
import { useCall } from '../../engine/use-call';
import { useForm } from '../../lib/form/use-form';
import { useLoginSuccess } from './use-login-success';
import { rules } from '../../lib/form/validation';

/** The second step for accounts with doubleAuth on: the SMS code sent when the password was accepted. */
export default function DoubleAuthPage() {
  const { t } = useTranslation('pages');
  const tenant = useTenant();
  const { send } = useCall();
  const done = useLoginSuccess();
  const location = useLocation();
  const step = location.state as { ticket?: string; phone?: string } | null;
  const form = useForm({ vcode: '' }, { vcode: rules.vcode });
  const ticket = step?.ticket;
  if (!ticket) return <Navigate replace to={hrefOf(tenant.login.route)} />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const values = form.check();
    if (!values) return;
    const result = await send(accountAuthCalls.doubleAuthVerify, { ticket, vcode: values.vcode });
    if (result.status === 'done') done(result.value);
  };

  return (
    <AccountStage tagline={t('account.tagline')}>
      <Panel aria-labelledby="double-title" data-testid="double-auth">
        <h2 id="double-title">{t('routes:doubleAuth')}</h2>
        <p>{t('account.reset.codeSentTo', { phone: step.phone })}</p>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <TextField label={t('account.vcode')} inputMode="numeric" maxLength={6} autoComplete="one-time-code" {...form.field('vcode')} />
          <Button type="submit" $block>
            {t('account.login')}
          </Button>
        </form>
        <PanelFooter>
          <Link to={hrefOf(tenant.login.route)}>{t('account.backToLogin')}</Link>
        </PanelFooter>
      </Panel>
    </AccountStage>
  );
}
