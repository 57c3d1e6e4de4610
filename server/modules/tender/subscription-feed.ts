import { TENDER_TOTAL_CAP } from '../../../shared/calls/enums';
import type { Subscription } from '../../../shared/calls/tender';
import type { Database } from '../../db/database';
import type { Count, Paging } from '../../services/paging';
import { ensureIndexed } from '../search/public';
import { criteriaConditions, keywordMatches, needsSearchIndex, type TenderCriteria } from './tender-criteria';
import { listTenders, type TenderPage } from './tender-pages';
import { findSubscription, subscriptionCriteria, toSubscription, type SubscriptionRow } from './subscriptions';

// What a subscription matches: its feed (every match, newest first), its new matches since the feed was
// last opened (countSubscribe) and since its last digest (digests.ts), all through subscriptionCriteria.

/** The criteria of a subscription's matches that reached the database after `since`. */
export const newMatches = (row: SubscriptionRow, since: Date): TenderCriteria => ({ ...subscriptionCriteria(row), createdAfter: since });

/**
 * The newest notices a count of new matches reads in one pass (three and a half days at 1,000,000 notices a year, or
 * an import's burst): few enough that testing each one against every subscription, titles included, stays bounded
 * (ten subscriptions just after a burst of 6,000 notices: 21 ms p95 at 1,000,000 on PostgreSQL, npm run bench).
 */
const NEWEST_WINDOW = 10_000;

/** How many tenders match each of the criteria (up to TENDER_TOTAL_CAP). */
export async function countMatches(db: Database, criteria: TenderCriteria[]): Promise<number[]> {
  if (!criteria.length) return [];
  if (criteria.some(needsSearchIndex)) await ensureIndexed(db);
  const counts = await countAmongNewest(db, criteria);
  const rest = criteria.flatMap((_, index) => (counts[index] === undefined ? [index] : []));
  const restCounts = await countEach(
    db,
    rest.map((index) => criteria[index]!),
  );
  rest.forEach((index, n) => (counts[index] = restCounts[n]!));
  return counts as number[];
}

/**
 * The counts of the criteria whose matches all reached the database among the newest NEWEST_WINDOW notices
 * (a subscription opened lately), in one pass over them: each notice is checked against every criterion, its
 * title last (see criteriaConditions). Another criterion's count is undefined.
 */
async function countAmongNewest(db: Database, criteria: readonly TenderCriteria[]): Promise<(number | undefined)[]> {
  const recent = criteria.flatMap((one, index) => (one.createdAfter ? [{ one, index, since: one.createdAfter }] : []));
  if (!recent.length) return criteria.map(() => undefined);
  const params: unknown[] = [];
  const counts = recent.map(({ one }, n) => `count(*) FILTER (WHERE ${criteriaConditions(one, params, 'test').join(' AND ')}) AS c${n}`);
  const earliest = new Date(Math.min(...recent.map(({ since }) => since.getTime())));
  // Every notice newer than the window's oldest is in it: a criterion from that time on is counted exactly.
  const newest = `SELECT * FROM tenders t WHERE t.created_at > $${params.push(earliest)}::timestamptz ORDER BY t.created_at DESC, t.id DESC LIMIT ${NEWEST_WINDOW + 1}`;
  const [row] = await db.query<Record<string, Count | Date | null>>(
    `SELECT count(*) AS seen, min(t.created_at) AS oldest, ${counts.join(', ')} FROM (${newest}) t`,
    params,
  );
  const whole = Number(row!.seen) <= NEWEST_WINDOW;
  const oldest = row!.oldest instanceof Date ? row!.oldest.getTime() : 0;
  const answers: (number | undefined)[] = criteria.map(() => undefined);
  recent.forEach(({ index, since }, n) => {
    // Strictly later: a Date holds milliseconds and the database microseconds, so the oldest notice read back
    // may lie up to a millisecond after what its Date says.
    if (whole || since.getTime() > oldest) answers[index] = Number(row![`c${n}`]);
  });
  return answers;
}

/** Each criterion's count on its own, in one statement: a rare keyword is matched among its hits. */
async function countEach(db: Database, criteria: TenderCriteria[]): Promise<number[]> {
  if (!criteria.length) return [];
  // A keyword found in many titles is tested on the few new notices; a rare one is matched among its hits.
  const matches = await keywordMatches(db, criteria, 'count');
  const params: unknown[] = [];
  const counts = criteria.map((one, index) => {
    const where = criteriaConditions(one, params, matches[index]);
    const matching = `SELECT 1 FROM tenders t WHERE ${where.length ? where.join(' AND ') : 'TRUE'} LIMIT ${TENDER_TOTAL_CAP}`;
    return `SELECT ${index} AS n, (SELECT count(*) FROM (${matching}) m) AS total`;
  });
  const rows = await db.query<{ n: number; total: Count }>(counts.join(' UNION ALL '), params);
  const totals = new Map(rows.map((row) => [Number(row.n), Number(row.total)]));
  return criteria.map((_, index) => totals.get(index) ?? 0);
}

