import { sql } from 'kysely';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { faultyDatabase } from '../test-support/faulty-database';
import { testDatabase } from '../test-support/test-app';
import { DatabaseUnavailable } from './database-availability';
import type { Database } from './database';
import { kyselyOf } from './kysely';

// Through the real Database of this file: PGlite here, a PostgreSQL server under `npm run test:pg`.
describe('Kysely over the portal Database', () => {
  let db: Database;
  const keys = () =>
    kyselyOf(db)
      .selectFrom('account_lockouts')
      .select('account_key')
      .where('account_key', 'like', 'kysely-%')
      .orderBy('account_key')
      .execute()
      .then((rows) => rows.map((row) => row.account_key));

  beforeAll(async () => {
    db = await testDatabase();
  });
  afterEach(async () => {
    await db.query("DELETE FROM account_lockouts WHERE account_key LIKE 'kysely-%'");
  });

  it('inserts and selects with parameters', async () => {
    const until = new Date('2030-01-02T03:04:05Z');
    const inserted = await kyselyOf(db)
      .insertInto('account_lockouts')
      .values({ account_key: "kysely-a'; DROP TABLE users; --", locked_until: until })
      .returning(['account_key', 'locked_until'])
      .executeTakeFirstOrThrow();
    expect(inserted).toEqual({ account_key: "kysely-a'; DROP TABLE users; --", locked_until: until });
    expect(await keys()).toEqual(["kysely-a'; DROP TABLE users; --"]);
  });

  it('commits a transaction', async () => {
    await kyselyOf(db)
      .transaction()
      .execute(async (trx) => {
        await trx.insertInto('account_lockouts').values({ account_key: 'kysely-b', locked_until: new Date() }).execute();
        await trx.insertInto('account_lockouts').values({ account_key: 'kysely-c', locked_until: new Date() }).execute();
      });
    expect(await keys()).toEqual(['kysely-b', 'kysely-c']);
  });

  it('rolls a transaction back when its work throws, and answers the error', async () => {
    const failure = new Error('changed my mind');
    await expect(
      kyselyOf(db)
        .transaction()
        .execute(async (trx) => {
          await trx.insertInto('account_lockouts').values({ account_key: 'kysely-d', locked_until: new Date() }).execute();
          throw failure;
        }),
    ).rejects.toBe(failure);
    expect(await keys()).toEqual([]);
  });

  it('rolls a transaction back when a statement fails', async () => {
    await expect(
      kyselyOf(db)
        .transaction()
        .execute(async (trx) => {
          await trx.insertInto('account_lockouts').values({ account_key: 'kysely-e', locked_until: new Date() }).execute();
          await sql`SELECT * FROM no_such_table`.execute(trx);
        }),
    ).rejects.toThrow(/no_such_table/);
    expect(await keys()).toEqual([]);
  });

  it('joins a transaction the Database opened itself', async () => {
    await expect(
      db.transaction(async (tx) => {
        await kyselyOf(tx).insertInto('account_lockouts').values({ account_key: 'kysely-f', locked_until: new Date() }).execute();
        expect(
          await kyselyOf(tx).selectFrom('account_lockouts').select('account_key').where('account_key', '=', 'kysely-f').execute(),
        ).toHaveLength(1);
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');
    expect(await keys()).toEqual([]);
  });

  it('answers DatabaseUnavailable during an outage, like every other statement', async () => {
    const faulty = faultyDatabase(db);
    faulty.setDown(true);
    await expect(kyselyOf(faulty.database).selectFrom('account_lockouts').selectAll().execute()).rejects.toBeInstanceOf(
      DatabaseUnavailable,
    );
    await expect(
      kyselyOf(faulty.database)
        .transaction()
        .execute(async () => undefined),
    ).rejects.toBeInstanceOf(DatabaseUnavailable);
    faulty.setDown(false);
    expect(
      await kyselyOf(faulty.database).selectFrom('account_lockouts').select('account_key').where('account_key', '=', 'none').execute(),
    ).toEqual([]);
  });
});
