import { beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { testDatabase } from '../test-support/test-app';
import { DatabaseStore, type CounterBounds } from './rate-limit-store';

const MAX = 5;
const WINDOW_MS = 60_000;

function incr(store: DatabaseStore, key: string): Promise<{ current: number; ttl: number }> {
  return new Promise((resolve, reject) => store.incr(key, (err, result) => (err ? reject(err) : resolve(result!)), WINDOW_MS, MAX));
}

const rows = async (db: Database) => (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM rate_limit_counters'))[0]!.n;

describe('the database store of the per-address limits', () => {
  let db: Database;
  beforeEach(async () => {
    db = await testDatabase();
    await db.query('DELETE FROM rate_limit_counters');
  });
  const store = (bounds: Partial<CounterBounds> = {}) =>
    new DatabaseStore(db, { maxRows: 20, pruneEveryMs: 60_000, fullPruneEveryMs: 60_000, ...bounds });

  it('holds at most maxRows under a flood of new keys, refusing the keys it cannot count', async () => {
    const counters = store();
    const answers = [];
    for (let i = 0; i < 60; i += 1) answers.push(await incr(counters, `203.0.113.${i}account-login`));
    expect(await rows(db)).toBe(20);
    expect(answers.slice(0, 20).every((answer) => answer.current === 1)).toBe(true);
    expect(answers.slice(20).every((answer) => answer.current > MAX)).toBe(true);
    // A key counted before the table filled goes on counting.
    expect((await incr(counters, '203.0.113.0account-login')).current).toBe(2);
  });

  it('deletes ended windows as it goes, which makes room again', async () => {
    const counters = store({ fullPruneEveryMs: 0 });
    for (let i = 0; i < 20; i += 1) await incr(counters, `198.51.100.${i}account-code`);
    expect((await incr(counters, 'late-key')).current).toBeGreaterThan(MAX);
    await db.query("UPDATE rate_limit_counters SET window_start = window_start - interval '61 seconds'");
    expect(await incr(counters, 'late-key')).toMatchObject({ current: 1 });
    expect(await rows(db)).toBe(1);
  });

  it('prunes ended windows on its own schedule before the table is full', async () => {
    const counters = store({ pruneEveryMs: 0 });
    for (let i = 0; i < 10; i += 1) await incr(counters, `192.0.2.${i}anonymous-guest`);
    await db.query("UPDATE rate_limit_counters SET window_start = window_start - interval '61 seconds'");
    await incr(counters, 'fresh');
    expect(await rows(db)).toBe(1);
  });
});