/**
 * How long after a notice's arrival a kept count may cover it: far longer than an import's transaction (an import
 * writes its start as created_at, and its notices are seen when it commits), so no notice lands behind a kept count.
 * What arrived since is counted on every read: a burst of thousands of notices weighs on reads this long.
 */
const SETTLED_MS = 15 * 60_000;

/** A subscription read with its row version, which guards the keeping of its count. */
type VersionedRow = SubscriptionRow & { version: string };
const VERSIONED = 'SELECT *, xmin::text AS version FROM bid_subscriptions';

/** Where a subscription's kept count ends: counted_to, or the last opening of its feed when nothing is kept. */
const countedTo = (row: SubscriptionRow) => row.counted_to ?? row.last_seen_at;

/** The matches a kept count lacks up to `settled` (none for a count kept up to then). */
const unkept = (row: SubscriptionRow, settled: Date): TenderCriteria => ({ ...newMatches(row, countedTo(row)), createdUpTo: settled });

const later = (a: Date, b: Date) => (a > b ? a : b);

/**
 * Adds to each row's kept count what it lacked up to `settled`. The row version (xmin) guards it: a feed opened, a
 * subscription changed or another count kept meanwhile leaves the row as it is (the caller's answer stands for its
 * read only).
 */
async function keep(db: Database, rows: VersionedRow[], added: number[], settled: Date): Promise<void> {
  if (!rows.length) return;
  await db.query(
    `UPDATE bid_subscriptions s SET new_count = least(s.new_count + u.added, ${TENDER_TOTAL_CAP}), counted_to = $1
     FROM unnest($2::int[], $3::int[], $4::text[]) AS u(id, added, version)
     WHERE s.id = u.id AND s.xmin = u.version::xid`,
    [settled, rows.map((row) => row.id), added, rows.map((row) => row.version)],
  );
}

/**
 * Each of the user's subscriptions with its matches added since its feed was last opened, and their sum: its kept
 * count (migration 041), what that lacks up to the settled time (then kept), and what arrived since.
 */
export async function countSubscribe(
  db: Database,
  userId: string,
): Promise<{ list: { subscribeId: number; count: number }[]; total: number }> {
  const rows = await db.query<VersionedRow>(`${VERSIONED} WHERE user_id = $1 ORDER BY id DESC`, [userId]);
  const settled = new Date(Date.now() - SETTLED_MS);
  const behind = rows.filter((row) => countedTo(row) < settled);
  // Two counts: a burst of new notices since `settled` would otherwise take the older stretch out of one pass too.
  const [added, recent] = await Promise.all([
    countMatches(
      db,
      behind.map((row) => unkept(row, settled)),
    ),
    countMatches(
      db,
      rows.map((row) => newMatches(row, later(countedTo(row), settled))),
    ),
  ]);
  await keep(db, behind, added, settled);
  const addedTo = new Map(behind.map((row, n) => [row.id, added[n]!]));
  const list = rows.map((row, index) => ({
    subscribeId: row.id,
    count: Math.min(row.new_count + (addedTo.get(row.id) ?? 0) + recent[index]!, TENDER_TOTAL_CAP),
  }));
  return { list, total: list.reduce((sum, item) => sum + item.count, 0) };
}

/** How many subscriptions keepSubscriptionCounts brings up to date in one statement. */
const KEEP_BATCH = 100;

/**
 * Brings the kept count of every subscription more than SETTLED_MS behind up to the settled time, a hundred at a time
 * (the digest schedule's tick, plugins/digest-schedule.ts): a user back after a week finds it counted, and their
 * first look counts the last half hour or so only. Answers how many subscriptions it kept.
 */
export async function keepSubscriptionCounts(db: Database, signal?: AbortSignal): Promise<number> {
  const settled = new Date(Date.now() - SETTLED_MS);
  const behind = new Date(settled.getTime() - SETTLED_MS);
  let kept = 0;
  for (let after = 0; !signal?.aborted; ) {
    const rows = await db.query<VersionedRow>(
      `${VERSIONED} WHERE id > $1 AND coalesce(counted_to, last_seen_at) < $2 ORDER BY id LIMIT ${KEEP_BATCH}`,
      [after, behind],
    );
    if (!rows.length) break;
    await keep(
      db,
      rows,
      await countMatches(
        db,
        rows.map((row) => unkept(row, settled)),
      ),
      settled,
    );
    kept += rows.length;
    after = rows.at(-1)!.id;
  }
  return kept;
}

/** A subscription's matches, newest first; opening it marks its new matches seen. Another user's is 40400. */
export async function subscriptionFeed(
  db: Database,
  userId: string,
  id: number,
  paging: Paging,
): Promise<TenderPage & { subscription: Subscription }> {
  const row = await findSubscription(db, userId, id);
  const page = await listTenders(db, subscriptionCriteria(row), paging);
  await db.query('UPDATE bid_subscriptions SET last_seen_at = now(), new_count = 0, counted_to = NULL WHERE id = $1 AND user_id = $2', [
    id,
    userId,
  ]);
  return { ...page, subscription: toSubscription(row) };
}
