import { crc32 } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import type { EditorialDownload } from '../../../shared/calls/console-downloads';
import type { EditorialJob } from '../../../shared/calls/console-jobs';
import server from '../../../locales/zh-cn/server.json';
import { accountClient, accountTestOptions } from '../../test-support/accounts';
import { MINIMAL_PDF, uploadAs } from '../../test-support/media-fixtures';
import { auditActions, consoleCaller, contentVersion as versionOf, DEMO_ADMIN, DEMO_EDITOR } from '../../test-support/console';
import { withTestApp } from '../../test-support/test-app';

// Downloads with an uploaded file and open positions, through the console's calls, as visitors then see them.

const ctx = withTestApp(accountTestOptions().options);
const client = accountClient(ctx);

/** A zip holding one stored (uncompressed) file: what the sniffer reads as application/zip. */
function zipOf(name: string, text: string): Buffer {
  const data = Buffer.from(text);
  const fileName = Buffer.from(name);
  const crc = crc32(data);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(fileName.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(data.length, 24);
  central.writeUInt16LE(fileName.length, 28);
  const centralAt = local.length + fileName.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + fileName.length, 12);
  end.writeUInt32LE(centralAt, 16);
  return Buffer.concat([local, fileName, data, central, fileName, end]);
}

let admin: string;
let editor: string;
let reader: string;

const consoleCall = consoleCaller(client);
const publicCall = <T = Record<string, unknown>>(path: string, body: unknown, token?: string) =>
  client.call<T & { code: string }>(path, body, { token });
const contentVersion = () => versionOf(ctx.db);
const auditOf = (itemType: string, id: number) => auditActions(ctx.db, itemType, id);

beforeAll(async () => {
  admin = (await client.login(DEMO_ADMIN.phone, DEMO_ADMIN.password)).token;
  editor = (await client.login(DEMO_EDITOR.phone, DEMO_EDITOR.password)).token;
  reader = (await client.register()).token;
});

