import { beforeAll, describe, expect, it } from 'vitest';
import type { EditorialProduct, EditorialProductLog, EditorialSolution } from '../../../shared/calls/console-products';
import type { ProductDetail, ProductLogEntry, SolutionDetail } from '../../../shared/calls/product';
import server from '../../../locales/zh-cn/server.json';
import { accountClient, accountTestOptions } from '../../test-support/accounts';
import { auditActions, consoleCaller, contentVersion as versionOf, DEMO_ADMIN, DEMO_EDITOR } from '../../test-support/console';
import { withTestApp } from '../../test-support/test-app';
import { itemPages } from '../../render/sitemap';
import { releaseDue } from './public';

// Products, solutions and the update log through the console's calls, as visitors then see them (or no longer do):
// the catalogue, the pages, the update log, the site search and the sitemap.

const ctx = withTestApp(accountTestOptions().options);
const client = accountClient(ctx);
const DAY_MS = 86_400_000;

let admin: string;
let editor: string;

const caller = consoleCaller(client);
/** A console call, as the admin unless told. */
const consoleCall = <T>(path: string, body: unknown, token = admin) => caller<T>(path, body, token);
const publicCall = <T>(path: string, body: unknown) => client.call<T & { code: string; msg: string }>(`/news/pub/${path}`, body);

const product = (id: number, preview?: string | null) =>
  publicCall<{ model: ProductDetail }>('product/get', { id, ...(preview && { preview }) });
const solution = (id: number, preview?: string | null) =>
  publicCall<{ model: SolutionDetail }>('solution/get', { id, ...(preview && { preview }) });
const catalogue = async () => (await publicCall<{ list: { id: number }[] }>('product/listPaged', { pageSize: 50 })).list.map((p) => p.id);
const solutions = async () => (await publicCall<{ list: { id: number }[] }>('solution/listPaged', { pageSize: 50 })).list.map((s) => s.id);
const log = (productId?: number) => publicCall<{ list: ProductLogEntry[]; total: number }>('product/logPaged', { productId, pageSize: 50 });
const found = async (keyword: string) => {
  const answer = await publicCall<{ groups: { list: { id: number; kind: string }[] }[] }>('search', { keyword, type: 'product' });
  return answer.groups.flatMap((group) => group.list.map((hit) => [hit.kind, hit.id]));
};
const inSitemap = async (route: string, id: number) =>
  (await itemPages(ctx.db, 0, 100_000)).some((page) => page.route === route && page.params?.id === id);
const contentVersion = () => versionOf(ctx.db);
const auditOf = (itemType: string, id: number) => auditActions(ctx.db, itemType, id);
const seededProduct = async (code: string) =>
  (await ctx.db.query<{ id: number }>('SELECT id FROM products WHERE code = $1', [code]))[0]!.id;

const NEW_PRODUCT = {
  code: 'quarrymead',
  name: 'Quarrymead 计量<b>助手</b>',
  category: 'MANAGEMENT',
  slogan: '计量台账<script>x</script>随手查',
  summary: '面向施工单位的 Quarrymead 计量台账工具。',
  features: [
    { title: '台账汇总', text: '按期汇总计量台账。', extra: 'dropped' },
    { title: '<i>移动审批</i>', text: '手机上审批计量。' },
  ],
  screens: [{ kind: 'mobile', caption: '手机审批界面' }],
  editions: [{ name: '标准版', price: '按年计费', note: '含 10 个账号。' }],
  sort: 5,
};

beforeAll(async () => {
  admin = (await client.login(DEMO_ADMIN.phone, DEMO_ADMIN.password)).token;
  editor = (await client.login(DEMO_EDITOR.phone, DEMO_EDITOR.password)).token;
});

