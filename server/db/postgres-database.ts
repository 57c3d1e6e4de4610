import pg from 'pg';
import { Availability, DatabaseUnavailable, isConnectionFailure } from './database-availability';
import type { Database } from './database';

/** How long a statement waits for a pooled connection (or a new one) before the request is answered 503. */
const CONNECT_TIMEOUT_MS = 5000;
/** Delays between attempts to LISTEN again after the listening connection dropped; the last one repeats. */
const RELISTEN_DELAYS_MS = [250, 500, 1000, 2000];

const relistenDelay = (failures: number) => RELISTEN_DELAYS_MS[Math.min(failures, RELISTEN_DELAYS_MS.length - 1)]!;

/**
 * A connection of its own that LISTENs (a pooled one may be handed to others between queries). When it drops,
 * it is made again (back-off up to 2 s) and `onResume` is called: what was notified meanwhile is lost, so the
 * listener catches up from the tables.
 */
function listenOnServer(connectionString: string, channel: string, onPayload: (payload: string) => void, onResume?: () => void) {
  let client: pg.Client | undefined;
  let stopped = false;
  let failures = 0;
  const retry = () => setTimeout(() => void reconnect(), relistenDelay(failures++)).unref();
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString, keepAlive: true, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
    next.on('notification', (message) => message.channel === channel && onPayload(message.payload ?? ''));
    // A dropped connection emits 'error' and then 'end'; without a listener the error would end the process.
    next.on('error', () => undefined);
    next.on('end', () => {
      if (stopped || client !== next) return;
      client = undefined;
      retry();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (err) {
      await next.end().catch(() => undefined);
      throw err;
    }
    client = next;
    failures = 0;
  };
  const reconnect = async () => {
    if (stopped) return;
    try {
      await connect();
      onResume?.();
    } catch {
      retry();
    }
  };
  return connect().then(() => async () => {
    stopped = true;
    await client?.end().catch(() => undefined);
  });
}

/**
 * A PostgreSQL server through a pool. A broken connection is discarded, never fatal: the pool and every client
 * it makes have an `error` listener, a statement that cannot reach the server rejects with DatabaseUnavailable,
 * and the next statement after the server is back simply gets a new connection.
 */
export function openPostgres(connectionString: string): Database {
  const availability = new Availability();
  const pool = new pg.Pool({ connectionString, max: 10, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, keepAlive: true });
  // An idle pooled client whose connection drops (a server restart, pg_terminate_backend) is removed by the pool,
  // which then emits 'error' here; one in use emits it on itself, is discarded when released, and its next
  // statement rejects. Either way nothing more is to be done: without these listeners the error would end the
  // process. Whether the database is away is judged by statements alone (`run` below).
  const discard = () => undefined;
  pool.on('error', discard);
  pool.on('connect', (client) => client.on('error', discard));

  const unavailableOr = (err: unknown) => {
    if (!isConnectionFailure(err)) return err;
    availability.failed(err);
    return new DatabaseUnavailable(err);
  };
  const run = async <T>(client: pg.Pool | pg.PoolClient, sql: string, params?: unknown[]) => {
    try {
      const { rows } = await client.query(sql, params as unknown[]);
      availability.answered();
      return rows as T[];
    } catch (err) {
      throw unavailableOr(err);
    }
  };

  return {
    kind: 'postgres',
    get available() {
      return availability.available;
    },
    onAvailabilityChange: (listener) => availability.onChange(listener),
    query: (sql, params) => run(pool, sql, params),
    async exec(sql) {
      await run(pool, sql);
    },
    async transaction(work) {
      const client = await pool.connect().catch((err: unknown) => {
        throw unavailableOr(err);
      });
      try {
        await run(client, 'BEGIN');
        const result = await work({ query: (sql, params) => run(client, sql, params) });
        await run(client, 'COMMIT');
        client.release();
        return result;
      } catch (err) {
        // A connection that cannot even roll back is broken: released with the error, the pool discards it.
        await client.query('ROLLBACK').then(
          () => client.release(),
          (rollbackErr: Error) => client.release(rollbackErr),
        );
        throw err;
      }
    },
    listen: (channel, onPayload, onResume) => listenOnServer(connectionString, channel, onPayload, onResume),
    close: () => pool.end(),
  };
}
