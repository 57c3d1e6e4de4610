import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../shared/api-contract';
import { buildApp } from '../app';
import { ApiError } from '../http/envelope';
import { serverMsg } from '../test-support/messages';
import { createTestApp, resetDatabase, testDatabase } from '../test-support/test-app';
import { loadTenants } from '../tenants/load-tenants';
import { createTenantRegistry } from '../tenants/tenant-registry';

const SECRET = 'postgres://portal:hunter2@db.internal/portal';

function withStatus(message: string, statusCode: number): Error {
  return Object.assign(new Error(message), { statusCode });
}

/** The app factory with routes that fail, added before ready() as a feature plugin would. */
async function buildFailingApp(options: { rateLimitMax?: number } = {}): Promise<FastifyInstance> {
  const db = await testDatabase();
  await resetDatabase(db);
  const app = await buildApp({ db, tenants: createTenantRegistry(loadTenants()), ...options });
  app.get('/api/test/throw', async () => {
    throw new Error(`cannot connect to ${SECRET}`);
  });
  app.post('/api/test/reject', () => Promise.reject(new TypeError(`undefined is not a function (${SECRET})`)));
  app.get('/api/test/sql', async () => app.db.query('SELECT secret_column FROM no_such_table_hunter2'));
  app.get('/api/test/unavailable', async () => {
    throw withStatus(`upstream ${SECRET} is down`, 503);
  });
  app.get('/api/test/bad-gateway', async () => {
    throw withStatus(`upstream ${SECRET} answered garbage`, 502);
  });
  app.get('/api/test/forbidden', async () => {
    throw new ApiError(ERROR_CODES.forbidden, 'no entry', 403);
  });
  app.get('/api/test/business', async () => {
    throw new ApiError(ERROR_CODES.invalid, 'business rule');
  });
  await app.ready();
  return app;
}

describe('unknown paths', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it.each([
    ['GET', '/api/nope'],
    ['POST', '/api/crm/sdm/open/nope'],
    ['GET', '/api/crm/sdm/open/guest/create'],
    ['DELETE', '/api/health'],
    ['GET', '/api'],
  ] as const)("%s %s answers HTTP 404 with code '40400' as JSON", async (method, url) => {
    const response = await app.inject({ method, url, payload: method === 'POST' ? {} : undefined });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ code: '40400', msg: serverMsg('notFound') });
  });

  it('answers any other path with the same JSON 404 when the app serves no pages', async () => {
    const response = await app.inject({ method: 'GET', url: '/standard' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: '40400', msg: serverMsg('notFound') });
  });
});

describe('errors thrown by a route', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildFailingApp();
  });
  afterAll(() => app.close());

  it.each([
    ['GET', '/api/test/throw'],
    ['POST', '/api/test/reject'],
    ['GET', '/api/test/sql'],
  ] as const)('%s %s answers 500 without leaking the message', async (method, url) => {
    const response = await app.inject({ method, url, payload: method === 'POST' ? {} : undefined });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ code: '50000', msg: serverMsg('internal') });
    expect(response.body).not.toMatch(/hunter2|postgres:|no_such_table|secret_column|TypeError|stack/i);
  });

  it('answers a 503 with the upgrade message and code 50300', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/unavailable' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ code: '50300', msg: serverMsg('unavailable') });
  });

  it('keeps the status of another 5xx but not its message', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/bad-gateway' });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ code: '50000', msg: serverMsg('internal') });
  });

  it('answers a business error with its own code, message and status', async () => {
    const forbidden = await app.inject({ method: 'GET', url: '/api/test/forbidden' });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ code: '40300', msg: 'no entry' });
    const business = await app.inject({ method: 'GET', url: '/api/test/business' });
    expect(business.statusCode).toBe(200);
    expect(business.json()).toEqual({ code: '40001', msg: 'business rule' });
  });

  it('still answers normal routes after a failure', async () => {
    await app.inject({ method: 'GET', url: '/api/test/sql' });
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
  });
});

describe('rate limit', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildFailingApp({ rateLimitMax: 2 });
  });
  afterAll(() => app.close());

  it("answers 429 with code '42900' past the limit, and never limits /api/health", async () => {
    const call = () => app.inject({ method: 'POST', url: '/api/news/pub/getByName', payload: { name: 'home' } });
    expect((await call()).statusCode).toBe(200);
    expect((await call()).statusCode).toBe(200);
    const limited = await call();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ code: '42900', msg: serverMsg('tooManyRequests') });
    for (let i = 0; i < 3; i += 1) expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('slows down probing of unknown API paths after 60 a minute', async () => {
    const probe = () => app.inject({ method: 'GET', url: '/api/no/such/path', remoteAddress: '10.9.9.9' });
    for (let i = 0; i < 60; i += 1) expect((await probe()).statusCode).toBe(404);
    expect((await probe()).statusCode).toBe(429);
  });
});
