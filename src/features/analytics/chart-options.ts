import type { BarSeriesOption, LineSeriesOption } from 'echarts/charts';
import type { DefaultTheme } from 'styled-components';
import type { ChartOption } from '../../lib/charts/chart-option';

export type { ChartOption };

/** The theme's colours as a chart needs them: ECharts draws on a canvas/SVG and cannot read CSS. */
export interface ChartColors {
  series: string[];
  text: string;
  muted: string;
  border: string;
  surface: string;
  font: string;
}

export function chartColors(theme: DefaultTheme): ChartColors {
  const { colors, fonts } = theme;
  return {
    series: [colors.primary, colors.accent, colors.muted, colors.success, colors.highlight],
    text: colors.text,
    muted: colors.muted,
    border: colors.border,
    surface: colors.surface,
    font: fonts.body,
  };
}

/** One named line or bar of a plot over days; `muted` draws it apart (the bots' views). */
export interface DaySeries {
  name: string;
  values: number[];
  muted?: boolean;
}

function base(colors: ChartColors): ChartOption {
  return {
    color: colors.series,
    animation: false,
    textStyle: { color: colors.text, fontFamily: colors.font },
    tooltip: {
      trigger: 'axis',
      confine: true,
      backgroundColor: colors.surface,
      borderColor: colors.border,
      textStyle: { color: colors.text, fontFamily: colors.font },
    },
    grid: { left: 8, right: 16, top: 40, bottom: 8 },
  };
}

const valueAxis = (colors: ChartColors) =>
  ({
    type: 'value',
    minInterval: 1,
    axisLabel: { color: colors.muted },
    splitLine: { lineStyle: { color: colors.border } },
  }) as const;

/** Counts per day: lines (views and visitors) or grouped bars (bookings and chats), with a legend. */
export function dayChart(days: readonly string[], series: readonly DaySeries[], kind: 'line' | 'bar', colors: ChartColors): ChartOption {
  return {
    ...base(colors),
    legend: { top: 0, textStyle: { color: colors.text } },
    xAxis: {
      type: 'category',
      data: days.map((day) => day.slice(5)),
      boundaryGap: kind === 'bar',
      axisLabel: { color: colors.muted },
      axisLine: { lineStyle: { color: colors.border } },
    },
    yAxis: valueAxis(colors),
    series: series.map((item): LineSeriesOption | BarSeriesOption =>
      kind === 'line'
        ? {
            type: 'line',
            name: item.name,
            data: item.values,
            showSymbol: days.length <= 31,
            ...(item.muted ? { lineStyle: { type: 'dashed', color: colors.muted }, itemStyle: { color: colors.muted } } : {}),
          }
        : { type: 'bar', name: item.name, data: item.values, barMaxWidth: 24 },
    ),
  };
}

/** A ranking as horizontal bars, the largest on top; long labels are cut, the tooltip shows them whole. */
export function rankChart(labels: readonly string[], values: readonly number[], name: string, colors: ChartColors): ChartOption {
  return {
    ...base(colors),
    grid: { left: 8, right: 24, top: 8, bottom: 8 },
    tooltip: { ...base(colors).tooltip, axisPointer: { type: 'shadow' } },
    xAxis: valueAxis(colors),
    yAxis: {
      type: 'category',
      inverse: true,
      data: [...labels],
      axisLabel: { color: colors.text, width: 160, overflow: 'truncate' },
      axisLine: { lineStyle: { color: colors.border } },
    },
    series: [{ type: 'bar', name, data: [...values], barMaxWidth: 20, label: { show: true, position: 'right', color: colors.text } }],
  };
}

/** A ranking's height: enough for every bar to keep its label readable. */
export function rankHeight(count: number): number {
  return Math.max(160, 28 * count + 24);
}
