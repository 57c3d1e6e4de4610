import { beforeAll, describe, expect, it } from 'vitest';
import type { CallReply } from '../../../shared/calls/define-call';
import type { LibraryType } from '../../../shared/calls/enums';
import type { jobCalls } from '../../../shared/calls/jobs';
import type { libraryCalls } from '../../../shared/calls/library';
import type { newsCalls } from '../../../shared/calls/news';
import { readSeedData } from '../../db/seed-data';
import { accountClient, accountTestOptions } from '../../test-support/accounts';
import { invalidMsg, serverMsg } from '../../test-support/messages';
import { withTestApp } from '../../test-support/test-app';

type NewsDirListResponse = CallReply<typeof newsCalls.newsDirList>;
type CategoryTreeResponse = CallReply<typeof libraryCalls.catTree>;
type DirDocResponse = CallReply<typeof newsCalls.dirDoc>;
type DocGetResponse = CallReply<typeof libraryCalls.docGet>;
type DocListResponse = CallReply<typeof libraryCalls.docListPaged>;
type JobCityResponse = CallReply<typeof jobCalls.cities>;
type JobListResponse = CallReply<typeof jobCalls.listPaged>;

interface DocSeed {
  id: number;
  title: string;
  number?: string;
  docNumber?: string;
  category: string;
  projectType: string;
  authors?: string[];
  journal?: string;
  keywords?: string[];
  organisation?: string;
  region?: string;
}

const seeds: Record<LibraryType, DocSeed[]> = {
  standard: readSeedData<DocSeed[]>('packs/reference/standards.json'),
  policy: readSeedData<DocSeed[]>('packs/demo/policies.json'),
  paper: readSeedData<DocSeed[]>('packs/demo/papers.json'),
};
const jobsSeed = {
  cities: readSeedData<{ code: string; name: string }[]>('packs/demo/job-cities.json'),
  jobs: readSeedData<{ id: number; cityCode: string }[]>('packs/demo/jobs.json'),
};

const { options } = accountTestOptions();
const ctx = withTestApp(options);
const client = accountClient(ctx);

const PREFIXES = ['/news/pub', '/ai/pub'] as const;
const isNewestFirst = (times: string[]) => times.every((time, i) => i === 0 || times[i - 1]! >= time);

let token: string;
let userId: string;
/** Category ids by type and name, as /cat/dir/getTree answers them. */
const categoryIds = new Map<string, number>();

beforeAll(async () => {
  token = (await client.register()).token;
  userId = (await ctx.db.query<{ user_id: string }>('SELECT user_id FROM sessions ORDER BY created_at DESC LIMIT 1'))[0]!.user_id;
  for (const catType of ['standard', 'policy', 'paper'] as const) {
    const tree = await client.call<CategoryTreeResponse>('/cat/dir/getTree', { catType });
    for (const node of tree.list) categoryIds.set(`${catType}:${node.name}`, node.id);
  }
});

