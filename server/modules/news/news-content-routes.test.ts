import { describe, expect, it } from 'vitest';
import type { CallReply } from '../../../shared/calls/define-call';
import type { NewsListItem, newsCalls } from '../../../shared/calls/news';
import { freshIp } from '../../test-support/accounts';
import { invalidMsg, serverMsg } from '../../test-support/messages';
import { withTestApp } from '../../test-support/test-app';

type DirNewsResponse = CallReply<typeof newsCalls.dirNews>;
type HotsAndBannerResponse = CallReply<typeof newsCalls.hotsAndBanner>;
type NewsGetResponse = CallReply<typeof newsCalls.get>;
type PolymerizationResponse = CallReply<typeof newsCalls.polymerization>;
type StatsCountResponse = CallReply<typeof newsCalls.statsCount>;
type TagListPagedResponse = CallReply<typeof newsCalls.tagListPaged>;
type TagResponse = CallReply<typeof newsCalls.tag>;
type TagsPagedResponse = CallReply<typeof newsCalls.tagsPaged>;
type TopReadResponse = CallReply<typeof newsCalls.topRead>;

const ctx = withTestApp();

const PREFIXES = ['/api/news/pub', '/api/ai/pub'] as const;
const PUB = '/api/news/pub';

const post = (url: string, payload?: unknown, options: { ip?: string; headers?: Record<string, string> } = {}) =>
  ctx.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: options.headers ?? {},
    remoteAddress: options.ip ?? freshIp(),
  });
const call = async <T>(url: string, payload?: unknown, options?: { ip?: string; headers?: Record<string, string> }) =>
  (await post(url, payload, options)).json<T & { code: string; msg: string }>();

const count = async (sql: string, params: unknown[] = []) => Number((await ctx.db.query<{ n: string }>(sql, params))[0]!.n);
/** News of column 1 and its children (101, 102). */
const COLUMN_1 = 'dir_id IN (SELECT id FROM news_columns WHERE id = 1 OR parent_id = 1)';
const readCount = async (id: number) => count('SELECT read_count AS n FROM news WHERE id = $1', [id]);

const newestFirst = (list: { createrTime: string }[]) =>
  list.every((item, i) => i === 0 || Date.parse(list[i - 1]!.createrTime) >= Date.parse(item.createrTime));

describe.each(PREFIXES)('every public news call answers under %s', (prefix) => {
  it.each([
    ['dirNews', { dirId: 1 }],
    ['get', { id: 1 }],
    ['polymerization', {}],
    ['tag', { id: 1 }],
    ['tagListPaged', { tagId: 1 }],
    ['tagsPaged', {}],
    ['hotsAndBanner', {}],
    ['topRead', {}],
    ['stats/count', {}],
  ])('%s', async (name, body) => {
    const response = await post(`${prefix}/${name}`, body);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ code: '30000', msg: serverMsg('ok') });
  });
});

