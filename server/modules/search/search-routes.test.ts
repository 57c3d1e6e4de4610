import { describe, expect, it } from 'vitest';
import type { CallReply } from '../../../shared/calls/define-call';
import { KEYWORD_MAX, SEARCH_TYPES, type SearchType } from '../../../shared/calls/enums';
import type { SearchHit, searchCalls } from '../../../shared/calls/search';
import { freshIp } from '../../test-support/accounts';
import { invalidMsg, serverMsg } from '../../test-support/messages';
import { withTestApp } from '../../test-support/test-app';

type SearchResponse = CallReply<typeof searchCalls.search>;

const ctx = withTestApp();

const PREFIXES = ['/api/news/pub', '/api/ai/pub'] as const;
const URL = '/api/news/pub/search';

const post = (payload: unknown, url = URL) => ctx.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress: freshIp() });
const call = async (payload: unknown, url = URL) => (await post(payload, url)).json<SearchResponse & { msg: string }>();
const group = (body: SearchResponse, type: SearchType) => body.groups.find((candidate) => candidate.type === type)!;
const count = async (sql: string, params: unknown[] = []) => Number((await ctx.db.query<{ n: string }>(sql, params))[0]!.n);

/** Every hit of one group, page by page. */
async function allHits(keyword: string, type: SearchType, pageSize = 50): Promise<SearchHit[]> {
  const hits: SearchHit[] = [];
  for (let page = 1; ; page++) {
    const body = await call({ keyword, type, page, pageSize });
    expect(body.code).toBe('30000');
    hits.push(...body.groups[0]!.list);
    if (hits.length >= body.groups[0]!.total || !body.groups[0]!.list.length) return hits;
  }
}

const newestFirst = (hits: SearchHit[]) =>
  hits.every((hit, i) => i === 0 || Date.parse(hits[i - 1]!.releaseTime) >= Date.parse(hit.releaseTime));

describe.each(PREFIXES)('search answers under %s', (prefix) => {
  it('with every group in order, the terms and code 30000', async () => {
    const response = await post({ keyword: '混凝土' }, `${prefix}/search`);
    expect(response.statusCode).toBe(200);
    const body = response.json<SearchResponse & { msg: string }>();
    expect(body).toMatchObject({ code: '30000', msg: serverMsg('ok'), terms: ['混凝土'] });
    expect(body.groups.map((item) => item.type)).toEqual([...SEARCH_TYPES]);
  });
});

