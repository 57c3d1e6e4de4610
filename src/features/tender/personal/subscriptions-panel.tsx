import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { SUBSCRIPTIONS_MAX } from '../../../../shared/calls/enums';
import { tenderCalls, type Subscription } from '../../../../shared/calls/tender';
import { PersonalPanel, type PersonalSectionProps } from '../../../engine/personal-sections';
import { useApi, useToasts } from '../../../engine/portal-context';
import { Badge } from '../../../lib/ui/badge';
import { Button } from '../../../lib/ui/button';
import { ConfirmDialog } from '../../../lib/ui/confirm-dialog';
import { EmptyState } from '../../../lib/ui/empty-state';
import { CallStateView } from '../../../lib/ui/call-state-view';
import { SubscriptionDialog } from './subscription-dialog';
import { FEED_PARAM, SubscriptionFeed } from './subscription-feed';
import { SubscriptionSummary } from './subscription-summary';
import { usePanelQuery } from '../../../engine/content/use-panel-query';
import { useCall } from '../../../engine/use-call';

interface SubscriptionsWithCounts {
  list: Subscription[];
  /** New matches per subscription id. */
  counts: Record<number, number>;
}

const Rows = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    align-items: center;
    gap: 8px 16px;
    padding: 12px 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  li[aria-current='true'] {
    background: ${({ theme }) => theme.colors.pageBg};
  }
  .what {
    min-width: 0;
    flex: 1 1 320px;
  }
  .name {
    display: flex;
    align-items: center;
    gap: 8px;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px;
  }
`;

async function loadSubscriptions(api: ReturnType<typeof useApi>, token: string): Promise<SubscriptionsWithCounts> {
  const options = { token, silent: true };
  const [subscriptions, counts] = await Promise.all([
    api.call(tenderCalls.subscribeGetByUser, {}, options),
    api.call(tenderCalls.countSubscribe, {}, options),
  ]);
  return { list: subscriptions.list, counts: Object.fromEntries(counts.list.map((row) => [row.subscribeId, row.count])) };
}

/** The personal centre's tender subscriptions: each with its count of new matches, its feed, edit and delete. */
export default function SubscriptionsPanel({ token }: PersonalSectionProps) {
  const { t } = useTranslation('tender');
  const api = useApi();
  const toasts = useToasts();
  const query = usePanelQuery();
  const openId = query.id(FEED_PARAM);
  const { state, retry } = useCall(() => loadSubscriptions(api, token), [api, token]);
  const [editing, setEditing] = useState<Subscription | 'new' | null>(null);
  const [removing, setRemoving] = useState<Subscription | null>(null);
  // Feeds opened here since the counts were loaded: the server has marked their matches seen.
  const [opened, setOpened] = useState<number[]>([]);
  const loaded = state.status === 'done' ? state.value : null;

  const close = useCallback(() => setEditing(null), []);
  const seen = useCallback((id: number) => setOpened((ids) => (ids.includes(id) ? ids : [...ids, id])), []);
  const countOf = (counts: SubscriptionsWithCounts['counts'], id: number) => (opened.includes(id) ? 0 : (counts[id] ?? 0));

  const reload = () => {
    setOpened([]);
    retry();
  };
  const saved = () => {
    setEditing(null);
    toasts.show(t('personal.saved'), 'success');
    reload();
  };
  const remove = (subscription: Subscription) => {
    setRemoving(null);
    api
      .call(tenderCalls.subscribeRemove, { id: subscription.id }, { token, silent: true })
      .then(() => {
        toasts.show(t('personal.removed'), 'success');
        reload();
      })
      .catch((error: Error) => toasts.show(error.message, 'error'));
  };

  const full = !!loaded && loaded.list.length >= SUBSCRIPTIONS_MAX;
  return (
    <PersonalPanel
      title={t('personal.subscriptions')}
      testId="tender-subscriptions"
      actions={
        <Button
          type="button"
          disabled={!loaded || full}
          title={full ? t('personal.subscriptionsFull', { max: SUBSCRIPTIONS_MAX }) : undefined}
          onClick={() => setEditing('new')}
          data-testid="new-subscription"
        >
          {t('personal.newSubscription')}
        </Button>
      }
    >
      <CallStateView state={state} onRetry={retry}>
        {({ list, counts }) =>
          list.length ? (
            <Rows>
              {list.map((subscription) => {
                const count = countOf(counts, subscription.id);
                return (
                  <li key={subscription.id} aria-current={subscription.id === openId ? 'true' : undefined} data-testid="subscription">
                    <div className="what">
                      <p className="name">
                        <span>{subscription.name}</span>
                        {count > 0 && (
                          <>
                            <Badge count={count} inline testId="subscription-count" />
                            <span className="visually-hidden">{t('personal.newMatches', { count })}</span>
                          </>
                        )}
                      </p>
                      <SubscriptionSummary subscription={subscription} />
                    </div>
                    <div className="actions">
                      <Link to={query.href({ [FEED_PARAM]: subscription.id, subscriptionPage: undefined })} data-testid="open-feed">
                        {t('personal.open')}
                      </Link>
                      <Button
                        type="button"
                        $variant="plain"
                        onClick={() => setEditing(subscription)}
                        aria-label={t('personal.editNamed', { name: subscription.name })}
                      >
                        {t('personal.edit')}
                      </Button>
                      <Button
                        type="button"
                        $variant="plain"
                        onClick={() => setRemoving(subscription)}
                        aria-label={t('personal.removeNamed', { name: subscription.name })}
                      >
                        {t('personal.remove')}
                      </Button>
                    </div>
                  </li>
                );
              })}
            </Rows>
          ) : (
            <EmptyState>{t('personal.noSubscriptions')}</EmptyState>
          )
        }
      </CallStateView>
      {openId !== undefined && <SubscriptionFeed id={openId} token={token} onSeen={seen} />}
      {editing && <SubscriptionDialog token={token} editing={editing === 'new' ? undefined : editing} onSaved={saved} onClose={close} />}
      {removing && (
        <ConfirmDialog
          title={t('personal.removeTitle')}
          message={t('personal.removeConfirm', { name: removing.name })}
          confirmLabel={t('personal.remove')}
          cancelLabel={t('common:cancel')}
          onConfirm={() => remove(removing)}
          onCancel={() => setRemoving(null)}
        />
      )}
    </PersonalPanel>
  );
}
