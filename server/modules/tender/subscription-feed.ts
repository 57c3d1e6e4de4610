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
 * The newest notices a count of new matches reads in one pass (about nine days of the bench's 200,000 a year):
 * few enough that testing each one against every subscription, titles included, stays bounded.
 */
const NEWEST_WINDOW = 5000;

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

/** Each of the user's subscriptions with its matches added since its feed was last opened, and their sum. */
export async function countSubscribe(
  db: Database,
  userId: string,
): Promise<{ list: { subscribeId: number; count: number }[]; total: number }> {
  const rows = await db.query<SubscriptionRow>('SELECT * FROM bid_subscriptions WHERE user_id = $1 ORDER BY id DESC', [userId]);
  const counts = await countMatches(
    db,
    rows.map((row) => newMatches(row, row.last_seen_at)),
  );
  const list = rows.map((row, index) => ({ subscribeId: row.id, count: counts[index]! }));
  return { list, total: counts.reduce((sum, count) => sum + count, 0) };
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
  await db.query('UPDATE bid_subscriptions SET last_seen_at = now() WHERE id = $1 AND user_id = $2', [id, userId]);
  return { ...page, subscription: toSubscription(row) };
}
