import type { Queryable } from '../db/database';
import type { BatchedStore } from './batched-rate-limit-store';
import { readDay } from '../services/daily-reads';
import { WINDOW_END } from './rate-limit-store';

/** One counter of a China day: what is being counted (with its subject: an address key, a tenant) and its cap. */
export interface DailyCharge {
  /** Names the counter, e.g. `chat-chars:a:203.0.113.7`; the day is added here. */
  key: string;
  /** What this write adds: 1 for a row, the characters of a message. */
  amount: number;
  max: number;
}

const DAY_MS = 86_400_000;

/**
 * Adds each charge to its counter of the day in rate_limit_counters (the store every process shares, so N
 * processes allow what one would) and answers the first charge that went past its cap, if any. Run it in the
 * transaction of the write it pays for and throw when a charge is over: the rollback takes the counts back
 * too, so a refused write costs nothing, and the counter rows stay locked until the commit, so concurrent
 * writes of one address or tenant count one after the other, never past the cap. Keys go in sorted, so two
 * transactions charging the same keys lock them in the same order. A counter lives a day from its first use
 * (then the prune of ended windows deletes it); the key holds the China day, so each day starts afresh.
 */
export async function chargeDaily(tx: Queryable, charges: readonly DailyCharge[], day = readDay()): Promise<DailyCharge | undefined> {
  const keyed = charges.map((charge) => ({ charge, key: `day:${day}:${charge.key}` }));
  const rows = await tx.query<{ key: string; hits: number }>(
    `INSERT INTO rate_limit_counters AS c (key, window_start, window_ms, hits)
     SELECT key, now(), $3, amount FROM unnest($1::text[], $2::int[]) AS b(key, amount) ORDER BY key
     ON CONFLICT (key) DO UPDATE SET
       hits = CASE WHEN ${WINDOW_END} <= now() THEN excluded.hits ELSE c.hits + excluded.hits END,
       window_start = CASE WHEN ${WINDOW_END} <= now() THEN now() ELSE c.window_start END,
       window_ms = excluded.window_ms
     RETURNING c.key, c.hits`,
    [keyed.map((item) => item.key), keyed.map((item) => item.charge.amount), DAY_MS],
  );
  const hits = new Map(rows.map((row) => [row.key, row.hits]));
  return keyed.find((item) => (hits.get(item.key) ?? 0) > item.charge.max)?.charge;
}

/**
 * Adds `amount` to a counter of the day in the global limit's store (in memory, shared with the other processes
 * every flush) and answers whether it stays within `max`. For the caps of a whole tenant, which every address adds
 * to: in the database their one row would make every write of the tenant wait for the one before it. N processes
 * allow at most N × a tenth of the cap more than it (the store's early flush); what is refused is counted too.
 */
export function withinDaily(store: BatchedStore, key: string, amount: number, max: number, day = readDay()): boolean {
  return store.add(`day:${day}:${key}`, amount, DAY_MS, max).current <= max;
}
