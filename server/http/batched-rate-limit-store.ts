import type { CounterTable, IncrCallback, Store } from './rate-limit-store';
import { WINDOW_END } from './rate-limit-store';

export interface BatchedStoreOptions {
  /** How often this process sends its counts to the table and reads back the shared totals. */
  flushMs: number;
  /** Keys this process keeps in memory; past it the oldest is forgotten (with its unsent hits). */
  maxKeys: number;
  /** Told of the first failed flush of an outage, and (with null) of the first flush that succeeds after it. */
  onError?: (err: unknown) => void;
}

export const BATCHED_DEFAULTS: BatchedStoreOptions = { flushMs: 500, maxKeys: 20_000 };

/** A key's hits since its last flush past this share of its limit send them at once (below the limit only). */
const EARLY_FLUSH_SHARE = 0.1;
/**
 * New keys of this store stop being written once the table holds this share of maxRows: a flood of page
 * visitors must not fill it and close the login and code limits (which fail closed) to new addresses.
 */
const ROW_SHARE = 0.8;
/** Keeps these rows apart from the grouped limits' keys (an address followed by a group name). */
const KEY_PREFIX = 'all:';

interface Entry {
  /** The table's total for the key at the last flush, this process's hits included. */
  shared: number;
  /** Hits in a flush under way. */
  sending: number;
  /** Hits since. */
  pending: number;
  windowEnd: number;
  windowMs: number;
}

interface Row {
  key: string;
  hits: number;
  ttl: number;
  inserted: boolean;
}

const BATCH = 'unnest($1::text[], $2::int[], $3::int[]) AS b(key, window_ms, hits)';
const RETURNED = `c.key, c.hits, greatest(0, ceil(extract(epoch FROM ${WINDOW_END} - now()) * 1000))::int AS ttl`;
// Keys go in sorted so that two processes flushing overlapping keys lock them in the same order.
const UPSERT = `INSERT INTO rate_limit_counters AS c (key, window_start, window_ms, hits)
  SELECT key, now(), window_ms, hits FROM ${BATCH} ORDER BY key
  ON CONFLICT (key) DO UPDATE SET
    hits = CASE WHEN ${WINDOW_END} <= now() THEN excluded.hits ELSE c.hits + excluded.hits END,
    window_start = CASE WHEN ${WINDOW_END} <= now() THEN now() ELSE c.window_start END,
    window_ms = excluded.window_ms
  RETURNING ${RETURNED}, (c.xmax = 0) AS inserted`;
// While the table is full: keys already in it go on counting, the others stay with this process's counts.
const UPDATE = `UPDATE rate_limit_counters AS c SET
    hits = CASE WHEN ${WINDOW_END} <= now() THEN b.hits ELSE c.hits + b.hits END,
    window_start = CASE WHEN ${WINDOW_END} <= now() THEN now() ELSE c.window_start END,
    window_ms = b.window_ms
  FROM ${BATCH} WHERE c.key = b.key
  RETURNING ${RETURNED}, false AS inserted`;

/**
 * The global per-client limit (every request, cached pages included) counted across processes without a
 * database round trip per request. Each process counts in memory and, every flushMs (sooner for a key whose
 * unsent hits pass a tenth of its limit), adds its counts to rate_limit_counters in one batched upsert and
 * reads back the shared totals. A request is judged on the last shared total plus the hits since, so the
 * answer never waits for the database.
 *
 * Overshoot: a process learns of the other processes' hits only when it flushes, so N processes allow at most
 * N × (hits of one client on one process per flush interval) more than the limit, and no more than
 * N × max/10 while the early flush keeps up; one process allows exactly the limit.
 *
 * Fail open: when the database does not answer, each process goes on judging on its own counts (the limit of
 * one process, as before this store) and sends them once a flush succeeds. Pages keep being served; the
 * grouped login and code limits (DatabaseStore) still fail closed.
 */
export class BatchedStore implements Store {
  private readonly entries = new Map<string, Entry>();
  private readonly timer: NodeJS.Timeout;
  private tail: Promise<void> = Promise.resolve();
  private queued: Promise<void> | undefined;
  private failing = false;

