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

/** Fixed-window counters in rate_limit_counters: one upsert per request, correct across processes. */
class DatabaseStore implements Store {
  constructor(private readonly db: Queryable) {}

  incr(key: string, callback: IncrCallback, timeWindow = 60_000): void {
    this.db
      .query<{ hits: number; ttl: number }>(
        `INSERT INTO rate_limit_counters AS c (key, window_start, window_ms, hits) VALUES ($1, now(), $2, 1)
         ON CONFLICT (key) DO UPDATE SET
           hits = CASE WHEN c.window_start + make_interval(secs => c.window_ms / 1000.0) <= now() THEN 1 ELSE c.hits + 1 END,
           window_start = CASE WHEN c.window_start + make_interval(secs => c.window_ms / 1000.0) <= now()
                          THEN now() ELSE c.window_start END,
           window_ms = $2
         RETURNING hits,
           greatest(0, ceil(extract(epoch FROM c.window_start + make_interval(secs => $2 / 1000.0) - now()) * 1000))::int AS ttl`,
        [key, timeWindow],
      )
      .then(
        ([row]) => callback(null, { current: row!.hits, ttl: row!.ttl }),
        (err: Error) => callback(err),
      );
  }

  child(): Store {
    return this;
  }
}

/**
 * The store of @fastify/rate-limit: in memory for the global limit (every request, may differ per process),
 * in the database for routes that name a groupId (the login and code routes), so those per-IP limits hold
 * however many processes serve the API (DESIGN "Scaling out").
 */
export function rateLimitStore(db: Queryable): FastifyRateLimitStoreCtor {
  class HybridStore implements Store {
    private readonly local: Store;

    constructor(options: StoreOptions) {
      this.local = new LocalStore(options.continueExceeding, options.exponentialBackoff, options.cache);
    }

    incr(key: string, callback: IncrCallback, timeWindow?: number, max?: number): void {
      this.local.incr(key, callback, timeWindow, max);
    }

    child(routeOptions: StoreOptions): Store {
      if (routeOptions.groupId) return new DatabaseStore(db);
      return new LocalStore(routeOptions.continueExceeding, routeOptions.exponentialBackoff, routeOptions.cache);
    }
  }
  // The typings say child() gets the route's options; it gets the merged rate-limit parameters (index.js).
  return HybridStore as unknown as FastifyRateLimitStoreCtor;
}
