import { useAtom } from 'jotai';
import { Suspense, useCallback, useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { accountAuthCalls } from '../../../shared/calls/account-auth';
import type { UserInfo } from '../../../shared/calls/account-models';
import { accountProfileCalls as profileCalls } from '../../../shared/calls/account-profile';
import type { CallBody } from '../../../shared/calls/define-call';
import { PersonalPanel, usePersonalPanels } from '../../engine/personal-sections';
import { useToasts } from '../../engine/portal-context';
import { useCall } from '../../engine/use-call';
import { userInfoAtom } from '../../engine/state/portal-atoms';
import type { CallState } from '../../lib/api/call-state';
import { Button } from '../../lib/ui/button';
import { EmptyState } from '../../lib/ui/empty-state';
import { PageShell } from '../../lib/ui/page-shell';
import { TextField } from '../../lib/ui/text-field';
import { InviteLink } from './invite-link';
import { MyContent } from './my-content';
import { PasswordStrength } from './password-strength';
import { proofOf, RebindProof } from './rebind-proof';
import { SendCodeButton } from './send-code-button';
import { useForm } from '../../lib/form/use-form';
import { rules } from '../../lib/form/validation';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(320px, 1fr));
  gap: 20px;
  margin-bottom: 24px;
`;

/** A section across the whole width, spaced like the grid above it. */
const Wide = styled.div`
  margin-bottom: 24px;
