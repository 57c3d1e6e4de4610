import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CallReply } from '../../../shared/calls/define-call';
import { newsCalls } from '../../../shared/calls/news';
import { OperationBar } from '../../engine/content/operation-bar';
import { useLoginPrompt } from '../../engine/content/use-login-prompt';
import { useApi } from '../../engine/portal-context';
import { useCall } from '../../engine/use-call';

type State = Omit<CallReply<typeof newsCalls.userOperation>, 'code' | 'msg'>;

/** Praise and favourite of a news item: toggled by a logged-in user; a visitor is asked to log in. */
export function NewsOperations({ id, praiseCount }: { id: number; praiseCount: number }) {
  const { t } = useTranslation('content');
  const api = useApi();
  const { send } = useCall();
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
        if (live) setState(answer);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [api, id, user, praiseCount]);

  const toggle = (on: boolean, call: typeof newsCalls.praise, undo: typeof newsCalls.praise) => (token: string) => {
    setBusy(true);
    void send(on ? undo : call, { id }, { token }).then((result) => {
      if (result.status === 'done') setState(result.value);
      setBusy(false);
    });
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
