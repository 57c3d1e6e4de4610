import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { AuditEntry } from '../../../shared/calls/console';
import type { EditorialNews } from '../../../shared/calls/console-news';
import { accountClient, accountTestOptions, registeredUser, type CallOptions } from '../../test-support/accounts';
import server from '../../../locales/zh-cn/server.json';
import { withTestApp } from '../../test-support/test-app';
import { grantContentRole } from './public';

const DAY_MS = 86_400_000;
let clockOffset = 0;
const ctx = withTestApp({ ...accountTestOptions().options, releaseCheckMs: 20, clock: () => new Date(Date.now() + clockOffset) });
const client = accountClient(ctx);

interface Caller {
  token: string;
  userId: string;
}
let plain: Caller;
let kunlunEditor: Caller;
let erpEditor: Caller;
let chief: Caller;
let dirId: number;
let tagId: number;

const as = (caller: Caller | undefined, tenant = 'kunlun'): CallOptions => ({ token: caller?.token, headers: { 'x-tenant': tenant } });
type NewsAnswer = { code: string; msg: string; item: EditorialNews; extra?: { version: number; changed: Record<string, unknown> } };
const consoleCall = <T = NewsAnswer>(name: string, body: unknown, caller?: Caller, tenant?: string) =>
  client.call<T>(`/crm/sdm/console/${name}`, body, as(caller, tenant));
const visitorCall = (name: string, body: unknown) => client.call(`/news/pub/${name}`, body, { headers: { 'x-tenant': 'kunlun' } });
const contentVersion = async () => Number((await ctx.db.query<{ version: string }>('SELECT version FROM content_version'))[0]!.version);

/** Whether visitors find the item: its detail, the information list, the site search. */
async function visible(id: number, word: string) {
  const detail = await visitorCall('get', { id });
  const list = await visitorCall('dirDoc', { dirId, pageSize: 50 });
  const search = await visitorCall('search', { keyword: word, type: 'news' });
  const inList = JSON.stringify(list).includes(`"id":${id},`);
  const inSearch = JSON.stringify(search).includes(`"id":${id},`);
  expect({ inList, inSearch }).toEqual({ inList: detail.code === '30000', inSearch: detail.code === '30000' });
  return detail.code === '30000';
}

beforeAll(async () => {
  const users = await Promise.all([1, 2, 3, 4].map(() => registeredUser(client, ctx.db)));
  [plain, kunlunEditor, erpEditor, chief] = users as [Caller, Caller, Caller, Caller];
  await grantContentRole(ctx.db, null, chief.userId, ['main'], 'admin');
  await grantContentRole(ctx.db, null, erpEditor.userId, ['erp'], 'editor');
  dirId = (await ctx.db.query<{ id: number }>('SELECT id FROM news_columns ORDER BY id LIMIT 1'))[0]!.id;
  tagId = (await ctx.db.query<{ id: number }>('SELECT id FROM tags ORDER BY id LIMIT 1'))[0]!.id;
});