describe('products, solutions and the update log in the console', () => {
  let productId: number;
  let solutionId: number;
  let logId: number;
  let productTicket: string | null;

  it('keeps a draft product from visitors, previews it on its page, and publishes it to the catalogue, search and sitemap', async () => {
    const created = await consoleCall<EditorialProduct>('product/create', NEW_PRODUCT);
    expect(created.code).toBe('30000');
    expect(created.item).toMatchObject({
      state: 'draft',
      tenants: ['main'],
      version: 1,
      code: 'quarrymead',
      name: 'Quarrymead 计量助手',
      slogan: '计量台账随手查',
      features: [
        { title: '台账汇总', text: '按期汇总计量台账。' },
        { title: '移动审批', text: '手机上审批计量。' },
      ],
      editions: NEW_PRODUCT.editions,
      sort: 5,
    });
    productId = created.item.id;
    // Its id comes from the sequence products and solutions share.
    const [{ last }] = (await ctx.db.query<{ last: number }>('SELECT last_value AS last FROM offering_ids')) as [{ last: number }];
    expect(Number(last)).toBe(productId);

    expect(await product(productId)).toMatchObject({ code: '40400', msg: server.productNotFound });
    expect(await catalogue()).not.toContain(productId);
    expect(await found('Quarrymead')).toEqual([]);
    expect(await inSitemap('productDetail', productId)).toBe(false);

    const preview = await client.call<{ url: string }>(
      '/crm/sdm/console/product/preview',
      { id: productId, tenant: 'main' },
      { token: admin },
    );
    const address = new URL(preview.url, 'http://portal.invalid');
    expect(address.pathname).toBe(`/product/${productId}`);
    productTicket = address.searchParams.get('preview');
    expect((await product(productId, productTicket)).model).toMatchObject({ name: 'Quarrymead 计量助手' });

    const before = await contentVersion();
    expect((await consoleCall<EditorialProduct>('product/publish', { id: productId })).item.state).toBe('published');
    expect(await contentVersion()).toBeGreaterThan(before);
    expect((await product(productId)).model).toMatchObject({ name: 'Quarrymead 计量助手', features: created.item.features });
    expect(await catalogue()).toContain(productId);
    expect(await found('Quarrymead')).toEqual([['product', productId]]);
    expect(await inSitemap('productDetail', productId)).toBe(true);
  });

  it('refuses a stale update with the fields changed since, and audits the changes', async () => {
    const current = (await consoleCall<EditorialProduct>('product/get', { id: productId })).item;
    const features = [...current.features, { title: '报表导出', text: '一键导出 Excel。' }];
    const updated = await consoleCall<EditorialProduct>('product/update', { id: productId, version: current.version, features });
    expect(updated.item).toMatchObject({ version: current.version + 1, features });
    const stale = await consoleCall<EditorialProduct>('product/update', { id: productId, version: current.version, sort: 1 });
    expect(stale).toMatchObject({ code: '40900', msg: server.console.staleVersion });
    expect(stale.extra).toEqual({ version: current.version + 1, changed: { features } });
    expect((await product(productId)).model.features).toEqual(features);
    // The code is set once: an update cannot name it.
    const recode = await consoleCall('product/update', { id: productId, version: updated.item.version, code: 'other' });
    expect(recode.code).toBe('40001');
    expect(await auditOf('product', productId)).toEqual(['create', 'publish', 'update']);
  });

  it('writes a solution built from the new product and a seeded one, shown with both once published', async () => {
    const jzb = await seededProduct('jzb');
    const created = await consoleCall<EditorialSolution>('solution/create', {
      code: 'tunnel-quarrymead',
      industry: 'TUNNEL',
      title: 'Quarrymead 隧道计量方案',
      summary: '隧道施工的计量台账。',
      pains: [{ title: '台账分散', text: '各工区台账格式不一。' }],
      approach: [{ title: '统一台账', text: '用 Quarrymead 统一。' }],
      productIds: [productId, jzb],
      cases: [{ project: '某隧道工程', customer: '某局', text: '全线使用。', figures: [{ label: '工区', value: '4 个' }] }],
    });
    expect(created.item).toMatchObject({ state: 'draft', productIds: [productId, jzb], industry: 'TUNNEL' });
    solutionId = created.item.id;
    expect(solutionId).toBeGreaterThan(productId);
    expect(await solution(solutionId)).toMatchObject({ code: '40400', msg: server.solutionNotFound });
    // The product's preview ticket shows that product only.
    expect(await solution(solutionId, productTicket)).toMatchObject({ code: '40400' });
    const preview = await client.call<{ url: string }>(
      '/crm/sdm/console/solution/preview',
      { id: solutionId, tenant: 'main' },
      { token: admin },
    );
    const address = new URL(preview.url, 'http://portal.invalid');
    expect(address.pathname).toBe(`/solution/detail/${solutionId}`);
    expect((await solution(solutionId, address.searchParams.get('preview'))).model.title).toBe('Quarrymead 隧道计量方案');

    await consoleCall('solution/publish', { id: solutionId });
    const shown = (await solution(solutionId)).model;
    expect(shown.products.map((item) => item.id)).toEqual([productId, jzb]);
    expect(shown.cases).toEqual(created.item.cases);
    expect(await solutions()).toContain(solutionId);
    expect((await product(productId)).model.solutions.map((item) => item.id)).toEqual([solutionId]);
    expect(await found('Quarrymead')).toEqual(expect.arrayContaining([['solution', solutionId]]));
    expect(await inSitemap('solutionDetail', solutionId)).toBe(true);
  });

  it('adds an update-log entry, list-only, shown once published and dated by its publication', async () => {
    const created = await consoleCall<EditorialProductLog>('product-log/create', {
      productId,
      versionName: ' V1.0.0 ',
      changes: ['首个版本上线。', '<b>支持</b>台账导出。'],
    });
    expect(created.item).toMatchObject({
      state: 'draft',
      productId,
      productName: 'Quarrymead 计量助手',
      versionName: 'V1.0.0',
      changes: ['首个版本上线。', '支持台账导出。'],
    });
    logId = created.item.id;
    expect((await log(productId)).list).toEqual([]);
    const preview = await consoleCall('product-log/preview', { id: logId, tenant: 'main' });
    expect(preview).toMatchObject({ code: '40001', msg: server.console.noPreview });
    // The console's list titles an entry by its product and version, and searches that.
    const listed = await client.call<{ list: { id: number; title: string }[] }>(
      '/crm/sdm/console/product-log/list',
      { keyword: 'Quarrymead', productId },
      { token: admin },
    );
    expect(listed.list).toEqual([expect.objectContaining({ id: logId, title: 'Quarrymead 计量助手 V1.0.0' })]);

    const published = (await consoleCall<EditorialProductLog>('product-log/publish', { id: logId })).item;
    expect(Date.parse(published.releaseTime)).toBeGreaterThanOrEqual(Date.parse(created.item.releaseTime));
    expect((await log(productId)).list).toEqual([
      expect.objectContaining({
        id: logId,
        version: 'V1.0.0',
        releaseTime: published.releaseTime,
        product: { id: productId, name: 'Quarrymead 计量助手' },
      }),
    ]);
    expect((await log()).list.map((entry) => entry.id)).toContain(logId);
    expect(await auditOf('productLog', logId)).toEqual(['create', 'publish']);
  });

  it('schedules an entry that the release timer publishes when its time has come', async () => {
    const created = await consoleCall<EditorialProductLog>('product-log/create', {
      productId,
      versionName: 'V1.1.0',
      changes: ['定时发布。'],
    });
    const at = new Date(Date.now() + DAY_MS).toISOString();
    expect((await consoleCall<EditorialProductLog>('product-log/schedule', { id: created.item.id, at })).item.state).toBe('scheduled');
    expect((await log(productId)).total).toBe(1);
    expect(await releaseDue(ctx.db, new Date(Date.now() + 2 * DAY_MS))).toBeGreaterThanOrEqual(1);
    expect((await log(productId)).list.map((entry) => entry.version)).toEqual(['V1.1.0', 'V1.0.0']);
    expect(await auditOf('productLog', created.item.id)).toEqual(['create', 'schedule', 'release']);
  });

  it('hides an unpublished product everywhere: its page, the catalogue, search, the sitemap, its solutions and its update log', async () => {
    const before = await contentVersion();
    expect((await consoleCall<EditorialProduct>('product/unpublish', { id: productId })).item.state).toBe('unpublished');
    expect(await contentVersion()).toBeGreaterThan(before);
    expect(await product(productId)).toMatchObject({ code: '40400' });
    expect(await catalogue()).not.toContain(productId);
    expect(await found('Quarrymead')).toEqual([['solution', solutionId]]);
    expect(await inSitemap('productDetail', productId)).toBe(false);
    expect((await solution(solutionId)).model.products.map((item) => item.id)).toEqual([await seededProduct('jzb')]);
    expect(await log(productId)).toMatchObject({ code: '40400' });
    expect((await log()).list.map((entry) => entry.id)).not.toContain(logId);

    await consoleCall('product/publish', { id: productId });
    expect((await log(productId)).total).toBe(2);
    expect((await solution(solutionId)).model.products[0]!.id).toBe(productId);
  });

  it('deletes a solution out of sight and restores it', async () => {
    expect((await consoleCall<EditorialSolution>('solution/delete', { id: solutionId })).item.deletedAt).not.toBeNull();
    expect(await solution(solutionId)).toMatchObject({ code: '40400' });
    expect(await solutions()).not.toContain(solutionId);
    expect((await product(productId)).model.solutions).toEqual([]);
    expect(await found('Quarrymead')).toEqual([['product', productId]]);
    const update = await consoleCall('solution/update', { id: solutionId, version: 99, title: 'x' });
    expect(update.code).toBe('40900');
    expect((await consoleCall<EditorialSolution>('solution/restore', { id: solutionId })).item.deletedAt).toBeNull();
    expect((await solution(solutionId)).model.id).toBe(solutionId);
    expect(await auditOf('solution', solutionId)).toEqual(['create', 'publish', 'delete', 'restore']);
  });
});