describe('dirNews', () => {
  const url = `${PUB}/dirNews`;

  it('answers the first page of a column with its children, newest first, with the total and column', async () => {
    const body = await call<DirNewsResponse>(url, { dirId: 1 });
    expect(body.code).toBe('30000');
    expect(body.total).toBe(await count(`SELECT count(*) AS n FROM news WHERE ${COLUMN_1}`));
    expect(body.total).toBeGreaterThan(10);
    expect(body.newsDir).toEqual({ id: 1, name: expect.any(String) });
    expect(body.list).toHaveLength(10);
    expect(newestFirst(body.list)).toBe(true);
    const item = body.list[0]!;
    expect(Object.keys(item).sort()).toEqual(['createrTime', 'id', 'memo', 'readCount', 'tags', 'title']);
    expect(new Date(item.createrTime).toISOString()).toBe(item.createrTime);
    expect(body.list.some((news) => news.tags.length > 0)).toBe(true);
    for (const tag of body.list.flatMap((news) => news.tags)) expect(tag).toEqual({ id: expect.any(Number), name: expect.any(String) });
  });

  it('pages through the whole column without repeats, and a page past the end is empty with the total', async () => {
    const first = await call<DirNewsResponse>(url, { dirId: 1, pageSize: 7 });
    const pages = Math.ceil(first.total / 7);
    const seen: NewsListItem[] = [];
    for (let page = 1; page <= pages; page++) {
      const body = await call<DirNewsResponse>(url, { dirId: 1, page, pageSize: 7 });
      expect(body.total).toBe(first.total);
      seen.push(...body.list);
    }
    expect(new Set(seen.map((item) => item.id)).size).toBe(first.total);
    expect(newestFirst(seen)).toBe(true);
    const past = await call<DirNewsResponse>(url, { dirId: 1, page: pages + 1, pageSize: 7 });
    expect(past).toMatchObject({ code: '30000', list: [], total: first.total, newsDir: first.newsDir });
    const far = await call<DirNewsResponse>(url, { dirId: 1, page: 999 });
    expect(far).toMatchObject({ code: '30000', list: [], total: first.total });
  });

  it('takes page sizes from 1 to 50', async () => {
    expect((await call<DirNewsResponse>(url, { dirId: 1, pageSize: 1 })).list).toHaveLength(1);
    const all = await call<DirNewsResponse>(url, { dirId: 1, pageSize: 50 });
    expect(all.list).toHaveLength(Math.min(50, all.total));
  });

  it('lists a child column on its own', async () => {
    const body = await call<DirNewsResponse>(url, { dirId: 101, pageSize: 50 });
    expect(body.total).toBe(await count('SELECT count(*) AS n FROM news WHERE dir_id = 101'));
    expect(body.newsDir.id).toBe(101);
  });

  it('filters by project type', async () => {
    const all = await call<DirNewsResponse>(url, { dirId: 1, projectType: 'ALL' });
    expect(all.total).toBe((await call<DirNewsResponse>(url, { dirId: 1 })).total);
    const types = await ctx.db.query<{ project_type: string }>(`SELECT DISTINCT project_type FROM news WHERE ${COLUMN_1}`);
    expect(types.length).toBeGreaterThan(1);
    let sum = 0;
    for (const { project_type: projectType } of types) {
      const body = await call<DirNewsResponse>(url, { dirId: 1, projectType, pageSize: 50 });
      const expected = await count(`SELECT count(*) AS n FROM news WHERE ${COLUMN_1} AND project_type = $1`, [projectType]);
      expect(body.total, projectType).toBe(expected);
      const ids = body.list.map((item) => item.id);
      const matching = await count('SELECT count(*) AS n FROM news WHERE id = ANY($1::int[]) AND project_type = $2', [ids, projectType]);
      expect(matching).toBe(ids.length);
      sum += body.total;
    }
    expect(sum).toBe(all.total);
  });

  it.each([3, 7, 30, 90, 365])('keeps only the last %i days', async (days) => {
    const body = await call<DirNewsResponse>(url, { dirId: 1, days, pageSize: 50 });
    const expected = await count(`SELECT count(*) AS n FROM news WHERE ${COLUMN_1} AND release_time >= now() - make_interval(days => $1)`, [
      days,
    ]);
    expect(body.total).toBe(expected);
    const since = Date.now() - days * 86_400_000 - 60_000;
    for (const item of body.list) expect(Date.parse(item.createrTime)).toBeGreaterThanOrEqual(since);
  });

  it('shows everything with days 0, and fewer for a short window', async () => {
    const all = await call<DirNewsResponse>(url, { dirId: 1, days: 0 });
    expect(all.total).toBe((await call<DirNewsResponse>(url, { dirId: 1 })).total);
    const year = await call<DirNewsResponse>(url, { dirId: 1, days: 365 });
    expect(year.total).toBeLessThan(all.total);
  });

  it('answers an unknown column with 40400', async () => {
    expect(await call(url, { dirId: 9999 })).toEqual({ code: '40400', msg: serverMsg('newsDirNotFound') });
  });

  it.each([
    ['page 0', { dirId: 1, page: 0 }, invalidMsg('minimum', { field: 'page', limit: 1 })],
    ['a negative page', { dirId: 1, page: -1 }, invalidMsg('minimum', { field: 'page', limit: 1 })],
    ['a fractional page', { dirId: 1, page: 1.5 }, invalidMsg('type', { field: 'page' })],
    ['a page as text', { dirId: 1, page: '2' }, invalidMsg('type', { field: 'page' })],
    ['pageSize 0', { dirId: 1, pageSize: 0 }, invalidMsg('minimum', { field: 'pageSize', limit: 1 })],
    ['pageSize 51', { dirId: 1, pageSize: 51 }, invalidMsg('maximum', { field: 'pageSize', limit: 50 })],
    ['a non-numeric dirId', { dirId: 'abc' }, invalidMsg('type', { field: 'dirId' })],
    ['dirId 0', { dirId: 0 }, invalidMsg('minimum', { field: 'dirId', limit: 1 })],
    ['a dirId beyond 32 bits', { dirId: 2 ** 31 }, invalidMsg('maximum', { field: 'dirId', limit: 2 ** 31 - 1 })],
    ['no dirId', {}, invalidMsg('required', { field: 'dirId' })],
    ['an unknown project type', { dirId: 1, projectType: 'SPACE' }, invalidMsg('enum', { field: 'projectType' })],
    ['a time filter of 5 days', { dirId: 1, days: 5 }, invalidMsg('enum', { field: 'days' })],
    ['an extra property', { dirId: 1, sort: 'x' }, invalidMsg('additionalProperties', { field: 'sort' })],
  ])('refuses %s with code 40001', async (_case, body, msg) => {
    const response = await post(url, body);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: '40001', msg });
  });
});

