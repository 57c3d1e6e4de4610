import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ERROR_CODES } from '../../shared/api-contract';
import { TRACE_EPOCH_MS } from '../../shared/calls/trace';
import server from '../../locales/zh-cn/server.json';
import { freshIp } from '../test-support/accounts';
import { createTestApp } from '../test-support/test-app';

let sids = 0;
const view = () => ({ t: String(Date.now() - TRACE_EPOCH_MS), url: '/news', sid: `lane-${process.pid}-${++sids}` });
const PROXY = '127.0.0.1';

function stat(app: FastifyInstance, client: string, query: Record<string, string> = view()) {
  return app.inject({
    method: 'GET',
    url: '/api/trace/trace/stat.htm',
    query,
    headers: { 'x-tenant': 'kunlun', 'x-forwarded-for': client, 'user-agent': 'Mozilla/5.0 Chrome/131.0' },
    remoteAddress: PROXY,
  });
}

describe('beacon lane: page views answered ahead of the general stack', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    // Behind one proxy; three requests a minute per client, so the global limit shows within a test.
    app = await createTestApp({ trustProxy: 1, rateLimitMax: 3, rateLimitExempt: [] });
  });
  afterAll(() => app.close());

  it('answers without the page headers of the stack, with nosniff and no-store', async () => {
    const beacon = await stat(app, freshIp());
    expect(beacon.statusCode).toBe(200);
    expect(beacon.json()).toMatchObject({ code: '30000' });
    expect(beacon.headers).toMatchObject({ 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' });
    expect(beacon.headers['content-security-policy']).toBeUndefined();
    // Any other call still passes through helmet.
    const other = await app.inject({ method: 'GET', url: '/api/health', remoteAddress: PROXY });
    expect(other.headers['content-security-policy']).toBeDefined();
  });

  it('counts beacons in the global per-client limit, per client behind the proxy', async () => {
    const client = freshIp();
    const answers = [];
    for (let i = 0; i < 4; i += 1) answers.push(await stat(app, client));
    expect(answers.slice(0, 3).map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(answers[3]!.statusCode).toBe(429);
    expect(answers[3]!.json()).toEqual({ code: ERROR_CODES.tooMany, msg: server.tooManyRequests });
    expect(Number(answers[3]!.headers['retry-after'])).toBeGreaterThan(0);
    // Another client behind the same proxy has its own count.
    expect((await stat(app, freshIp())).statusCode).toBe(200);
  });

  it('applies the row schema: a malformed beacon is 40001 and names the field', async () => {
    const answer = await stat(app, freshIp(), { ...view(), t: 'soon' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json<{ code: string; msg: string }>()).toMatchObject({ code: ERROR_CODES.invalid });
    expect(answer.json<{ msg: string }>().msg).toContain('t');
  });
});

describe('beacon lane under load shedding', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    // A heap limit of 1 MB: the process is over it as soon as under-pressure takes its first sample.
    app = await createTestApp({ shedding: { eventLoopDelayMs: 0, heapUsedMb: 1, retryAfterSeconds: 7 } });
  });
  afterAll(() => app.close());

  it('sheds beacons with 503 and the unavailable envelope, as every other call', async () => {
    await vi.waitFor(async () => expect((await stat(app, freshIp())).statusCode).toBe(503), { timeout: 10_000, interval: 200 });
    const answer = await stat(app, freshIp());
    expect(answer.json()).toEqual({ code: ERROR_CODES.unavailable, msg: server.unavailable });
    expect(answer.headers['retry-after']).toBe('7');
  });
});
