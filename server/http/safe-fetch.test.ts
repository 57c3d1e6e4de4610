import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { localServer, type LocalServer } from '../test-support/local-server';
import '../test-support/loopback-only';
import { addressMatcher } from './address-list';
import { addressRefusal, FetchRefused, safeFetch, type Resolver, type SafeFetchOptions } from './safe-fetch';

// The outbound guard against a local server on 127.0.0.1 only: no test sends traffic anywhere else. Refusals are
// checked by the server's accepted connections staying at zero. loopback-only.ts refuses every socket a connection
// anywhere but loopback, so even a broken guard could not send traffic out.

type Handler = (req: IncomingMessage, res: ServerResponse) => void;
let server: LocalServer;
let base: string;
let connections = 0;
let handler: Handler = (_req, res) => res.end('ok');

beforeAll(async () => {
  server = await localServer((req, res) => handler(req, res));
  server.server.on('connection', () => connections++);
  base = server.base;
});
afterAll(() => server.close());
beforeEach(() => {
  connections = 0;
  handler = (_req, res) => res.end('ok');
});

const LOOPBACK = addressMatcher('TENDER_FETCH_ALLOW', ['loopback']);
const NOTHING = addressMatcher('TENDER_FETCH_ALLOW', []);
const allowed: SafeFetchOptions = { allow: LOOPBACK, timeoutMs: 2_000, maxBytes: 1024 };
const guarded: SafeFetchOptions = { ...allowed, allow: NOTHING };
/** A resolver that answers `address` for every name, as a hostile DNS would. */
const resolvesTo =
  (...addresses: string[]): Resolver =>
  async () =>
    addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

const REFUSED = [
  ['127.0.0.1', 'loopback'],
  ['0.0.0.0', 'unspecified'],
  ['0.12.34.56', 'unspecified'],
  ['10.1.2.3', 'private'],
  ['172.16.0.1', 'private'],
  ['172.31.255.254', 'private'],
  ['192.168.1.1', 'private'],
  ['100.64.0.1', 'carrierGradeNat'],
  ['169.254.169.254', 'linkLocal'],
  ['224.0.0.1', 'multicast'],
  ['240.0.0.1', 'reserved'],
  ['255.255.255.255', 'broadcast'],
  ['::1', 'loopback'],
  ['::', 'unspecified'],
  ['fc00::1', 'uniqueLocal'],
  ['fd12:3456::1', 'uniqueLocal'],
  ['fe80::1', 'linkLocal'],
  ['ff02::1', 'multicast'],
  ['::ffff:127.0.0.1', 'loopback'],
  ['::ffff:10.0.0.1', 'private'],
  ['::ffff:169.254.169.254', 'linkLocal'],
] as const;

describe('the address check', () => {
  it.each(REFUSED)('refuses %s (%s)', (address, range) => {
    expect(addressRefusal(address, NOTHING)).toContain(range);
  });

  it('lets public unicast through, and an allowed address', () => {
    expect(addressRefusal('8.8.8.8', NOTHING)).toBeNull();
    expect(addressRefusal('2606:4700::1', NOTHING)).toBeNull();
    expect(addressRefusal('127.0.0.1', LOOPBACK)).toBeNull();
    expect(addressRefusal('::ffff:127.0.0.1', LOOPBACK)).toBeNull();
    expect(addressRefusal('10.0.0.7', addressMatcher('TENDER_FETCH_ALLOW', ['10.0.0.0/24']))).toBeNull();
    expect(addressRefusal('10.0.1.7', addressMatcher('TENDER_FETCH_ALLOW', ['10.0.0.0/24']))).toContain('private');
  });
});

