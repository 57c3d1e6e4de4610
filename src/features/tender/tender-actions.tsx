import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { tenderCalls, type TenderOperations } from '../../../shared/calls/tender';
import { useLoginPrompt } from '../../engine/content/use-login-prompt';
import { useApi, useToasts } from '../../engine/portal-context';
import { Button } from '../../lib/ui/button';
import { FollowButton } from './follow-button';
import { userCall } from './tender-api';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  justify-content: center;
  margin: 32px 0 8px;
`;

type OperationRow = typeof tenderCalls.praise;

/** Praise and favourite of a tender and following its organisation, for a logged-in reader. */
export function TenderActions({ id, org, initial }: { id: number; org: { id: number; name: string }; initial: TenderOperations }) {
  const { t } = useTranslation('tender');
  const api = useApi();
  const toasts = useToasts();
  const { guard, prompt } = useLoginPrompt(t('loginToOperate'));
  const [state, setState] = useState<TenderOperations>(initial);
  const [busy, setBusy] = useState(false);

  const toggle = (on: boolean, call: OperationRow, undo: OperationRow) => (token: string) => {
    setBusy(true);
    userCall(api, on ? undo : call, { id }, token, { silent: true, fallback: t('errors:http.network') })
      .then((answer) => setState(answer.model))
      .catch((error: Error) => toasts.show(error.message, 'error'))
      .finally(() => setBusy(false));
  };

  return (
    <Bar data-testid="tender-actions">
      <Button
        type="button"
        $variant={state.praised ? 'primary' : 'ghost'}
        aria-pressed={state.praised}
        disabled={busy}
        onClick={guard(toggle(state.praised, tenderCalls.praise, tenderCalls.cancelPraise))}
        data-testid="praise"
      >
        {t(state.praised ? 'content:praised' : 'content:praise')} · {state.praiseCount}
      </Button>
      <Button
        type="button"
        $variant={state.favorited ? 'primary' : 'ghost'}
        aria-pressed={state.favorited}
        disabled={busy}
        onClick={guard(toggle(state.favorited, tenderCalls.favorite, tenderCalls.cancelFavorite))}
        data-testid="favorite"
      >
        {t(state.favorited ? 'content:favorited' : 'content:favorite')}
      </Button>
      <FollowButton orgId={org.id} orgName={org.name} followed={state.followed} onChange={(followed) => setState((current) => ({ ...current, followed }))} />
      {prompt}
    </Bar>
  );
}
