import { createRequire } from 'node:module';
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Queryable } from '../db/database';

type IncrCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

// @fastify/rate-limit calls incr(key, callback, timeWindow, max); its typings name only the first two.
interface Store {
  incr(key: string, callback: IncrCallback, timeWindow?: number, max?: number): void;
  child(routeOptions: StoreOptions): Store;
}

interface StoreOptions {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
  cache?: number;
  /** @fastify/rate-limit's groupId: routes sharing one counter per client. */
  groupId?: string;
}

type LocalStoreCtor = new (continueExceeding?: boolean, exponentialBackoff?: boolean, cache?: number) => Store;
const LocalStore = createRequire(import.meta.url)('@fastify/rate-limit/store/LocalStore') as LocalStoreCtor;

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

const WINDOW_END = 'c.window_start + make_interval(secs => c.window_ms / 1000.0)';
const NEXT_HITS = `CASE WHEN ${WINDOW_END} <= now() THEN 1 ELSE c.hits + 1 END`;
const NEXT_START = `CASE WHEN ${WINDOW_END} <= now() THEN now() ELSE c.window_start END`;
const TTL = 'greatest(0, ceil(extract(epoch FROM c.window_start + make_interval(secs => $2 / 1000.0) - now()) * 1000))::int AS ttl';

/**
 * Fixed-window counters in rate_limit_counters: one upsert per request, correct across processes. Rows whose
 * window has ended are deleted as it goes; when the table holds maxRows, keys already counted go on counting
 * and a new key is answered as over its limit (fail closed: a flood of fresh addresses must not buy a way
 * past the limits) until rows expire. The row count is this process's estimate, recounted at each prune.
 */
export class DatabaseStore implements Store {
  private rows = 0;
  private lastPrune = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly db: Queryable,
    private readonly bounds: CounterBounds = COUNTER_BOUNDS,
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
    const now = Date.now();
    const full = this.rows >= this.bounds.maxRows;
    if (now - this.lastPrune >= (full ? this.bounds.fullPruneEveryMs : this.bounds.pruneEveryMs)) await this.prune(now);
    if (this.rows >= this.bounds.maxRows) {
      const [row] = await this.db.query<{ hits: number; ttl: number }>(
        `UPDATE rate_limit_counters AS c SET hits = ${NEXT_HITS}, window_start = ${NEXT_START}, window_ms = $2
         WHERE key = $1 RETURNING hits, ${TTL}`,
        [key, timeWindow],
      );
      return row ? { current: row.hits, ttl: row.ttl } : { current: max + 1, ttl: timeWindow };
    }
    const [row] = await this.db.query<{ hits: number; ttl: number; inserted: boolean }>(
      `INSERT INTO rate_limit_counters AS c (key, window_start, window_ms, hits) VALUES ($1, now(), $2, 1)
       ON CONFLICT (key) DO UPDATE SET hits = ${NEXT_HITS}, window_start = ${NEXT_START}, window_ms = $2
       RETURNING hits, ${TTL}, (xmax = 0) AS inserted`,
      [key, timeWindow],
    );
    if (row!.inserted) this.rows += 1;
    return { current: row!.hits, ttl: row!.ttl };
  }

  private async prune(now: number): Promise<void> {
    this.lastPrune = now;
    await this.db.query(`DELETE FROM rate_limit_counters AS c WHERE ${WINDOW_END} <= now()`);
    const [counted] = await this.db.query<{ n: number }>('SELECT count(*)::int AS n FROM rate_limit_counters');
    this.rows = counted?.n ?? 0;
  }
}

/**
 * The store of @fastify/rate-limit: in memory for the global limit (every request, may differ per process),
 * in the database for routes that name a groupId (the login and code routes), so those per-IP limits hold
 * however many processes serve the API (DESIGN "Scaling out").
 */
export function rateLimitStore(db: Queryable): FastifyRateLimitStoreCtor {
  // One for every grouped route, so that its row count covers them all.
  const counters = new DatabaseStore(db);
  class HybridStore implements Store {
    private readonly local: Store;

    constructor(options: StoreOptions) {
      this.local = new LocalStore(options.continueExceeding, options.exponentialBackoff, options.cache);
    }

    incr(key: string, callback: IncrCallback, timeWindow?: number, max?: number): void {
      this.local.incr(key, callback, timeWindow, max);
    }

    child(routeOptions: StoreOptions): Store {
      if (routeOptions.groupId) return counters;
      return new LocalStore(routeOptions.continueExceeding, routeOptions.exponentialBackoff, routeOptions.cache);
    }
  }
  // The typings say child() gets the route's options; it gets the merged rate-limit parameters (index.js).
  return HybridStore as unknown as FastifyRateLimitStoreCtor;
}
