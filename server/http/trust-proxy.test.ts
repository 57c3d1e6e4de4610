import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../config';
import { accountTestOptions } from '../test-support/accounts';
import { createTestApp } from '../test-support/test-app';
import { isLoopback } from './client-address';
import { fastifyTrustProxy, parseTrustProxy } from './trust-proxy';

describe('TRUST_PROXY', () => {
  it('is off when unset, a hop count, or a list of proxy addresses and CIDR ranges', () => {
    expect(readConfig({}).trustProxy).toBeUndefined();
    expect(readConfig({ TRUST_PROXY: '' }).trustProxy).toBeUndefined();
    expect(readConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(readConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(readConfig({ TRUST_PROXY: '10.0.0.5, 192.168.0.0/16,::1,fd00::/8,loopback' }).trustProxy).toEqual([
      '10.0.0.5',
      '192.168.0.0/16',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it.each(['true', 'TRUE', 'yes', '0', '-1', '1.5', '10.0.0', '10.0.0.5/33', '10.0.0.5,', 'proxy.example.com', '*'])(
    "refuses '%s' at start-up with a message that says what it takes",
    (value) => {
      expect(() => readConfig({ TRUST_PROXY: value })).toThrow(
        /TRUST_PROXY must be the number of reverse proxies .* or a comma-separated list/,
      );
    },
  );

  it('never hands Fastify `true`: a hop count trusts exactly that many hops', () => {
    expect(fastifyTrustProxy(undefined)).toBe(false);
    expect(fastifyTrustProxy(['10.0.0.5'])).toEqual(['10.0.0.5']);
    const oneHop = fastifyTrustProxy(parseTrustProxy('1'));
    expect(typeof oneHop).toBe('function');
    const trusts = oneHop as (address: string, hop: number) => boolean;
    expect([trusts('10.0.0.5', 0), trusts('198.51.100.1', 1)]).toEqual([true, false]);
  });

  it('knows a loopback peer in every spelling, and nothing else', () => {
    for (const address of ['127.0.0.1', '127.9.9.9', '::1', '::ffff:127.0.0.1']) expect(isLoopback(address), address).toBe(true);
    for (const address of ['10.0.0.1', '::ffff:10.0.0.1', '0.0.0.0', 'localhost', '', undefined])
      expect(isLoopback(address), address).toBe(false);
  });
});

// Behind one proxy (10.0.0.5), the client writes whatever it likes on the left of X-Forwarded-For; the proxy
// appends the address it saw. Only that last entry may count for the per-IP limits.
describe.each([
  ['a hop count', '1', '203.0.113.10'],
  ['the proxy address', '10.0.0.0/8', '203.0.113.20'],
])('per-IP login limit behind a proxy named by %s', (_kind, setting, client) => {
  const LIMIT = 3;
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp({
      ...accountTestOptions({ limits: { ipLoginPerMinute: LIMIT } }).options,
      trustProxy: readConfig({ TRUST_PROXY: setting }).trustProxy,
    });
  });
  afterAll(() => app.close());

  const login = (forwardedFor: string) =>
    app.inject({
      method: 'POST',
      url: '/api/user/auth/v3/pwd/login',
      payload: { account: 'nobody@example.com', password: 'x' },
      remoteAddress: '10.0.0.5',
      headers: { 'x-forwarded-for': forwardedFor },
    });

  it('is not escaped by rotating the client-written part of X-Forwarded-For', async () => {
    for (let i = 0; i < LIMIT; i += 1) expect((await login(`198.51.100.${i + 1}, ${client}`)).statusCode).toBe(200);
    expect((await login(`198.51.100.99, ${client}`)).statusCode).toBe(429);
    expect((await login(client)).statusCode).toBe(429);
    // Another client behind the same proxy has a count of its own.
    expect((await login(`198.51.100.1, ${client}1`)).statusCode).toBe(200);
  });
});