describe('safeFetch', () => {
  it('fetches from loopback when the allow-list says loopback', async () => {
    const response = await safeFetch(`${base}/feed`, allowed);
    expect(response.status).toBe(200);
    expect(response.body.toString()).toBe('ok');
    expect(connections).toBe(1);
  });

  it.each(REFUSED.filter(([address]) => address !== '255.255.255.255'))(
    'refuses a literal %s (%s) before connecting',
    async (address, range) => {
      const host = address.includes(':') ? `[${address}]` : address;
      await expect(safeFetch(`http://${host}:1/`, guarded)).rejects.toThrow(new RegExp(`is ${range}, not public`));
    },
  );

  it('refuses the local server with the allow-list off: no connection is made', async () => {
    await expect(safeFetch(`${base}/feed`, guarded)).rejects.toThrow(/127\.0\.0\.1 is loopback/);
    await expect(safeFetch(`http://localhost:${new URL(base).port}/`, guarded)).rejects.toThrow(/loopback/);
    expect(connections).toBe(0);
  });

  it.each(REFUSED)('refuses a host name resolving to %s', async (address) => {
    await expect(safeFetch('http://feed.example.test/', { ...guarded, resolve: resolvesTo(address) })).rejects.toThrow(
      /feed\.example\.test: address .* not public/,
    );
  });

  it('refuses a name with one private address among public ones', async () => {
    await expect(safeFetch('http://feed.example.test/', { ...guarded, resolve: resolvesTo('8.8.8.8', '10.0.0.1') })).rejects.toThrow(
      /private/,
    );
  });

  it('connects to the checked address, whatever a second lookup would say', async () => {
    let lookups = 0;
    const rebinding: Resolver = async () => [{ address: lookups++ ? '10.9.9.9' : '127.0.0.1', family: 4 }];
    const response = await safeFetch(`http://rebind.example.test:${new URL(base).port}/`, { ...allowed, resolve: rebinding });
    expect(response.body.toString()).toBe('ok');
    expect(lookups).toBe(1);
  });

  it('refuses a redirect to 127.0.0.1 when only the first hop is allowed: the inside server sees no connection', async () => {
    // A front server on 127.0.0.2, the one address allowed, redirects to the server on 127.0.0.1.
    const front = await localServer((_req, res) => res.writeHead(302, { location: `${base}/inside` }).end(), '127.0.0.2');
    try {
      const frontUrl = `${front.base}/feed`;
      const onlyFront = { ...guarded, allow: addressMatcher('TENDER_FETCH_ALLOW', ['127.0.0.2']) };
      await expect(safeFetch(frontUrl, onlyFront)).rejects.toThrow(/127\.0\.0\.1 is loopback/);
      expect(connections).toBe(0);
    } finally {
      await front.close();
    }
  });

  it('follows a redirect re-checked at each hop, and refuses a hop to a refused address', async () => {
    handler = (req, res) => {
      if (req.url === '/a') res.writeHead(301, { location: '/b' }).end();
      else if (req.url === '/b') res.writeHead(302, { location: 'http://10.0.0.1/c' }).end();
      else res.end('end');
    };
    await expect(safeFetch(`${base}/a`, allowed)).rejects.toThrow(/10\.0\.0\.1 is private/);
    expect(connections).toBe(2);
  });

  it('stops after 5 redirects', async () => {
    handler = (req, res) => res.writeHead(302, { location: `/${Number(req.url!.slice(1)) + 1}` }).end();
    await expect(safeFetch(`${base}/0`, allowed)).rejects.toThrow(/more than 5 redirects/);
  });

  it('cuts a server that never answers at the timeout', async () => {
    handler = () => {};
    const started = Date.now();
    await expect(safeFetch(`${base}/hang`, { ...allowed, timeoutMs: 300 })).rejects.toThrow(/within 300 ms/);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('cuts a body that trickles past the timeout', async () => {
    handler = (_req, res) => {
      res.writeHead(200);
      res.write('x');
    };
    await expect(safeFetch(`${base}/slow`, { ...allowed, timeoutMs: 300 })).rejects.toThrow(/within 300 ms/);
  });

  it('cuts a body over the cap, declared or streamed', async () => {
    handler = (_req, res) => res.end(Buffer.alloc(2048));
    await expect(safeFetch(`${base}/big`, allowed)).rejects.toThrow(/larger than 1024 bytes \(declared 2048\)/);
    handler = (_req, res) => {
      res.writeHead(200);
      res.write(Buffer.alloc(800));
      setTimeout(() => res.end(Buffer.alloc(800)), 20);
    };
    await expect(safeFetch(`${base}/chunked`, allowed)).rejects.toThrow(/larger than 1024 bytes: cut/);
  });

  it('refuses other schemes and non-URLs', async () => {
    for (const url of ['file:///etc/passwd', 'ftp://127.0.0.1/x', 'gopher://127.0.0.1/', 'data:text/plain,hi', 'not a url']) {
      await expect(safeFetch(url, allowed)).rejects.toThrow(FetchRefused);
    }
    handler = (_req, res) => res.writeHead(302, { location: 'file:///etc/passwd' }).end();
    await expect(safeFetch(`${base}/x`, allowed)).rejects.toThrow(/only http and https/);
  });
});
