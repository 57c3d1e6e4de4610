import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallReply } from '../../../shared/calls/define-call';
import type { newsCalls, NewsColumn, TdkModel } from '../../../shared/calls/news';
import { readSeedData } from '../../db/seed-data';
import { invalidMsg, serverMsg } from '../../test-support/messages';
import { withTestApp } from '../../test-support/test-app';

interface ColumnSeed {
  id: number;
  parentId: number | null;
  name: string;
  bizType: 'NEWS' | 'KNOW';
}

type GetByNameResponse = CallReply<typeof newsCalls.getByName>;
type NewsDirListResponse = CallReply<typeof newsCalls.newsDirList>;

const pageTdk = readSeedData<Record<string, TdkModel>>('page-tdk.json');
const columnsSeed = readSeedData<ColumnSeed[]>('packs/reference/news-columns.json');
const expectedColumns: NewsColumn[] = columnsSeed
  .filter((column) => column.parentId === null)
  .map(({ id, name, bizType }) => ({
    id,
    name,
    bizType,
    children: columnsSeed.filter((child) => child.parentId === id).map((child) => ({ id: child.id, name: child.name })),
  }));

const ctx = withTestApp();

const post = (url: string, payload?: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url, payload: payload as object, headers });

describe.each(['/api/news/pub', '/api/ai/pub'])('%s', (prefix) => {
  describe('getByName', () => {
    const url = `${prefix}/getByName`;

    it('answers a known page with its title, keywords and description', async () => {
      for (const name of ['home', 'standard', 'tender']) {
        const response = await post(url, { name });
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ code: '30000', msg: serverMsg('ok'), model: pageTdk[name] });
      }
    });

    it("answers an unknown page with model null and code '30000'", async () => {
      const response = await post(url, { name: 'noSuchPage' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ code: '30000', msg: serverMsg('ok'), model: null });
    });

    it.each([
      ['a name with a space', { name: 'a b' }, invalidMsg('pattern', { field: 'name' })],
      ['a path-like name', { name: '../home' }, invalidMsg('pattern', { field: 'name' })],
      ['an empty name', { name: '' }, invalidMsg('pattern', { field: 'name' })],
      ['a name of 61 characters', { name: 'a'.repeat(61) }, invalidMsg('pattern', { field: 'name' })],
      ['no name', {}, invalidMsg('required', { field: 'name' })],
      ['a number', { name: 5 }, invalidMsg('type', { field: 'name' })],
      ['an extra property', { name: 'home', tenant: 'erp' }, invalidMsg('additionalProperties', { field: 'tenant' })],
    ])('refuses %s with code 40001', async (_case, body, msg) => {
      const response = await post(url, body);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ code: '40001', msg });
    });
  });

  describe('newsDirList', () => {
    const url = `${prefix}/newsDirList`;

    it('lists the columns in order with their children nested', async () => {
      for (const payload of [undefined, {}]) {
        const response = await post(url, payload);
        expect(response.statusCode).toBe(200);
        const body = response.json<NewsDirListResponse>();
        expect(body).toEqual({ code: '30000', msg: serverMsg('ok'), list: expectedColumns });
        // Children sit under their column, never beside it.
        const topIds = body.list.map((column) => column.id);
        for (const child of body.list.flatMap((column) => column.children)) expect(topIds).not.toContain(child.id);
        expect(body.list.some((column) => column.children.length > 0)).toBe(true);
      }
    });

    it.each(['NEWS', 'KNOW'] as const)('filters by bizType %s', async (bizType) => {
      const body = (await post(url, { bizType })).json<NewsDirListResponse>();
      expect(body.code).toBe('30000');
      expect(body.list).toEqual(expectedColumns.filter((column) => column.bizType === bizType));
      expect(body.list.length).toBeGreaterThan(0);
    });

    it.each([
      ['an unknown bizType', { bizType: 'VIDEO' }, invalidMsg('enum', { field: 'bizType' })],
      ['a lower-case bizType', { bizType: 'news' }, invalidMsg('enum', { field: 'bizType' })],
      ['a bizType that is not a string', { bizType: 1 }, invalidMsg('type', { field: 'bizType' })],
      ['an extra property', { comId: 1 }, invalidMsg('additionalProperties', { field: 'comId' })],
    ])('refuses %s with code 40001', async (_case, body, msg) => {
      const response = await post(url, body);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ code: '40001', msg });
    });
  });
});

describe("a tenant's own page TDK", () => {
  const erpStandard = { title: 'ERP standards', keyword: 'erp,standard', description: 'Standards as ERP users see them.' };

  beforeAll(async () => {
    await ctx.db.query('INSERT INTO page_tdk (tenant_id, page_name, title, keyword, description) VALUES ($1, $2, $3, $4, $5)', [
      'erp',
      'standard',
      erpStandard.title,
      erpStandard.keyword,
      erpStandard.description,
    ]);
  });
  afterAll(async () => {
    await ctx.db.query("DELETE FROM page_tdk WHERE tenant_id = 'erp'");
  });

  it("wins over the shared '*' row for that tenant", async () => {
    const headerSets: Record<string, string>[] = [{ host: 'erp.localhost:3000' }, { host: 'erp.example.com' }, { 'x-tenant': 'erp' }];
    for (const headers of headerSets) {
      for (const prefix of ['/api/news/pub', '/api/ai/pub']) {
        const body = (await post(`${prefix}/getByName`, { name: 'standard' }, headers)).json<GetByNameResponse>();
        expect(body.model, `${prefix} ${JSON.stringify(headers)}`).toEqual(erpStandard);
      }
    }
  });

  it('leaves every other tenant on the shared row', async () => {
    const headerSets: Record<string, string>[] = [{}, { host: 'localhost:3000' }, { host: 'erppro.localhost' }, { 'x-tenant': 'kunlun' }];
    for (const headers of headerSets) {
      const body = (await post('/api/news/pub/getByName', { name: 'standard' }, headers)).json<GetByNameResponse>();
      expect(body.model, JSON.stringify(headers)).toEqual(pageTdk.standard);
    }
  });

  it('does not affect the other pages of that tenant', async () => {
    const body = (await post('/api/news/pub/getByName', { name: 'policy' }, { 'x-tenant': 'erp' })).json<GetByNameResponse>();
    expect(body.model).toEqual(pageTdk.policy);
  });

  it('serves a page only the tenant has, and not to others', async () => {
    await ctx.db.query("INSERT INTO page_tdk (tenant_id, page_name, title) VALUES ('erp', 'erpOnly', 'ERP only')");
    const own = (await post('/api/news/pub/getByName', { name: 'erpOnly' }, { 'x-tenant': 'erp' })).json<GetByNameResponse>();
    expect(own.model).toEqual({ title: 'ERP only', keyword: '', description: '' });
    const other = (await post('/api/news/pub/getByName', { name: 'erpOnly' }, { 'x-tenant': 'main' })).json<GetByNameResponse>();
    expect(other).toMatchObject({ code: '30000', model: null });
  });
});
