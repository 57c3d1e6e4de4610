import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CallReply } from '../../../shared/calls/define-call';
import { newsCalls } from '../../../shared/calls/news';
import { OperationBar } from '../../engine/content/operation-bar';
import { useLoginPrompt } from '../../engine/content/use-login-prompt';
import { useApi, useToasts } from '../../engine/portal-context';
import { isSuccess } from '../../lib/api/api-client';

type State = Omit<CallReply<typeof newsCalls.userOperation>, 'code' | 'msg'>;

/** Praise and favourite of a news item: toggled by a logged-in user; a visitor is asked to log in. */
export function NewsOperations({ id, praiseCount }: { id: number; praiseCount: number }) {
  const { t } = useTranslation('content');
  const api = useApi();
  const toasts = useToasts();
  const { user, guard, prompt } = useLoginPrompt(t('loginToOperate'));
  const [state, setState] = useState<State>({ praised: false, favorited: false, praiseCount });
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    setState({ praised: false, favorited: false, praiseCount });
    if (!user) return;
    let live = true;
    api
      .call(newsCalls.userOperation, { id }, { token: user.token, silent: true })
      .then((answer) => {
        if (live && isSuccess(answer)) setState(answer);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [api, id, user, praiseCount]);

  const toggle = (on: boolean, call: typeof newsCalls.praise, undo: typeof newsCalls.praise) => (token: string) => {
    setBusy(true);
    api
      .call(on ? undo : call, { id }, { token })
      .then((answer) => {
        if (isSuccess(answer)) setState(answer);
        else toasts.show(answer.msg ?? t('errors:http.network'), 'error');
      })
      // HTTP failures have shown their SPEC §8 toast already.
      .catch(() => undefined)
      .finally(() => setBusy(false));
  };

  return (
    <OperationBar
      state={state}
      busy={busy}
      onPraise={guard(toggle(state.praised, newsCalls.praise, newsCalls.cancelPraise))}
      onFavorite={guard(toggle(state.favorited, newsCalls.favorite, newsCalls.cancelFavorite))}
      testId="news-operations"
    >
      {prompt}
    </OperationBar>
  );
}
