import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../config';
import { serverMsg } from '../test-support/messages';
import { createTestApp } from '../test-support/test-app';
import { addressKey } from './client-address';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp({ anonymousLimits: { guestsPerAddressPerHour: 3, readsPerVisitorPerDay: 3, readsPerAddressPerDay: 5 } });
});
afterAll(() => app.close());

const post = (url: string, payload: unknown, remoteAddress: string) =>
  app.inject({ method: 'POST', url: `/api${url}`, payload: payload as InjectOptions['payload'], remoteAddress });
const count = async (sql: string, params: unknown[] = []) => (await app.db.query<{ n: number }>(sql, params))[0]!.n;

describe('guests are capped per address', () => {
  const create = (address: string) => post('/crm/sdm/open/guest/create', { guest: { source: 'https://example.org/' } }, address);
  const guests = () => count('SELECT count(*)::int AS n FROM guests');

  it('creates GUESTS_PER_ADDRESS_PER_HOUR guests an hour for an address, then answers 429 and stores none', async () => {
    const before = await guests();
    for (let i = 0; i < 3; i += 1) expect((await create('203.0.113.40')).json()).toMatchObject({ code: '30000' });
    const refused = await create('203.0.113.40');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ code: '42900', msg: serverMsg('tooManyRequests') });
    expect(await guests()).toBe(before + 3);
    expect((await create('203.0.113.41')).statusCode).toBe(200);
  });

  it('counts an IPv6 /64 as one address, however its hosts rotate', async () => {
    for (let i = 1; i <= 3; i += 1) expect((await create(`2001:db8:40:1::${i}`)).statusCode).toBe(200);
    expect((await create('2001:db8:40:1:ffff:1:2:3')).statusCode).toBe(429);
    expect((await create('2001:db8:40:2::1')).statusCode).toBe(200);
  });

  it('reads the cap from GUESTS_PER_ADDRESS_PER_HOUR', () => {
    expect(readConfig({}).anonymousLimits).toEqual({});
    expect(readConfig({ GUESTS_PER_ADDRESS_PER_HOUR: '50' }).anonymousLimits).toEqual({ guestsPerAddressPerHour: 50 });
    expect(() => readConfig({ GUESTS_PER_ADDRESS_PER_HOUR: '0' })).toThrow(/GUESTS_PER_ADDRESS_PER_HOUR/);
  });
});

describe('counted news reads are capped per visitor and per address a day', () => {
  const read = (id: number, visitorId: string | undefined, address: string) =>
    post('/news/pub/get', { id, ...(visitorId && { visitorId }) }, address);
  const readCount = (id: number) => count('SELECT read_count AS n FROM news WHERE id = $1', [id]);
  const rowsOf = (address: string) => count('SELECT count(*)::int AS n FROM daily_reads WHERE address = $1', [addressKey(address)]);

  it('counts one visitor id for at most readsPerVisitorPerDay items', async () => {
    const ids = [101, 102, 103, 104, 105];
    const before = await Promise.all(ids.map(readCount));
    for (const id of ids) expect((await read(id, 'capped-reader', '198.51.100.70')).json()).toMatchObject({ code: '30000' });
    const after = await Promise.all(ids.map(readCount));
    expect(after.map((value, i) => value - before[i]!)).toEqual([1, 1, 1, 0, 0]);
    expect(await rowsOf('198.51.100.70')).toBe(3);
  });

  it('counts an address for at most readsPerAddressPerDay reads, whatever visitor ids it rotates', async () => {
    const before = await readCount(110);
    for (let i = 0; i < 12; i += 1) expect((await read(110, `rotating-${i}`, '198.51.100.71')).statusCode).toBe(200);
    expect((await readCount(110)) - before).toBe(5);
    expect(await rowsOf('198.51.100.71')).toBe(5);
    // Another address is counted on its own.
    await read(110, 'another-reader', '198.51.100.72');
    expect((await readCount(110)) - before).toBe(6);
  });
});
