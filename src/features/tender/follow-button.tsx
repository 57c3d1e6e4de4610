import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { tenderCalls } from '../../../shared/calls/tender';
import { useLoginPrompt } from '../../engine/content/use-login-prompt';
import { useApi, useToasts } from '../../engine/portal-context';
import { Button } from '../../lib/ui/button';

export interface FollowButtonProps {
  orgId: number;
  orgName: string;
  followed: boolean;
  onChange: (followed: boolean) => void;
  /** Labelled for the organisation itself (its page), not as the tendering organisation of a notice. */
  ofOrg?: boolean;
}

/** Follows or unfollows an organisation; a visitor is asked to log in first. */
export function FollowButton({ orgId, orgName, followed, onChange, ofOrg = false }: FollowButtonProps) {
  const { t } = useTranslation('tender');
  const api = useApi();
  const toasts = useToasts();
  const { guard, prompt } = useLoginPrompt(t('loginToOperate'));
  const [busy, setBusy] = useState(false);
  const toggle = (token: string) => {
    setBusy(true);
    api
      .call(followed ? tenderCalls.unfollow : tenderCalls.follow, { orgId }, { token, silent: true })
      .then((answer) => {
        onChange(answer.followed);
        toasts.show(t(answer.followed ? 'followDone' : 'unfollowDone', { name: orgName }), 'success');
      })
      .catch((error: Error) => toasts.show(error.message, 'error'))
      .finally(() => setBusy(false));
  };
  return (
    <>
      <Button
        type="button"
        $variant={followed ? 'primary' : 'ghost'}
        aria-pressed={followed}
        // The name starts with the visible label (WCAG 2.5.3, axe label-content-name-mismatch); aria-pressed says
        // whether a press unfollows.
        aria-label={t(followed ? 'followingNamed' : ofOrg ? 'followOrgNamed' : 'followNamed', { name: orgName })}
        disabled={busy}
        onClick={guard(toggle)}
        data-testid="follow"
      >
        {t(followed ? 'following' : ofOrg ? 'followOrg' : 'follow')}
      </Button>
      {prompt}
    </>
  );
}
