import { describe, expect, it } from 'vitest';
import { SUCCESS_CODE, ERROR_CODES } from '../../shared/api-contract';
import { withTestApp } from '../test-support/test-app';
import { DatabaseUnavailable } from './database-availability';
import type { Queryable } from './database';

// pg_terminate_backend on the connections of this file's database (every other test file has its own), as an
// operator or a failover would: no connection's end may end the process, and the pool serves on. Runs under
// `npm run test:pg`; the embedded database has no connections to drop.

const ctx = withTestApp();

/** Ends every other session of this file's database: the pool's idle ones, one waiting on a lock, the listener. */
async function terminateOthers(db: Queryable): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    `SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity
     WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_type = 'client backend'`,
  );
  return row!.n;
}

async function until(check: () => Promise<boolean> | boolean, what: string, timeoutMs = 15_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const call = () => ctx.app.inject({ method: 'POST', url: '/api/news/pub/newsDirList', payload: {} });

describe.skipIf(!process.env.TEST_DATABASE_URL)('PostgreSQL connections that drop', () => {
  it('idle pooled connections killed: the process lives and the next calls are answered', async () => {
    await Promise.all(Array.from({ length: 8 }, call));
    expect(await terminateOthers(ctx.db)).toBeGreaterThan(1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const answers = await Promise.all(Array.from({ length: 8 }, call));
    expect(answers.map((answer) => answer.json<{ code: string }>().code)).toEqual(Array(8).fill(SUCCESS_CODE));
  });

  it('a connection killed in the middle of a call answers 503 with Retry-After, and the next call 200', async () => {
    const answer = await ctx.db.transaction(async (tx) => {
      // The call's statement waits behind this lock until its connection is cut.
      await tx.query('LOCK TABLE news_columns IN ACCESS EXCLUSIVE MODE');
      const pending = call();
      await until(async () => {
        const [row] = await tx.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
        );
        return row!.n > 0;
      }, 'the call to wait on the lock');
      await terminateOthers(tx);
      return pending;
    });
    expect(answer.statusCode).toBe(503);
    expect(answer.headers['retry-after']).toBe('5');
    expect(answer.json()).toMatchObject({ code: ERROR_CODES.unavailable });
    expect((await call()).json()).toMatchObject({ code: SUCCESS_CODE });
  });

  it('a transaction whose connection is cut between two statements fails as unavailable, not fatally', async () => {
    const work = ctx.db.transaction(async (tx) => {
      await tx.query('SELECT 1');
      await terminateOthers(ctx.db);
      // The cut reaches the idle, checked-out connection as an 'error' event before its next statement.
      await new Promise((resolve) => setTimeout(resolve, 200));
      await tx.query('SELECT 1');
    });
    await expect(work).rejects.toBeInstanceOf(DatabaseUnavailable);
    expect(await ctx.db.query('SELECT 1 AS one')).toEqual([{ one: 1 }]);
  });

  it('LISTEN is made again after its connection is cut, and the listener is told to catch up', async () => {
    const payloads: string[] = [];
    let resumed = 0;
    const stop = await ctx.db.listen(
      'fault_test',
      (payload) => payloads.push(payload),
      () => (resumed += 1),
    );
    try {
      await terminateOthers(ctx.db);
      await until(() => resumed === 1, 'the listener to resume');
      await ctx.db.query(`SELECT pg_notify('fault_test', 'after the cut')`);
      await until(() => payloads.includes('after the cut'), 'the notification');
    } finally {
      await stop();
    }
  });
});
