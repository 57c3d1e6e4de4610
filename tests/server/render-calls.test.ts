import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../../server/test-support/test-app';
import { sourceRenderer as renderer } from './source-renderer';

// DESIGN "Calls": a server render calls each row's handler in this process, for the tenant resolved once,
// as the visitor: no HTTP-shaped round trip through app.inject.

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp({ renderer });
});
afterAll(() => app.close());

const page = (url: string, host = 'localhost', remoteAddress = '10.9.8.7') =>
  app.inject({ method: 'GET', url, headers: { host }, remoteAddress });

async function readCountOf(id: number): Promise<number> {
  const [row] = await app.db.query<{ read_count: number }>('SELECT read_count FROM news WHERE id = $1', [id]);
  return row!.read_count;
}

describe('calls of a server render', () => {
  it('go straight to the handlers, with no inject, for the tenant the page resolved', async () => {
    const inject = vi.spyOn(app, 'inject');
    const invoke = vi.spyOn(app.calls, 'invoke');
    const resolve = vi.spyOn(app.tenants, 'resolve');
    try {
      const response = await page('/standard', 'kunlun.localhost');
      expect(response.statusCode).toBe(200);
      // The test's own request is the one inject.
      expect(inject).toHaveBeenCalledTimes(1);
      expect(resolve).toHaveBeenCalledTimes(1);
      const called = invoke.mock.calls.map(([row]) => row.name);
      expect(called.length).toBeGreaterThanOrEqual(2);
      for (const [, , caller] of invoke.mock.calls) expect(caller.tenant.id).toBe('kunlun');
    } finally {
      inject.mockRestore();
      invoke.mockRestore();
      resolve.mockRestore();
    }
  });

  it("count a news read once a day per reader's address", async () => {
    const [news] = await app.db.query<{ id: number }>('SELECT id FROM news ORDER BY id LIMIT 1');
    const id = news!.id;
    const before = await readCountOf(id);
    expect((await page(`/news/${id}`, 'localhost', '10.20.30.1')).statusCode).toBe(200);
    expect(await readCountOf(id)).toBe(before + 1);
    await page(`/news/${id}`, 'localhost', '10.20.30.1');
    expect(await readCountOf(id)).toBe(before + 1);
    await page(`/news/${id}`, 'localhost', '10.20.30.2');
    expect(await readCountOf(id)).toBe(before + 2);
  });
});
