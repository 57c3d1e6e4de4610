import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ANALYTICS_RANGE_MAX_DAYS, type AnalyticsRange } from '../../../shared/calls/analytics';
import type { DeskTenant } from '../../../shared/calls/service-desk';
import { hrefOf } from '../../engine/href';
import { useOperatorAccess } from '../../engine/operator/use-operator-access';
import { usePortal } from '../../engine/portal-context';
import { useCall } from '../../engine/use-call';
import { EmptyState } from '../../lib/ui/empty-state';
import { CallStateView } from '../../lib/ui/call-state-view';
import { PageShell } from '../../lib/ui/page-shell';
import { exportAnalytics } from './analytics-api';
import { AnalyticsDashboard } from './analytics-dashboard';
import { AnalyticsFilters } from './analytics-filters';
import { openingTenant } from './busiest-tenant';
import { presetRange, rangeProblem } from './analytics-range';

const DEFAULT_PRESET = 7;

/** The operator's question and its answer; starts on `tenantId` (the busiest, openingTenant) and the last 7 days. */
function Analytics({ tenants, tenantId, token }: { tenants: DeskTenant[]; tenantId: string; token: string }) {
  const { t } = useTranslation('analytics');
  const { bootstrap, tenant, toasts } = usePortal();
  const [now] = useState(() => Date.now());
  const [range, setRange] = useState<AnalyticsRange>(() => ({ tenantId, ...presetRange(DEFAULT_PRESET, now) }));
  const [exporting, setExporting] = useState(false);
  const problem = rangeProblem(range);
  const download = async () => {
    if (problem) return;
    setExporting(true);
    const done = await exportAnalytics(bootstrap.apiBase, tenant.id, range, token).catch(() => false);
    setExporting(false);
    if (!done) toasts.show(t('exportFailed'), 'error');
  };
  return (
    <>
      <AnalyticsFilters
        tenants={tenants}
        range={range}
        onRange={setRange}
        now={now}
        onExport={() => void download()}
        exporting={exporting || Boolean(problem)}
      />
      {problem ? (
        <EmptyState>
          <span data-testid="analytics-range-problem">
            {problem === 'order' ? t('rangeOrder') : t('rangeLength', { days: ANALYTICS_RANGE_MAX_DAYS })}
          </span>
        </EmptyState>
      ) : (
        <AnalyticsDashboard range={range} token={token} />
      )}
    </>
  );
}

/** Finds the tenant to open on, then asks about it. */
function OpenOnBusiest({ tenants, token }: { tenants: DeskTenant[]; token: string }) {
  const { api } = usePortal();
  const [now] = useState(() => Date.now());
  const ids = tenants.map((item) => item.id);
  // The tenants array is a new one on each render of the parent; its ids are what the question depends on.
  const { state, retry } = useCall(() => openingTenant(api, ids, token, DEFAULT_PRESET, now), [api, ids.join(), token, now]);
  return (
    <CallStateView state={state} onRetry={retry}>
      {(tenantId) => <Analytics tenants={tenants} tenantId={tenantId} token={token} />}
    </CallStateView>
  );
}

/** /analytics: per-tenant page views, visitors, reading and bookings for operators. */
export default function AnalyticsPage() {
  const { t } = useTranslation('analytics');
  const access = useOperatorAccess();
  const { token } = access;
  const operator = access.state.status === 'done' && access.state.value !== 'forbidden';
  return (
    <PageShell title={t('title')} lead={t('lead')} actions={operator ? <Link to={hrefOf('serviceDesk')}>{t('deskLink')}</Link> : undefined}>
      <CallStateView state={access.state} onRetry={access.retry}>
        {(value) =>
          value === 'forbidden' || !token || value.tenants.length === 0 ? (
            <EmptyState>
              <span data-testid="analytics-forbidden">{t('forbidden')}</span> <Link to={hrefOf('home')}>{t('backHome')}</Link>
            </EmptyState>
          ) : (
            <OpenOnBusiest tenants={value.tenants} token={token} />
          )
        }
      </CallStateView>
    </PageShell>
  );
}
