import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { findPwdCalls, type FindPwdAccount } from '../../../shared/calls/find-pwd';
import { hrefOf } from '../../engine/href';
import { useTenant } from '../../engine/portal-context';
import { Button } from '../../lib/ui/button';
import { TabStrip } from '../../lib/ui/tab-strip';
import { TextField } from '../../lib/ui/text-field';
import { AccountStage, Panel, PanelFooter } from './account-stage';
import { PasswordStrength } from './password-strength';
import { SendCodeButton } from './send-code-button';
import { useCall } from '../../engine/use-call';
import { useForm } from '../../lib/form/use-form';
import { rules } from '../../lib/form/validation';

type Step = 'check' | 'code' | 'choose' | 'password' | 'done';
const STEPS: Step[] = ['check', 'code', 'choose', 'password'];
/** Where the code goes: the account's phone (SMS) or its email. */
type Channel = 'phone' | 'email';
const CHANNELS: Channel[] = ['phone', 'email'];

const Steps = styled.ol`
  display: flex;
  gap: 8px;
  margin: 0 0 20px;
  padding: 0;
  list-style: none;
  font-size: 12px;
  li {
    flex: 1;
    padding-top: 6px;
    border-top: 3px solid ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.muted};
  }
  li[aria-current='step'] {
    border-top-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryText};
  }
`;

const Sent = styled.p`
  margin: 0 0 12px;
`;

const Choices = styled.ul`
  margin: 0 0 16px;
  padding: 0;
  list-style: none;
  label {
    display: flex;
    gap: 8px;
    padding: 10px 12px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.sizes.radius}px;
    margin-bottom: 8px;
    cursor: pointer;
  }
`;

