import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../shared/api-contract';
import server from '../../locales/zh-cn/server.json';
import { API_PREFIX, callUrl } from '../../shared/calls/define-call';
import { newsCalls } from '../../shared/calls/news';
import kunlun from '../../tenants/kunlun.json';
import { indexPending } from '../../server/modules/search/public';
import { createTestApp } from '../../server/test-support/test-app';
import { sourceRenderer as renderer } from './source-renderer';

// A heap limit of 1 MB is always exceeded: from under-pressure's first sample on, the app is "overloaded".
const OVERLOADED = { eventLoopDelayMs: 0, heapUsedMb: 1, retryAfterSeconds: 7 };
const STATS = `${API_PREFIX}${callUrl(newsCalls.statsCount)}`;
/** under-pressure samples once a second. */
const firstSample = () => new Promise((resolve) => setTimeout(resolve, 1300));

describe('load shedding', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp({ renderer, shedding: OVERLOADED });
    await firstSample();
  });
  afterAll(() => app.close());

  it('gives a browser an HTML page that says to retry, with Retry-After', async () => {
    const response = await app.inject({ method: 'GET', url: '/news', headers: { host: 'kunlun.localhost', accept: 'text/html' } });
    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['retry-after']).toBe('7');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toContain(`<h1>${server.unavailableTitle}</h1>`);
    expect(response.body).toContain(kunlun.title);
    // The security headers are there too.
    expect(response.headers['content-security-policy']).toBeDefined();
  });

  it('gives an API caller the envelope', async () => {
    const response = await app.inject({ method: newsCalls.statsCount.method, url: STATS });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('7');
    expect(response.json()).toEqual({ code: ERROR_CODES.unavailable, msg: server.unavailable });
  });

  it('keeps liveness answering while readiness says no', async () => {
    const live = await app.inject({ method: 'GET', url: '/api/health' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toMatchObject({ status: 'ok' });
    const ready = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ code: ERROR_CODES.unavailable });
  });
});

describe('without overload', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp({ shedding: { eventLoopDelayMs: 1000, heapUsedMb: 0, retryAfterSeconds: 10 } });
    await firstSample();
  });
  afterAll(() => app.close());

  it('is ready once the start-up search index run has finished', async () => {
    await indexPending(app.db);
    const ready = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'ready' });
  });
});

describe('RATE_LIMIT_EXEMPT', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp({ rateLimitMax: 3, rateLimitExempt: ['10.0.0.0/8', '192.0.2.7'] });
  });
  afterAll(() => app.close());

  const call = (remoteAddress: string) => app.inject({ method: newsCalls.statsCount.method, url: STATS, remoteAddress });

  it('leaves the listed addresses and ranges alone and limits everyone else', async () => {
    for (let i = 0; i < 6; i++) {
      expect((await call('10.20.30.40')).statusCode).toBe(200);
      expect((await call('192.0.2.7')).statusCode).toBe(200);
    }
    const others = [];
    for (let i = 0; i < 4; i++) others.push((await call('198.51.100.9')).statusCode);
    expect(others).toEqual([200, 200, 200, 429]);
  });

  it('refuses a start-up with an entry that is no address', async () => {
    await expect(createTestApp({ rateLimitExempt: ['localhost'] })).rejects.toThrow(/RATE_LIMIT_EXEMPT/);
  });
});
