import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app';
import { readConfig } from '../config';
import type { Queryable } from '../db/database';
import { createTestApp, testDatabase } from '../test-support/test-app';
import { loadTenants } from '../tenants/load-tenants';
import { createTenantRegistry } from '../tenants/tenant-registry';
import { BatchedStore } from './batched-rate-limit-store';
import { CounterTable } from './rate-limit-store';

const MAX = 12;
/** Longer than any test: counts meet in the database only when a test flushes (or a key's early flush). */
const NEVER_MS = 3_600_000;

/** Two server processes over one database, as behind a load balancer. */
function twoProcesses(trustProxy?: string) {
  const apps: FastifyInstance[] = [];
  beforeAll(async () => {
    for (let i = 0; i < 2; i += 1) {
      apps.push(
        await createTestApp({
          rateLimitMax: MAX,
          rateLimitFlushMs: NEVER_MS,
          trustProxy: readConfig({ TRUST_PROXY: trustProxy }).trustProxy,
        }),
      );
    }
  });
  afterAll(() => Promise.all(apps.map((app) => app.close())));
  return apps;
}

const flushAll = (apps: FastifyInstance[]) => Promise.all(apps.map((app) => app.rateLimitCounters.flush()));

const ask = (app: FastifyInstance, remoteAddress: string, forwardedFor?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/tenant/get',
    payload: {},
    remoteAddress,
    ...(forwardedFor && { headers: { 'x-forwarded-for': forwardedFor } }),
  });

/** Requests in rounds of `perRound` to each process, each round followed by a flush: the 200s counted. */
async function allowedInRounds(
  apps: FastifyInstance[],
  perRound: number,
  rounds: number,
  send: (app: FastifyInstance, i: number) => ReturnType<typeof ask>,
) {
  let allowed = 0;
  let sent = 0;
  for (let round = 0; round < rounds; round += 1) {
    for (const app of apps) {
      for (let i = 0; i < perRound; i += 1) if ((await send(app, (sent += 1))).statusCode === 200) allowed += 1;
    }
    await flushAll(apps);
  }
  return allowed;
}

describe('the global per-client limit over two processes sharing one database', () => {
  const apps = twoProcesses();
  afterEach(() => vi.useRealTimers());

  it('allows the limit between them, give or take one request per process when they flush after each', async () => {
    const allowed = await allowedInRounds(apps, 1, MAX, (app) => ask(app, '198.51.100.1'));
    expect(allowed).toBeGreaterThanOrEqual(MAX);
    expect(allowed).toBeLessThanOrEqual(MAX + apps.length);
    const refused = await ask(apps[0]!, '198.51.100.1');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
  });

  it('overshoots by at most processes × hits per flush interval', async () => {
    const perRound = 4;
    const allowed = await allowedInRounds(apps, perRound, 4, (app) => ask(app, '198.51.100.2'));
    expect(allowed).toBeGreaterThanOrEqual(MAX);
    expect(allowed).toBeLessThanOrEqual(MAX + apps.length * perRound);
    for (const app of apps) expect((await ask(app, '198.51.100.2')).statusCode).toBe(429);
  });

  it('counts each client address apart, and starts a new window when one ends', async () => {
    await allowedInRounds(apps, MAX, 1, (app) => ask(app, '198.51.100.3'));
    for (const app of apps) expect((await ask(app, '198.51.100.3')).statusCode).toBe(429);
    expect((await ask(apps[1]!, '198.51.100.4')).statusCode).toBe(200);
    expect(Number((await ask(apps[1]!, '198.51.100.4')).headers['x-ratelimit-remaining'])).toBe(MAX - 2);

    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61_000 });
    const db = await testDatabase();
    await db.query("UPDATE rate_limit_counters SET window_start = window_start - interval '61 seconds' WHERE key = 'all:198.51.100.3'");
    const allowed = await allowedInRounds(apps, 1, MAX, (app) => ask(app, '198.51.100.3'));
    expect(allowed).toBeGreaterThanOrEqual(MAX);
    expect(allowed).toBeLessThanOrEqual(MAX + apps.length);
  });

  it('is exact on one process, whenever it flushes', async () => {
    const allowed = await allowedInRounds([apps[0]!], 5, 4, (app) => ask(app, '198.51.100.7'));
    expect(allowed).toBe(MAX);
  });

  it('does not let a client split its count by writing X-Forwarded-For when no proxy is trusted', async () => {
    const allowed = await allowedInRounds(apps, 3, 6, (app, i) => ask(app, '198.51.100.5', `203.0.113.${i}`));
    expect(allowed).toBeLessThanOrEqual(MAX + apps.length * 3);
    for (const app of apps) expect((await ask(app, '198.51.100.5', '203.0.113.200')).statusCode).toBe(429);
  });

  it('keeps the not-found limit apart from the global one', async () => {
    for (let i = 0; i < MAX; i += 1) await ask(apps[0]!, '198.51.100.6');
    await flushAll(apps);
    expect((await apps[1]!.inject({ method: 'GET', url: '/api/no/such/path', remoteAddress: '198.51.100.6' })).statusCode).toBe(404);
  });
});