describe('search', () => {
  it('finds 混凝土 inside longer phrases in every kind, as many as a plain-text match finds', async () => {
    const body = await call({ keyword: '混凝土' });
    for (const type of ['news', 'standard', 'policy', 'paper'] as const) expect(group(body, type).total, type).toBeGreaterThan(0);
    // Ground truth: the keyword anywhere in the title, summary or body.
    expect(group(body, 'news').total).toBe(await count("SELECT count(*) AS n FROM news WHERE title || memo || content LIKE '%混凝土%'"));
    expect(group(body, 'standard').total).toBe(
      await count("SELECT count(*) AS n FROM standards WHERE number || title || summary || content LIKE '%混凝土%'"),
    );
    const titles = [...(await allHits('混凝土', 'news')), ...(await allHits('混凝土', 'standard'))].map((hit) => hit.title);
    for (const phrase of [/预拌混凝土/, /混凝土结构/, /[\u4e00-\u9fff]混凝土/, /混凝土[\u4e00-\u9fff]/]) {
      expect(
        titles.some((title) => phrase.test(title)),
        String(phrase),
      ).toBe(true);
    }
  });

  it('finds tenders: every notice holding the keyword in its title, project, attachments or body, title hits first', async () => {
    // Ground truth: the keyword anywhere in what the index reads of a tender.
    const text = "t.title || ' ' || t.project_name || ' ' || array_to_string(t.attachments, ' ') || ' ' || t.content";
    for (const keyword of ['盾构', '中标候选人', '工程量清单']) {
      const hits = await allHits(keyword, 'tender');
      expect(hits.length, keyword).toBe(await count(`SELECT count(*) AS n FROM tenders t WHERE ${text} LIKE $1`, [`%${keyword}%`]));
      expect(hits.length, keyword).toBeGreaterThan(10);
      const inTitle = hits.filter((hit) => hit.title.includes(keyword));
      expect(hits.slice(0, inTitle.length)).toEqual(inTitle);
      expect(newestFirst(inTitle) && newestFirst(hits.slice(inTitle.length))).toBe(true);
    }
    const body = await call({ keyword: '地铁' });
    const tender = group(body, 'tender');
    expect(tender.total).toBe(await count(`SELECT count(*) AS n FROM tenders t WHERE ${text} LIKE '%地铁%'`));
    expect(tender.list).toHaveLength(5);
    // Each hit links to its tender: the tender's own id, title and publish time, a snippet holding the keyword.
    const rows = await ctx.db.query<{ id: number; title: string; publish_time: Date }>(
      'SELECT id, title, publish_time FROM tenders WHERE id = ANY($1::int[])',
      [tender.list.map((hit) => hit.id)],
    );
    for (const hit of tender.list) {
      const row = rows.find((candidate) => candidate.id === hit.id)!;
      expect(hit).toEqual({
        id: row.id,
        title: row.title,
        snippet: expect.any(String) as string,
        releaseTime: new Date(row.publish_time).toISOString(),
      });
      expect(hit.title + hit.snippet).toContain('地铁');
      expect(hit.snippet).not.toMatch(/<[a-z/]|&[a-z]+;/i);
    }
  });

  it('answers each hit with plain text: title, a short snippet holding the keyword, and its date', async () => {
    const body = await call({ keyword: '混凝土' });
    for (const item of body.groups.flatMap((entry) => entry.list)) {
      expect(Object.keys(item).sort()).toEqual(['id', 'releaseTime', 'snippet', 'title']);
      expect(new Date(item.releaseTime).toISOString()).toBe(item.releaseTime);
      expect([...item.snippet].length).toBeLessThanOrEqual(120);
      expect(item.title + item.snippet).toContain('混凝土');
      expect(item.title + item.snippet).not.toMatch(/<[a-z/]|&[a-z]+;/i);
    }
  });

  it('ranks title hits first, each tier newest first', async () => {
    const hits = await allHits('混凝土', 'news');
    const inTitle = hits.filter((hit) => hit.title.includes('混凝土'));
    expect(inTitle.length).toBeGreaterThan(0);
    expect(inTitle.length).toBeLessThan(hits.length);
    expect(hits.slice(0, inTitle.length)).toEqual(inTitle);
    expect(newestFirst(inTitle)).toBe(true);
    expect(newestFirst(hits.slice(inTitle.length))).toBe(true);
    // A standard's number counts as its title.
    const standard = await call({ keyword: 'GB 50300', type: 'standard' });
    expect(standard.groups[0]!.list[0]!.title).toMatch(/^GB 50300/);
  });

  it('finds two-character words and mixed terms, and returns the terms to highlight', async () => {
    for (const keyword of ['桥梁', '隧道', 'BIM']) {
      const body = await call({ keyword });
      expect(body.terms).toEqual([keyword]);
      expect(group(body, 'news').total, keyword).toBeGreaterThan(0);
      for (const item of body.groups.flatMap((entry) => entry.list))
        expect((item.title + item.snippet).toLowerCase()).toContain(keyword.toLowerCase());
    }
    const gb = await call({ keyword: 'GB 50300' });
    expect(gb.terms).toEqual(['GB', '50300']);
    expect(group(gb, 'standard').total).toBeGreaterThan(0);
    const mixed = await call({ keyword: '  预拌混凝土 bim技术  ' });
    expect(mixed.terms).toEqual(['预拌混凝土', 'bim', '技术']);
  });

  it('is case-insensitive for letters', async () => {
    const upper = await call({ keyword: 'BIM' });
    const lower = await call({ keyword: 'bim' });
    expect(lower.groups).toEqual(upper.groups);
  });

  it('answers the three hostile news items as plain text', async () => {
    const cases: [number, string][] = [
      [211, '安全巡检'],
      [212, '计量支付经验交流'],
      [213, '隧道施工质量月'],
    ];
    for (const [id, keyword] of cases) {
      const hit = (await allHits(keyword, 'news')).find((item) => item.id === id);
      expect(hit, keyword).toBeDefined();
      for (const text of [hit!.title, hit!.snippet]) {
        expect(text).not.toMatch(/<script|onerror=|onload=|javascript:|<img|<svg|<iframe|<a /i);
        expect(text).not.toContain('<');
      }
    }
  });

  it('pages one group: no repeats, the same total, and a page past the end is empty', async () => {
    const all = await call({ keyword: '施工' });
    const total = group(all, 'news').total;
    expect(total).toBeGreaterThan(12);
    expect(group(all, 'news').list).toHaveLength(5);
    const first = await call({ keyword: '施工', type: 'news' });
    expect(first.groups.map((item) => item.type)).toEqual(['news']);
    expect(first.groups[0]!.list).toHaveLength(10);
    const pages: SearchHit[] = [];
    for (let page = 1; page <= Math.ceil(total / 7); page++) {
      const body = await call({ keyword: '施工', type: 'news', page, pageSize: 7 });
      expect(body.groups[0]!.total).toBe(total);
      pages.push(...body.groups[0]!.list);
    }
    expect(pages).toHaveLength(total);
    expect(new Set(pages.map((hit) => hit.id)).size).toBe(total);
    const past = await call({ keyword: '施工', type: 'news', page: Math.ceil(total / 7) + 1, pageSize: 7 });
    expect(past.groups).toEqual([{ type: 'news', total, capped: false, list: [] }]);
    expect((await call({ keyword: '施工', type: 'news', page: 100_000 })).groups[0]!.list).toEqual([]);
    // Without a type, every group answers its first page whatever the page.
    expect((await call({ keyword: '施工', page: 3 })).groups).toEqual(all.groups);
    const tenders = [await call({ keyword: '施工', type: 'tender' }), await call({ keyword: '施工', type: 'tender', page: 2 })].map(
      (body) => body.groups[0]!,
    );
    expect(tenders[1]!.total).toBe(tenders[0]!.total);
    expect(tenders[1]!.list).toHaveLength(10);
    expect(tenders[1]!.list.filter((hit) => tenders[0]!.list.some((first) => first.id === hit.id))).toEqual([]);
  });

  it('answers a keyword without hits with every group empty', async () => {
    for (const keyword of ['鑫犇淼', 'qwertyuiop']) {
      const body = await call({ keyword });
      expect(body.code).toBe('30000');
      expect(body.groups).toEqual(SEARCH_TYPES.map((type) => ({ type, total: 0, capped: false, list: [] })));
    }
    // Only punctuation: nothing to search for.
    expect(await call({ keyword: '%%% ——' })).toMatchObject({
      code: '30000',
      terms: [],
      groups: SEARCH_TYPES.map((type) => ({ type, total: 0, list: [] })),
    });
  });

  it('takes SQL-ish input as plain words', async () => {
    const before = await count('SELECT count(*) AS n FROM news');
    for (const keyword of ["%' OR 1=1 --", "'; DROP TABLE news; --", '\\', "'", ':*', '!& |']) {
      const body = await call({ keyword });
      expect(body.code, keyword).toBe('30000');
      expect(group(body, 'news').total, keyword).toBeLessThan(before);
    }
    expect((await call({ keyword: "%' OR 1=1 --" })).terms).toEqual(['OR', '1']);
    expect(await count('SELECT count(*) AS n FROM news')).toBe(before);
  });

  it.each([
    ['an empty keyword', { keyword: '' }, invalidMsg('minLength', { field: 'keyword', limit: 1 })],
    ['a blank keyword', { keyword: ' \t\n　' }, invalidMsg('minLength', { field: 'keyword', limit: 1 })],
    ['a keyword too long', { keyword: '混'.repeat(KEYWORD_MAX + 1) }, invalidMsg('maxLength', { field: 'keyword', limit: KEYWORD_MAX })],
    ['no keyword', {}, invalidMsg('required', { field: 'keyword' })],
    ['a number', { keyword: 5 }, invalidMsg('type', { field: 'keyword' })],
    ['an unknown type', { keyword: '混凝土', type: 'video' }, invalidMsg('enum', { field: 'type' })],
    ['page 0', { keyword: '混凝土', type: 'news', page: 0 }, invalidMsg('minimum', { field: 'page', limit: 1 })],
    ['pageSize 51', { keyword: '混凝土', pageSize: 51 }, invalidMsg('maximum', { field: 'pageSize', limit: 50 })],
    ['an extra property', { keyword: '混凝土', sort: 'hot' }, invalidMsg('additionalProperties', { field: 'sort' })],
  ])('refuses %s with code 40001', async (_case, body, msg) => {
    const response = await post(body);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: '40001', msg });
  });

  it('takes a keyword of exactly the longest length once trimmed', async () => {
    const body = await call({ keyword: `  ${'混凝土'.repeat(KEYWORD_MAX / 3)}  ` });
    expect(body.code).toBe('30000');
  });

  it('finds items added, edited or deleted after start-up at the next search', async () => {
    const keyword = '琉璃瓦屋面';
    expect(group(await call({ keyword }), 'news').total).toBe(0);
    await ctx.db.query(
      `INSERT INTO news (id, dir_id, title, content, release_time) VALUES (9001, 1, '古建筑琉璃瓦屋面修缮', '<p>琉璃瓦屋面修缮要点。</p>', now())`,
    );
    const added = group(await call({ keyword }), 'news');
    expect(added.total).toBe(1);
    expect(added.list[0]).toMatchObject({ id: 9001, title: '古建筑琉璃瓦屋面修缮', snippet: '琉璃瓦屋面修缮要点。' });
    await ctx.db.query("UPDATE news SET title = '古建筑修缮', content = '<p>木构修缮。</p>' WHERE id = 9001");
    expect(group(await call({ keyword }), 'news').total).toBe(0);
    expect(group(await call({ keyword: '木构修缮' }), 'news').list.map((hit) => hit.id)).toEqual([9001]);
    await ctx.db.query('DELETE FROM news WHERE id = 9001');
    expect(group(await call({ keyword: '木构修缮' }), 'news').total).toBe(0);
  });

  it('finds shown courses by title, teacher and category, and drops one that is unpublished', async () => {
    const [course] = await ctx.db.query<{ id: number; title: string; teacher: string }>(
      'SELECT id, title, teacher FROM shown_videos ORDER BY id LIMIT 1',
    );
    const byTitle = group(await call({ keyword: course!.title.slice(0, 6) }), 'course');
    expect(byTitle.list.map((hit) => hit.id)).toContain(course!.id);
    expect(byTitle.total).toBe(
      await count('SELECT count(*) AS n FROM shown_videos WHERE title || teacher || memo LIKE $1', [`%${course!.title.slice(0, 6)}%`]),
    );
    expect(group(await call({ keyword: course!.teacher }), 'course').list.map((hit) => hit.id)).toContain(course!.id);
    await ctx.db.query("UPDATE videos SET publish_state = 'draft' WHERE id = $1", [course!.id]);
    try {
      expect(group(await call({ keyword: course!.title.slice(0, 6) }), 'course').list.map((hit) => hit.id)).not.toContain(course!.id);
    } finally {
      await ctx.db.query("UPDATE videos SET publish_state = 'published' WHERE id = $1", [course!.id]);
    }
  });
});

describe('counting stops at a cap', () => {
  it('says "at least" past the cap, and pages end there', async () => {
    const { search } = await import('./search');
    const full = await search(ctx.db, { keyword: '混凝土', type: 'news', pageSize: 5 });
    const real = full.groups[0]!.total;
    expect(full.groups[0]!.capped).toBe(false);
    expect(real).toBeGreaterThan(8);

    const capped = await search(ctx.db, { keyword: '混凝土', type: 'news', pageSize: 5 }, 8);
    expect(capped.groups[0]).toMatchObject({ total: 8, capped: true });
    expect(capped.groups[0]!.list.map((hit) => hit.id)).toEqual(full.groups[0]!.list.map((hit) => hit.id));
    const second = await search(ctx.db, { keyword: '混凝土', type: 'news', page: 2, pageSize: 5 }, 8);
    expect(second.groups[0]!.list).toHaveLength(5);
    const third = await search(ctx.db, { keyword: '混凝土', type: 'news', page: 3, pageSize: 5 }, 8);
    expect(third.groups[0]!.list).toEqual([]);

    const exact = await search(ctx.db, { keyword: '混凝土', type: 'news', pageSize: 5 }, real);
    expect(exact.groups[0]).toMatchObject({ total: real, capped: false });
  });
});