describe('get', () => {
  const url = `${PUB}/get`;

  it('answers every SPEC §3 detail field, with neighbours in the column and related items', async () => {
    const [row] = await ctx.db.query<{ id: number; dir_id: number }>(
      `SELECT n.id, n.dir_id FROM news n WHERE EXISTS (SELECT 1 FROM news_docs d WHERE d.news_id = n.id)
       AND EXISTS (SELECT 1 FROM news_tags t WHERE t.news_id = n.id) ORDER BY n.id LIMIT 1`,
    );
    const body = await call<NewsGetResponse>(url, { id: row!.id });
    expect(body.code).toBe('30000');
    const model = body.model;
    expect(Object.keys(model).sort()).toEqual(
      [
        'content',
        'creatorId',
        'criticCount',
        'dirId',
        'dirName',
        'docs',
        'id',
        'memo',
        'next',
        'praiseCount',
        'prev',
        'props',
        'readCount',
        'related',
        'releaseTime',
        'seoDesc',
        'seoKeyword',
        'seoTitle',
        'tags',
        'title',
        'viceTitle',
      ].sort(),
    );
    expect(model).toMatchObject({ id: row!.id, dirId: row!.dir_id, props: {}, criticCount: 0 });
    expect(model.dirName).toBe(
      (await ctx.db.query<{ name: string }>('SELECT name FROM news_columns WHERE id = $1', [row!.dir_id]))[0]!.name,
    );
    expect(model.title.length).toBeGreaterThan(0);
    expect(model.content).toMatch(/^</);
    expect(model.docs.length).toBeGreaterThan(0);
    for (const doc of model.docs) expect(doc).toEqual({ id: expect.any(Number), title: expect.any(String) });
    expect(model.tags.length).toBeGreaterThan(0);

    // prev is released just before, next just after, both in the same column.
    const column = await ctx.db.query<{ id: number; title: string }>(
      'SELECT id, title FROM news WHERE dir_id = $1 ORDER BY release_time, id',
      [row!.dir_id],
    );
    const at = column.findIndex((item) => item.id === row!.id);
    expect(model.prev).toEqual(at > 0 ? column[at - 1] : null);
    expect(model.next).toEqual(at < column.length - 1 ? column[at + 1] : null);

    expect(model.related.length).toBeGreaterThan(0);
    expect(model.related.length).toBeLessThanOrEqual(5);
    const tagIds = model.tags.map((tag) => tag.id);
    for (const related of model.related) {
      expect(related.id).not.toBe(row!.id);
      const shared = await count('SELECT count(*) AS n FROM news_tags WHERE news_id = $1 AND tag_id = ANY($2::int[])', [
        related.id,
        tagIds,
      ]);
      expect(shared).toBeGreaterThan(0);
    }
  });

  it('has no prev for the oldest item of a column and no next for the newest', async () => {
    const [oldest] = await ctx.db.query<{ id: number }>('SELECT id FROM news WHERE dir_id = 2 ORDER BY release_time, id LIMIT 1');
    const [newest] = await ctx.db.query<{ id: number }>('SELECT id FROM news WHERE dir_id = 2 ORDER BY release_time DESC, id DESC LIMIT 1');
    expect((await call<NewsGetResponse>(url, { id: oldest!.id })).model.prev).toBeNull();
    expect((await call<NewsGetResponse>(url, { id: newest!.id })).model.next).toBeNull();
  });

  it('counts a read once per visitor id per day', async () => {
    const before = await readCount(30);
    const first = await call<NewsGetResponse>(url, { id: 30, visitorId: 'visitor-a' });
    expect(first.model.readCount).toBe(before + 1);
    // Same visitor from another address: not counted again.
    const again = await call<NewsGetResponse>(url, { id: 30, visitorId: 'visitor-a' });
    expect(again.model.readCount).toBe(before + 1);
    await call(url, { id: 30, visitorId: 'visitor-b' });
    expect(await readCount(30)).toBe(before + 2);
    // Another item is counted on its own.
    const other = await readCount(31);
    await call(url, { id: 31, visitorId: 'visitor-a' });
    expect(await readCount(31)).toBe(other + 1);
  });

  it('counts a visitor without an id by address, once a day', async () => {
    const before = await readCount(32);
    const ip = freshIp();
    await call(url, { id: 32 }, { ip });
    await call(url, { id: 32 }, { ip });
    expect(await readCount(32)).toBe(before + 1);
    await call(url, { id: 32 }, { ip: freshIp() });
    expect(await readCount(32)).toBe(before + 2);
  });

  it('counts the same visitor again on another day', async () => {
    const before = await readCount(33);
    await call(url, { id: 33, visitorId: 'visitor-day' });
    await ctx.db.query("UPDATE daily_reads SET day = day - 1 WHERE visitor_key LIKE '%visitor-day' AND biz_id = 33");
    await call(url, { id: 33, visitorId: 'visitor-day' });
    expect(await readCount(33)).toBe(before + 2);
    await call(url, { id: 33, visitorId: 'visitor-day' });
    expect(await readCount(33)).toBe(before + 2);
  });

  it('treats an invalid token as a visitor', async () => {
    const before = await readCount(34);
    const body = await call<NewsGetResponse>(url, { id: 34, visitorId: 'v-bad-token' }, { headers: { authorization: 'Bearer nope' } });
    expect(body.code).toBe('30000');
    expect(await readCount(34)).toBe(before + 1);
  });

  it('answers an unknown item with 40400 and counts nothing', async () => {
    expect(await call(url, { id: 999_999, visitorId: 'ghost' })).toEqual({ code: '40400', msg: serverMsg('newsNotFound') });
    expect(await count('SELECT count(*) AS n FROM daily_reads WHERE biz_id = 999999')).toBe(0);
  });

  it.each([
    ['a non-numeric id', { id: 'abc' }, invalidMsg('type', { field: 'id' })],
    ['a numeric string', { id: '5' }, invalidMsg('type', { field: 'id' })],
    ['id 0', { id: 0 }, invalidMsg('minimum', { field: 'id', limit: 1 })],
    ['no id', {}, invalidMsg('required', { field: 'id' })],
    ['a visitor id of 65 characters', { id: 1, visitorId: 'v'.repeat(65) }, invalidMsg('maxLength', { field: 'visitorId', limit: 64 })],
  ])('refuses %s with code 40001', async (_case, body, msg) => {
    const response = await post(url, body);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: '40001', msg });
  });
});

