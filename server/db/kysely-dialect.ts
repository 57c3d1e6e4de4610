import {
  type CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import type { Database, Queryable } from './database';

/** Thrown inside Database.transaction to make it roll back; never seen by callers. */
const ROLLBACK = Symbol('rollback');

interface OpenTransaction {
  queryable: Queryable;
  finish(commit: boolean): void;
  ended: Promise<void>;
}

/**
 * A Kysely connection that runs every statement through our Database (or a transaction's Queryable), so Kysely
 * uses the same PGlite engine or pg pool, the same outage handling (DatabaseUnavailable) and the same transactions.
 */
class QueryableConnection implements DatabaseConnection {
  #transaction: OpenTransaction | undefined;

  constructor(private readonly target: Database | Queryable) {}

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    const queryable = this.#transaction?.queryable ?? this.target;
    // Database.query answers rows only, so no affected-row count: use `returning` where the count matters.
    return { rows: await queryable.query<R>(compiled.sql, [...compiled.parameters]) };
  }

  // eslint-disable-next-line require-yield -- an async generator only to satisfy the interface
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('Streaming is not supported over the portal Database; page with limit and offset.');
  }

  /**
   * Database.transaction is callback-shaped; Kysely begins and ends a transaction in separate calls. The callback
   * is therefore held open until commit or rollback settles it.
   */
  async begin(settings: TransactionSettings): Promise<void> {
    if (this.#transaction) throw new Error('A transaction is already open on this connection.');
    if (!('transaction' in this.target)) throw new Error('Already inside a transaction: use the Kysely instance of the outer Database.');
    let opened!: (queryable: Queryable) => void;
    let finish!: (commit: boolean) => void;
    const ready = new Promise<Queryable>((resolve) => (opened = resolve));
    const decided = new Promise<boolean>((resolve) => (finish = resolve));
    const ended = this.target.transaction(async (tx) => {
      opened(tx);
      if (!(await decided)) throw ROLLBACK;
    });
    // A transaction that could not begin (the database is away) ends before the callback ran.
    const endedEarly = ended.then(() => Promise.reject(new Error('The transaction ended before it began.')));
    endedEarly.catch(() => undefined);
    const queryable = await Promise.race([ready, endedEarly]);
    this.#transaction = { queryable, finish, ended };
    if (settings.isolationLevel) await queryable.query(`SET TRANSACTION ISOLATION LEVEL ${settings.isolationLevel}`);
    if (settings.accessMode) await queryable.query(`SET TRANSACTION ${settings.accessMode}`);
  }

  async end(commit: boolean): Promise<void> {
    const transaction = this.#transaction;
    if (!transaction) throw new Error('No transaction is open on this connection.');
    this.#transaction = undefined;
    transaction.finish(commit);
    await transaction.ended.catch((err: unknown) => {
      if (err !== ROLLBACK) throw err;
    });
  }
}

class QueryableDriver implements Driver {
  constructor(private readonly target: Database | Queryable) {}

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    return new QueryableConnection(this.target);
  }

  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    return (connection as QueryableConnection).begin(settings);
  }

  commitTransaction(connection: DatabaseConnection): Promise<void> {
    return (connection as QueryableConnection).end(true);
  }

  rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    return (connection as QueryableConnection).end(false);
  }

  async releaseConnection(): Promise<void> {}

  // The Database belongs to the app, which closes it.
  async destroy(): Promise<void> {}
}

/** PostgreSQL SQL and introspection, executed by our own Database instead of a pool of Kysely's. */
export class PortalDatabaseDialect implements Dialect {
  constructor(private readonly target: Database | Queryable) {}

  createAdapter() {
    return new PostgresAdapter();
  }

  createDriver(): Driver {
    return new QueryableDriver(this.target);
  }

  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }

  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }
}
