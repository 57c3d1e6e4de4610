import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROWSER_AGENT, createTestApp } from '../../server/test-support/test-app';
import { sourceRenderer as renderer } from './source-renderer';

// SPEC §4's user-agent guard on whole page loads: a crawler reads rendered pages without counting a read, and a
// browser too old for the scripts gets the page without them and a notice.

const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const IE11 = 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp({ renderer });
});
afterAll(() => app.close());

const page = (url: string, agent: string) => app.inject({ method: 'GET', url, headers: { host: 'localhost', 'user-agent': agent } });
const readCount = async (id: number) =>
  Number((await app.db.query<{ n: number }>('SELECT read_count AS n FROM news WHERE id = $1', [id]))[0]!.n);

describe('the user-agent guard on pages', () => {
  it('renders a news item for a crawler without counting its read; a person’s render counts', async () => {
    const before = await readCount(5);
    const crawled = await page('/news/5', GOOGLEBOT);
    expect(crawled.statusCode).toBe(200);
    expect(crawled.body).toContain('type="module"');
    expect(await readCount(5)).toBe(before);
    expect((await page('/news/5', BROWSER_AGENT)).statusCode).toBe(200);
    expect(await readCount(5)).toBe(before + 1);
  });

  it('gives an outdated browser the rendered page without scripts, a notice first, kept by no cache', async () => {
    const current = await page('/news', BROWSER_AGENT);
    expect(current.body).toContain('type="module"');
    expect(current.body).not.toContain('data-testid="outdated-browser"');
    const outdated = await page('/news', IE11);
    expect(outdated.statusCode).toBe(200);
    expect(outdated.headers['cache-control']).toBe('private, no-cache');
    expect(outdated.body).not.toContain('type="module"');
    expect(outdated.body).toMatch(/<body[^>]*><div role="alert" data-testid="outdated-browser"/);
    // The rendered page itself is all there.
    const main = (html: string) => html.slice(html.indexOf('<div id="root">'));
    expect(main(outdated.body)).toContain(main(current.body).slice(0, 2000));
  });
});
