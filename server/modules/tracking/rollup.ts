import type { Database, Queryable } from '../../db/database';
import { readDay } from '../../services/daily-reads';
import { deleteOldSalts } from './daily-salt';

// Any fixed number: the same in every process, so that one rollup runs at a time across a deployment.
const ROLLUP_LOCK = 730_013;
/** Events aggregated per transaction: a long backlog is rolled up in steps that each commit. */
export const ROLLUP_CHUNK = 200_000;
const DAY_MS = 86_400_000;

const RANGE = 'FROM trace_events WHERE id > $1 AND id <= $2';
const PERSON = "agent <> 'bot'";

/** One chunk's statements, in order; each adds the events of ids ($1, $2] to the rollups. */
const AGGREGATE = [
  // Day totals: people's views and leaves, bots' views apart.
  `INSERT INTO trace_daily AS d (tenant_id, day, views, bot_views, leaves)
   SELECT tenant_id, day, count(*) FILTER (WHERE kind = 'view' AND ${PERSON}), count(*) FILTER (WHERE kind = 'view' AND agent = 'bot'),
     count(*) FILTER (WHERE kind = 'leave' AND ${PERSON})
   ${RANGE} AND kind IN ('view', 'leave') GROUP BY tenant_id, day
   ON CONFLICT (tenant_id, day) DO UPDATE SET views = d.views + excluded.views, bot_views = d.bot_views + excluded.bot_views,
     leaves = d.leaves + excluded.leaves`,
  // Unique visitors of the day: a mark per visitor, counted when it is new; a new visitor whose first view had
  // no external referrer is a direct arrival.
  `WITH fresh AS (
     INSERT INTO trace_visitor_marks (tenant_id, day, path, sid, source)
     SELECT DISTINCT ON (tenant_id, day, sid) tenant_id, day, '', sid, referrer
     ${RANGE} AND kind = 'view' AND ${PERSON} ORDER BY tenant_id, day, sid, id
     ON CONFLICT DO NOTHING RETURNING tenant_id, day, source
   ), counted AS (
     INSERT INTO trace_daily AS d (tenant_id, day, visitors) SELECT tenant_id, day, count(*) FROM fresh GROUP BY tenant_id, day
     ON CONFLICT (tenant_id, day) DO UPDATE SET visitors = d.visitors + excluded.visitors
   )
   INSERT INTO trace_daily_sources AS s (tenant_id, day, source, views)
   SELECT tenant_id, day, '', count(*) FROM fresh WHERE source = '' GROUP BY tenant_id, day
   ON CONFLICT (tenant_id, day, source) DO UPDATE SET views = s.views + excluded.views`,
  // Arrivals from other sites, by referrer domain.
  `INSERT INTO trace_daily_sources AS s (tenant_id, day, source, views)
   SELECT tenant_id, day, referrer, count(*) ${RANGE} AND kind = 'view' AND ${PERSON} AND referrer <> '' GROUP BY tenant_id, day, referrer
   ON CONFLICT (tenant_id, day, source) DO UPDATE SET views = s.views + excluded.views`,
  // Per path: views, leaves and the time spent that leaves report.
  `INSERT INTO trace_daily_paths AS p (tenant_id, day, path, views, leaves, spent)
   SELECT tenant_id, day, path, count(*) FILTER (WHERE kind = 'view'), count(*) FILTER (WHERE kind = 'leave'),
     coalesce(sum(spent) FILTER (WHERE kind = 'leave'), 0)
   ${RANGE} AND kind IN ('view', 'leave') AND ${PERSON} GROUP BY tenant_id, day, path
   ON CONFLICT (tenant_id, day, path) DO UPDATE SET views = p.views + excluded.views, leaves = p.leaves + excluded.leaves,
     spent = p.spent + excluded.spent`,
  // Per path: unique visitors of the day, as for the site.
  `WITH fresh AS (
     INSERT INTO trace_visitor_marks (tenant_id, day, path, sid)
     SELECT DISTINCT tenant_id, day, path, sid ${RANGE} AND kind = 'view' AND ${PERSON}
     ON CONFLICT DO NOTHING RETURNING tenant_id, day, path
   )
   INSERT INTO trace_daily_paths AS p (tenant_id, day, path, visitors)
   SELECT tenant_id, day, path, count(*) FROM fresh GROUP BY tenant_id, day, path
   ON CONFLICT (tenant_id, day, path) DO UPDATE SET visitors = p.visitors + excluded.visitors`,
  // Articles: reads and reading time.
  `INSERT INTO trace_daily_articles AS a (tenant_id, day, art_type, art_id, reads, spent)
   SELECT tenant_id, day, art_type, art_id, count(*), coalesce(sum(spent), 0)
   ${RANGE} AND kind = 'article' AND ${PERSON} GROUP BY tenant_id, day, art_type, art_id
   ON CONFLICT (tenant_id, day, art_type, art_id) DO UPDATE SET reads = a.reads + excluded.reads, spent = a.spent + excluded.spent`,
  // ... and the latest title reported.
  `INSERT INTO trace_article_titles (tenant_id, art_type, art_id, title)
   SELECT DISTINCT ON (tenant_id, art_type, art_id) tenant_id, art_type, art_id, art_title
   ${RANGE} AND kind = 'article' AND ${PERSON} ORDER BY tenant_id, art_type, art_id, id DESC
   ON CONFLICT (tenant_id, art_type, art_id) DO UPDATE SET title = excluded.title`,
];

