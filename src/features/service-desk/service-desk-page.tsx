import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { hrefOf } from '../../engine/href';
import { useOperatorAccess } from '../../engine/operator/use-operator-access';
import { EmptyState } from '../../lib/ui/empty-state';
import { CallStateView } from '../../lib/ui/call-state-view';
import { PageShell } from '../../lib/ui/page-shell';
import { TabStrip } from '../../lib/ui/tab-strip';
import { BookingsPanel } from './bookings-panel';
import { ConversationsPanel } from './conversations-panel';

const TABS = ['conversations', 'bookings'] as const;
type Tab = (typeof TABS)[number];

/** /serviceDesk: the customer-service operators' conversations and demo bookings. */
export default function ServiceDeskPage() {
  const { t } = useTranslation('desk');
  const [tab, setTab] = useState<Tab>('conversations');
  const access = useOperatorAccess();
  const { token } = access;
  const operator = access.state.status === 'done' && access.state.value !== 'forbidden';

  return (
    <PageShell
      title={t('title')}
      lead={t('lead')}
      actions={
        operator ? (
          <Link to={hrefOf('analytics')} data-testid="desk-analytics-link">
            {t('analyticsLink')}
          </Link>
        ) : undefined
      }
    >
      <CallStateView state={access.state} onRetry={access.retry}>
        {(value) =>
          value === 'forbidden' || !token ? (
            <EmptyState>
              <span data-testid="desk-forbidden">{t('forbidden')}</span> <Link to={hrefOf('home')}>{t('backHome')}</Link>
            </EmptyState>
          ) : (
            <>
              <TabStrip role="tablist" aria-label={t('tabsLabel')}>
                {TABS.map((item) => (
                  <button
                    key={item}
                    type="button"
                    role="tab"
                    aria-selected={item === tab}
                    onClick={() => setTab(item)}
                    data-testid={`desk-tab-${item}`}
                  >
                    {t(`tabs.${item}`)}
                  </button>
                ))}
              </TabStrip>
              {tab === 'conversations' ? (
                <ConversationsPanel tenants={value.tenants} token={token} />
              ) : (
                <BookingsPanel tenants={value.tenants} token={token} />
              )}
            </>
          )
        }
      </CallStateView>
    </PageShell>
  );
}