describe('polymerization', () => {
  it('groups the top-level columns by kind with their latest six items', async () => {
    const body = await call<PolymerizationResponse>(`${PUB}/polymerization`, {});
    expect(body.list.map((group) => group.bizType)).toEqual(['NEWS', 'KNOW']);
    const tops = await ctx.db.query<{ id: number; biz_type: string }>('SELECT id, biz_type FROM news_columns WHERE parent_id IS NULL');
    const children = body.list.flatMap((group) => group.children.map((child) => ({ ...child, bizType: group.bizType })));
    expect(children.map((child) => child.id).sort((a, b) => a - b)).toEqual(tops.map((top) => top.id).sort((a, b) => a - b));
    for (const child of children) {
      expect(tops.find((top) => top.id === child.id)!.biz_type).toBe(child.bizType);
      expect(child.newsList.length).toBeLessThanOrEqual(6);
      expect(newestFirst(child.newsList)).toBe(true);
      for (const item of child.newsList) expect(Object.keys(item).sort()).toEqual(['createrTime', 'id', 'title']);
    }
    // Column 1 shows the newest of itself and its children.
    const column1 = children.find((child) => child.id === 1)!;
    const latest = await ctx.db.query<{ id: number }>(`SELECT id FROM news WHERE ${COLUMN_1} ORDER BY release_time DESC, id DESC LIMIT 6`);
    expect(column1.newsList.map((item) => item.id)).toEqual(latest.map((item) => item.id));
  });

  it('refuses unknown properties', async () => {
    expect(await call(`${PUB}/polymerization`, { x: 1 })).toMatchObject({ code: '40001' });
  });
});

