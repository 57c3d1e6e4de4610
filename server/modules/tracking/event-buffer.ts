import type { Queryable } from '../../db/database';
import type { AgentClass } from '../../http/user-agent';

/** One raw event as trace_events stores it. */
export interface TraceEvent {
  tenantId: string;
  kind: 'view' | 'leave' | 'article';
  receivedAt: Date;
  /** China day of receivedAt, YYYY-MM-DD. */
  day: string;
  clientT: number;
  sid: string;
  uid: string | null;
  mid: string | null;
  path: string;
  referrer: string;
  agent: AgentClass;
  addressHash: string;
  spent: number | null;
  artType: string | null;
  artId: number | null;
  artTitle: string | null;
  artAuthor: string | null;
}

export interface EventBufferOptions {
  /** Longest an event waits in memory before it is written. */
  flushMs: number;
  /** Events written by one INSERT; a full batch is written at once. */
  batchSize: number;
  /** Events held while the database does not answer; past it new events are dropped (and counted). */
  maxHeld: number;
  onError: (err: unknown) => void;
}

export const EVENT_BUFFER_DEFAULTS = { flushMs: 200, batchSize: 500, maxHeld: 100_000 } as const;

const COLUMNS =
  'tenant_id, kind, received_at, day, client_t, sid, uid, mid, path, referrer, agent, address_hash, spent, art_type, art_id, art_title, art_author';
const TYPES = [
  'text',
  'text',
  'timestamptz',
  'date',
  'bigint',
  'text',
  'text',
  'text',
  'text',
  'text',
  'text',
  'text',
  'int',
  'text',
  'int',
  'text',
  'text',
];
const INSERT = `INSERT INTO trace_events (${COLUMNS}) SELECT * FROM unnest(${TYPES.map((type, i) => `$${i + 1}::${type}[]`).join(', ')})`;

function columnsOf(events: readonly TraceEvent[]): unknown[][] {
  const columns: unknown[][] = TYPES.map(() => new Array<unknown>(events.length));
  events.forEach((e, row) => {
    const values = [
      e.tenantId,
      e.kind,
      e.receivedAt.toISOString(),
      e.day,
      e.clientT,
      e.sid,
      e.uid,
      e.mid,
      e.path,
      e.referrer,
      e.agent,
      e.addressHash,
      e.spent,
      e.artType,
      e.artId,
      e.artTitle,
      e.artAuthor,
    ];
    values.forEach((value, column) => (columns[column]![row] = value));
  });
  return columns;
}

/** Writes events in one multi-row INSERT. */
export async function insertEvents(db: Queryable, events: readonly TraceEvent[]): Promise<void> {
  await db.query(INSERT, columnsOf(events));
}

/**
 * Raw events wait here and are written in one multi-row INSERT per batch, every flushMs or as soon as a batch
 * is full: thousands of page views a second cost a few statements, not thousands. The price is a window of at
 * most flushMs (plus one write) in which a crash loses the events held; close() writes what is left.
 */
export class EventBuffer {
  private held: TraceEvent[] = [];
  private timer: NodeJS.Timeout | undefined;
  private readonly writing = new Set<Promise<void>>();
  /** Events dropped because the database did not take them in time. */
  dropped = 0;

  constructor(
    private readonly db: Queryable,
    private readonly options: EventBufferOptions,
  ) {}

  push(event: TraceEvent): void {
    if (this.held.length >= this.options.maxHeld) {
      this.dropped += 1;
      return;
    }
    this.held.push(event);
    if (this.held.length >= this.options.batchSize) this.writeHeld();
    else this.timer ??= setTimeout(() => this.writeHeld(), this.options.flushMs);
  }

  /** Writes every held event and waits for writes under way (tests, the dev rollup call, close). */
  async flush(): Promise<void> {
    this.writeHeld();
    while (this.writing.size) await Promise.all([...this.writing]);
  }

  async close(): Promise<void> {
    await this.flush();
  }

  private writeHeld(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    while (this.held.length) {
      const batch = this.held.splice(0, this.options.batchSize);
      const write = insertEvents(this.db, batch)
        .catch((err: unknown) => {
          // Kept for the next write while there is room, so a short database outage loses nothing.
          const room = this.options.maxHeld - this.held.length;
          this.held.unshift(...batch.slice(0, Math.max(0, room)));
          this.dropped += Math.max(0, batch.length - room);
          this.options.onError(err);
          this.timer ??= setTimeout(() => this.writeHeld(), this.options.flushMs * 5);
        })
        .finally(() => this.writing.delete(write));
      this.writing.add(write);
    }
  }
}
