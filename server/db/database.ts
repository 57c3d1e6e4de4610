import { mkdirSync } from 'node:fs';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { Availability } from './database-availability';
import { openPostgres } from './postgres-database';

export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
}

/** One query layer over PGlite and a PostgreSQL server: the same SQL runs on both. */
export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs several statements separated by semicolons, without parameters. */
  exec(sql: string): Promise<void>;
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * LISTEN on a channel: `onPayload` gets each NOTIFY payload sent by any process (after its transaction
   * commits). On a server, the listening connection is made again after it drops, and `onResume` is called
   * then: notifications sent meanwhile are lost, so the listener should catch up from the tables.
   */
  listen(channel: string, onPayload: (payload: string) => void, onResume?: () => void): Promise<() => Promise<void>>;
  /**
   * Whether the last statement reached the database. A statement that cannot reach it rejects with
   * DatabaseUnavailable (database-availability.ts); `onAvailabilityChange` hears when an outage starts and ends.
   */
  readonly available: boolean;
  onAvailabilityChange(listener: (available: boolean, cause?: unknown) => void): () => void;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string;
  /** Folder of the embedded database; omit for an in-memory one (tests). */
  dataDir?: string;
  /**
   * The embedded engine's compiled code and file bundle, to share between the databases of one process
   * instead of compiling them again for each (tests open one database per test file).
   */
  engine?: Pick<PGliteOptions, 'pgliteWasmModule' | 'fsBundle'>;
}

/** The query layer over an open embedded engine (also used by scripts that open PGlite with extensions). */
export function pgliteDatabase(db: PGlite): Database {
  // The engine runs in this process: there is no connection to lose, so it is always available.
  const availability = new Availability();
  return {
    kind: 'pglite',
    get available() {
      return availability.available;
    },
    onAvailabilityChange: (listener) => availability.onChange(listener),
    async query<T>(sql: string, params?: unknown[]) {
      return (await db.query<T>(sql, params)).rows;
    },
    async exec(sql) {
      await db.exec(sql);
    },
    transaction(work) {
      return db.transaction((tx) => work({ query: async <T>(sql: string, params?: unknown[]) => (await tx.query<T>(sql, params)).rows }));
    },
    listen: (channel, onPayload) => db.listen(channel, onPayload),
    close: () => db.close(),
  };
}

async function openPglite(dataDir?: string, engine?: DatabaseOptions['engine']): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  return pgliteDatabase(await PGlite.create({ dataDir, ...engine }));
}

export function openDatabase({ databaseUrl, dataDir, engine }: DatabaseOptions): Promise<Database> {
  return databaseUrl ? Promise.resolve(openPostgres(databaseUrl)) : openPglite(dataDir, engine);
}
