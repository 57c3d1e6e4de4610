import { beforeAll, describe, expect, it } from 'vitest';
import type { EditorialPaper } from '../../../shared/calls/console-papers';
import type { EditorialPolicy } from '../../../shared/calls/console-policies';
import server from '../../../locales/zh-cn/server.json';
import { accountClient, accountTestOptions } from '../../test-support/accounts';
import { MINIMAL_PDF, uploadAs } from '../../test-support/media-fixtures';
import { auditActions, consoleCaller, DEMO_ADMIN, DEMO_EDITOR } from '../../test-support/console';
import { withTestApp } from '../../test-support/test-app';

// Policies and papers with a PDF, through the console's calls, as visitors then see them (or no longer do).

const ctx = withTestApp(accountTestOptions().options);
const client = accountClient(ctx);

let admin: string;
let editor: string;
let reader: string;
const categories: Record<'standard' | 'policy' | 'paper', number> = { standard: 0, policy: 0, paper: 0 };

const consoleCall = consoleCaller(client);
const publicCall = <T = Record<string, unknown>>(path: string, body: unknown, token?: string) =>
  client.call<T & { code: string }>(path, body, { token });

type Doc = { id: number; title: string; number: string; issuer: string; authors: string[]; keywords: string[]; region: string };
const doc = (docType: string, id: number, preview?: string | null) =>
  publicCall<{ model: Doc }>('/news/pub/doc/get', { docType, id, ...(preview && { preview }) });
const listed = async (docType: string, keyword: string) =>
  (await publicCall<{ list: { id: number }[] }>('/news/pub/docListPaged', { docType, keyword })).list.map((item) => item.id);
const found = async (type: string, keyword: string) => {
  const answer = await publicCall<{ groups: { list: { id: number }[] }[] }>('/news/pub/search', { keyword, type });
  return answer.groups.flatMap((group) => group.list.map((hit) => hit.id));
};
const counts = () => publicCall<{ policies: number; papers: number }>('/news/pub/stats/count', {});

/** The file a logged-in reader downloads through the document's one-time link. */
async function download(docType: string, id: number) {
  const link = await publicCall<{ url: string }>('/news/pub/doc/checkLogin', { docType, id }, reader);
  return ctx.app.inject({ method: 'GET', url: link.url });
}

const auditOf = (itemType: string, id: number) => auditActions(ctx.db, itemType, id);

beforeAll(async () => {
  admin = (await client.login(DEMO_ADMIN.phone, DEMO_ADMIN.password)).token;
  editor = (await client.login(DEMO_EDITOR.phone, DEMO_EDITOR.password)).token;
  reader = (await client.register()).token;
  for (const catType of ['standard', 'policy', 'paper'] as const) {
    categories[catType] = (
      await ctx.db.query<{ id: number }>('SELECT id FROM content_categories WHERE cat_type = $1 ORDER BY id LIMIT 1', [catType])
    )[0]!.id;
  }
});

describe('policies in the console', () => {
  it('keeps a draft from visitors, previews it, publishes it with its PDF and withdraws it from list, detail and search', async () => {
    const before = await counts();
    const pdf = (await uploadAs(ctx.app, admin, 'pdf', '建办标 12 号.pdf', MINIMAL_PDF)).body.file;
    const created = await consoleCall<EditorialPolicy>(
      'policy/create',
      {
        title: 'Tarrowby 计量支付管理办法',
        categoryId: categories.policy,
        issuer: '住房和城乡建设部<script>x</script>',
        docNumber: '建办标〔2026〕12号',
        region: '北京市',
        summary: '关于计量支付的规定',
        content: '<p onclick="x()">Tarrowby 正文</p>',
        pdfUrl: pdf.url,
      },
      admin,
    );
    expect(created.item).toMatchObject({
      state: 'draft',
      tenants: ['main'],
      issuer: '住房和城乡建设部',
      docNumber: '建办标〔2026〕12号',
      region: '北京市',
      content: '<p>Tarrowby 正文</p>',
      pdfUrl: pdf.url,
      pdfName: '建办标 12 号.pdf',
      version: 1,
    });
    const { id } = created.item;
    expect((await doc('policy', id)).code).toBe('40400');
    expect(await listed('policy', 'Tarrowby')).toEqual([]);
    expect(await found('policy', 'Tarrowby')).toEqual([]);

    const preview = await client.call<{ url: string }>('/crm/sdm/console/policy/preview', { id, tenant: 'main' }, { token: admin });
    const address = new URL(preview.url, 'http://portal.invalid');
    expect(address.pathname).toBe(`/policy/detail/${id}`);
    const seen = await doc('policy', id, address.searchParams.get('preview'));
    expect(seen.model).toMatchObject({ title: 'Tarrowby 计量支付管理办法', number: '建办标〔2026〕12号', region: '北京市' });

    expect((await consoleCall<EditorialPolicy>('policy/publish', { id }, admin)).item.state).toBe('published');
    expect((await doc('policy', id)).model.issuer).toBe('住房和城乡建设部');
    expect(await listed('policy', 'Tarrowby')).toEqual([id]);
    expect(await found('policy', 'Tarrowby')).toEqual([id]);
    expect((await counts()).policies).toBe(before.policies + 1);
    const file = await download('policy', id);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toContain('.pdf');
    expect(file.rawPayload.equals(MINIMAL_PDF)).toBe(true);

    expect((await consoleCall<EditorialPolicy>('policy/unpublish', { id }, admin)).item.state).toBe('unpublished');
    expect((await doc('policy', id)).code).toBe('40400');
    expect(await listed('policy', 'Tarrowby')).toEqual([]);
    expect(await found('policy', 'Tarrowby')).toEqual([]);
    expect((await counts()).policies).toBe(before.policies);
    expect(await auditOf('policy', id)).toEqual(['create', 'publish', 'unpublish']);
  });

  it('refuses a file that is not an uploaded PDF, a paper category, and shared policies to a tenant editor', async () => {
    const image = (await uploadAs(ctx.app, admin, 'pdf', 'a.pdf', MINIMAL_PDF)).body.file.url.replace('/pdf/', '/image/');
    const badFile = await consoleCall('policy/create', { title: 'x', categoryId: categories.policy, pdfUrl: image }, admin);
    expect(badFile).toMatchObject({ code: '40001', msg: server.console.unknownFile });
    const badCategory = await consoleCall('policy/create', { title: 'x', categoryId: categories.paper }, admin);
    expect(badCategory).toMatchObject({ code: '40001', msg: server.console.unknownCategory });

    const seeded = (await ctx.db.query<{ id: number }>('SELECT id FROM policies ORDER BY id LIMIT 1'))[0]!.id;
    expect(await consoleCall('policy/get', { id: seeded }, editor)).toMatchObject({ code: '40300' });
    expect((await consoleCall<EditorialPolicy>('policy/get', { id: seeded }, admin)).item.tenants).toEqual([]);
  });
});