describe('console roles', () => {
  it('answers 401 to a visitor and 403 to a user without a content role', async () => {
    expect((await client.post('/crm/sdm/console/news/list', {})).statusCode).toBe(401);
    const response = await client.post('/crm/sdm/console/news/list', {}, as(plain));
    expect(response.statusCode).toBe(403);
  });

  it('lets an admin grant a role of its tenant by phone, audited', async () => {
    const [row] = await ctx.db.query<{ phone: string }>('SELECT phone FROM users WHERE id = $1', [kunlunEditor.userId]);
    const phone = row?.phone;
    const granted = await consoleCall<{ code: string; list: { userId: string; tenant: string; role: string }[] }>(
      'role/grant',
      { phone, tenant: 'kunlun', role: 'editor' },
      chief,
    );
    expect(granted.list).toContainEqual(expect.objectContaining({ userId: kunlunEditor.userId, tenant: 'kunlun', role: 'editor' }));
    expect((await consoleCall('role/list', {}, kunlunEditor)).code).toBe('40300');
    const audit = await consoleCall<{ list: AuditEntry[] }>('audit/list', { itemType: 'role', itemId: kunlunEditor.userId }, chief);
    expect(audit.list).toEqual([expect.objectContaining({ action: 'grant', actorId: chief.userId, after: { role: 'editor' } })]);
    expect(await consoleCall('me', {}, kunlunEditor)).toMatchObject({
      tenants: [{ id: 'kunlun', title: expect.any(String), role: 'editor' }],
    });
    expect(await consoleCall('me', {}, chief)).toMatchObject({ tenants: [{ id: 'main', title: expect.any(String), role: 'admin' }] });
  });

  it('refuses an editor an item that is shared or belongs only to another tenant, and lets the main admin act', async () => {
    const [shared] = await ctx.db.query<{ id: number }>('SELECT id FROM news ORDER BY id LIMIT 1');
    expect(await consoleCall('news/get', { id: shared!.id }, kunlunEditor)).toMatchObject({
      code: '40300',
      msg: server.console.otherTenant,
    });
    expect((await consoleCall('news/get', { id: shared!.id }, chief)).item.tenants).toEqual([]);

    const erpItem = (await consoleCall('news/create', { dirId, title: 'erp only' }, erpEditor, 'erp')).item;
    expect(erpItem.tenants).toEqual(['erp']);
    const refused = await consoleCall('news/update', { id: erpItem.id, version: erpItem.version, title: 'taken' }, kunlunEditor);
    expect(refused).toMatchObject({ code: '40300', msg: server.console.otherTenant });
    expect((await consoleCall('news/create', { dirId, title: 'x', tenants: ['erp'] }, kunlunEditor)).code).toBe('40300');
    expect((await consoleCall('news/update', { id: erpItem.id, version: erpItem.version, title: 'chief' }, chief)).item.title).toBe(
      'chief',
    );
  });
});

