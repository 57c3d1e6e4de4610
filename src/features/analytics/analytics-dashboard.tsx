import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { useTheme } from 'styled-components';
import type { AnalyticsRange } from '../../../shared/calls/analytics';
import { useApi } from '../../engine/portal-context';
import { EmptyState } from '../../lib/ui/empty-state';
import { CallStateView } from '../../lib/ui/call-state-view';
import { mobile } from '../../lib/ui/media';
import { loadAnalytics, type AnalyticsReport } from './analytics-api';
import { analyticsPanels, analyticsTotals, isEmptyReport } from './analytics-panels';
import { chartColors } from './chart-options';
import { ChartPanel } from './chart-panel';
import { useCall } from '../../engine/use-call';

const Totals = styled.dl`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: 12px;
  margin-bottom: 16px;
  div {
    padding: 12px 16px;
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.sizes.radius}px;
  }
  dt {
    font-size: 13px;
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    font-size: 24px;
    font-weight: 600;
  }
  ${mobile} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 16px;
  padding-bottom: 32px;
  ${mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

function Report({ report }: { report: AnalyticsReport }) {
  const { t } = useTranslation('analytics');
  const theme = useTheme();
  const panels = useMemo(() => analyticsPanels(report, t, chartColors(theme)), [report, t, theme]);
  const totals = analyticsTotals(report);
  if (isEmptyReport(report)) return <EmptyState>{t('empty')}</EmptyState>;
  return (
    <>
      <Totals data-testid="analytics-totals">
        {(['views', 'visitors', 'bookings', 'chats'] as const).map((key) => (
          <div key={key}>
            <dt>{t(`totals.${key}`)}</dt>
            <dd data-testid={`analytics-total-${key}`}>{totals[key]}</dd>
          </div>
        ))}
      </Totals>
      <Grid>
        {panels.map((panel) => (
          <ChartPanel key={panel.key} panel={panel} />
        ))}
      </Grid>
    </>
  );
}

/** The plots of one tenant and range, loaded from the rollups whenever either changes. */
export function AnalyticsDashboard({ range, token }: { range: AnalyticsRange; token: string }) {
  const api = useApi();
  const report = useCall(() => loadAnalytics(api, range, token), [api, token, range.tenantId, range.from, range.to]);
  return (
    <CallStateView state={report.state} onRetry={report.retry}>
      {(value) => <Report report={value} />}
    </CallStateView>
  );
}