describe('papers in the console', () => {
  it('stores authors and keywords as lists, serves the PDF once published, and hides a deleted paper until restored', async () => {
    const pdf = (await uploadAs(ctx.app, editor, 'pdf', 'paper.pdf', MINIMAL_PDF)).body.file;
    const created = await consoleCall<EditorialPaper>(
      'paper/create',
      {
        title: 'Ostwick 隧道计量方法研究',
        categoryId: categories.paper,
        authors: [' 张三 ', '李四', ' ', '张三'],
        organisation: '某设计研究院',
        journal: '公路交通科技',
        keywords: ['隧道', '<b>计量</b>'],
        abstract: '研究隧道计量',
        pdfUrl: pdf.url,
        tenants: ['kunlun'],
      },
      editor,
    );
    expect(created.code).toBe('30000');
    expect(created.item).toMatchObject({ authors: ['张三', '李四'], keywords: ['隧道', '计量'], tenants: ['kunlun'], state: 'draft' });
    const { id } = created.item;
    expect((await doc('paper', id)).code).toBe('40400');

    await consoleCall('paper/publish', { id }, editor);
    expect((await doc('paper', id)).model).toMatchObject({ authors: ['张三', '李四'], keywords: ['隧道', '计量'], issuer: '某设计研究院' });
    expect(await found('paper', 'Ostwick')).toEqual([id]);
    const file = await download('paper', id);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.equals(MINIMAL_PDF)).toBe(true);

    // Without its PDF, the download is the generated text of the paper again.
    const published = (await consoleCall<EditorialPaper>('paper/get', { id }, editor)).item;
    const updated = await consoleCall<EditorialPaper>('paper/update', { id, version: published.version, pdfUrl: '' }, editor);
    expect(updated.item).toMatchObject({ pdfUrl: '', pdfName: null });
    expect((await download('paper', id)).headers['content-type']).toMatch(/^text\/plain/);

    expect((await consoleCall<EditorialPaper>('paper/delete', { id }, editor)).item.deletedAt).not.toBeNull();
    expect((await doc('paper', id)).code).toBe('40400');
    expect(await found('paper', 'Ostwick')).toEqual([]);
    await consoleCall('paper/restore', { id }, editor);
    expect((await doc('paper', id)).code).toBe('30000');
    expect(await auditOf('paper', id)).toEqual(['create', 'publish', 'update', 'delete', 'restore']);
  });

  it('refuses a standard category and a shared paper to a tenant editor', async () => {
    const badCategory = await consoleCall('paper/create', { title: 'x', categoryId: categories.standard }, editor);
    expect(badCategory).toMatchObject({ code: '40001', msg: server.console.unknownCategory });
    const seeded = (await ctx.db.query<{ id: number }>('SELECT id FROM papers ORDER BY id LIMIT 1'))[0]!.id;
    expect(await consoleCall('paper/get', { id: seeded }, editor)).toMatchObject({ code: '40300' });
  });
});