describe('tags', () => {
  it('answers a tag with its count', async () => {
    const body = await call<TagResponse>(`${PUB}/tag`, { id: 1 });
    expect(body.model).toEqual({
      id: 1,
      name: expect.any(String),
      count: await count('SELECT count(*) AS n FROM news_tags WHERE tag_id = 1'),
    });
  });

  it('answers an unknown tag with 40400', async () => {
    expect(await call(`${PUB}/tag`, { id: 99_999 })).toEqual({ code: '40400', msg: serverMsg('tagNotFound') });
    expect(await call(`${PUB}/tagListPaged`, { tagId: 99_999 })).toEqual({ code: '40400', msg: serverMsg('tagNotFound') });
  });

  it('pages the news of a tag', async () => {
    const total = await count('SELECT count(*) AS n FROM news_tags WHERE tag_id = 1');
    const first = await call<TagListPagedResponse>(`${PUB}/tagListPaged`, { tagId: 1, pageSize: 4 });
    expect(first).toMatchObject({ code: '30000', total, tag: { id: 1 } });
    expect(first.list).toHaveLength(Math.min(4, total));
    for (const item of first.list) expect(item.tags.map((tag) => tag.id)).toContain(1);
    const second = await call<TagListPagedResponse>(`${PUB}/tagListPaged`, { tagId: 1, page: 2, pageSize: 4 });
    expect(second.list.map((item) => item.id)).not.toContain(first.list[0]!.id);
    const past = await call<TagListPagedResponse>(`${PUB}/tagListPaged`, { tagId: 1, page: 500 });
    expect(past).toMatchObject({ code: '30000', list: [], total });
  });

  it('lists tags most used first, paged', async () => {
    const total = await count('SELECT count(*) AS n FROM tags');
    const first = await call<TagsPagedResponse>(`${PUB}/tagsPaged`, { pageSize: 20 });
    expect(first.total).toBe(total);
    expect(first.list).toHaveLength(Math.min(20, total));
    expect(first.list.every((tag, i) => i === 0 || first.list[i - 1]!.count >= tag.count)).toBe(true);
    const next = await call<TagsPagedResponse>(`${PUB}/tagsPaged`, { page: 2, pageSize: 20 });
    expect(next.list[0]!.count).toBeLessThanOrEqual(first.list.at(-1)!.count);
    expect(await call(`${PUB}/tagsPaged`, { page: 100 })).toMatchObject({ code: '30000', list: [], total });
    expect((await call<TagsPagedResponse>(`${PUB}/tagsPaged`)).list).toHaveLength(10);
  });

  it.each([
    ['tag', { id: 'x' }],
    ['tag', { id: 0 }],
    ['tagListPaged', { tagId: 'x' }],
    ['tagListPaged', { tagId: 1, page: 0 }],
    ['tagsPaged', { page: 0 }],
    ['tagsPaged', { pageSize: 51 }],
  ])('%s refuses %j with 40001', async (name, body) => {
    expect(await call(`${PUB}/${name}`, body)).toMatchObject({ code: '40001' });
  });
});

