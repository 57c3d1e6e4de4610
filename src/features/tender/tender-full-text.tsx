import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { tenderCalls, type TenderDetail } from '../../../shared/calls/tender';
import { useLoginHref } from '../../engine/content/use-login-prompt';
import { useApi } from '../../engine/portal-context';
import { useSessionPending } from '../../engine/session/use-session-pending';
import { userInfoAtom } from '../../engine/state/portal-atoms';
import type { ApiClient } from '../../lib/api/api-client';
import { visitorId } from '../../lib/visitor-id';
import { ArticleBody } from '../../lib/ui/article-body';
import { Button } from '../../lib/ui/button';
import { CallStateView } from '../../lib/ui/call-state-view';
import { EmptyState } from '../../lib/ui/empty-state';
import { StageTimeline } from './stage-timeline';
import { TenderActions } from './tender-actions';
import { TenderAttachments } from './tender-attachments';
import { useCall } from '../../engine/use-call';

const Gate = styled.section`
  display: grid;
  justify-items: center;
  gap: 12px;
  margin: 8px 0 24px;
  padding: 32px 16px;
  border: 1px dashed ${({ theme }) => theme.colors.primaryText};
  border-radius: ${({ theme }) => theme.sizes.radius * 2}px;
  background: ${({ theme }) => theme.colors.surface};
  text-align: center;
  h2 {
    font-size: 18px;
  }
  p {
    max-width: 520px;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Block = styled.section`
  margin-top: 28px;
  h2 {
    font-size: 17px;
    margin-bottom: 12px;
  }
  > ul {
    margin: 0;
    padding: 0 0 0 1.2em;
  }
  > ul > li {
    padding: 4px 0;
    overflow-wrap: anywhere;
  }
`;

/** Asks a visitor (or a caller the server no longer knows) to log in for the full notice. */
function LoginGate() {
  const { t } = useTranslation('tender');
  const loginHref = useLoginHref();
  return (
    <Gate aria-labelledby="tender-locked-title" data-testid="tender-locked">
      <h2 id="tender-locked-title">{t('locked.title')}</h2>
      <p>{t('locked.text')}</p>
      <Button as={Link} to={loginHref} data-testid="tender-login">
        {t('locked.login')}
      </Button>
    </Gate>
  );
}

/** checkLogin decides: a caller it does not know as logged in gets the gate; anyone else the whole notice. */
async function loadFull(api: ApiClient, id: number, token: string): Promise<TenderDetail | null> {
  const options = { token, silent: true };
  const check = await api.call(tenderCalls.checkLogin, { id }, options);
  if (!check.loggedIn) return null;
  const { model } = await api.call(tenderCalls.getByBidId, { id, visitorId: visitorId() }, options);
  return model.locked ? null : model;
}

/** The parts of a tender only a logged-in reader sees: body, attachments, the project's stages and the actions. */
function FullParts({ tender, token }: { tender: TenderDetail; token: string }) {
  const { t } = useTranslation('tender');
  return (
    <>
      <Block aria-labelledby="tender-body-title">
        {/* The notices' own headings are h3: this one keeps the outline in order. */}
        <h2 id="tender-body-title">{t('body')}</h2>
        {/* Sanitised by the API host before storage and again on the way out (sanitize-html). */}
        <ArticleBody data-testid="tender-body" dangerouslySetInnerHTML={{ __html: tender.content }} />
      </Block>
      <Block aria-labelledby="tender-attachments-title" data-testid="tender-attachments">
        <h2 id="tender-attachments-title">{t('attachments')}</h2>
        {tender.attachments.length ? (
          <TenderAttachments id={tender.id} attachments={tender.attachments} token={token} />
        ) : (
          <p>{t('noAttachments')}</p>
        )}
      </Block>
      {tender.stages.length > 0 && (
        <Block aria-labelledby="tender-stages-title">
          <h2 id="tender-stages-title">{t('timeline')}</h2>
          <StageTimeline stages={tender.stages} currentId={tender.id} tradeCategory={tender.tradeCategory} />
        </Block>
      )}
      <TenderActions id={tender.id} org={tender.org} initial={tender} />
    </>
  );
}

/**
 * The body of a tender for the reader in this browser. The server renders the visitor's page (it is cached and
 * the same for everyone), or, for a request with a live session, the loading state; a logged-in reader's
 * notice loads here, after hydration.
 */
export function TenderFullText({ id }: { id: number }) {
  const { t } = useTranslation();
  const api = useApi();
  const user = useAtomValue(userInfoAtom);
  const token = user?.token;
  const pending = useSessionPending();
  const { state, retry } = useCall(token ? () => loadFull(api, id, token) : null, [api, id, token]);
  // A page rendered for a logged-in reader shows the loading state the notice's call will show, not the gate.
  if (!token) return pending ? <EmptyState>{t('loading')}</EmptyState> : <LoginGate />;
  return (
    <CallStateView state={state} onRetry={retry}>
      {(tender) => (tender ? <FullParts tender={tender} token={token} /> : <LoginGate />)}
    </CallStateView>
  );
}
