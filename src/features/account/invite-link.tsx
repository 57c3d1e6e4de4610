import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { accountRegCalls } from '../../../shared/calls/account-reg';
import { Button } from '../../lib/ui/button';
import { useAccountCall } from './use-account-call';

const Link = styled.input`
  width: 100%;
  height: 36px;
  margin: 10px 0;
  padding: 0 10px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.sizes.radius}px;
  background: ${({ theme }) => theme.colors.pageBg};
  color: ${({ theme }) => theme.colors.text};
`;

/** Makes the user's invite link (SPEC §7 /user/unionInvite/generateLink) to share with colleagues. */
export function InviteLink({ token }: { token: string }) {
  const { t } = useTranslation('pages');
  const call = useAccountCall();
  const [url, setUrl] = useState('');
  const generate = async () => {
    const result = await call(accountRegCalls.invite, {}, token);
    if (result.ok) setUrl(new URL(result.body.url, window.location.origin).href);
  };
  return (
    <div data-testid="invite-link">
      <p>{t('personal.inviteHint')}</p>
      {url && <Link readOnly value={url} aria-label={t('personal.inviteLink')} onFocus={(event) => event.target.select()} />}
      <Button type="button" $variant="ghost" onClick={() => void generate()}>
        {url ? t('personal.inviteAgain') : t('personal.inviteMake')}
      </Button>
    </div>
  );
}
