import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { DataTable } from '../../lib/ui/data-table';
import { TableScroll } from '../../lib/ui/table-scroll';
import type { Panel } from './analytics-panels';
import { LazyEChart } from '../../lib/charts/lazy-echart';

const Section = styled.section<{ $wide: boolean }>`
  grid-column: ${({ $wide }) => ($wide ? '1 / -1' : 'auto')};
  min-width: 0;
  padding: 16px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.sizes.radius}px;
  h2 {
    font-size: 16px;
    margin-bottom: 8px;
  }
  summary {
    cursor: pointer;
    color: ${({ theme }) => theme.colors.primaryText};
    font-size: 14px;
    margin-top: 8px;
  }
`;

/** One plot with its numbers as a table in a <details>, for keyboard and screen-reader users. */
export function ChartPanel({ panel }: { panel: Panel }) {
  const { t } = useTranslation('analytics');
  const titleId = useId();
  return (
    <Section $wide={panel.wide} aria-labelledby={titleId} data-testid={`analytics-${panel.key}`}>
      <h2 id={titleId}>{panel.title}</h2>
      <LazyEChart option={panel.option} height={panel.height} testId="analytics-plot" />
      <details>
        <summary>{t('dataTable')}</summary>
        <TableScroll tabIndex={0} role="region" aria-label={`${panel.title} ${t('dataTable')}`}>
          <DataTable head={panel.head} rows={panel.rows} rowKeys={panel.rows.map((_, index) => index)} />
        </TableScroll>
      </details>
    </Section>
  );
}
