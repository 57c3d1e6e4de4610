// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createI18nFrom } from '../../../shared/i18n-instance';
import analytics from '../../../locales/zh-cn/analytics.json';
import type { Theme } from '../../../shared/theme-types';
import theme from '../../../themes/kunlun.json';
import type { AnalyticsReport } from './analytics-api';
import { analyticsPanels, analyticsTotals, isEmptyReport } from './analytics-panels';
import { chartColors } from './chart-options';

const t = createI18nFrom({ analytics }).getFixedT(null, 'analytics') as unknown as (
  key: string,
  options?: Record<string, unknown>,
) => string;
const colors = chartColors(theme as Theme);

const day = (date: string, views: number) => ({ day: date, views, visitors: Math.ceil(views / 2), botViews: 1, bookings: 0, chats: 2 });
const report: AnalyticsReport = {
  days: [day('2026-11-24', 4), day('2026-11-25', 6)],
  pages: [{ path: '/news', views: 7, visitors: 3 }],
  articles: [],
  reading: [{ artType: 'news', reads: 2, spentSeconds: 90 }],
  sources: [
    { source: '', views: 3 },
    { source: 'www.baidu.com', views: 1 },
  ],
  channels: [
    { channel: 'baidu', bookings: 2 },
    { channel: '', bookings: 1 },
  ],
};

describe('analytics panels', () => {
  const panels = analyticsPanels(report, t, colors);

  it('plots the days first, then each ranking that has rows (no articles here)', () => {
    expect(panels.map((panel) => panel.key)).toEqual(['traffic', 'engagement', 'topPages', 'reading', 'sources', 'channels']);
    expect(panels.filter((panel) => panel.wide).map((panel) => panel.key)).toEqual(['traffic', 'engagement']);
  });

  it('gives every plot its numbers as a table', () => {
    const traffic = panels.find((panel) => panel.key === 'traffic')!;
    expect(traffic.head).toHaveLength(6);
    expect(traffic.rows).toEqual([
      ['2026-11-24', '4', '2', '1', '0', '2'],
      ['2026-11-25', '6', '3', '1', '0', '2'],
    ]);
    expect(panels.find((panel) => panel.key === 'sources')!.rows).toEqual([
      [t('direct'), '3'],
      ['www.baidu.com', '1'],
    ]);
    expect(panels.find((panel) => panel.key === 'channels')!.rows).toEqual([
      [t('channels.baidu'), '2'],
      [t('noChannel'), '1'],
    ]);
    expect(panels.find((panel) => panel.key === 'reading')!.rows).toEqual([[t('types.news'), '2', '90']]);
  });

  it("draws in the tenant theme's colours, the bots' line apart in the muted one", () => {
    const traffic = panels.find((panel) => panel.key === 'traffic')!.option;
    expect(traffic.color).toEqual(colors.series);
    expect(colors.series[0]).toBe(theme.colors.primary);
    const series = traffic.series as { name: string; lineStyle?: { color: string } }[];
    expect(series.map((item) => item.lineStyle?.color)).toEqual([undefined, undefined, theme.colors.muted]);
  });

  it('sums the range and knows when nothing at all was seen', () => {
    expect(analyticsTotals(report)).toEqual({ views: 10, visitors: 5, bookings: 0, chats: 4 });
    expect(isEmptyReport(report)).toBe(false);
    const quiet = { ...report, days: [{ day: '2026-11-25', views: 0, visitors: 0, botViews: 0, bookings: 0, chats: 0 }] };
    expect(isEmptyReport(quiet)).toBe(true);
  });
});
