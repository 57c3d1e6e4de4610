import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { AccountStage, Panel } from './account-stage';
import { RegisterForm } from './register-form';

/** /invite and /invite/register: registration through an invite link (?code=…). */
export default function InvitePage() {
  const { t } = useTranslation('pages');
  const [search] = useSearchParams();
  const code = search.get('code') ?? undefined;
  return (
    <AccountStage tagline={t('account.invite.tagline')}>
      <Panel aria-labelledby="invite-title" data-testid="invite">
        <h2 id="invite-title">{t('routes:invite')}</h2>
        {code && <p>{t('account.invite.hint')}</p>}
        <RegisterForm preview={false} inviteCode={code} />
      </Panel>
    </AccountStage>
  );
}
