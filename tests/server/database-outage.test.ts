import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, SUCCESS_CODE } from '../../shared/api-contract';
import { buildApp } from '../../server/app';
import { serverText } from '../../server/server-text';
import { faultyDatabase, type FaultyDatabase } from '../../server/test-support/faulty-database';
import { testDatabase } from '../../server/test-support/test-app';
import { loadTenants } from '../../server/tenants/load-tenants';
import { createTenantRegistry } from '../../server/tenants/tenant-registry';
import { sourceRenderer as renderer } from './source-renderer';

// The database goes away and comes back while the process runs: calls and pages answer 503 with Retry-After
// (never 500), liveness stays 200, readiness follows the database, and the outage is logged once.

let app: FastifyInstance;
let fault: FaultyDatabase;
const lines: string[] = [];

beforeAll(async () => {
  fault = faultyDatabase(await testDatabase());
  app = await buildApp({
    db: fault.database,
    tenants: createTenantRegistry(loadTenants()),
    renderer,
    pageCache: { ttlSeconds: 30, maxMb: 16 },
    logLevel: 'info',
    logStream: { write: (line: string) => void lines.push(line) },
  });
  await app.ready();
});
afterAll(() => app.close());

const call = (headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/news/pub/newsDirList', payload: {}, headers });
const page = (url: string) => app.inject({ method: 'GET', url, headers: { host: 'localhost' } });
/** Polls readiness until it answers 200, as a load balancer would. */
async function readyWithin(ms: number, target = app): Promise<void> {
  const end = Date.now() + ms;
  while ((await target.inject({ method: 'GET', url: '/api/ready' })).statusCode !== 200) {
    if (Date.now() > end) throw new Error(`not ready within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const logged = (message: string) => lines.filter((line) => line.includes(`"msg":"${message}`)).length;

describe('the database goes away and comes back', () => {
  it('answers 503 with Retry-After meanwhile, keeps liveness and cached pages, and recovers by itself', async () => {
    expect((await call()).json()).toMatchObject({ code: SUCCESS_CODE });
    const cached = await page('/news/5');
    expect(cached.statusCode).toBe(200);

    fault.setDown(true);
    for (let i = 0; i < 5; i += 1) {
      const answer = await call();
      expect(answer.statusCode).toBe(503);
      expect(answer.headers['retry-after']).toBe('5');
      expect(answer.json()).toEqual({ code: ERROR_CODES.unavailable, msg: serverText('unavailable') });
    }
    // A logged-in call fails at the session look-up: the same 503, not a 401 or a 500.
    expect((await call({ authorization: 'Bearer some-token' })).statusCode).toBe(503);

    const uncached = await page('/news/6');
    expect(uncached.statusCode).toBe(503);
    expect(uncached.headers['content-type']).toMatch(/^text\/html/);
    expect(uncached.headers['retry-after']).toBe('5');
    expect(uncached.headers['cache-control']).toBe('no-store');
    expect(uncached.body).toContain(serverText('unavailableDownTitle'));

    // Nothing can change the content while the database is away: a page cached before stays right.
    const stillCached = await page('/news/5');
    expect(stillCached.statusCode).toBe(200);
    expect(stillCached.headers['x-page-cache']).toBe('hit');

    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    const ready = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.headers['retry-after']).toBe('5');

    fault.setDown(false);
    expect((await call()).json()).toMatchObject({ code: SUCCESS_CODE });
    expect((await page('/news/6')).statusCode).toBe(200);
    await readyWithin(10_000);

    expect(logged('database unavailable')).toBe(1);
    expect(logged('database answers again')).toBe(1);
    // No request of the outage was logged as a failure of its own.
    expect(lines.filter((line) => line.includes('"level":50')).length).toBe(1);
  });
});

describe('the database is away while a process starts', () => {
  it('is not ready until the database answers, then catches up by itself', async () => {
    const starting = faultyDatabase(await testDatabase());
    starting.setDown(true);
    const late = await buildApp({ db: starting.database, tenants: createTenantRegistry(loadTenants()) });
    try {
      await late.ready();
      // The start-up run of the search index has met the outage.
      while (starting.database.available) await new Promise((resolve) => setTimeout(resolve, 20));
      expect((await late.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(503);
      expect((await late.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      starting.setDown(false);
      await readyWithin(15_000, late);
    } finally {
      await late.close();
    }
  });
});
