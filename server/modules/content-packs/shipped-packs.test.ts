import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readSeedData } from '../../db/seed-data';
import { TEST_FIXTURE_PACK } from '../../test-support/fixture-pack';
import { withTestApp } from '../../test-support/test-app';

const ctx = withTestApp();
const HOSTILE = /<script|onerror|onload|javascript:|<iframe|<svg|<img[^>]*src=x/i;

async function count(table: string, where = 'true'): Promise<number> {
  const [row] = await ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE ${where}`);
  return row!.n;
}

describe('information hub content (reference and demo packs, test fixtures)', () => {
  it('meets the counts: 200 news in 8+ columns, 80 standards, 40 policies, 40 papers, 60 downloads, 40 jobs', async () => {
    expect(await count('news')).toBeGreaterThanOrEqual(200);
    const [columns] = await ctx.db.query<{ n: number }>('SELECT count(DISTINCT dir_id)::int AS n FROM news');
    expect(columns!.n).toBeGreaterThanOrEqual(8);
    expect(await count('news_tags')).toBeGreaterThan(200);
    expect(await count('news_docs')).toBeGreaterThan(0);
    expect(await count('standards')).toBeGreaterThanOrEqual(80);
    expect(await count('policies')).toBeGreaterThanOrEqual(40);
    expect(await count('papers')).toBeGreaterThanOrEqual(40);
    expect(await count('downloads')).toBeGreaterThanOrEqual(60);
    expect(await count('jobs')).toBeGreaterThanOrEqual(40);
  });

  it('files every standard, policy and paper under one category of its own type', async () => {
    const types = [
      ['standards', 'standard'],
      ['policies', 'policy'],
      ['papers', 'paper'],
    ] as const;
    let categories = 0;
    for (const [table, type] of types) {
      const where = `NOT EXISTS (SELECT 1 FROM content_categories c WHERE c.id = t.category_id AND c.cat_type = '${type}')`;
      expect(await count(`${table} t`, where)).toBe(0);
      const pack = table === 'standards' ? 'reference' : 'demo';
      categories += new Set(readSeedData<{ category: string }[]>(`packs/${pack}/${table}.json`).map((item) => item.category)).size;
    }
    expect(await count('content_categories')).toBe(categories);
  });

  it('spreads dates over the last two years from the day the seed runs', async () => {
    expect(await count('news', "release_time > now() - interval '3 days'")).toBeGreaterThan(0);
    expect(await count('news', "release_time < now() - interval '1 year'")).toBeGreaterThan(0);
    expect(await count('news', "release_time < now() - interval '731 days' OR release_time > now()")).toBe(0);
  });

  it('stores hostile bodies, titles and tags sanitised', async () => {
    const hostile = JSON.parse(readFileSync(join(TEST_FIXTURE_PACK, 'news.json'), 'utf8')) as { id: number }[];
    expect(hostile.length).toBeGreaterThanOrEqual(3);
    const rows = await ctx.db.query<{ title: string; memo: string; content: string }>(
      'SELECT title, memo, content FROM news WHERE id = ANY($1::int[])',
      [hostile.map((item) => item.id)],
    );
    expect(rows).toHaveLength(hostile.length);
    for (const row of rows) {
      expect(row.title).not.toMatch(HOSTILE);
      expect(row.memo).not.toMatch(HOSTILE);
      expect(row.content).not.toMatch(HOSTILE);
    }
    const tags = await ctx.db.query<{ name: string }>('SELECT name FROM tags');
    for (const tag of tags) expect(tag.name).not.toMatch(HOSTILE);
  });

  it('contains 混凝土 inside longer phrases for search to find', async () => {
    expect(await count('news', "content LIKE '%混凝土%' OR title LIKE '%混凝土%'")).toBeGreaterThanOrEqual(30);
  });
});
