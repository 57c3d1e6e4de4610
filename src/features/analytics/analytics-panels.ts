import type { AnalyticsReport } from './analytics-api';
import { dayChart, rankChart, rankHeight, type ChartColors, type ChartOption } from './chart-options';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** One plot of the page: its chart, and the same numbers as a table for keyboards and screen readers. */
export interface Panel {
  key: string;
  title: string;
  option: ChartOption;
  height: number;
  /** A daily plot spans the page's width; a ranking takes half of it on a wide screen. */
  wide: boolean;
  head: string[];
  rows: string[][];
}

const DAY_HEIGHT = 300;
const count = (value: number) => String(value);
const heads = (t: Translate, key: string) => t(`head.${key}`, { returnObjects: true }) as unknown as string[];

function ranking(key: string, title: string, labels: string[], values: number[], seriesName: string, colors: ChartColors) {
  return { key, title, option: rankChart(labels, values, seriesName, colors), height: rankHeight(labels.length), wide: false };
}

/** The page's plots, in reading order; a ranking with nothing in it is left out. */
export function analyticsPanels(report: AnalyticsReport, t: Translate, colors: ChartColors): Panel[] {
  const { days, pages, articles, reading, sources, channels } = report;
  const dayLabels = days.map((day) => day.day);
  const typeName = (type: string) => t(`types.${type}`, { defaultValue: type });
  const channelName = (channel: string) => (channel ? t(`channels.${channel}`, { defaultValue: channel }) : t('noChannel'));
  const sourceName = (source: string) => source || t('direct');
  const panels: Panel[] = [
    {
      key: 'traffic',
      title: t('charts.traffic'),
      option: dayChart(
        dayLabels,
        [
          { name: t('series.views'), values: days.map((day) => day.views) },
          { name: t('series.visitors'), values: days.map((day) => day.visitors) },
          { name: t('series.botViews'), values: days.map((day) => day.botViews), muted: true },
        ],
        'line',
        colors,
      ),
      height: DAY_HEIGHT,
      wide: true,
      head: heads(t, 'daily'),
      rows: days.map((day) => [day.day, count(day.views), count(day.visitors), count(day.botViews), count(day.bookings), count(day.chats)]),
    },
    {
      key: 'engagement',
      title: t('charts.engagement'),
      option: dayChart(
        dayLabels,
        [
          { name: t('series.bookings'), values: days.map((day) => day.bookings) },
          { name: t('series.chats'), values: days.map((day) => day.chats) },
        ],
        'bar',
        colors,
      ),
      height: DAY_HEIGHT,
      wide: true,
      head: [heads(t, 'daily')[0]!, t('series.bookings'), t('series.chats')],
      rows: days.map((day) => [day.day, count(day.bookings), count(day.chats)]),
    },
  ];
  const rankings: (Panel | false)[] = [
    pages.length > 0 && {
      ...ranking(
        'topPages',
        t('charts.topPages'),
        pages.map((page) => page.path),
        pages.map((page) => page.views),
        t('series.views'),
        colors,
      ),
      head: heads(t, 'pages'),
      rows: pages.map((page) => [page.path, count(page.views), count(page.visitors)]),
    },
    articles.length > 0 && {
      ...ranking(
        'topArticles',
        t('charts.topArticles'),
        articles.map((item) => item.title),
        articles.map((item) => item.reads),
        t('series.reads'),
        colors,
      ),
      head: heads(t, 'articles'),
      rows: articles.map((item) => [item.title, typeName(item.artType), count(item.reads), count(item.spentSeconds)]),
    },
    reading.length > 0 && {
      ...ranking(
        'reading',
        t('charts.reading'),
        reading.map((item) => typeName(item.artType)),
        reading.map((item) => Math.round(item.spentSeconds / 6) / 10),
        t('series.minutes'),
        colors,
      ),
      head: heads(t, 'reading'),
      rows: reading.map((item) => [typeName(item.artType), count(item.reads), count(item.spentSeconds)]),
    },
    sources.length > 0 && {
      ...ranking(
        'sources',
        t('charts.sources'),
        sources.map((item) => sourceName(item.source)),
        sources.map((item) => item.views),
        t('series.views'),
        colors,
      ),
      head: heads(t, 'sources'),
      rows: sources.map((item) => [sourceName(item.source), count(item.views)]),
    },
    channels.length > 0 && {
      ...ranking(
        'channels',
        t('charts.channels'),
        channels.map((item) => channelName(item.channel)),
        channels.map((item) => item.bookings),
        t('series.bookings'),
        colors,
      ),
      head: heads(t, 'channels'),
      rows: channels.map((item) => [channelName(item.channel), count(item.bookings)]),
    },
  ];
  return [...panels, ...rankings.filter((panel): panel is Panel => panel !== false)];
}

/** The range's totals; visitors are summed per day (a visitor of two days counts twice). */
export function analyticsTotals({ days }: AnalyticsReport) {
  const sum = (pick: (day: AnalyticsReport['days'][number]) => number) => days.reduce((total, day) => total + pick(day), 0);
  return {
    views: sum((day) => day.views),
    visitors: sum((day) => day.visitors),
    bookings: sum((day) => day.bookings),
    chats: sum((day) => day.chats),
  };
}

/** Nothing was seen in the range: no view, booking or chat on any day. */
export function isEmptyReport(report: AnalyticsReport): boolean {
  const totals = analyticsTotals(report);
  return totals.views + totals.bookings + totals.chats === 0 && report.days.every((day) => day.botViews === 0);
}