/** SPEC §5 /resetPassword: check the account (by phone or email) → its code → choose an account → new password. */
export default function ResetPasswordPage() {
  const { t } = useTranslation('pages');
  const tenant = useTenant();
  const { send } = useCall();
  const [step, setStep] = useState<Step>('check');
  const [channel, setChannel] = useState<Channel>('phone');
  const [masked, setMasked] = useState('');
  const [ticket, setTicket] = useState('');
  const [accounts, setAccounts] = useState<FindPwdAccount[]>([]);
  const [accountId, setAccountId] = useState('');
  const form = useForm(
    { phone: '', email: '', vcode: '', password: '' },
    { phone: rules.phone, email: rules.email, vcode: rules.vcode, password: rules.newPassword },
  );

  const check = async (event: FormEvent) => {
    event.preventDefault();
    const values = form.check([channel]);
    if (!values) return;
    const result = await send(findPwdCalls.findPwdCheck, { account: values[channel] });
    if (result.status !== 'done') return;
    // An email no account has is refused like an unknown phone; an account without that channel cannot use it.
    const to = channel === 'phone' ? result.value.phone : result.value.email;
    if (!result.value.exists || !to)
      return form.fail(channel, `pages:account.${channel === 'phone' ? 'noSuchAccount' : 'recovery.noSuchEmail'}`);
    setMasked(to);
    setStep('code');
  };

  const sendCode = async () => {
    const { phone, email } = form.values;
    const result =
      channel === 'phone'
        ? await send(findPwdCalls.findPwdSendVcode, { phone: phone.trim() })
        : await send(findPwdCalls.findPwdSendEmailVcode, { email: email.trim() });
    return result.status === 'done';
  };

  const verify = async (event: FormEvent) => {
    event.preventDefault();
    const values = form.check([channel, 'vcode']);
    if (!values) return;
    const proof = channel === 'phone' ? { phone: values.phone } : { email: values.email };
    const result = await send(findPwdCalls.findPwdCode, { ...proof, vcode: values.vcode });
    if (result.status !== 'done') return;
    setTicket(result.value.ticket);
    const list = await send(findPwdCalls.findPwdListAccounts, { ticket: result.value.ticket });
    if (list.status !== 'done') return;
    setAccounts(list.value.accounts);
    setAccountId(list.value.accounts[0]?.accountId ?? '');
    setStep(list.value.accounts.length > 1 ? 'choose' : 'password');
  };

  const update = async (event: FormEvent) => {
    event.preventDefault();
    const values = form.check(['password']);
    if (!values) return;
    const result = await send(findPwdCalls.findPwdUpdatePwd, { ticket, accountId, password: values.password });
    if (result.status === 'done') setStep('done');
  };

  return (
    <AccountStage tagline={t('account.tagline')}>
      <Panel aria-labelledby="reset-title" data-testid="reset-password">
        <h2 id="reset-title">{t('routes:resetPassword')}</h2>
        {step !== 'done' && (
          <Steps>
            {STEPS.map((item) => (
              <li key={item} aria-current={item === step ? 'step' : undefined}>
                {item === 'code' && channel === 'email' ? t('account.recovery.emailStep') : t(`account.reset.steps.${item}`)}
              </li>
            ))}
          </Steps>
        )}
        {step === 'check' && (
          <form onSubmit={(event) => void check(event)} noValidate>
            <TabStrip role="tablist" aria-label={t('account.recovery.channelsLabel')}>
              {CHANNELS.map((item) => (
                <button key={item} type="button" role="tab" aria-selected={item === channel} onClick={() => setChannel(item)}>
                  {t(`account.recovery.channels.${item}`)}
                </button>
              ))}
            </TabStrip>
            {channel === 'phone' ? (
              <TextField
                label={t('account.phone')}
                type="tel"
                inputMode="numeric"
                maxLength={11}
                autoComplete="tel"
                {...form.field('phone')}
              />
            ) : (
              <TextField label={t('account.recovery.email')} type="email" maxLength={100} autoComplete="email" {...form.field('email')} />
            )}
            <Button type="submit" $block>
              {t('account.next')}
            </Button>
          </form>
        )}
        {step === 'code' && (
          <form onSubmit={(event) => void verify(event)} noValidate>
            <Sent>{t('account.reset.codeSentTo', { phone: masked })}</Sent>
            <TextField
              label={channel === 'phone' ? t('account.vcode') : t('account.emailVcode')}
              inputMode="numeric"
              maxLength={6}
              autoComplete="one-time-code"
              {...form.field('vcode')}
              addon={<SendCodeButton onSend={sendCode} />}
            />
            <Button type="submit" $block>
              {t('account.next')}
            </Button>
          </form>
        )}
        {step === 'choose' && (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              setStep('password');
            }}
          >
            <p>{t('account.reset.chooseHint')}</p>
            <Choices>
              {accounts.map((account) => (
                <li key={account.accountId}>
                  <label>
                    <input
                      type="radio"
                      name="account"
                      checked={account.accountId === accountId}
                      onChange={() => setAccountId(account.accountId)}
                    />
                    <span>
                      {account.realname} · {account.kind === 'org' ? account.orgName : t('account.reset.personal')}
                    </span>
                  </label>
                </li>
              ))}
            </Choices>
            <Button type="submit" $block>
              {t('account.next')}
            </Button>
          </form>
        )}
        {step === 'password' && (
          <form onSubmit={(event) => void update(event)} noValidate>
            <TextField
              label={t('account.newPassword')}
              type="password"
              autoComplete="new-password"
              maxLength={64}
              {...form.field('password')}
            />
            <PasswordStrength password={form.values.password} />
            <Button type="submit" $block>
              {t('account.reset.submit')}
            </Button>
          </form>
        )}
        {step === 'done' && (
          <div role="status" data-testid="reset-done">
            <p>{t('account.reset.done')}</p>
            <Button as={Link} to={hrefOf(tenant.login.route)} $block>
              {t('account.toLogin')}
            </Button>
          </div>
        )}
        <PanelFooter>
          <Link to={hrefOf(tenant.login.route)}>{t('account.backToLogin')}</Link>
        </PanelFooter>
      </Panel>
    </AccountStage>
  );
}
