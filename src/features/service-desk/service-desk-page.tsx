import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { serviceDeskCalls, type DeskTenant } from '../../../shared/calls/service-desk';
import { hrefOf } from '../../engine/href';
import { useApi } from '../../engine/portal-context';
import { userInfoAtom } from '../../engine/state/portal-atoms';
import { ApiFailure } from '../../lib/api/api-client';
import { useLoad } from '../../lib/hooks/use-load';
import { EmptyState } from '../../lib/ui/empty-state';
import { LoadStateView } from '../../lib/ui/load-state-view';
import { PageShell } from '../../lib/ui/page-shell';
import { TabStrip } from '../../lib/ui/tab-strip';
import { BookingsPanel } from './bookings-panel';
import { ConversationsPanel } from './conversations-panel';

const TABS = ['conversations', 'bookings'] as const;
type Tab = (typeof TABS)[number];

/** What the desk needs to know of its operator: the tenants they serve, or that they are none (HTTP 403). */
type DeskAccess = { tenants: DeskTenant[] } | 'forbidden';

/** /serviceDesk: the customer-service operators' conversations and demo bookings (issue 12). */
export default function ServiceDeskPage() {
  const { t } = useTranslation('desk');
  const api = useApi();
  const token = useAtomValue(userInfoAtom)?.token;
  const [tab, setTab] = useState<Tab>('conversations');
  const access = useLoad<DeskAccess>(
    token
      ? () =>
          api.call(serviceDeskCalls.me, {}, { token, silent: true }).then(
            (body) => ({ tenants: body.tenants }),
            (err: unknown) => {
              if (err instanceof ApiFailure && err.status === 403) return 'forbidden' as const;
              throw err;
            },
          )
      : null,
    [api, token],
  );

  return (
    <PageShell title={t('title')} lead={t('lead')}>
      <LoadStateView state={access.state} onRetry={access.retry}>
        {(value) =>
          value === 'forbidden' || !token ? (
            <EmptyState>
              <span data-testid="desk-forbidden">{t('forbidden')}</span> <Link to={hrefOf('home')}>{t('backHome')}</Link>
            </EmptyState>
          ) : (
            <>
              <TabStrip role="tablist" aria-label={t('tabsLabel')}>
                {TABS.map((item) => (
                  <button key={item} type="button" role="tab" aria-selected={item === tab} onClick={() => setTab(item)} data-testid={`desk-tab-${item}`}>
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
      </LoadStateView>
    </PageShell>
  );
}
