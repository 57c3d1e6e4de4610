import { BarChart, LineChart, type BarSeriesOption, type LineSeriesOption } from 'echarts/charts';
import {
  GridComponent,
  LegendComponent,
  TooltipComponent,
  type GridComponentOption,
  type LegendComponentOption,
  type TooltipComponentOption,
} from 'echarts/components';
import { init, use as register, type ComposeOption } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { useTheme } from 'styled-components';
import type { OrgYear } from '../../../shared/calls/tender-analysis';
import { yuanToWan } from './amount';

// The organisation page's plot: loaded on its own (React.lazy in org-analysis.tsx), so ECharts stays out of the
// page's first load, as on /analytics. Counts are bars on the left axis, the awarded amount (wan) a line on the right.

register([LineChart, BarChart, GridComponent, TooltipComponent, LegendComponent, SVGRenderer]);

type PlotOption = ComposeOption<LineSeriesOption | BarSeriesOption | GridComponentOption | TooltipComponentOption | LegendComponentOption>;

const Box = styled.div`
  width: 100%;
  height: 280px;
`;

/** The years' figures as a plot; the counts drawn are those the organisation has (a buyer's tenders, a bidder's bids). */
export default function OrgPlot({ years }: { years: readonly OrgYear[] }) {
  const { t } = useTranslation('tender');
  const { colors, fonts } = useTheme();
  const box = useRef<HTMLDivElement>(null);
  const option = useMemo((): PlotOption => {
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
  useEffect(() => {
    const element = box.current!;
    const chart = init(element, undefined, { renderer: 'svg' });
    chart.setOption(option, true);
    const observer = new ResizeObserver(() => chart.resize());
    observer.observe(element);
    return () => {
      observer.disconnect();
      chart.dispose();
    };
  }, [option]);
  // For the eye only: the table below it holds the same figures for everyone else.
  return <Box ref={box} aria-hidden="true" data-testid="org-plot" />;
}
