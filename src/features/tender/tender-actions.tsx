import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { tenderCalls, type TenderOperations } from '../../../shared/calls/tender';
import { OperationBar } from '../../engine/content/operation-bar';
import { useLoginPrompt } from '../../engine/content/use-login-prompt';
import { useApi, useToasts } from '../../engine/portal-context';
import { FollowButton } from './follow-button';

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
    api
      .call(on ? undo : call, { id }, { token, silent: true })
      .then((answer) => setState(answer.model))
      .catch((error: Error) => toasts.show(error.message, 'error'))
      .finally(() => setBusy(false));
  };

  return (
    <OperationBar
      state={state}
      busy={busy}
      onPraise={guard(toggle(state.praised, tenderCalls.praise, tenderCalls.cancelPraise))}
      onFavorite={guard(toggle(state.favorited, tenderCalls.favorite, tenderCalls.cancelFavorite))}
      testId="tender-actions"
    >
      <FollowButton
        orgId={org.id}
        orgName={org.name}
        followed={state.followed}
        onChange={(followed) => setState((current) => ({ ...current, followed }))}
      />
      {prompt}
    </OperationBar>
  );
}