describe('refusals', () => {
  it('refuses a code taken or malformed, a text left empty by the cleaning, and too many entries', async () => {
    const taken = await consoleCall('product/create', { code: 'jzb', name: 'x', category: 'MOBILE' });
    expect(taken).toMatchObject({ code: '40001', msg: server.console.codeTaken });
    const takenSolution = await consoleCall('solution/create', { code: 'road-owner', title: 'x', industry: 'ROAD' });
    expect(takenSolution).toMatchObject({ code: '40001', msg: server.console.codeTaken });
    expect((await consoleCall('product/create', { code: 'Bad Code', name: 'x', category: 'MOBILE' })).code).toBe('40001');
    expect((await consoleCall('product/create', { code: 'ok-code', name: 'x', category: 'TOYS' })).code).toBe('40001');
    const empty = await consoleCall('product/create', {
      code: 'ok-code',
      name: 'x',
      category: 'MOBILE',
      features: [{ title: '<b></b>', text: 'y' }],
    });
    expect(empty.code).toBe('40001');
    expect(empty.msg).toContain('features.title');
    const screens = Array.from({ length: 7 }, () => ({ kind: 'table', caption: 'c' }));
    expect((await consoleCall('product/create', { code: 'ok-code', name: 'x', category: 'MOBILE', screens })).code).toBe('40001');
    expect(
      (await consoleCall('product/create', { code: 'ok-code', name: 'x', category: 'MOBILE', screens: [{ kind: 'photo', caption: 'c' }] }))
        .code,
    ).toBe('40001');
    expect(await ctx.db.query("SELECT 1 FROM products WHERE code = 'ok-code'")).toEqual([]);
  });

  it('refuses a solution or an update-log entry naming no product, and a version the product’s log has', async () => {
    const unknown = await consoleCall('solution/create', { code: 'ok-solution', title: 'x', industry: 'ROAD', productIds: [999_999] });
    expect(unknown).toMatchObject({ code: '40001', msg: server.console.unknownProduct });
    const noProduct = await consoleCall('product-log/create', { productId: 999_999, versionName: 'V1', changes: ['x'] });
    expect(noProduct).toMatchObject({ code: '40001', msg: server.console.unknownProduct });
    const jzb = await seededProduct('jzb');
    const taken = await consoleCall('product-log/create', { productId: jzb, versionName: 'V1.6.2', changes: ['x'] });
    expect(taken).toMatchObject({ code: '40001', msg: server.console.versionTaken });
    expect((await consoleCall('product-log/create', { productId: jzb, versionName: 'V9', changes: [] })).code).toBe('40001');
    // Moving an entry onto a version its product has is refused too.
    const entry = (await consoleCall<EditorialProductLog>('product-log/create', { productId: jzb, versionName: 'V9.0.0', changes: ['x'] }))
      .item;
    const moved = await consoleCall('product-log/update', { id: entry.id, version: entry.version, versionName: 'V1.6.2' });
    expect(moved).toMatchObject({ code: '40001', msg: server.console.versionTaken });
  });

  it('refuses the shared seeded products, solutions and releases to a tenant editor, and lets the editor write its own', async () => {
    const jzb = await seededProduct('jzb');
    expect(await consoleCall('product/get', { id: jzb }, editor)).toMatchObject({ code: '40300', msg: server.console.otherTenant });
    expect((await consoleCall('product/update', { id: jzb, version: 1, name: 'y' }, editor)).code).toBe('40300');
    const [seededSolution] = await ctx.db.query<{ id: number }>('SELECT id FROM solutions ORDER BY id LIMIT 1');
    expect((await consoleCall('solution/get', { id: seededSolution!.id }, editor)).code).toBe('40300');
    const [seededLog] = await ctx.db.query<{ id: number }>('SELECT id FROM product_logs ORDER BY id LIMIT 1');
    expect((await consoleCall('product-log/get', { id: seededLog!.id }, editor)).code).toBe('40300');
    const own = await consoleCall<EditorialProduct>(
      'product/create',
      { code: 'kunlun-tool', name: '昆仑工具', category: 'MOBILE', tenants: ['kunlun'] },
      editor,
    );
    expect(own.item).toMatchObject({ tenants: ['kunlun'], state: 'draft' });
    // A release is part of its product: the editor writes those of its own products only.
    const release = { versionName: 'V1.0', changes: ['上线'], tenants: ['kunlun'] };
    expect(await consoleCall('product-log/create', { productId: jzb, ...release }, editor)).toMatchObject({
      code: '40300',
      msg: server.console.otherTenant,
    });
    expect(
      (await consoleCall<EditorialProductLog>('product-log/create', { productId: own.item.id, ...release }, editor)).item,
    ).toMatchObject({
      productName: '昆仑工具',
      tenants: ['kunlun'],
    });
  });
});