describe('downloads in the console', () => {
  const listed = async () =>
    (
      await publicCall<{ list: { id: number; fileName: string; fileType: string; sizeKb: number }[] }>('/news/pub/download/listPaged', {
        keyword: 'Quillmoor',
      })
    ).list;

  it('writes a draft with a file that visitors list and download once published, and not after it is withdrawn', async () => {
    const zip = zipOf('readme.txt', 'Quillmoor '.repeat(200));
    const file = (await uploadAs(ctx.app, admin, 'file', 'Quillmoor 图纸.zip', zip)).body.file;
    expect(file).toMatchObject({ kind: 'file', contentType: 'application/zip' });
    const created = await consoleCall<EditorialDownload>(
      'download/create',
      { title: 'Quillmoor 计量图纸', dirId: 2, memo: '第一版', fileUrl: file.url },
      admin,
    );
    expect(created.item).toMatchObject({
      state: 'draft',
      tenants: ['main'],
      fileUrl: file.url,
      fileName: 'Quillmoor 图纸.zip',
      fileType: 'zip',
      sizeKb: Math.ceil(zip.length / 1024),
      version: 1,
    });
    const { id } = created.item;
    expect(await listed()).toEqual([]);
    expect((await publicCall('/news/pub/download/checkLogin', { id }, reader)).code).toBe('40400');
    const preview = await consoleCall('download/preview', { id, tenant: 'main' }, admin);
    expect(preview).toMatchObject({ code: '40001', msg: server.console.noPreview });

    expect((await consoleCall<EditorialDownload>('download/publish', { id }, admin)).item.state).toBe('published');
    expect(await listed()).toEqual([expect.objectContaining({ id, fileName: 'Quillmoor 图纸.zip', fileType: 'zip' })]);
    const before = await contentVersion();
    const link = await publicCall<{ url: string }>('/news/pub/download/checkLogin', { id }, reader);
    const served = await ctx.app.inject({ method: 'GET', url: link.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/zip');
    expect(served.headers['content-disposition']).toContain('.zip');
    expect(served.rawPayload.equals(zip)).toBe(true);
    // The download counted, and the page caches were left alone.
    const [row] = await ctx.db.query<{ download_count: number }>('SELECT download_count FROM downloads WHERE id = $1', [id]);
    expect(row!.download_count).toBe(1);
    expect(await contentVersion()).toBe(before);

    expect((await consoleCall<EditorialDownload>('download/unpublish', { id }, admin)).item.state).toBe('unpublished');
    expect(await contentVersion()).toBeGreaterThan(before);
    expect(await listed()).toEqual([]);
    expect((await publicCall('/news/pub/download/checkLogin', { id }, reader)).code).toBe('40400');
    expect(await auditOf('material', id)).toEqual(['create', 'publish', 'unpublish']);
  });

  it('refuses a file that is not an uploaded download file, a missing file and an unknown directory', async () => {
    const pdf = (await uploadAs(ctx.app, admin, 'pdf', 'a.pdf', MINIMAL_PDF)).body.file;
    const wrongKind = await consoleCall('download/create', { title: 'x', dirId: 2, fileUrl: pdf.url }, admin);
    expect(wrongKind).toMatchObject({ code: '40001', msg: server.console.unknownFile });
    const outside = await consoleCall('download/create', { title: 'x', dirId: 2, fileUrl: 'https://a.example/x.zip' }, admin);
    expect(outside.code).toBe('40001');
    expect((await consoleCall('download/create', { title: 'x', dirId: 2 }, admin)).code).toBe('40001');
    const file = (await uploadAs(ctx.app, admin, 'file', 'b.pdf', MINIMAL_PDF)).body.file;
    const noDir = await consoleCall('download/create', { title: 'x', dirId: 999_999, fileUrl: file.url }, admin);
    expect(noDir).toMatchObject({ code: '40001', msg: server.console.unknownCategory });
    expect(await ctx.db.query("SELECT 1 FROM downloads WHERE title = 'x'")).toEqual([]);
  });

  it('keeps a seeded download’s file when its title changes, and refuses shared ones to a tenant editor', async () => {
    const seeded = (await ctx.db.query<{ id: number; file_name: string }>('SELECT id, file_name FROM downloads ORDER BY id LIMIT 1'))[0]!;
    expect((await consoleCall('download/get', { id: seeded.id }, editor)).code).toBe('40300');
    const current = (await consoleCall<EditorialDownload>('download/get', { id: seeded.id }, admin)).item;
    expect(current.fileUrl).toBe('');
    const renamed = await consoleCall<EditorialDownload>(
      'download/update',
      { id: seeded.id, version: current.version, title: `${current.title}（修订）` },
      admin,
    );
    expect(renamed.item).toMatchObject({ title: `${current.title}（修订）`, fileName: seeded.file_name, fileUrl: '' });
  });
});

describe('jobs in the console', () => {
  const listed = async (cityCode?: string) =>
    (await publicCall<{ list: { id: number; description: string }[] }>('/news/pub/job/listPaged', { cityCode, pageSize: 50 })).list;
  const cityCount = async (code: string) =>
    (await publicCall<{ list: { code: string; count: number }[] }>('/news/pub/job/getJobCity', {})).list.find((city) => city.code === code)
      ?.count;

  it('writes a draft position that visitors see once published, with its description sanitised, and not after', async () => {
    const count = await cityCount('NJ');
    const created = await consoleCall<EditorialJob>(
      'job/create',
      {
        title: 'Wrenfield 测试工程师',
        cityCode: 'NJ',
        department: '质量部',
        salary: '10-15K',
        headcount: 2,
        description: '<p>负责测试</p><script>alert(1)</script><img src="x" onerror="alert(1)">',
      },
      editor,
    );
    expect(created.item).toMatchObject({ state: 'draft', tenants: ['main'], cityCode: 'NJ', headcount: 2 });
    expect(created.item.description).not.toMatch(/script|onerror/);
    const { id } = created.item;
    expect((await listed('NJ')).some((job) => job.id === id)).toBe(false);
    expect(await cityCount('NJ')).toBe(count);
    expect((await consoleCall('job/preview', { id, tenant: 'main' }, editor)).msg).toBe(server.console.noPreview);

    await consoleCall('job/publish', { id }, editor);
    expect((await listed('NJ')).find((job) => job.id === id)?.description).toContain('负责测试');
    expect(await cityCount('NJ')).toBe((count ?? 0) + 1);

    await consoleCall('job/delete', { id }, editor);
    expect((await listed()).some((job) => job.id === id)).toBe(false);
    expect(await auditOf('job', id)).toEqual(['create', 'publish', 'delete']);
  });

  it('refuses an unknown city and a shared position to a tenant editor', async () => {
    const refused = await consoleCall('job/create', { title: 'x', cityCode: 'ZZZ' }, admin);
    expect(refused).toMatchObject({ code: '40001', msg: server.console.unknownCity });
    const seeded = (await ctx.db.query<{ id: number }>('SELECT id FROM jobs ORDER BY id LIMIT 1'))[0]!.id;
    const update = await consoleCall('job/update', { id: seeded, version: 1, title: 'y' }, editor);
    expect(update.code).toBe('40300');
  });
});