describe('hotsAndBanner, topRead and stats/count', () => {
  it('answers the five latest items as banner and the ten most read of 90 days as hots', async () => {
    const body = await call<HotsAndBannerResponse>(`${PUB}/hotsAndBanner`);
    const latest = await ctx.db.query<{ id: number }>('SELECT id FROM news ORDER BY release_time DESC, id DESC LIMIT 5');
    expect(body.banner.map((item) => item.id)).toEqual(latest.map((item) => item.id));
    for (const item of body.banner) expect(item).toMatchObject({ title: expect.any(String), memo: expect.any(String) });
    expect(body.hots).toHaveLength(10);
    expect(body.hots.every((item, i) => i === 0 || body.hots[i - 1]!.readCount >= item.readCount)).toBe(true);
    const since = Date.now() - 90 * 86_400_000 - 60_000;
    for (const item of body.hots) expect(Date.parse(item.createrTime)).toBeGreaterThanOrEqual(since);
    const top = await count("SELECT max(read_count) AS n FROM news WHERE release_time >= now() - interval '90 days'");
    expect(body.hots[0]!.readCount).toBe(top);
  });

  it('answers the ten most read items, of a column when given', async () => {
    const all = await call<TopReadResponse>(`${PUB}/topRead`, {});
    expect(all.list).toHaveLength(10);
    expect(all.list[0]!.readCount).toBe(await count('SELECT max(read_count) AS n FROM news'));
    expect(all.list.every((item, i) => i === 0 || all.list[i - 1]!.readCount >= item.readCount)).toBe(true);
    const column = await call<TopReadResponse>(`${PUB}/topRead`, { dirId: 2 });
    const ids = column.list.map((item) => item.id);
    expect(await count('SELECT count(*) AS n FROM news WHERE id = ANY($1::int[]) AND dir_id = 2', [ids])).toBe(ids.length);
    expect(await call(`${PUB}/topRead`, { dirId: 9999 })).toMatchObject({ code: '40400' });
    expect(await call(`${PUB}/topRead`, { dirId: 'x' })).toMatchObject({ code: '40001' });
  });

  it('counts every kind of content', async () => {
    const body = await call<StatsCountResponse>(`${PUB}/stats/count`, {});
    expect(body).toEqual({
      code: '30000',
      msg: serverMsg('ok'),
      news: await count('SELECT count(*) AS n FROM news'),
      standards: await count('SELECT count(*) AS n FROM standards'),
      policies: await count('SELECT count(*) AS n FROM policies'),
      papers: await count('SELECT count(*) AS n FROM papers'),
      downloads: await count('SELECT count(*) AS n FROM downloads'),
      jobs: await count('SELECT count(*) AS n FROM jobs'),
    });
    expect(body.news).toBe(213);
  });
});

describe('newsDispense/loginBilibili', () => {
  it.each(PREFIXES)('answers a clear refusal under %s, with or without a body', async (prefix) => {
    for (const payload of [undefined, {}]) {
      expect(await call(`${prefix}/newsDispense/loginBilibili`, payload)).toEqual({ code: '40400', msg: serverMsg('bilibiliDispenseOff') });
    }
  });
});

describe('a crawler reading news', () => {
  const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

  it('gets the item as a visitor does, but its read is not counted', async () => {
    const before = await readCount(3);
    const ip = freshIp();
    const crawled = await call<NewsGetResponse>(
      `${PUB}/get`,
      { id: 3, visitorId: 'crawler-visit' },
      { ip, headers: { 'user-agent': GOOGLEBOT } },
    );
    expect(crawled).toMatchObject({ code: '30000', model: { id: 3, readCount: before } });
    expect(await readCount(3)).toBe(before);
    const read = await call<NewsGetResponse>(`${PUB}/get`, { id: 3, visitorId: 'person-visit' }, { ip });
    expect(read.model.readCount).toBe(before + 1);
    expect(await readCount(3)).toBe(before + 1);
  });
});
