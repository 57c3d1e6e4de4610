import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { EditorialHelp } from '../../../shared/calls/console-help';
import type { HelpArticle } from '../../../shared/calls/help';
import type { CountNode } from '../../../shared/calls/content-fields';
import server from '../../../locales/zh-cn/server.json';
import { itemPages } from '../../render/sitemap';
import { accountClient, accountTestOptions } from '../../test-support/accounts';
import { helpKind } from './kinds/help-kind';
import { withTestApp } from '../../test-support/test-app';

// Help articles through the console's calls, as visitors then meet them (or no longer do): the article by id,
// number and share link, its category's list and count, the help search and the sitemap.

const DAY_MS = 86_400_000;
let clockOffset = 0;
const ctx = withTestApp({ ...accountTestOptions().options, releaseCheckMs: 20, clock: () => new Date(Date.now() + clockOffset) });
const client = accountClient(ctx);
/** The demo accounts (server/db/seed-data/accounts.json `editors`): an editor of main and kunlun, the main admin. */
const EDITOR = { phone: '13800000020', password: 'Demo1234' };
const ADMIN = { phone: '13800000021', password: 'Demo1234' };
/** A category of the seeded help centre (中期计量) and its group (计量支付). */
const CATEGORY = 22;
const GROUP = 2;

let admin: string;
let editor: string;

type Answer<T> = { code: string; msg: string; item: T; extra?: { version: number; changed: Record<string, unknown> } };
const consoleCall = <T = EditorialHelp>(path: string, body: unknown, token?: string) =>
  client.call<Answer<T>>(`/crm/sdm/console/help/${path}`, body, { token });
const helpCall = <T = Record<string, unknown>>(path: string, body: unknown) =>
  client.call<T & { code: string }>(`/news/pub/help/${path}`, body);
const article = (id: number, preview?: string) => helpCall<{ model: HelpArticle }>('get', { id, ...(preview && { preview }) });
const contentVersion = async () => Number((await ctx.db.query<{ version: number }>('SELECT version FROM content_version'))[0]!.version);
const auditOf = async (id: number) =>
  (
    await ctx.db.query<{ action: string }>("SELECT action FROM audit_log WHERE item_type = 'help' AND item_id = $1 ORDER BY id", [
      String(id),
    ])
  ).map((entry) => entry.action);

/** How many shown articles a category of the tree counts (its children's included). */
async function counted(categoryId: number): Promise<number> {
  const find = (nodes: CountNode[]): CountNode | undefined =>
    nodes.map((node) => (node.id === categoryId ? node : find(node.children))).find(Boolean);
  return find((await helpCall<{ list: CountNode[] }>('catTree', {})).list)!.count;
}

/** Where a visitor meets the article: by id, by number, in its category's list, in the help search, in the sitemap. */
async function placesShowing(id: number, resNumber: string, keyword: string): Promise<string[]> {
  const byId = await article(id);
  const byNumber = await helpCall('getByNumber', { resNumber });
  const list = await helpCall<{ list: { id: number }[] }>('listPaged', { catId: CATEGORY, pageSize: 50 });
  const search = await client.call<{ groups: { list: { id: number }[] }[] }>('/news/pub/search', { keyword, type: 'help' });
  const sitemap = await itemPages(ctx.db, 0, 100_000);
  const places = {
    detail: byId.code === '30000',
    number: byNumber.code === '30000',
    list: list.list.some((item) => item.id === id),
    search: search.groups.some((group) => group.list.some((hit) => hit.id === id)),
    sitemap: sitemap.some((page) => page.route === 'helpDetail' && page.params?.resId === id),
  };
  return Object.entries(places)
    .filter(([, shown]) => shown)
    .map(([place]) => place);
}
const EVERYWHERE = ['detail', 'number', 'list', 'search', 'sitemap'];

beforeAll(async () => {
  admin = (await client.login(ADMIN.phone, ADMIN.password)).token;
  editor = (await client.login(EDITOR.phone, EDITOR.password)).token;
});

