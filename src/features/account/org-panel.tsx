import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { accountRegCalls } from '../../../shared/calls/account-reg';
import { isUscc } from '../../../shared/uscc';
import { useToasts } from '../../engine/portal-context';
import { useSwitchOrg } from '../../engine/session/use-switch-org';
import { useCall } from '../../engine/use-call';
import { useForm } from '../../lib/form/use-form';
import { rules } from '../../lib/form/validation';
import { Button } from '../../lib/ui/button';
import { TextField } from '../../lib/ui/text-field';
import { SendCodeButton } from './send-code-button';

const Orgs = styled.ul`
  margin: 0 0 12px;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 12px;
    padding: 8px 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Current = styled.p`
  margin-bottom: 12px;
  strong {
    color: ${({ theme }) => theme.colors.primaryText};
  }
`;

const Hint = styled.p`
  margin-bottom: 12px;
  font-size: 13px;
  color: ${({ theme }) => theme.colors.muted};
`;

const upgradeRules = {
  orgName: (value: string) => (value.length >= 2 ? undefined : 'validation:orgNameRequired'),
  uscc: (value: string) => (!value ? 'validation:usccRequired' : isUscc(value.toUpperCase()) ? undefined : 'validation:usccFormat'),
  vcode: rules.vcode,
};

/** A personal account becomes an organisation one: the organisation's name and USCC, and a code to the user's phone. */
function UpgradeForm({ token }: { token: string }) {
  const { t } = useTranslation('pages');
  const { send } = useCall();
  const toasts = useToasts();
  const { adopt } = useSwitchOrg();
  const form = useForm({ orgName: '', uscc: '', vcode: '' }, upgradeRules);

  const organisation = () => {
    const values = form.check(['orgName', 'uscc']);
    return values && { orgName: values.orgName, uscc: values.uscc.toUpperCase() };
  };

  const sendCode = async () => {
    const org = organisation();
    if (!org) return false;
    const result = await send(accountRegCalls.regUpgradeSend, org, { token });
    if (result.status === 'done') toasts.show(t('personal.org.codeSent', { phone: result.value.phone }), 'success');
    return result.status === 'done';
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const values = form.check();
    if (!values) return;
    form.setBusy(true);
    const result = await send(accountRegCalls.regUpgrade, { ...values, uscc: values.uscc.toUpperCase() }, { token });
    form.setBusy(false);
    if (result.status !== 'done') return;
    adopt(result.value);
    toasts.show(t('personal.org.upgraded'), 'success');
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate data-testid="upgrade-form">
      <Hint>{t('personal.org.upgradeHint')}</Hint>
      <TextField label={t('personal.org.orgName')} maxLength={50} autoComplete="organization" {...form.field('orgName')} />
      <TextField label={t('personal.org.uscc')} maxLength={18} autoCapitalize="characters" {...form.field('uscc')} />
      <TextField
        label={t('account.vcode')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        {...form.field('vcode')}
        addon={<SendCodeButton onSend={sendCode} />}
      />
      <Button type="submit" disabled={form.busy}>
        {t('personal.org.upgrade')}
      </Button>
    </form>
  );
}

/**
 * The personal centre's organisation panel: whom the session acts for, the organisations to switch to (as in the
 * user menu), and for a personal account the upgrade to an organisation one.
 */
export function OrgPanel({ token }: { token: string }) {
  const { t } = useTranslation('pages');
  const { switchTo, orgs, currentOrgId } = useSwitchOrg();
  const current = orgs.find((org) => org.id === currentOrgId);
  return (
    <>
      <Current data-testid="current-identity">
        {t('personal.org.current')}
        <strong>{current ? current.name : t('personal.org.personal')}</strong>
      </Current>
      {orgs.length > 0 ? (
        <Orgs aria-label={t('personal.org.list')}>
          {[{ id: null, name: t('personal.org.personal') }, ...orgs].map((org) => (
            <li key={org.id ?? 'personal'}>
              <span>{org.name}</span>
              {org.id === currentOrgId ? (
                <span>{t('personal.org.acting')}</span>
              ) : (
                <Button
                  type="button"
                  $variant="ghost"
                  aria-label={t('personal.org.switchTo', { name: org.name })}
                  onClick={() => void switchTo(org.id)}
                >
                  {t('personal.org.switch')}
                </Button>
              )}
            </li>
          ))}
        </Orgs>
      ) : (
        <UpgradeForm token={token} />
      )}
    </>
  );
}