describe.each(PREFIXES)('%s', (prefix) => {
  describe('docListPaged', () => {
    const url = `${prefix}/docListPaged`;

    it.each(['standard', 'policy', 'paper'] as const)('pages every %s, newest first, with its total', async (docType) => {
      const body = await client.call<DocListResponse>(url, { docType, pageSize: 50 });
      expect(body).toMatchObject({ code: '30000', msg: serverMsg('ok'), total: seeds[docType].length, category: null });
      expect(body.list).toHaveLength(Math.min(50, seeds[docType].length));
      expect(isNewestFirst(body.list.map((item) => item.releaseTime))).toBe(true);
      for (const item of body.list) {
        const seed = seeds[docType].find((candidate) => candidate.id === item.id)!;
        expect(item).toMatchObject({ docType, title: seed.title, projectType: seed.projectType });
        expect(item.category).toEqual({ id: categoryIds.get(`${docType}:${seed.category}`), name: seed.category });
        expect(item.number).toBe(seed.number ?? seed.docNumber ?? '');
        if (docType === 'paper') expect(item.issuer).toBe(seed.organisation);
        if (docType === 'standard') expect(['现行', '废止']).toContain(item.status);
        else expect(item.status).toBe('');
      }
      const second = await client.call<DocListResponse>(url, { docType, page: 2, pageSize: 10 });
      expect(second.list.map((item) => item.id)).toEqual(body.list.slice(10, 20).map((item) => item.id));
    });

    it('filters by category, answering the category', async () => {
      const name = seeds.standard[0]!.category;
      const catId = categoryIds.get(`standard:${name}`)!;
      const body = await client.call<DocListResponse>(url, { docType: 'standard', catId, pageSize: 50 });
      const expected = seeds.standard.filter((item) => item.category === name);
      expect(body.total).toBe(expected.length);
      expect(body.category).toEqual({ id: catId, name });
      expect(body.list.map((item) => item.id).sort((a, b) => a - b)).toEqual(expected.map((item) => item.id));
    });

    it('filters by project type; ALL is no filter', async () => {
      const road = await client.call<DocListResponse>(url, { docType: 'standard', projectType: 'ROAD', pageSize: 50 });
      const expected = seeds.standard.filter((item) => item.projectType === 'ROAD');
      expect(road.total).toBe(expected.length);
      expect(road.list.every((item) => item.projectType === 'ROAD')).toBe(true);
      const all = await client.call<DocListResponse>(url, { docType: 'standard', projectType: 'ALL' });
      expect(all.total).toBe(seeds.standard.length);
    });

    it('combines category and project type', async () => {
      const name = '施工质量验收';
      const body = await client.call<DocListResponse>(url, {
        docType: 'standard',
        catId: categoryIds.get(`standard:${name}`),
        projectType: 'BUILDING',
      });
      expect(body.total).toBe(seeds.standard.filter((item) => item.category === name && item.projectType === 'BUILDING').length);
      expect(body.total).toBeGreaterThan(0);
    });

    it('matches a trimmed keyword in the title or the standard number', async () => {
      const byTitle = seeds.standard.filter((item) => item.title.includes('混凝土') || item.number!.includes('混凝土'));
      const body = await client.call<DocListResponse>(url, { docType: 'standard', keyword: '  混凝土 ', pageSize: 50 });
      expect(body.total).toBe(byTitle.length);
      expect(body.list.every((item) => item.title.includes('混凝土'))).toBe(true);
      const byNumber = await client.call<DocListResponse>(url, { docType: 'standard', keyword: 'gb 50300' });
      expect(byNumber.list.map((item) => item.number).sort()).toEqual(['GB 50300-2001', 'GB 50300-2013']);
    });

    it('takes % and _ in a keyword literally', async () => {
      for (const keyword of ['%', '_', '\\']) {
        expect(await client.call<DocListResponse>(url, { docType: 'policy', keyword })).toMatchObject({
          code: '30000',
          total: 0,
          list: [],
        });
      }
    });

    it('treats a keyword of spaces as no keyword, and counts the 30 characters after trimming', async () => {
      expect((await client.call<DocListResponse>(url, { docType: 'paper', keyword: '   ' })).total).toBe(seeds.paper.length);
      expect(await client.call<DocListResponse>(url, { docType: 'paper', keyword: ` ${'a'.repeat(30)} ` })).toMatchObject({
        code: '30000',
        total: 0,
      });
    });

    it('answers a page past the end with no items and the right total', async () => {
      const body = await client.call<DocListResponse>(url, { docType: 'policy', page: 100, pageSize: 10 });
      expect(body).toMatchObject({ code: '30000', list: [], total: seeds.policy.length });
    });

    it('answers an unknown category, or one of another type, with 40400', async () => {
      const policyCategory = categoryIds.get(`policy:${seeds.policy[0]!.category}`);
      for (const catId of [99_999, policyCategory]) {
        expect(await client.call(url, { docType: 'standard', catId })).toEqual({ code: '40400', msg: serverMsg('categoryNotFound') });
      }
    });

    it.each([
      ['page 0', { docType: 'paper', page: 0 }, invalidMsg('minimum', { field: 'page', limit: 1 })],
      ['a page size of 51', { docType: 'paper', pageSize: 51 }, invalidMsg('maximum', { field: 'pageSize', limit: 50 })],
      ['no docType', {}, invalidMsg('required', { field: 'docType' })],
      ['an unknown docType', { docType: 'news' }, invalidMsg('enum', { field: 'docType' })],
      ['an unknown projectType', { docType: 'paper', projectType: 'RAIL' }, invalidMsg('enum', { field: 'projectType' })],
      ['a zero catId', { docType: 'paper', catId: 0 }, invalidMsg('minimum', { field: 'catId', limit: 1 })],
      ['a text catId', { docType: 'paper', catId: 'x' }, invalidMsg('type', { field: 'catId' })],
      [
        'a keyword of 31 characters',
        { docType: 'paper', keyword: 'a'.repeat(31) },
        invalidMsg('maxLength', { field: 'keyword', limit: 30 }),
      ],
      ['an extra property', { docType: 'paper', sort: 'newest' }, invalidMsg('additionalProperties', { field: 'sort' })],
    ])('refuses %s with code 40001', async (_case, body, msg) => {
      const response = await client.post(url, body);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ code: '40001', msg });
    });
  });

  describe('doc/get', () => {
    const url = `${prefix}/doc/get`;

    it('answers a document with its neighbours of the same type by release time', async () => {
      const newest = (await client.call<DocListResponse>(`${prefix}/docListPaged`, { docType: 'standard', pageSize: 3 })).list;
      const middle = await client.call<DocGetResponse>(url, { docType: 'standard', id: newest[1]!.id });
      expect(middle.code).toBe('30000');
      expect(middle.model).toMatchObject({ ...newest[1], authors: [], journal: '', keywords: [], region: '' });
      expect(middle.model.next).toEqual({ id: newest[0]!.id, title: newest[0]!.title });
      expect(middle.model.prev).toEqual({ id: newest[2]!.id, title: newest[2]!.title });
      expect(middle.model.content).toMatch(/^<p>/);
      expect((await client.call<DocGetResponse>(url, { docType: 'standard', id: newest[0]!.id })).model.next).toBeNull();
      const last = (await client.call<DocListResponse>(`${prefix}/docListPaged`, { docType: 'standard', page: 16, pageSize: 10 })).list.at(
        -1,
      )!;
      expect((await client.call<DocGetResponse>(url, { docType: 'standard', id: last.id })).model.prev).toBeNull();
    });

    it('answers the fields of a paper and of a policy', async () => {
      const paperSeed = seeds.paper[0]!;
      const paper = (await client.call<DocGetResponse>(url, { docType: 'paper', id: paperSeed.id })).model;
      expect(paper).toMatchObject({
        authors: paperSeed.authors,
        journal: paperSeed.journal,
        keywords: paperSeed.keywords,
        number: '',
        region: '',
      });
      const policySeed = seeds.policy[0]!;
      const policy = (await client.call<DocGetResponse>(url, { docType: 'policy', id: policySeed.id })).model;
      expect(policy).toMatchObject({ docType: 'policy', number: policySeed.docNumber, region: policySeed.region, authors: [] });
    });

    it('adds the document to the reading history of a logged-in reader only', async () => {
      const id = prefix === '/news/pub' ? 5 : 6;
      const rows = () => ctx.db.query('SELECT 1 FROM read_history WHERE biz_type = $1 AND biz_id = $2', ['policy', id]);
      await client.call(url, { docType: 'policy', id });
      await client.call(url, { docType: 'policy', id }, { headers: { authorization: 'Bearer not-a-token' } });
      expect(await rows()).toHaveLength(0);
      expect((await client.call(url, { docType: 'policy', id }, { token })).code).toBe('30000');
      const mine = await ctx.db.query('SELECT 1 FROM read_history WHERE user_id = $1 AND biz_type = $2 AND biz_id = $3', [
        userId,
        'policy',
        id,
      ]);
      expect(mine).toHaveLength(1);
    });

    it('sanitises a body that reached the table unsanitised', async () => {
      const id = prefix === '/news/pub' ? 20 : 21;
      await ctx.db.query(
        "UPDATE papers SET content = '<p>ok</p><script>window.__xss=1</script><img src=x onerror=alert(1)>' WHERE id = $1",
        [id],
      );
      const { model } = await client.call<DocGetResponse>(url, { docType: 'paper', id });
      expect(model.content).toContain('<p>ok</p>');
      expect(model.content).not.toMatch(/<script|onerror/);
    });

    it('answers an unknown document, or an id of another type only, with 40400', async () => {
      expect(await client.call(url, { docType: 'paper', id: 99_999 })).toEqual({ code: '40400', msg: serverMsg('docNotFound') });
      expect(await client.call(url, { docType: 'policy', id: seeds.standard.length })).toEqual({
        code: '40400',
        msg: serverMsg('docNotFound'),
      });
    });

    it.each([
      ['a zero id', { docType: 'paper', id: 0 }, invalidMsg('minimum', { field: 'id', limit: 1 })],
      ['a text id', { docType: 'paper', id: 'abc' }, invalidMsg('type', { field: 'id' })],
      ['no id', { docType: 'paper' }, invalidMsg('required', { field: 'id' })],
      ['no docType', { id: 1 }, invalidMsg('required', { field: 'docType' })],
    ])('refuses %s with code 40001', async (_case, body, msg) => {
      expect(await client.call(url, body)).toEqual({ code: '40001', msg });
    });
  });

  describe('docDirList', () => {
    const url = `${prefix}/docDirList`;

    it('lists the news columns, as newsDirList does, filtered by docType', async () => {
      const columns = await client.call<NewsDirListResponse>(`${prefix}/newsDirList`);
      for (const payload of [undefined, {}, { comId: 'hengzhu' }]) {
        expect(await client.call(url, payload)).toEqual(columns);
      }
      for (const docType of ['NEWS', 'KNOW'] as const) {
        const body = await client.call<NewsDirListResponse>(url, { docType });
        expect(body.list).toEqual(columns.list.filter((column) => column.bizType === docType));
        expect(body.list.length).toBeGreaterThan(0);
      }
    });

    it.each([
      ['an unknown docType', { docType: 'VIDEO' }, invalidMsg('enum', { field: 'docType' })],
      ['a numeric comId', { comId: 1 }, invalidMsg('type', { field: 'comId' })],
      ['an extra property', { bizType: 'NEWS' }, invalidMsg('additionalProperties', { field: 'bizType' })],
    ])('refuses %s with code 40001', async (_case, body, msg) => {
      expect(await client.call(url, body)).toEqual({ code: '40001', msg });
    });
  });

  describe('dirDoc', () => {
    const url = `${prefix}/dirDoc`;
    const countNews = async (where: string, params: unknown[] = []) =>
      (await ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM news WHERE ${where}`, params))[0]!.n;

    it('lists every column newest first without a column', async () => {
      const body = await client.call<DirDocResponse>(url);
      expect(body).toMatchObject({ code: '30000', total: await countNews('true'), newsDir: null });
      expect(body.list).toHaveLength(10);
      expect(isNewestFirst(body.list.map((item) => item.createrTime))).toBe(true);
    });

    it('lists one column with its children', async () => {
      const body = await client.call<DirDocResponse>(url, { dirId: 1, pageSize: 50 });
      expect(body.total).toBe(await countNews('dir_id IN (1, 101, 102)'));
      expect(body.newsDir).toMatchObject({ id: 1 });
      const ids = body.list.map((item) => item.id);
      const rows = await ctx.db.query<{ dir_id: number }>('SELECT dir_id FROM news WHERE id = ANY($1::int[])', [ids]);
      expect(rows.every((row) => [1, 101, 102].includes(row.dir_id))).toBe(true);
    });

    it('matches a trimmed keyword in the title, within a column or all', async () => {
      const all = await client.call<DirDocResponse>(url, { keyword: ' 混凝土 ', pageSize: 50 });
      expect(all.total).toBe(await countNews("title LIKE '%混凝土%'"));
      expect(all.total).toBeGreaterThan(0);
      expect(all.list.every((item) => item.title.includes('混凝土'))).toBe(true);
      const inColumn = await client.call<DirDocResponse>(url, { dirId: 6, keyword: '混凝土' });
      expect(inColumn.total).toBe(
        await countNews("title LIKE '%混凝土%' AND dir_id IN (SELECT id FROM news_columns WHERE id = 6 OR parent_id = 6)"),
      );
      expect((await client.call<DirDocResponse>(url, { keyword: '_' })).total).toBe(0);
    });

    it('answers a page past the end with no items and the right total', async () => {
      const body = await client.call<DirDocResponse>(url, { dirId: 2, page: 1000 });
      expect(body).toMatchObject({ code: '30000', list: [], total: await countNews('dir_id = 2') });
    });

    it('answers an unknown column with 40400', async () => {
      expect(await client.call(url, { dirId: 9999 })).toEqual({ code: '40400', msg: serverMsg('newsDirNotFound') });
    });

    it.each([
      ['page 0', { page: 0 }, invalidMsg('minimum', { field: 'page', limit: 1 })],
      ['a text dirId', { dirId: '1' }, invalidMsg('type', { field: 'dirId' })],
      ['a keyword of 31 characters', { keyword: '混'.repeat(31) }, invalidMsg('maxLength', { field: 'keyword', limit: 30 })],
      ['a numeric keyword', { keyword: 5 }, invalidMsg('type', { field: 'keyword' })],
    ])('refuses %s with code 40001', async (_case, body, msg) => {
      expect(await client.call(url, body)).toEqual({ code: '40001', msg });
    });
  });

  describe('jobs', () => {
    it('lists the cities with their number of positions, most first', async () => {
      const body = await client.call<JobCityResponse>(`${prefix}/job/getJobCity`);
      const expected = jobsSeed.cities
        .map((city) => ({ ...city, count: jobsSeed.jobs.filter((job) => job.cityCode === city.code).length }))
        .sort((a, b) => b.count - a.count || a.code.localeCompare(b.code));
      expect(body).toEqual({ code: '30000', msg: serverMsg('ok'), list: expected });
    });

    it('pages every position newest first, or those of one city', async () => {
      const all = await client.call<JobListResponse>(`${prefix}/job/listPaged`, { pageSize: 50 });
      expect(all.total).toBe(jobsSeed.jobs.length);
      expect(isNewestFirst(all.list.map((job) => job.releaseTime))).toBe(true);
      const hz = await client.call<JobListResponse>(`${prefix}/job/listPaged`, { cityCode: 'HZ', pageSize: 50 });
      expect(hz.total).toBe(jobsSeed.jobs.filter((job) => job.cityCode === 'HZ').length);
      expect(hz.list.every((job) => job.city.code === 'HZ' && job.city.name === '杭州')).toBe(true);
      expect(hz.list[0]!.description).toContain('<h3>');
      const past = await client.call<JobListResponse>(`${prefix}/job/listPaged`, { cityCode: 'HZ', page: 2, pageSize: 10 });
      expect(past).toMatchObject({ list: [], total: hz.total });
    });

    it('answers an unknown city with 40400, and a malformed code with 40001', async () => {
      expect(await client.call(`${prefix}/job/listPaged`, { cityCode: 'ZZ' })).toEqual({
        code: '40400',
        msg: serverMsg('jobCityNotFound'),
      });
      expect(await client.call(`${prefix}/job/listPaged`, { cityCode: 'bj' })).toEqual({
        code: '40001',
        msg: invalidMsg('pattern', { field: 'cityCode' }),
      });
      expect(await client.call(`${prefix}/job/listPaged`, { page: 0 })).toEqual({
        code: '40001',
        msg: invalidMsg('minimum', { field: 'page', limit: 1 }),
      });
      expect(await client.call(`${prefix}/job/getJobCity`, { cityCode: 'BJ' })).toEqual({
        code: '40001',
        msg: invalidMsg('additionalProperties', { field: 'cityCode' }),
      });
    });
  });
});
