import { mkdirSync } from 'node:fs';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import pg from 'pg';

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

async function openPglite(dataDir?: string, engine?: DatabaseOptions['engine']): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const db = await PGlite.create({ dataDir, ...engine });
  return {
    kind: 'pglite',
    async query<T>(sql: string, params?: unknown[]) {
      return (await db.query<T>(sql, params)).rows;
    },
    async exec(sql) {
      await db.exec(sql);
    },
    transaction(work) {
      return db.transaction((tx) =>
        work({ query: async <T>(sql: string, params?: unknown[]) => (await tx.query<T>(sql, params)).rows }),
      );
    },
    listen: (channel, onPayload) => db.listen(channel, onPayload),
    close: () => db.close(),
  };
}

const RELISTEN_DELAYS_MS = [250, 1000, 5000];

/** A connection of its own that LISTENs (a pooled one may be handed to others between queries). */
function listenOnServer(connectionString: string, channel: string, onPayload: (payload: string) => void, onResume?: () => void) {
  let client: pg.Client | undefined;
  let stopped = false;
  let failures = 0;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString });
    next.on('notification', (message) => message.channel === channel && onPayload(message.payload ?? ''));
    next.on('error', () => undefined);
    next.on('end', () => {
      if (stopped || client !== next) return;
      client = undefined;
      const delay = RELISTEN_DELAYS_MS[Math.min(failures, RELISTEN_DELAYS_MS.length - 1)]!;
      failures += 1;
      setTimeout(() => void reconnect(), delay).unref();
    });
    await next.connect();
    await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    client = next;
    failures = 0;
  };
  const reconnect = async () => {
    if (stopped) return;
    try {
      await connect();
      onResume?.();
    } catch {
      const delay = RELISTEN_DELAYS_MS[Math.min(failures, RELISTEN_DELAYS_MS.length - 1)]!;
      failures += 1;
      setTimeout(() => void reconnect(), delay).unref();
    }
  };
  return connect().then(() => async () => {
    stopped = true;
    await client?.end().catch(() => undefined);
  });
}

function openPostgres(connectionString: string): Database {
  const pool = new pg.Pool({ connectionString, max: 10 });
  const run = async <T>(client: pg.Pool | pg.PoolClient, sql: string, params?: unknown[]) =>
    (await client.query(sql, params as unknown[])).rows as T[];
  return {
    kind: 'postgres',
    query: (sql, params) => run(pool, sql, params),
    async exec(sql) {
      await pool.query(sql);
    },
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work({ query: (sql, params) => run(client, sql, params) });
        await client.query('COMMIT');
        return result;
      } catch (err) {
        await client.query('ROLLBACK');
        throw err;
      } finally {
        client.release();
      }
    },
    listen: (channel, onPayload, onResume) => listenOnServer(connectionString, channel, onPayload, onResume),
    close: () => pool.end(),
  };
}

export function openDatabase({ databaseUrl, dataDir, engine }: DatabaseOptions): Promise<Database> {
  return databaseUrl ? Promise.resolve(openPostgres(databaseUrl)) : openPglite(dataDir, engine);
}
