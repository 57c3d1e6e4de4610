import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PACK } from '../../server/db/seed';
import { TEST_FIXTURE_PACK } from '../../server/test-support/fixture-pack';
import { resetDatabase, withTestApp } from '../../server/test-support/test-app';
import { sourceRenderer as renderer } from './source-renderer';

// A start without the demo users (PostgreSQL without SEED_DEMO) seeds reference data only: no invented news and
// no test fixture reaches the home page, and the pages that list news show their empty state.

const titles = (pack: string) =>
  (JSON.parse(readFileSync(join(pack, 'news.json'), 'utf8')) as { title: string }[]).map((item) => item.title);
const INVENTED = [...titles(DEMO_PACK), ...titles(TEST_FIXTURE_PACK), '隧道施工质量月活动启动'];

const ctx = withTestApp({ renderer });
beforeAll(() => resetDatabase(ctx.db, {}, false));
afterAll(() => resetDatabase(ctx.db));

describe('a start without demo content', () => {
  it('answers the home page news calls with no demo or fixture title', async () => {
    for (const url of ['/api/news/pub/hotsAndBanner', '/api/news/pub/polymerization']) {
      const response = await ctx.app.inject({ method: 'POST', url, payload: {} });
      expect(response.json()).toMatchObject({ code: '30000' });
      for (const title of INVENTED) expect(response.body).not.toContain(title);
    }
    const [news] = await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM news');
    expect(news!.n).toBe(0);
  });

  it('renders the home page and the news page whole', async () => {
    for (const url of ['/', '/news']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      for (const title of INVENTED) expect(response.body).not.toContain(title);
      // A section that failed to load would show its load error (role=alert); an empty one says so (role=status).
      expect(response.body).not.toContain('role="alert"');
    }
  });
});