export interface RollupRun {
  /** Events added to the rollups by this run. */
  events: number;
  /** The watermark after the run. */
  lastId: number;
  /** False when another process was rolling up (it will take these events). */
  ran: boolean;
}

/**
 * The highest id below which every event is committed or never will be. Ids come from a sequence when an
 * INSERT runs, so an event with a lower id may commit after one with a higher id. A SHARE lock waits for the
 * INSERTs under way (and holds new ones back for this instant), after which max(id) has no gaps left to fill.
 */
async function settledMaxId(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.query('LOCK TABLE trace_events IN SHARE MODE');
    const [row] = await tx.query<{ hi: string }>('SELECT coalesce(max(id), 0)::text AS hi FROM trace_events');
    return Number(row!.hi);
  });
}

/**
 * Adds the raw events past the watermark to the daily rollups (one transaction per chunk, with the watermark),
 * so analytics never scan raw events. Several processes may call it: an advisory lock lets one run at a time
 * and the others return at once. Afterwards the visitor marks of days that can get no more events are deleted.
 */
export async function rollUp(db: Database, now: Date, chunk = ROLLUP_CHUNK): Promise<RollupRun> {
  const hi = await settledMaxId(db);
  let events = 0;
  for (;;) {
    const step = await db.transaction(async (tx) => {
      const [locked] = await tx.query<{ ok: boolean }>('SELECT pg_try_advisory_xact_lock($1) AS ok', [ROLLUP_LOCK]);
      if (!locked!.ok) return null;
      const [state] = await tx.query<{ last_id: string }>('SELECT last_id::text FROM trace_rollup_state WHERE id = 1 FOR UPDATE');
      const from = Number(state!.last_id);
      const to = Math.min(hi, from + chunk);
      if (to <= from) return { from, to: from, count: 0 };
      const [counted] = await tx.query<{ n: number }>(`SELECT count(*)::int AS n ${RANGE}`, [from, to]);
      for (const statement of AGGREGATE) await tx.query(statement, [from, to]);
      await tx.query('UPDATE trace_rollup_state SET last_id = $1, rolled_at = $2 WHERE id = 1', [to, now.toISOString()]);
      return { from, to, count: counted!.n };
    });
    if (!step) return { events, lastId: hi, ran: false };
    events += step.count;
    if (step.to >= hi) {
      await forgetVisitorMarks(db, now);
      return { events, lastId: step.to, ran: true };
    }
  }
}

/**
 * Events count for the China day they arrive on, so a day's marks are not needed once the rollup has caught up
 * after that day; yesterday's are kept for events held in a buffer across midnight.
 */
async function forgetVisitorMarks(db: Queryable, now: Date): Promise<void> {
  await db.query('DELETE FROM trace_visitor_marks WHERE day < $1', [readDay(new Date(now.getTime() - DAY_MS))]);
}

/**
 * Retention: drops raw events older than `days` that are already rolled up, and the salts of past days. Deletes
 * in steps so that a large backlog does not hold one long transaction.
 */
export async function dropOldEvents(db: Queryable, now: Date, days: number, step = 50_000): Promise<number> {
  await deleteOldSalts(db, readDay(now));
  const before = new Date(now.getTime() - days * DAY_MS).toISOString();
  let dropped = 0;
  for (;;) {
    const rows = await db.query<{ n: number }>(
      `WITH old AS (
         SELECT id FROM trace_events
         WHERE received_at < $1 AND id <= (SELECT last_id FROM trace_rollup_state WHERE id = 1)
         ORDER BY received_at LIMIT $2
       ), gone AS (DELETE FROM trace_events WHERE id IN (SELECT id FROM old) RETURNING 1)
       SELECT count(*)::int AS n FROM gone`,
      [before, step],
    );
    dropped += rows[0]!.n;
    if (rows[0]!.n < step) return dropped;
  }
}
