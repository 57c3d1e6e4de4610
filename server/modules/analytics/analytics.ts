import {
  ANALYTICS_RANGE_MAX_DAYS,
  ANALYTICS_TOP,
  type AnalyticsArticle,
  type AnalyticsChannel,
  type AnalyticsDay,
  type AnalyticsPage,
  type AnalyticsRange,
  type AnalyticsReading,
  type AnalyticsSource,
  type AnalyticsTenantActivity,
} from '../../../shared/calls/analytics';
import type { Queryable } from '../../db/database';
import { fail } from '../../services/failure';

const DAY_MS = 86_400_000;
/** The start of a China day (UTC+8) as an instant. */
const chinaMidnight = (day: string) => Date.parse(`${day}T00:00:00+08:00`);

/** One checked question: its tenant, days, and the instants the China days start and end at. */
export interface Range {
  tenantId: string;
  from: string;
  to: string;
  start: string;
  end: string;
}

/**
 * The question, checked: the tenant must be one the operator serves (403 otherwise), `from` not after `to`,
 * and the range at most ANALYTICS_RANGE_MAX_DAYS days. The schema has checked that both are real dates.
 */
export function checkRange(body: AnalyticsRange, operatorTenants: readonly string[]): Range {
  if (!operatorTenants.includes(body.tenantId)) throw fail('forbidden');
  const start = chinaMidnight(body.from);
  const last = chinaMidnight(body.to);
  if (start > last) throw fail('analytics.rangeInvalid');
  if ((last - start) / DAY_MS + 1 > ANALYTICS_RANGE_MAX_DAYS) throw fail('analytics.rangeTooLong', { max: ANALYTICS_RANGE_MAX_DAYS });
  return { ...body, start: new Date(start).toISOString(), end: new Date(last + DAY_MS).toISOString() };
}

const params = (r: Range) => [r.tenantId, r.from, r.to];
/** Rows of a table of a tenant's created_at counted per China day within the range ($1 tenant, $4/$5 instants). */
const perChinaDay = (table: string) =>
  `SELECT ((created_at AT TIME ZONE 'UTC') + interval '8 hours')::date AS day, count(*)::int AS n
   FROM ${table} WHERE tenant_id = $1 AND created_at >= $4 AND created_at < $5 GROUP BY 1`;

/**
 * Each tenant's views, bookings and chats over the days of `r` (its tenantId is unused), in the order given: what
 * the page needs to open on a tenant that has something to show.
 */
export function tenantActivity(db: Queryable, tenants: readonly string[], r: Range): Promise<AnalyticsTenantActivity[]> {
  const within = 'tenant_id = t.id AND created_at >= $4 AND created_at < $5';
  return db.query<AnalyticsTenantActivity>(
    `SELECT t.id AS "tenantId",
       coalesce((SELECT sum(views) FROM trace_daily WHERE tenant_id = t.id AND day BETWEEN $2 AND $3), 0)::int AS views,
       (SELECT count(*) FROM bookings WHERE ${within})::int AS bookings,
       (SELECT count(*) FROM chat_conversations WHERE ${within})::int AS chats
     FROM unnest($1::text[]) WITH ORDINALITY AS t(id, n) ORDER BY t.n`,
    [tenants, r.from, r.to, r.start, r.end],
  );
}

/** Every day of the range, zeros included: views, visitors and bot views from the rollups, bookings and chats. */
export async function dailyFigures(db: Queryable, r: Range): Promise<AnalyticsDay[]> {
  return db.query<AnalyticsDay>(
    `SELECT to_char(d.day, 'YYYY-MM-DD') AS day, coalesce(t.views, 0) AS views, coalesce(t.visitors, 0) AS visitors,
       coalesce(t.bot_views, 0) AS "botViews", coalesce(b.n, 0) AS bookings, coalesce(c.n, 0) AS chats
     FROM (SELECT g::date AS day FROM generate_series($2::date, $3::date, interval '1 day') AS g) AS d
     LEFT JOIN trace_daily t ON t.tenant_id = $1 AND t.day = d.day
     LEFT JOIN (${perChinaDay('bookings')}) b ON b.day = d.day
     LEFT JOIN (${perChinaDay('chat_conversations')}) c ON c.day = d.day
     ORDER BY d.day`,
    [...params(r), r.start, r.end],
  );
}

/** The most viewed paths; visitors are summed over the days (a visitor of two days counts twice). */
export function topPages(db: Queryable, r: Range): Promise<AnalyticsPage[]> {
  return db.query<AnalyticsPage>(
    `SELECT path, sum(views)::int AS views, sum(visitors)::int AS visitors FROM trace_daily_paths
     WHERE tenant_id = $1 AND day BETWEEN $2 AND $3 GROUP BY path HAVING sum(views) > 0
     ORDER BY views DESC, path LIMIT ${ANALYTICS_TOP}`,
    params(r),
  );
}

export function topArticles(db: Queryable, r: Range): Promise<AnalyticsArticle[]> {
  return db.query<AnalyticsArticle>(
    `WITH top AS (
       SELECT art_type, art_id, sum(reads)::int AS reads, sum(spent)::float8 AS spent
       FROM trace_daily_articles WHERE tenant_id = $1 AND day BETWEEN $2 AND $3
       GROUP BY art_type, art_id ORDER BY reads DESC, spent DESC, art_type, art_id LIMIT ${ANALYTICS_TOP}
     )
     SELECT top.art_type AS "artType", top.art_id AS "artId", coalesce(t.title, '') AS title, top.reads, top.spent AS "spentSeconds"
     FROM top LEFT JOIN trace_article_titles t ON t.tenant_id = $1 AND t.art_type = top.art_type AND t.art_id = top.art_id
     ORDER BY top.reads DESC, top.spent DESC, top.art_type, top.art_id`,
    params(r),
  );
}

export function readingTime(db: Queryable, r: Range): Promise<AnalyticsReading[]> {
  return db.query<AnalyticsReading>(
    `SELECT art_type AS "artType", sum(reads)::int AS reads, sum(spent)::float8 AS "spentSeconds"
     FROM trace_daily_articles WHERE tenant_id = $1 AND day BETWEEN $2 AND $3
     GROUP BY art_type ORDER BY "spentSeconds" DESC, art_type`,
    params(r),
  );
}

/** Arrivals by referrer domain ('' = direct) and the range's bookings by free-trial channel. */
export async function sources(db: Queryable, r: Range): Promise<{ sources: AnalyticsSource[]; channels: AnalyticsChannel[] }> {
  const [referrers, channels] = await Promise.all([
    db.query<AnalyticsSource>(
      `SELECT source, sum(views)::int AS views FROM trace_daily_sources WHERE tenant_id = $1 AND day BETWEEN $2 AND $3
       GROUP BY source ORDER BY views DESC, source LIMIT ${ANALYTICS_TOP}`,
      params(r),
    ),
    db.query<AnalyticsChannel>(
      `SELECT channel, count(*)::int AS bookings FROM bookings WHERE tenant_id = $1 AND created_at >= $2 AND created_at < $3
       GROUP BY channel ORDER BY bookings DESC, channel`,
      [r.tenantId, r.start, r.end],
    ),
  ]);
  return { sources: referrers, channels };
}
