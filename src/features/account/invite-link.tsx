import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { accountRegCalls } from '../../../shared/calls/account-reg';
import { pointsCalls } from '../../../shared/calls/points';
import { useApi } from '../../engine/portal-context';
import { Button } from '../../lib/ui/button';
import { useCall } from '../../engine/use-call';

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

const Earns = styled.p`
  margin-bottom: 10px;
  color: ${({ theme }) => theme.colors.muted};
`;

/** The points an invite earns, from the earning rules (0 while loading or when no rule pays for invites). */
function useInvitePoints(): number {
  const api = useApi();
  const [points, setPoints] = useState(0);
  useEffect(() => {
    let live = true;
    api.call(pointsCalls.getPointEarningRule, {}, { silent: true }).then(
      (answer) => live && setPoints(answer.list?.find((rule) => rule.code === 'invite')?.points ?? 0),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [api]);
  return points;
}

/** Makes the user's invite link (SPEC §7 /user/unionInvite/generateLink) to share with colleagues. */
export function InviteLink({ token }: { token: string }) {
  const { t } = useTranslation('pages');
  const { send } = useCall();
  const [url, setUrl] = useState('');
  const points = useInvitePoints();
  const generate = async () => {
    const result = await send(accountRegCalls.invite, {}, { token });
    if (result.status === 'done') setUrl(new URL(result.value.url, window.location.origin).href);
  };
  return (
    <div data-testid="invite-link">
      <p>{t('personal.inviteHint')}</p>
      {points > 0 && <Earns data-testid="invite-points">{t('personal.invitePoints', { points })}</Earns>}
      {url && <Link readOnly value={url} aria-label={t('personal.inviteLink')} onFocus={(event) => event.target.select()} />}
      <Button type="button" $variant="ghost" onClick={() => void generate()}>
        {url ? t('personal.inviteAgain') : t('personal.inviteMake')}
      </Button>
    </div>
  );
}
