import type { BarSeriesOption } from 'echarts/charts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useTheme } from 'styled-components';
import type { OrgYear } from '../../../shared/calls/tender';
import type { ChartOption } from '../../lib/charts/chart-option';
import { LazyEChart } from '../../lib/charts/lazy-echart';
import { yuanToWan } from './amount';

// The organisation page's plot, drawn by the portal's one ECharts chunk (lib/charts) as /analytics' plots are.
// Counts are bars on the left axis, the awarded amount (wan) a line on the right.

/** The years' figures as a plot; the counts drawn are those the organisation has (a buyer's tenders, a bidder's bids). */
export default function OrgPlot({ years }: { years: readonly OrgYear[] }) {
  const { t } = useTranslation('tender');
  const { colors, fonts } = useTheme();
  const option = useMemo((): ChartOption => {
    const counts = (['published', 'bids', 'wins'] as const).filter((key) => years.some((year) => year[key] > 0));
    const axis = { axisLabel: { color: colors.muted }, splitLine: { lineStyle: { color: colors.border } } };
    const hasAwards = years.some((year) => year.awarded > 0);
    return {
      color: [colors.primary, colors.accent, colors.success, colors.highlight],
      animation: false,
      textStyle: { color: colors.text, fontFamily: fonts.body },
      legend: { top: 0, textStyle: { color: colors.text } },
      tooltip: {
        trigger: 'axis',
        confine: true,
        backgroundColor: colors.surface,
        borderColor: colors.border,
        textStyle: { color: colors.text, fontFamily: fonts.body },
      },
      grid: { left: 8, right: 8, top: 40, bottom: 8, containLabel: true },
      xAxis: {
        type: 'category',
        data: years.map((year) => t('analysis.yearLabel', { year: year.year })),
        axisLabel: { color: colors.muted },
        axisLine: { lineStyle: { color: colors.border } },
      },
      yAxis: [
        { type: 'value', minInterval: 1, ...axis },
        ...(hasAwards ? [{ type: 'value' as const, ...axis, splitLine: { show: false } }] : []),
      ],
      series: [
        ...counts.map(
          (key): BarSeriesOption => ({ type: 'bar', name: t(`analysis.${key}`), data: years.map((year) => year[key]), barMaxWidth: 24 }),
        ),
        ...(hasAwards
          ? [
              {
                type: 'line' as const,
                name: t('analysis.awardedWan'),
                yAxisIndex: 1,
                data: years.map((year) => Math.round(yuanToWan(year.awarded) * 100) / 100),
              },
            ]
          : []),
      ],
    };
  }, [years, colors, fonts, t]);
  // For the eye only: the table below it holds the same figures for everyone else.
  return <LazyEChart option={option} height={280} testId="org-plot" />;
}
