import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Queryable } from '../db/database';

export type IncrCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

// @fastify/rate-limit calls incr(key, callback, timeWindow, max); its typings name only the first two.
export interface Store {
  incr(key: string, callback: IncrCallback, timeWindow?: number, max?: number): void;
  child(routeOptions: StoreOptions): Store;
}

interface StoreOptions {
  /** @fastify/rate-limit's groupId: routes sharing one counter per client. */
  groupId?: string;
}

/** Bounds of rate_limit_counters, whose rows a flood of new addresses would otherwise grow without end. */
export interface CounterBounds {
  /** Rows the table may hold; beyond it a key not yet counted is refused until ended windows are deleted. */
  maxRows: number;
  /** Ended windows are deleted at most this often by one process. */
  pruneEveryMs: number;
  /** While the table is full, this often: so that a flood does not turn into a DELETE per request. */
  fullPruneEveryMs: number;
}

export const COUNTER_BOUNDS: CounterBounds = { maxRows: 100_000, pruneEveryMs: 60_000, fullPruneEveryMs: 5_000 };

export const WINDOW_END = 'c.window_start + make_interval(secs => c.window_ms / 1000.0)';
const NEXT_HITS = `CASE WHEN ${WINDOW_END} <= now() THEN 1 ELSE c.hits + 1 END`;
const NEXT_START = `CASE WHEN ${WINDOW_END} <= now() THEN now() ELSE c.window_start END`;
const TTL = 'greatest(0, ceil(extract(epoch FROM c.window_start + make_interval(secs => $2 / 1000.0) - now()) * 1000))::int AS ttl';

/**
 * rate_limit_counters as the stores of one process see it: an estimate of its row count, recounted when ended
 * windows are deleted. Every store of a process shares one, so that the bound covers all of their rows.
 */
export class CounterTable {
  /** Rows the table holds, as far as this process knows: its own inserts since the last recount. */
  rows = 0;
  private lastPrune = Number.NEGATIVE_INFINITY;

  constructor(
    readonly db: Queryable,
    readonly bounds: CounterBounds = COUNTER_BOUNDS,
  ) {}

  get full(): boolean {
    return this.rows >= this.bounds.maxRows;
  }

  /** Deletes ended windows when it is time (sooner while the table is full) and recounts the rows. */
  async pruneWhenDue(now: number): Promise<void> {
    if (now - this.lastPrune < (this.full ? this.bounds.fullPruneEveryMs : this.bounds.pruneEveryMs)) return;
    this.lastPrune = now;
    await this.db.query(`DELETE FROM rate_limit_counters AS c WHERE ${WINDOW_END} <= now()`);
    const [counted] = await this.db.query<{ n: number }>('SELECT count(*)::int AS n FROM rate_limit_counters');
    this.rows = counted?.n ?? 0;
  }
}

/**
 * Fixed-window counters in rate_limit_counters: one upsert per request, correct across processes. Rows whose
 * window has ended are deleted as it goes; when the table holds maxRows, keys already counted go on counting
 * and a new key is answered as over its limit (fail closed: a flood of fresh addresses must not buy a way
 * past the limits) until rows expire.
 */
export class DatabaseStore implements Store {
  constructor(
    db: Queryable,
    bounds: CounterBounds = COUNTER_BOUNDS,
    private readonly table = new CounterTable(db, bounds),
  ) {}

  incr(key: string, callback: IncrCallback, timeWindow = 60_000, max = 0): void {
    this.count(key, timeWindow, max).then(
      (result) => callback(null, result),
      (err: Error) => callback(err),
    );
  }

  child(): Store {
    return this;
  }

  private async count(key: string, timeWindow: number, max: number): Promise<{ current: number; ttl: number }> {
    const { db } = this.table;
    await this.table.pruneWhenDue(Date.now());
    if (this.table.full) {
      const [row] = await db.query<{ hits: number; ttl: number }>(
        `UPDATE rate_limit_counters AS c SET hits = ${NEXT_HITS}, window_start = ${NEXT_START}, window_ms = $2
         WHERE key = $1 RETURNING hits, ${TTL}`,
        [key, timeWindow],
      );
      return row ? { current: row.hits, ttl: row.ttl } : { current: max + 1, ttl: timeWindow };
    }
    const [row] = await db.query<{ hits: number; ttl: number; inserted: boolean }>(
      `INSERT INTO rate_limit_counters AS c (key, window_start, window_ms, hits) VALUES ($1, now(), $2, 1)
       ON CONFLICT (key) DO UPDATE SET hits = ${NEXT_HITS}, window_start = ${NEXT_START}, window_ms = $2
       RETURNING hits, ${TTL}, (xmax = 0) AS inserted`,
      [key, timeWindow],
    );
    if (row!.inserted) this.table.rows += 1;
    return { current: row!.hits, ttl: row!.ttl };
  }
}

/**
 * The store of @fastify/rate-limit, shared by every process (DESIGN "Scaling out"): routes that name a
 * groupId (the login, code and guest limits: few requests, exact limits) count with one upsert each
 * (DatabaseStore); the global limit and any other limit without a groupId count in memory and meet in the
 * table in batches (BatchedStore). The latter share one key space: a limit of their own names its keys apart
 * (see not-found-limit.ts).
 */
export function rateLimitStore(table: CounterTable, batched: Store): FastifyRateLimitStoreCtor {
  const counters = new DatabaseStore(table.db, table.bounds, table);
  class HybridStore implements Store {
    incr(key: string, callback: IncrCallback, timeWindow?: number, max?: number): void {
      batched.incr(key, callback, timeWindow, max);
    }

    child(routeOptions: StoreOptions): Store {
      return routeOptions.groupId ? counters : batched;
    }
  }
  // The typings say child() gets the route's options; it gets the merged rate-limit parameters (index.js).
  return HybridStore as unknown as FastifyRateLimitStoreCtor;
}