describe('help articles in the console', () => {
  it('keeps a draft from visitors, previews it, publishes it everywhere and withdraws it from everywhere', async () => {
    const count = await counted(CATEGORY);
    const created = await consoleCall(
      'create',
      {
        categoryId: CATEGORY,
        resNumber: 'QA-7101',
        title: 'Brindlemarsh <b>计量</b>填报指南',
        summary: '分三步<script>x</script>完成中期计量填报。',
        content: '<h2 onclick="x()">准备清单</h2><p>先核对清单。</p><img src="https://a.example/x.png" onerror="alert(1)"><h3>导入</h3>',
      },
      editor,
    );
    expect(created.item).toMatchObject({
      state: 'draft',
      tenants: ['main'],
      version: 1,
      categoryId: CATEGORY,
      resNumber: 'QA-7101',
      title: 'Brindlemarsh 计量填报指南',
      summary: '分三步完成中期计量填报。',
      readCount: 0,
    });
    expect(created.item.content).toBe('<h2>准备清单</h2><p>先核对清单。</p><img src="https://a.example/x.png" /><h3>导入</h3>');
    const { id } = created.item;
    expect(await placesShowing(id, 'QA-7101', 'Brindlemarsh')).toEqual([]);
    expect(await counted(CATEGORY)).toBe(count);
    expect((await helpCall('share', { id })).code).toBe('40400');
    expect((await helpCall('feedback', { id, helpful: true })).code).toBe('40400');

    // A preview link opens the draft's page, with its table of contents, and counts no read.
    const { url } = await client.call<{ url: string }>('/crm/sdm/console/help/preview', { id, tenant: 'main' }, { token: editor });
    const link = new URL(url);
    expect(link.pathname).toBe(`/help/detail/${id}`);
    const preview = link.searchParams.get('preview')!;
    for (let time = 0; time < 2; time++) {
      expect(await article(id, preview)).toMatchObject({
        code: '30000',
        model: {
          title: 'Brindlemarsh 计量填报指南',
          readCount: 0,
          headings: [
            { level: 2, text: '准备清单' },
            { level: 3, text: '导入' },
          ],
        },
      });
    }

    const before = await contentVersion();
    const published = (await consoleCall('publish', { id }, editor)).item;
    expect(published.state).toBe('published');
    expect(await contentVersion()).toBeGreaterThan(before);
    expect(await placesShowing(id, 'QA-7101', 'Brindlemarsh')).toEqual(EVERYWHERE);
    expect(await counted(CATEGORY)).toBe(count + 1);
    const shown = (await article(id)).model;
    expect(shown).toMatchObject({ publishTime: published.releaseTime, updateTime: published.updateTime });
    // The newest change comes first in its category's list.
    const list = await helpCall<{ list: { id: number }[] }>('listPaged', { catId: GROUP });
    expect(list.list[0]!.id).toBe(id);
    const { shareId } = await helpCall<{ shareId: string }>('share', { id });
    expect((await helpCall('getByShare', { shareId })).code).toBe('30000');

    // Reads and votes count without moving the content version; a save moves 更新时间, not 发布时间.
    const counters = await contentVersion();
    expect((await helpCall('feedback', { id, helpful: true })).code).toBe('30000');
    expect(await contentVersion()).toBe(counters);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const edited = (await consoleCall('update', { id, version: published.version, summary: '按步骤完成中期计量填报。' }, editor)).item;
    expect(edited.releaseTime).toBe(published.releaseTime);
    expect(Date.parse(edited.updateTime)).toBeGreaterThan(Date.parse(published.updateTime));
    expect(await contentVersion()).toBeGreaterThan(counters);
    expect((await article(id)).model).toMatchObject({ summary: '按步骤完成中期计量填报。', updateTime: edited.updateTime });

    const stale = await consoleCall('update', { id, version: published.version, title: '旧版本的标题' }, admin);
    expect(stale).toMatchObject({ code: '40900', msg: server.console.staleVersion });
    expect(stale.extra).toEqual({ version: edited.version, changed: { summary: '按步骤完成中期计量填报。' } });

    const beforeUnpublish = await contentVersion();
    expect((await consoleCall('unpublish', { id }, editor)).item.state).toBe('unpublished');
    expect(await contentVersion()).toBeGreaterThan(beforeUnpublish);
    expect(await placesShowing(id, 'QA-7101', 'Brindlemarsh')).toEqual([]);
    expect(await counted(CATEGORY)).toBe(count);
    expect((await helpCall('getByShare', { shareId })).code).toBe('40400');
    expect((await helpCall('share', { id })).code).toBe('40400');

    expect((await consoleCall('delete', { id }, editor)).item.deletedAt).not.toBeNull();
    expect((await article(id, preview)).code).toBe('40400');
    const restored = (await consoleCall('restore', { id }, editor)).item;
    expect(restored).toMatchObject({ deletedAt: null, state: 'unpublished' });
    expect(await auditOf(id)).toEqual(['create', 'publish', 'update', 'unpublish', 'delete', 'restore']);
  });

  it('releases a scheduled article at its publish time, which is then its update time too', async () => {
    const { id } = (await consoleCall('create', { categoryId: CATEGORY, resNumber: 'QA-7102', title: 'Quenbury 定时文章' }, editor)).item;
    const at = new Date(Date.now() + DAY_MS);
    const scheduled = (await consoleCall('schedule', { id, at: at.toISOString() }, editor)).item;
    expect(scheduled).toMatchObject({ state: 'scheduled', releaseTime: at.toISOString(), updateTime: at.toISOString() });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await placesShowing(id, 'QA-7102', 'Quenbury')).toEqual([]);

    clockOffset = DAY_MS + 1000;
    try {
      await vi.waitFor(async () => expect((await consoleCall('get', { id }, editor)).item.state).toBe('published'));
    } finally {
      clockOffset = 0;
    }
    expect((await article(id)).model).toMatchObject({ publishTime: at.toISOString(), updateTime: at.toISOString() });
    expect(await placesShowing(id, 'QA-7102', 'Quenbury')).toEqual(EVERYWHERE);
    expect(await auditOf(id)).toEqual(['create', 'schedule', 'release']);
  });

  it('refuses an unknown category, a number another article has (a deleted one too) and a malformed one', async () => {
    const refused = await consoleCall('create', { categoryId: 999_999, resNumber: 'QA-7103', title: 'x' }, admin);
    expect(refused).toMatchObject({ code: '40001', msg: server.console.unknownCategory });
    const seeded = await consoleCall('create', { categoryId: CATEGORY, resNumber: 'KB1101', title: 'x' }, admin);
    expect(seeded).toMatchObject({ code: '40001', msg: server.console.duplicateNumber });
    expect((await consoleCall('create', { categoryId: CATEGORY, resNumber: 'QA 7103', title: 'x' }, admin)).code).toBe('40001');

    const first = (await consoleCall('create', { categoryId: CATEGORY, resNumber: 'QA-7104', title: 'Ormsley 甲' }, admin)).item;
    const second = (await consoleCall('create', { categoryId: CATEGORY, resNumber: 'QA-7105', title: 'Ormsley 乙' }, admin)).item;
    await consoleCall('delete', { id: first.id }, admin);
    const taken = await consoleCall('update', { id: second.id, version: second.version, resNumber: 'QA-7104' }, admin);
    expect(taken).toMatchObject({ code: '40001', msg: server.console.duplicateNumber });
    // Its own number is no conflict.
    const kept = await consoleCall('update', { id: second.id, version: second.version, resNumber: 'QA-7105', title: 'Ormsley 丙' }, admin);
    expect(kept.item).toMatchObject({ resNumber: 'QA-7105', title: 'Ormsley 丙', version: second.version + 1 });
    expect(await ctx.db.query("SELECT 1 FROM help_articles WHERE title = 'x'")).toEqual([]);
  });

  it('refuses a number taken between the check and the write (two editors at once) as a duplicate, not a failure', async () => {
    const { id } = (await consoleCall('create', { categoryId: CATEGORY, resNumber: 'QA-7106', title: 'Pellgrove' }, admin)).item;
    const write = ctx.db.transaction((tx) => helpKind.store(tx, id, { resNumber: 'KB1101' }));
    await expect(write).rejects.toMatchObject({ reason: 'console.duplicateNumber' });
  });

  it('lets the main admin edit a seeded article, which stays shown, and refuses it to a tenant editor and to others', async () => {
    const [seeded] = await ctx.db.query<{ id: number; res_number: string; category_id: number }>(
      'SELECT id, res_number, category_id FROM help_articles ORDER BY id LIMIT 1',
    );
    const { id } = seeded!;
    expect((await consoleCall('get', { id }, editor)).code).toBe('40300');
    expect((await consoleCall('update', { id, version: 1, title: 'y' }, editor)).code).toBe('40300');
    const current = (await consoleCall('get', { id }, admin)).item;
    expect(current).toMatchObject({ state: 'published', tenants: [], resNumber: seeded!.res_number });
    const renamed = (await consoleCall('update', { id, version: current.version, title: `${current.title}（修订）` }, admin)).item;
    expect(renamed.releaseTime).toBe(current.releaseTime);
    expect(Date.parse(renamed.updateTime)).toBeGreaterThan(Date.parse(current.updateTime));
    expect((await article(id)).model.title).toBe(`${current.title}（修订）`);

    expect((await client.post('/crm/sdm/console/help/list', {})).statusCode).toBe(401);
    const user = (await client.register()).token;
    expect((await client.post('/crm/sdm/console/help/list', {}, { token: user })).statusCode).toBe(403);
    const listed = async (categoryId: number) =>
      (
        await client.call<{ list: { id: number }[] }>('/crm/sdm/console/help/list', { categoryId, pageSize: 50 }, { token: admin })
      ).list.map((item) => item.id);
    expect(await listed(seeded!.category_id)).toContain(id);
    expect(await listed(seeded!.category_id === CATEGORY ? GROUP : CATEGORY)).not.toContain(id);
  });
});