`;

const Section = PersonalPanel;

type CodeTarget = 'phone' | 'email' | 'self' | 'oldPhone' | 'oldEmail';
type SendCodeBody = CallBody<typeof profileCalls.profileSendVcode>;

/** /personalCenter: profile, password, phone and email binding, doubleAuth, my content, and the sections other features provide. */
export default function PersonalCenterPage() {
  const { t } = useTranslation('pages');
  const toasts = useToasts();
  const { send } = useCall();
  const [user, setUser] = useAtom(userInfoAtom);
  const [info, setInfo] = useState<UserInfo | null>(null);
  const token = user?.token ?? '';
  const panels = usePersonalPanels();

  const profile = useForm({ realname: '', avatarUrl: '' }, { realname: rules.realname });
  const password = useForm({ oldPassword: '', password: '' }, { oldPassword: rules.password, password: rules.newPassword });
  const proof = { password: '', oldVcode: '' };
  const phone = useForm({ phone: '', vcode: '', ...proof }, { phone: rules.phone, vcode: rules.vcode, oldVcode: rules.optionalVcode });
  const email = useForm({ email: '', vcode: '', ...proof }, { email: rules.email, vcode: rules.vcode, oldVcode: rules.optionalVcode });
  const secure = useForm({ vcode: '' }, { vcode: rules.vcode });
  const { setValues: setProfile } = profile;

  const reload = useCallback(async () => {
    if (!token) return;
    const result = await send(accountAuthCalls.userinfo, { token });
    if (result.status !== 'done') return;
    setInfo(result.value.userinfo);
    setProfile({ realname: result.value.userinfo.realname, avatarUrl: result.value.userinfo.avatarUrl });
  }, [send, token, setProfile]);

  useEffect(() => {
    void reload();
  }, [reload]);

  const saved = async (result: CallState<unknown>) => {
    if (result.status !== 'done') return false;
    toasts.show(t('personal.saved'), 'success');
    await reload();
    return true;
  };

  const saveProfile = async (event: FormEvent) => {
    event.preventDefault();
    const values = profile.check();
    if (!values) return;
    if (await saved(await send(profileCalls.profileUpdate, values, { token })))
      setUser((current) => current && { ...current, realname: values.realname, avatarUrl: values.avatarUrl });
  };

  const changePassword = async (event: FormEvent) => {
    event.preventDefault();
    const values = password.check();
    if (!values) return;
    if (await saved(await send(profileCalls.profileChangePassword, values, { token })))
      password.setValues({ oldPassword: '', password: '' });
  };

  // What each "send code" button asks for: a new phone or email (checked first), the bound one, or the account's own.
  const codeRequests: Record<CodeTarget, () => SendCodeBody | null> = {
    phone: () => (phone.check(['phone']) ? { phone: phone.values.phone.trim(), purpose: 'bind' } : null),
    email: () => (email.check(['email']) ? { email: email.values.email.trim(), purpose: 'bind' } : null),
    oldPhone: () => ({ purpose: 'rebindPhone' }),
    oldEmail: () => ({ purpose: 'rebindEmail' }),
    self: () => ({ purpose: 'doubleAuth' }),
  };

  const sendTo = (target: CodeTarget) => async () => {
    const payload = codeRequests[target]();
    if (!payload) return false;
    return (await send(profileCalls.profileSendVcode, payload, { token })).status === 'done';
  };

  // Replacing a bound phone or email takes the current password or the old one's code (server: proveRebind).
  const phoneBound = !!info?.phone;
  const emailBound = !!info?.email;

  const bindPhone = async (event: FormEvent) => {
    event.preventDefault();
    const values = phone.check();
    if (!values) return;
    const given = proofOf(values);
    if (phoneBound && !given) return phone.fail('password', 'validation:rebindProofRequired');
    const body = { phone: values.phone, vcode: values.vcode, ...(phoneBound && given) };
    if (await saved(await send(profileCalls.profileBindPhone, body, { token }))) phone.setValues({ phone: '', vcode: '', ...proof });
  };

  const bindEmail = async (event: FormEvent) => {
    event.preventDefault();
    const values = email.check();
    if (!values) return;
    const given = proofOf(values);
    if (emailBound && !given) return email.fail('password', 'validation:rebindProofRequired');
    const body = { email: values.email, vcode: values.vcode, ...(emailBound && given) };
    if (await saved(await send(profileCalls.profileBindEmail, body, { token }))) email.setValues({ email: '', vcode: '', ...proof });
  };

  const toggleDoubleAuth = async (event: FormEvent) => {
    event.preventDefault();
    const values = secure.check();
    if (!values || !info) return;
    await saved(await send(profileCalls.profileDoubleAuth, { enabled: !info.doubleAuth, vcode: values.vcode }, { token }));
  };

  return (
    <PageShell title={t('routes:personalCenter')} lead={info ? t('personal.lead', { name: info.realname, phone: info.phone }) : undefined}>
      <Grid>
        <Section title={t('personal.profile')} testId="profile">
          <form onSubmit={(event) => void saveProfile(event)} noValidate>
            <TextField label={t('account.realname')} maxLength={30} {...profile.field('realname')} />
            <TextField label={t('personal.avatarUrl')} maxLength={500} {...profile.field('avatarUrl')} />
            <Button type="submit">{t('personal.save')}</Button>
          </form>
        </Section>
        <Section title={t('personal.password')} testId="change-password">
          <form onSubmit={(event) => void changePassword(event)} noValidate>
            <TextField
              label={t('personal.oldPassword')}
              type="password"
              autoComplete="current-password"
              {...password.field('oldPassword')}
            />
            <TextField label={t('account.newPassword')} type="password" autoComplete="new-password" {...password.field('password')} />
            <PasswordStrength password={password.values.password} />
            <Button type="submit">{t('personal.save')}</Button>
          </form>
        </Section>
        <Section title={t('personal.bindPhone')} testId="bind-phone">
          <form onSubmit={(event) => void bindPhone(event)} noValidate>
            <TextField label={t('account.phone')} type="tel" maxLength={11} {...phone.field('phone')} />
            <TextField
              label={t('account.vcode')}
              maxLength={6}
              {...phone.field('vcode')}
              addon={<SendCodeButton onSend={sendTo('phone')} />}
            />
            {phoneBound && (
              <RebindProof
                kind="phone"
                password={phone.field('password')}
                oldVcode={phone.field('oldVcode')}
                onSendOld={sendTo('oldPhone')}
              />
            )}
            <Button type="submit">{t('personal.bind')}</Button>
          </form>
        </Section>
        <Section title={t('personal.bindEmail')} testId="bind-email">
          <form onSubmit={(event) => void bindEmail(event)} noValidate>
            <TextField label={t('personal.email')} type="email" maxLength={80} {...email.field('email')} />
            <TextField
              label={t('account.vcode')}
              maxLength={6}
              {...email.field('vcode')}
              addon={<SendCodeButton onSend={sendTo('email')} />}
            />
            {emailBound && (
              <RebindProof
                kind="email"
                password={email.field('password')}
                oldVcode={email.field('oldVcode')}
                onSendOld={sendTo('oldEmail')}
              />
            )}
            <Button type="submit">{t('personal.bind')}</Button>
          </form>
        </Section>
        <Section title={t('personal.invite')} testId="invite-section">
          <InviteLink token={token} />
        </Section>
        <Section title={t('personal.doubleAuth')} testId="double-auth-setting">
          <p>{info?.doubleAuth ? t('personal.doubleAuthOn') : t('personal.doubleAuthOff')}</p>
          <form onSubmit={(event) => void toggleDoubleAuth(event)} noValidate>
            <TextField
              label={t('account.vcode')}
              maxLength={6}
              {...secure.field('vcode')}
              addon={<SendCodeButton onSend={sendTo('self')} />}
            />
            <Button type="submit">{info?.doubleAuth ? t('personal.turnOff') : t('personal.turnOn')}</Button>
          </form>
        </Section>
      </Grid>
      <Wide>
        <Section title={t('personal.myContent')} testId="my-content-section">
          {token && <MyContent token={token} />}
        </Section>
      </Wide>
      {token &&
        panels.map(({ key, Panel }) => (
          <Wide key={key}>
            <Suspense fallback={<EmptyState>{t('common:loading')}</EmptyState>}>
              <Panel token={token} />
            </Suspense>
          </Wide>
        ))}
    </PageShell>
  );
}