  constructor(
    private readonly table: CounterTable,
    private readonly options: BatchedStoreOptions = BATCHED_DEFAULTS,
  ) {
    this.timer = setInterval(() => void this.flush(), options.flushMs).unref();
  }

  incr(key: string, callback: IncrCallback, timeWindow = 60_000, max = 0): void {
    const { current, ttl } = this.add(key, 1, timeWindow, max);
    callback(null, { current, ttl });
  }

  /** Adds `amount` to the key's count of its window (a request: 1; a message's characters) and answers the total. */
  add(key: string, amount: number, timeWindow: number, max: number): { current: number; ttl: number } {
    const now = Date.now();
    let entry = this.entries.get(key);
    if (!entry || entry.windowEnd <= now) entry = this.start(key, now, timeWindow);
    entry.pending += amount;
    const current = entry.shared + entry.sending + entry.pending;
    // Not while the database fails: the timer alone retries, rather than every request.
    if (current <= max && entry.pending >= max * EARLY_FLUSH_SHARE && !this.failing) void this.flush();
    return { current, ttl: entry.windowEnd - now };
  }

  child(): Store {
    return this;
  }

  /** Sends every unsent count; a flush asked for while one runs follows it (calls meanwhile share it). */
  flush(): Promise<void> {
    if (!this.queued) {
      const next = this.tail.then(() => {
        this.queued = undefined;
        return this.flushOnce();
      });
      this.queued = next;
      this.tail = next;
    }
    return this.queued;
  }

  /** Stops the timer and waits for a flush under way, so that none runs after the database is closed. */
  close(): Promise<void> {
    clearInterval(this.timer);
    return this.tail;
  }

  private start(key: string, now: number, windowMs: number): Entry {
    // Re-inserted so that the map's order is the order windows started in: the first is the one to forget.
    this.entries.delete(key);
    if (this.entries.size >= this.options.maxKeys) this.entries.delete(this.entries.keys().next().value!);
    const entry: Entry = { shared: 0, sending: 0, pending: 0, windowEnd: now + windowMs, windowMs };
    this.entries.set(key, entry);
    return entry;
  }

  private async flushOnce(): Promise<void> {
    const batch = [...this.entries].filter(([, entry]) => entry.pending > 0);
    for (const [, entry] of batch) {
      entry.sending = entry.pending;
      entry.pending = 0;
    }
    try {
      if (batch.length) await this.send(batch);
      if (this.failing) this.options.onError?.(null);
      this.failing = false;
    } catch (err) {
      for (const [, entry] of batch) {
        entry.pending += entry.sending;
        entry.sending = 0;
      }
      if (!this.failing) this.options.onError?.(err);
      this.failing = true;
    }
    this.forgetEnded(Date.now());
  }

  private async send(batch: [string, Entry][]): Promise<void> {
    await this.table.pruneWhenDue(Date.now());
    const full = this.table.rows >= this.table.bounds.maxRows * ROW_SHARE;
    const rows = await this.table.db.query<Row>(full ? UPDATE : UPSERT, [
      batch.map(([key]) => KEY_PREFIX + key),
      batch.map(([, entry]) => entry.windowMs),
      batch.map(([, entry]) => entry.sending),
    ]);
    const now = Date.now();
    const byKey = new Map(rows.map((row) => [row.key, row]));
    for (const [key, entry] of batch) {
      const row = byKey.get(KEY_PREFIX + key);
      if (row) {
        entry.shared = row.hits;
        entry.windowEnd = now + row.ttl;
      } else {
        entry.shared += entry.sending;
      }
      entry.sending = 0;
    }
    this.table.rows += rows.filter((row) => row.inserted).length;
  }

  private forgetEnded(now: number): void {
    for (const [key, entry] of this.entries) {
      if (entry.windowEnd <= now && entry.pending === 0 && entry.sending === 0) this.entries.delete(key);
    }
  }
}
