import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { releaseDue } from '../../server/modules/console/public';
import { createTestApp, testDatabase } from '../../server/test-support/test-app';
import { sourceRenderer as renderer } from './source-renderer';

// Two apps over one database stand for two server processes behind one load balancer.
let first: FastifyInstance;
let second: FastifyInstance;
const pageCache = { ttlSeconds: 30, maxMb: 16 };
beforeAll(async () => {
  first = await createTestApp({ renderer, pageCache });
  second = await createTestApp({ renderer, pageCache });
});
afterAll(async () => {
  await first.close();
  await second.close();
});

const get = (app: FastifyInstance, url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers: { host: 'localhost', ...headers } });
/** Longer than the interval at which a process reads the content version. */
const versionReadInterval = () => new Promise((resolve) => setTimeout(resolve, 1100));

describe('anonymous page cache', () => {
  it('renders a page once, then serves it with an ETag a CDN and a browser can keep', async () => {
    const miss = await get(first, '/news');
    expect(miss.statusCode).toBe(200);
    expect(miss.headers['x-page-cache']).toBe('miss');
    const hit = await get(first, '/news');
    expect(hit.headers['x-page-cache']).toBe('hit');
    expect(hit.body).toBe(miss.body);
    expect(hit.headers.etag).toMatch(/^"[\w-]{22}"$/);
    expect(hit.headers['cache-control']).toBe('public, max-age=0, s-maxage=30, must-revalidate');

    const revalidated = await get(first, '/news', { 'if-none-match': String(hit.headers.etag) });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
  });

  it('gives a logged-in visitor the same anonymous HTML', async () => {
    const anonymous = await get(first, '/standard');
    const withSession = await get(first, '/standard', { authorization: 'Bearer some-session', cookie: 'sid=abc' });
    expect(withSession.headers['x-page-cache']).toBe('hit');
    expect(withSession.headers.etag).toBe(anonymous.headers.etag);
  });

  it('keeps each tenant and each URL apart', async () => {
    const main = await get(first, '/news/5');
    const kunlun = await get(first, '/news/5', { host: 'kunlun.localhost' });
    expect(kunlun.headers['x-page-cache']).toBe('miss');
    expect(kunlun.headers.etag).not.toBe(main.headers.etag);
    expect((await get(first, '/news/5?from=share')).headers['x-page-cache']).toBe('miss');
  });

  it('is emptied in every process when the content behind the pages changes', async () => {
    const db = await testDatabase();
    const [row] = await db.query<{ title: string }>('SELECT title FROM news WHERE id = 6');
    const title = row!.title;
    await get(first, '/news/6');
    await get(second, '/news/6');
    expect((await get(second, '/news/6')).headers['x-page-cache']).toBe('hit');

    await db.query('UPDATE news SET title = $1 WHERE id = 6', [`${title} (修订)`]);
    await versionReadInterval();
    for (const app of [first, second]) {
      const fresh = await get(app, '/news/6');
      expect(fresh.headers['x-page-cache']).toBe('miss');
      expect(fresh.body).toContain(`${title} (修订)`);
    }
  });

  it('is not emptied by counters visitors move (reads, praise)', async () => {
    await get(first, '/news/7');
    const db = await testDatabase();
    await db.query('UPDATE news SET read_count = read_count + 1, praise_count = praise_count + 1 WHERE id = 7');
    await versionReadInterval();
    expect((await get(first, '/news/7')).headers['x-page-cache']).toBe('hit');
  });

  it('is not emptied by the console’s release check when nothing is due', async () => {
    await get(first, '/news/8');
    await releaseDue(await testDatabase(), new Date());
    await versionReadInterval();
    expect((await get(first, '/news/8')).headers['x-page-cache']).toBe('hit');
  });

  it('caches not-found pages but never a server error', async () => {
    await get(first, '/news/999999');
    const again = await get(first, '/news/999999');
    expect(again.statusCode).toBe(404);
    expect(again.headers['x-page-cache']).toBe('hit');
  });

  it('writes the canonical link on the configured host, whatever Host the request names', async () => {
    const hostile = await get(first, '/standard', { host: 'evil.example.net' });
    expect(hostile.statusCode).toBe(200);
    expect(hostile.body).toContain('<link rel="canonical" href="https://www.example.com/standard"');
    expect(hostile.body).not.toContain('evil.example.net');
    const kunlun = await get(first, '/standard', { host: 'kl.example.org' });
    expect(kunlun.body).toContain('<link rel="canonical" href="https://kl.example.org/standard"');
  });
});