describe('the global limit while its database writes fail', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    const db = await testDatabase();
    // The counters' batched statements fail; everything else answers.
    const failing = new Proxy(db, {
      get(target, name) {
        if (name === 'query') {
          return (sql: string, params?: unknown[]) =>
            sql.includes('unnest') ? Promise.reject(new Error('connection refused')) : target.query(sql, params);
        }
        const value: unknown = Reflect.get(target, name);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    app = await buildApp({ db: failing, tenants: createTenantRegistry(loadTenants()), rateLimitMax: MAX, rateLimitFlushMs: NEVER_MS });
    await app.ready();
  });
  afterAll(() => app.close());

  it("fails open: keeps serving, and limits each client on this process's own count", async () => {
    const allowed = await allowedInRounds([app], 3, 6, () => ask(app, '198.51.100.9'));
    expect(allowed).toBe(MAX);
    expect((await ask(app, '198.51.100.9')).statusCode).toBe(429);
    expect((await ask(app, '198.51.100.10')).statusCode).toBe(200);
    const db = await testDatabase();
    expect(await db.query("SELECT key FROM rate_limit_counters WHERE key IN ('all:198.51.100.9', 'all:198.51.100.10')")).toEqual([]);
  });
});

describe('the global limit behind a trusted proxy, over two processes', () => {
  const apps = twoProcesses('1');

  it('counts the address the proxy saw, however the client rotates the part it writes', async () => {
    const allowed = await allowedInRounds(apps, 1, MAX, (app, i) => ask(app, '10.0.0.5', `198.51.100.${i}, 203.0.113.7`));
    expect(allowed).toBeGreaterThanOrEqual(MAX);
    expect(allowed).toBeLessThanOrEqual(MAX + apps.length);
    for (const app of apps) expect((await ask(app, '10.0.0.5', '198.51.100.250, 203.0.113.7')).statusCode).toBe(429);
    // Another client behind the same proxy has a count of its own.
    expect((await ask(apps[1]!, '10.0.0.5', '203.0.113.8')).statusCode).toBe(200);
  });
});

describe('the batched store', () => {
  const incr = (store: BatchedStore, key: string, max = 5) =>
    new Promise<number>((resolve) => store.incr(key, (_err, result) => resolve(result!.current), 60_000, max));

  it('goes on judging on its own counts while the database fails, and sends them once it answers', async () => {
    let down = true;
    const sent: unknown[][] = [];
    const db: Queryable = {
      query: async <T>(sql: string, params?: unknown[]) => {
        if (down) throw new Error('connection refused');
        if (sql.includes('unnest')) sent.push(params!);
        return (sql.includes('count(*)') ? [{ n: 0 }] : []) as T[];
      },
    };
    const errors: unknown[] = [];
    const store = new BatchedStore(new CounterTable(db), { flushMs: NEVER_MS, maxKeys: 100, onError: (err) => errors.push(err) });
    const counts = [];
    for (let i = 0; i < 7; i += 1) counts.push(await incr(store, '192.0.2.1'));
    await store.flush();
    await store.flush();
    expect(counts).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(errors).toHaveLength(1);
    expect(await incr(store, '192.0.2.1')).toBe(8);
    down = false;
    await store.flush();
    expect(sent).toEqual([[['all:192.0.2.1'], [60_000], [8]]]);
    expect(errors).toEqual([expect.any(Error), null]);
    await store.close();
  });

  it('leaves room in the table for the grouped limits, counting further keys in memory', async () => {
    const db = await testDatabase();
    await db.query('DELETE FROM rate_limit_counters');
    const table = new CounterTable(db, { maxRows: 10, pruneEveryMs: NEVER_MS, fullPruneEveryMs: NEVER_MS });
    const store = new BatchedStore(table, { flushMs: NEVER_MS, maxKeys: 100 });
    for (let i = 0; i < 12; i += 1) {
      await incr(store, `192.0.2.${i}`);
      await store.flush();
    }
    const [counted] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM rate_limit_counters');
    expect(counted?.n).toBe(8);
    // Keys left out still count, in this process.
    expect(await incr(store, '192.0.2.11')).toBe(2);
    expect(await incr(store, '192.0.2.0')).toBe(2);
    await store.close();
  });
});
