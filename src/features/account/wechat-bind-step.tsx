import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { CallReply } from '../../../shared/calls/define-call';
import type { accountOauthCalls } from '../../../shared/calls/account-oauth';
import { accountRegCalls } from '../../../shared/calls/account-reg';
import { useCall } from '../../engine/use-call';
import { useForm } from '../../lib/form/use-form';
import { rules } from '../../lib/form/validation';
import { Button } from '../../lib/ui/button';
import { useLoginAttempt } from './login-attempt';
import { PhoneCodeFields } from './phone-code-fields';
import { useLoginSuccess } from './use-login-success';

/** wx/login's answer for a WeChat account no one has bound yet: the ticket, and the name and avatar to greet. */
export type WxBindStep = NonNullable<CallReply<typeof accountOauthCalls.wxLogin>['wxBind']>;

const Greeting = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  margin-bottom: 12px;
  img {
    width: 40px;
    height: 40px;
    border-radius: 50%;
  }
  p {
    margin: 0;
  }
`;

const Hint = styled.p`
  margin: 0 0 16px;
  font-size: 14px;
  color: ${({ theme }) => theme.colors.muted};
`;

/**
 * The bind step of a first WeChat login: a phone and the code sent to it bind the WeChat account to that
 * phone's account, or register the phone; then the user is logged in and goes on to where the login started.
 */
export function WechatBindStep({ step }: { step: WxBindStep }) {
  const { t } = useTranslation('pages');
  const { send } = useCall();
  const { attempt, alert } = useLoginAttempt();
  const done = useLoginSuccess();
  const form = useForm({ phone: '', vcode: '' }, { phone: rules.phone, vcode: rules.vcode });

  const sendCode = async () => {
    const values = form.check(['phone']);
    if (!values) return false;
    return (await send(accountRegCalls.wxSend, { ticket: step.ticket, phone: values.phone })).status === 'done';
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const values = form.check();
    if (!values) return;
    form.setBusy(true);
    const result = await attempt(accountRegCalls.wxBind, { ticket: step.ticket, ...values });
    form.setBusy(false);
    if (result.status === 'done') done(result.value, result.value.logidUrl);
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate data-testid="wechat-bind">
      <Greeting>
        {step.avatarUrl && <img src={step.avatarUrl} alt="" />}
        <p>{step.name ? t('account.wxBind.greeting', { name: step.name }) : t('account.wxBind.greetingNoName')}</p>
      </Greeting>
      <Hint>{t('account.wxBind.hint')}</Hint>
      {alert}
      <PhoneCodeFields phone={form.field('phone')} vcode={form.field('vcode')} onSend={sendCode} />
      <Button type="submit" disabled={form.busy} $block>
        {t('account.wxBind.submit')}
      </Button>
    </form>
  );
}
