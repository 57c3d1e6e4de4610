import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { tenderCalls } from '../../../../shared/calls/tender';
import { useApi } from '../../../engine/portal-context';
import { CallStateView } from '../../../lib/ui/call-state-view';
import { Pagination } from '../../../lib/ui/pagination';
import { PANEL_PAGE_SIZE, totalText } from '../tender-api';
import { TenderRows } from '../tender-rows';
import { usePanelQuery } from '../../../engine/content/use-panel-query';
import { useCall } from '../../../engine/use-call';

export const FEED_PARAM = 'subscription';
const PAGE_PARAM = 'subscriptionPage';

const Feed = styled.section`
  margin-top: 20px;
  padding-top: 16px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  header {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    align-items: baseline;
    gap: 8px;
    margin-bottom: 8px;
  }
  h3 {
    font-size: 16px;
  }
  h3 small {
    margin-left: 8px;
    font-weight: normal;
    font-size: 13px;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/** The matches of one subscription, newest first; opening it marks its new matches seen (`onSeen`). */
export function SubscriptionFeed({ id, token, onSeen }: { id: number; token: string; onSeen: (id: number) => void }) {
  const { t } = useTranslation('tender');
  const api = useApi();
  const query = usePanelQuery();
  const page = query.page(PAGE_PARAM);
  const { state, retry } = useCall(
    () => api.call(tenderCalls.listPagedBySubscribe, { subscribeId: id, page, pageSize: PANEL_PAGE_SIZE }, { token, silent: true }),
    [api, id, page, token],
  );
  const loaded = state.status === 'done';
  useEffect(() => {
    if (loaded) onSeen(id);
  }, [loaded, id, onSeen]);
  return (
    <Feed aria-label={t('personal.feed')} data-testid="subscription-feed">
      <CallStateView state={state} onRetry={retry}>
        {({ list, total, capped, subscription }) => (
          <>
            <header>
              <h3>
                {t('personal.feedTitle', { name: subscription.name })}
                <small>{t('total', { total: totalText({ total, capped }) })}</small>
              </h3>
              <Link to={query.href({ [FEED_PARAM]: undefined, [PAGE_PARAM]: undefined })}>{t('personal.feedClose')}</Link>
            </header>
            <TenderRows list={list} level={3} empty={t('personal.feedEmpty')} testId="subscription-feed-list" />
            <Pagination
              page={page}
              total={total}
              pageSize={PANEL_PAGE_SIZE}
              hrefFor={(n) => query.href({ [PAGE_PARAM]: query.pageValue(n) })}
            />
          </>
        )}
      </CallStateView>
    </Feed>
  );
}
