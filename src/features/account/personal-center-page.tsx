import { useAtom } from 'jotai';
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { redirect, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { accountAuthCalls } from '../../../shared/calls/account-auth';
import type { UserInfo } from '../../../shared/calls/account-models';
import { accountProfileCalls as profileCalls } from '../../../shared/calls/account-profile';
import type { CallBody } from '../../../shared/calls/define-call';
import { notFound } from '../../engine/content/load-content';
import { hrefOf } from '../../engine/href';
import type { PageLoadArgs } from '../../engine/page-load';
import {
  FIRST_PERSONAL_SECTION,
  isPersonalSection,
  LEGACY_SECTION_QUERY,
  PERSONAL_SECTION_KEYS,
  type OwnPersonalSection,
  type PersonalSectionKey,
} from '../../engine/personal-section-keys';
import { PersonalPanel, usePersonalPanels } from '../../engine/personal-sections';
import { useToasts } from '../../engine/portal-context';
import { useCall } from '../../engine/use-call';
import { userInfoAtom } from '../../engine/state/portal-atoms';
import type { CallState } from '../../lib/api/call-state';
import { Button } from '../../lib/ui/button';
import { PageShell } from '../../lib/ui/page-shell';
import { SideMenu } from '../../lib/ui/side-menu';
import { SkeletonCards } from '../../lib/ui/skeleton';
import { TwoColumns } from '../../lib/ui/two-columns';
import { TextField } from '../../lib/ui/text-field';
import { CompleteProfileLink } from './complete-profile-link';
import { InviteLink } from './invite-link';
import { OrgPanel } from './org-panel';
import { PasswordStrength } from './password-strength';
import { proofOf, RebindProof } from './rebind-proof';
import { SendCodeButton } from './send-code-button';
import { useForm } from '../../lib/form/use-form';
import { rules } from '../../lib/form/validation';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(300px, 1fr));
  gap: 20px;
  margin-bottom: 24px;
`;

/** The address of a section: the first one is /personalCenter itself. */
export function sectionHref(section: PersonalSectionKey, query?: Record<string, string | undefined>): string {
  return hrefOf('personalCenter', { section: section === FIRST_PERSONAL_SECTION ? undefined : section }, query);
}

/**
 * /personalCenter/:section?: an unknown section is the 404 page, the first one's own segment leads to
 * /personalCenter, and an old link's query (?list=…, ?subscription=…) to the section that reads it.
 */
export async function loadData({ params, request }: PageLoadArgs): Promise<null> {
  const { section } = params;
  const url = new URL(request.url);
  const query = Object.fromEntries(url.searchParams);
  if (section === FIRST_PERSONAL_SECTION) throw redirect(sectionHref(FIRST_PERSONAL_SECTION, query));
  if (section !== undefined && !isPersonalSection(section)) notFound();
  const legacy = section === undefined ? Object.keys(query).find((name) => LEGACY_SECTION_QUERY[name]) : undefined;
  if (legacy) throw redirect(sectionHref(LEGACY_SECTION_QUERY[legacy]!, query));
  return null;
}

const Section = PersonalPanel;

// My content (with the lists' paging and the reading calls) loads when its section is opened.
const MyContent = lazy(() => import('./my-content'));

type CodeTarget = 'phone' | 'email' | 'self' | 'oldPhone' | 'oldEmail';
type SendCodeBody = CallBody<typeof profileCalls.profileSendVcode>;

/**
 * /personalCenter: a side navigation (tabs on phones) over the sections, one shown at a time at its own address:
 * profile and invite, security (password, phone and email binding, doubleAuth), my content, and the sections
 * other features provide.
 */
export default function PersonalCenterPage() {
  const { t } = useTranslation('pages');
  const params = useParams();
  const current: PersonalSectionKey = isPersonalSection(params.section) ? params.section : FIRST_PERSONAL_SECTION;
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

  const own: Record<OwnPersonalSection, () => ReactNode> = {
    profile: () => (
      <Grid>
        <Section title={t('personal.profile')} testId="profile">
          <form onSubmit={(event) => void saveProfile(event)} noValidate>
            <TextField label={t('account.realname')} maxLength={30} {...profile.field('realname')} />
            <TextField label={t('personal.avatarUrl')} maxLength={500} {...profile.field('avatarUrl')} />
            <Button type="submit">{t('personal.save')}</Button>
          </form>
          <CompleteProfileLink info={info} />
        </Section>
        <Section title={t('personal.invite')} testId="invite-section">
          <InviteLink token={token} />
        </Section>
        <Section title={t('personal.org.title')} testId="org-section">
          <OrgPanel token={token} />
        </Section>
      </Grid>
    ),
    security: () => (
      <Grid>
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
              label={t('account.emailVcode')}
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
    ),
    content: () => (
      <Section title={t('personal.myContent')} testId="my-content-section">
        {token && (
          <Suspense fallback={<SkeletonCards count={1} />}>
            <MyContent token={token} />
          </Suspense>
        )}
      </Section>
    ),
  };

  const provided = () => {
    const found = panels.find((panel) => panel.key === current);
    // The sections' list loads with its own chunk: until then, and while the panel's module loads, a skeleton.
    if (!found || !token) return <SkeletonCards count={1} />;
    const { Panel } = found;
    return (
      <Suspense fallback={<SkeletonCards count={1} />}>
        <Panel token={token} />
      </Suspense>
    );
  };

  // On a phone the navigation is a row of tabs scrolling sideways: the current one is brought into it.
  const navBox = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const link = navBox.current?.querySelector('[aria-current]');
    const row = link?.closest('ul');
    if (!link || !row || row.scrollWidth <= row.clientWidth) return;
    const [linkBox, rowBox] = [link.getBoundingClientRect(), row.getBoundingClientRect()];
    row.scrollLeft += linkBox.left - rowBox.left - (rowBox.width - linkBox.width) / 2;
  }, [current]);

  const nav = PERSONAL_SECTION_KEYS.map((key) => ({
    key,
    label: t(`personal.sections.${key}`),
    href: sectionHref(key),
    active: key === current,
  }));

  return (
    <PageShell title={t('routes:personalCenter')} lead={info ? t('personal.lead', { name: info.realname, phone: info.phone }) : undefined}>
      <TwoColumns>
        <div ref={navBox}>
          <SideMenu title={t('personal.nav')} items={nav} testId="personal-nav" />
        </div>
        <div data-section={current}>{current in own ? own[current as OwnPersonalSection]() : provided()}</div>
      </TwoColumns>
    </PageShell>
  );
}