describe('a news item’s life', () => {
  it('goes from draft through conflict, schedule, release, unpublish, delete and restore', async () => {
    const draft = (await consoleCall('news/create', { dirId, title: 'Zephyrquill launch', content: '<p>first</p>' }, kunlunEditor)).item;
    expect(draft).toMatchObject({ state: 'draft', tenants: ['kunlun'], version: 1 });
    expect(await visible(draft.id, 'Zephyrquill')).toBe(false);

    const edited = (
      await consoleCall('news/update', { id: draft.id, version: 1, title: 'Zephyrquill launch day', tagIds: [tagId] }, kunlunEditor)
    ).item;
    expect(edited).toMatchObject({ version: 2, title: 'Zephyrquill launch day', tagIds: [tagId] });
    const stale = await consoleCall('news/update', { id: draft.id, version: 1, memo: 'late' }, kunlunEditor);
    expect(stale).toMatchObject({ code: '40900', msg: server.console.staleVersion });
    expect(stale.extra).toEqual({ version: 2, changed: { title: 'Zephyrquill launch day', tagIds: [tagId] } });

    expect((await consoleCall('news/schedule', { id: draft.id, at: new Date(Date.now() - 1000).toISOString() }, kunlunEditor)).code).toBe(
      '40001',
    );
    const before = await contentVersion();
    const scheduled = (await consoleCall('news/schedule', { id: draft.id, at: new Date(Date.now() + DAY_MS).toISOString() }, kunlunEditor))
      .item;
    expect(scheduled.state).toBe('scheduled');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await visible(draft.id, 'Zephyrquill')).toBe(false);

    clockOffset = DAY_MS + 1000;
    await vi.waitFor(async () => expect((await consoleCall('news/get', { id: draft.id }, kunlunEditor)).item.state).toBe('published'));
    expect(await contentVersion()).toBeGreaterThan(before);
    expect(await visible(draft.id, 'Zephyrquill')).toBe(true);

    const beforeUnpublish = await contentVersion();
    expect((await consoleCall('news/unpublish', { id: draft.id }, kunlunEditor)).item.state).toBe('unpublished');
    expect(await contentVersion()).toBeGreaterThan(beforeUnpublish);
    expect(await visible(draft.id, 'Zephyrquill')).toBe(false);
    expect(await visitorCall('get', { id: draft.id })).toMatchObject({ code: '40400' });

    expect((await consoleCall('news/publish', { id: draft.id }, kunlunEditor)).item.state).toBe('published');
    expect(await visible(draft.id, 'Zephyrquill')).toBe(true);
    expect((await consoleCall('news/delete', { id: draft.id }, kunlunEditor)).item.deletedAt).not.toBeNull();
    expect(await visible(draft.id, 'Zephyrquill')).toBe(false);
    const deleted = await consoleCall<{ list: { id: number }[] }>('news/list', { status: 'deleted' }, kunlunEditor);
    expect(
      deleted.list?.map((item) => item.id),
      JSON.stringify(deleted),
    ).toContain(draft.id);
    expect((await consoleCall('news/restore', { id: draft.id }, kunlunEditor)).item.deletedAt).toBeNull();
    expect(await visible(draft.id, 'Zephyrquill')).toBe(true);

    await consoleCall('news/delete', { id: draft.id }, kunlunEditor);
    clockOffset += 31 * DAY_MS;
    expect(await consoleCall('news/restore', { id: draft.id }, kunlunEditor)).toMatchObject({
      code: '40001',
      msg: server.console.restoreExpired.replace('{{days}}', '30'),
    });
    clockOffset = 0;

    const audit = await consoleCall<{ list: AuditEntry[] }>(
      'audit/list',
      { itemType: 'news', itemId: String(draft.id), pageSize: 50 },
      chief,
    );
    expect(audit.list.map((entry) => entry.action).reverse()).toEqual([
      'create',
      'update',
      'schedule',
      'release',
      'unpublish',
      'publish',
      'delete',
      'restore',
      'delete',
    ]);
    expect(audit.list.at(-2)).toMatchObject({
      before: { title: 'Zephyrquill launch', version: 1 },
      after: { title: 'Zephyrquill launch day', version: 2 },
    });
  });

  it('makes a preview link that shows a draft on the chosen tenant, with its ticket only, and counts no read', async () => {
    const draft = (title: string) => consoleCall('news/create', { dirId, title, tenants: ['kunlun'] }, kunlunEditor);
    const { id } = (await draft('预览草稿')).item;
    expect(await visitorCall('get', { id })).toMatchObject({ code: '40400' });
    const { url } = await consoleCall<{ code: string; url: string }>('news/preview', { id, tenant: 'kunlun' }, kunlunEditor);
    const link = new URL(url);
    expect([link.hostname.split('.')[0], link.pathname]).toEqual(['kunlun', `/news/${id}`]);
    const preview = link.searchParams.get('preview')!;
    for (let time = 0; time < 2; time++)
      expect(await visitorCall('get', { id, preview })).toMatchObject({ code: '30000', model: { title: '预览草稿', readCount: 0 } });
    const other = (await draft('另一篇草稿')).item.id;
    expect(await visitorCall('get', { id: other, preview })).toMatchObject({ code: '40400' });
    expect(await consoleCall('news/preview', { id, tenant: 'erp' }, kunlunEditor)).toMatchObject({ code: '40300' });
  });

  it('lists the editor’s own tenants’ news only, searching by title', async () => {
    const listed = await consoleCall<{ list: { title: string; tenants: string[] }[]; total: number }>(
      'news/list',
      { keyword: 'erp' },
      kunlunEditor,
    );
    expect(listed, JSON.stringify(listed)).toMatchObject({ total: 0 });
    const chiefList = await consoleCall<{ list: { title: string }[]; total: number }>('news/list', { tenant: 'erp' }, chief);
    expect(chiefList.list.map((item) => item.title)).toEqual(['chief']);
  });
});

describe('hostile input', () => {
  it('keeps scripts, handlers and javascript: links out of bodies and tags out of titles', async () => {
    const hostile =
      '<p onclick="x()">hi<script>alert(1)</script><img src="https://a.example/x.png" onerror="alert(2)"><a href="javascript:alert(3)">link</a></p>';
    const { item: news } = await consoleCall('news/create', { dirId, title: '<b>bold</b> title', content: hostile }, kunlunEditor);
    expect(news.title).toBe('bold title');
    expect(news.content).not.toMatch(/script|onerror|onclick|javascript:/i);
    expect(news.content).toContain('https://a.example/x.png');
  });
});
