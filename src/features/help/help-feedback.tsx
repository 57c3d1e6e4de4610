import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { helpCalls } from '../../../shared/calls/help';
import { useApi } from '../../engine/portal-context';
import { useCall } from '../../engine/use-call';
import { userInfoAtom } from '../../engine/state/portal-atoms';
import { Button } from '../../lib/ui/button';
import { visitorId } from '../../lib/visitor-id';
import { surfacePanel } from '../../lib/ui/surface';

type Vote = 'helpful' | 'unhelpful';

const Box = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px 16px;
  margin-top: 32px;
  padding: 16px;
  ${surfacePanel}
  h2 {
    font-size: 16px;
  }
  small {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/** Helpful or not: one vote per visitor (or user), then a thank-you; the visitor's own vote is read after mount. */
export function HelpFeedback({ id, helpfulCount }: { id: number; helpfulCount: number }) {
  const { t } = useTranslation('help');
  const api = useApi();
  const call = useCall();
  const token = useAtomValue(userInfoAtom)?.token;
  const [vote, setVote] = useState<Vote | null>(null);
  const [count, setCount] = useState(helpfulCount);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    api
      .call(helpCalls.feedbackState, { id, visitorId: visitorId() }, { token, silent: true })
      .then((answer) => {
        if (!live) return;
        setVote(answer.vote as Vote | null);
        setCount(answer.helpfulCount);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [api, id, token]);

  const send = (helpful: boolean) => {
    setBusy(true);
    void call.send(helpCalls.feedback, { id, helpful, visitorId: visitorId() }, { token }).then((result) => {
      if (result.status === 'done') {
        setVote(result.value.vote as Vote);
        setCount(result.value.helpfulCount);
      }
      setBusy(false);
    });
  };

  return (
    <Box aria-label={t('feedback.question')} data-testid="help-feedback">
      {vote ? (
        <p role="status" data-testid="help-feedback-thanks">
          {t(vote === 'helpful' ? 'feedback.thanksHelpful' : 'feedback.thanksUnhelpful')}
        </p>
      ) : (
        <>
          <h2>{t('feedback.question')}</h2>
          <Button type="button" $variant="ghost" disabled={busy} onClick={() => send(true)}>
            {t('feedback.helpful')}
          </Button>
          <Button type="button" $variant="plain" disabled={busy} onClick={() => send(false)}>
            {t('feedback.unhelpful')}
          </Button>
        </>
      )}
      <small data-testid="help-feedback-count">{t('feedback.counts', { count })}</small>
    </Box>
  );
}
