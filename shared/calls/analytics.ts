import { ERROR_CODES as E } from '../api-contract';
import { defineRefusals } from './define-refusals';
import { defineCalls } from './define-call';
import { ArrayOf, Body, FileReply, Integer, Model, Reply, StringType, type Static } from './schema';

// Analytics for operators: per tenant and date range, read from the daily rollups of the tracking
// events, never from the raw events. Every row needs the operator role and one of the operator's tenants.

/** Longest date range one question may span, in days. */
export const ANALYTICS_RANGE_MAX_DAYS = 366;
/** Rows of each "top" list. */
export const ANALYTICS_TOP = 20;

/** A day in China time, YYYY-MM-DD. */
const Day = () => StringType({ format: 'date', maxLength: 10 });

/** The question every analytics call answers for: one tenant, first and last day inclusive (China time). */
export const AnalyticsRange = Body({
  tenantId: StringType({ minLength: 1, maxLength: 64 }),
  from: Day(),
  to: Day(),
});
export type AnalyticsRange = Static<typeof AnalyticsRange>;

/** One day of the range (every day is present, zeros included). */
export const AnalyticsDay = Model({
  day: StringType(),
  views: Integer(),
  visitors: Integer(),
  /** Views by user agents classed as bots, counted apart from `views`. */
  botViews: Integer(),
  bookings: Integer(),
  chats: Integer(),
});
export type AnalyticsDay = Static<typeof AnalyticsDay>;

export const AnalyticsPage = Model({ path: StringType(), views: Integer(), visitors: Integer() });
export type AnalyticsPage = Static<typeof AnalyticsPage>;

export const AnalyticsArticle = Model({
  artType: StringType(),
  artId: Integer(),
  title: StringType(),
  reads: Integer(),
  spentSeconds: Integer(),
});
export type AnalyticsArticle = Static<typeof AnalyticsArticle>;

/** Reading time per content type (SPEC §9 content type labels). */
export const AnalyticsReading = Model({ artType: StringType(), reads: Integer(), spentSeconds: Integer() });
export type AnalyticsReading = Static<typeof AnalyticsReading>;

/** Where views came from: a referrer domain ('' for direct), and the free-trial channel when there was one. */
export const AnalyticsSource = Model({ source: StringType(), views: Integer() });
export const AnalyticsChannel = Model({ channel: StringType(), bookings: Integer() });
export type AnalyticsSource = Static<typeof AnalyticsSource>;
export type AnalyticsChannel = Static<typeof AnalyticsChannel>;

const operator = { login: true, role: 'operator', trim: ['tenantId', 'from', 'to'] } as const;

/** Days only: the question the page asks before it has a tenant. */
export const AnalyticsDays = Body({ from: Day(), to: Day() });
/** How much one tenant has to show for the days: views, bookings and chats. */
export const AnalyticsTenantActivity = Model({ tenantId: StringType(), views: Integer(), bookings: Integer(), chats: Integer() });
export type AnalyticsTenantActivity = Static<typeof AnalyticsTenantActivity>;

export const analyticsCalls = defineCalls('analytics', {
  /** Each of the operator's tenants, in the operator's order, with its activity of the days: the page opens on the busiest. */
  tenants: {
    path: '/trace/analytics/tenants',
    ...operator,
    trim: ['from', 'to'],
    body: AnalyticsDays,
    reply: Reply({ list: ArrayOf(AnalyticsTenantActivity) }),
  },
  /** Views, unique visitors, bot views, bookings and chats for every day of the range. */
  daily: { path: '/trace/analytics/daily', ...operator, body: AnalyticsRange, reply: Reply({ list: ArrayOf(AnalyticsDay) }) },
  /** The most viewed pages of the range. */
  topPages: { path: '/trace/analytics/topPages', ...operator, body: AnalyticsRange, reply: Reply({ list: ArrayOf(AnalyticsPage) }) },
  /** The most read articles of the range (article traces). */
  topArticles: {
    path: '/trace/analytics/topArticles',
    ...operator,
    body: AnalyticsRange,
    reply: Reply({ list: ArrayOf(AnalyticsArticle) }),
  },
  /** Reading time per content type. */
  reading: { path: '/trace/analytics/reading', ...operator, body: AnalyticsRange, reply: Reply({ list: ArrayOf(AnalyticsReading) }) },
  /** Referrer domains and the bookings' free-trial channels. */
  sources: {
    path: '/trace/analytics/sources',
    ...operator,
    body: AnalyticsRange,
    reply: Reply({ sources: ArrayOf(AnalyticsSource), channels: ArrayOf(AnalyticsChannel) }),
  },
  /** The range's daily figures, top pages and top articles as one CSV file (UTF-8 with BOM). */
  export: { path: '/trace/analytics/export', ...operator, body: AnalyticsRange, reply: FileReply, produces: 'file' },
});

/** Analytics questions refused, `analytics.<reason>` (their msg: server.json `analytics`). */
export const analyticsRefusals = defineRefusals('analytics', {
  rangeInvalid: { code: E.invalid },
  rangeTooLong: { code: E.invalid },
});
