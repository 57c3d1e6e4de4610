import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { learningCalls, type VideoOperations } from '../../../shared/calls/learning';
import { OperationBar } from '../../engine/content/operation-bar';
import { useLoginPrompt } from '../../engine/content/use-login-prompt';
import { useApi, useToasts } from '../../engine/portal-context';
import { changeOperation, type OperationRow } from './learning-api';

/** Star (the bar's praise) and favourite of a course; a visitor is asked to log in first. */
export function VideoActions({
  id,
  operations,
  onChange,
}: {
  id: number;
  operations: VideoOperations;
  onChange: (next: VideoOperations) => void;
}) {
  const { t } = useTranslation('learning');
  const api = useApi();
  const toasts = useToasts();
  const { guard, prompt } = useLoginPrompt(t('content:loginToOperate'));
  const [busy, setBusy] = useState(false);

  const toggle = (row: OperationRow) => (token: string) => {
    setBusy(true);
    changeOperation(api, row, id, token)
      .then(onChange)
      .catch((error: Error) => toasts.show(error.message, 'error'))
      .finally(() => setBusy(false));
  };

  return (
    <OperationBar
      state={{ praised: operations.starred, favorited: operations.favorited, praiseCount: operations.starCount }}
      busy={busy}
      onPraise={guard(toggle(operations.starred ? learningCalls.reduceStar : learningCalls.addStar))}
      onFavorite={guard(toggle(operations.favorited ? learningCalls.cancelFavorite : learningCalls.favorite))}
      testId="video-actions"
    >
      {prompt}
    </OperationBar>
  );
}
