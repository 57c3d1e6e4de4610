import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import server from '../../../locales/zh-cn/server.json';
import type { CheckLoginReply as CheckLoginResponse } from '../../../shared/calls/content-fields';
import type { CallReply } from '../../../shared/calls/define-call';
import type { downloadCalls } from '../../../shared/calls/downloads';
import type { libraryCalls } from '../../../shared/calls/library';
import { readSeedData } from '../../db/seed-data';
import { sha256 } from '../accounts/public';
import { accountClient, accountTestOptions } from '../../test-support/accounts';
import { invalidMsg, serverMsg } from '../../test-support/messages';
import { withTestApp } from '../../test-support/test-app';

type DocGetResponse = CallReply<typeof libraryCalls.docGet>;
type DownloadListResponse = CallReply<typeof downloadCalls.listPaged>;
type DownloadTreeResponse = CallReply<typeof downloadCalls.dirTree>;
type TopDownloadResponse = CallReply<typeof downloadCalls.topDownload>;

interface DownloadsSeed {
  dirs: { id: number; name: string; parentId: number | null }[];
  files: {
    id: number;
    dirId: number;
    title: string;
    fileName: string;
    fileType: string;
    sizeKb: number;
    downloadCount: number;
    memo: string;
  }[];
}
const seed: DownloadsSeed = {
  dirs: readSeedData<DownloadsSeed['dirs']>('packs/demo/download-dirs.json'),
  files: readSeedData<DownloadsSeed['files']>('packs/demo/downloads.json'),
};
const filesIn = (dirId: number) => {
  const dirs = new Set([dirId, ...seed.dirs.filter((dir) => dir.parentId === dirId).map((dir) => dir.id)]);
  return seed.files.filter((file) => dirs.has(file.dirId));
};

// An operator's copy of the first file, and a secret beside the downloads folder that no name may reach.
const dataDir = mkdtempSync(join(tmpdir(), 'portal-downloads-'));
const downloadsDir = join(dataDir, 'downloads');
mkdirSync(downloadsDir);
const STORED = seed.files[0]!;
const STORED_BYTES = Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4]);
writeFileSync(join(downloadsDir, STORED.fileName), STORED_BYTES);
writeFileSync(join(dataDir, 'secret.txt'), 'do not serve');

const { options } = accountTestOptions();
const ctx = withTestApp({ ...options, downloadsDir });
const client = accountClient(ctx);

const PREFIXES = ['/news/pub', '/ai/pub'] as const;
const TICKET_URL = /^\/api\/news\/download\/file\/([A-Za-z0-9_-]{43})$/;
const line = (key: 'fileDirectory' | 'fileMemo' | 'fileType' | 'fileSize' | 'fileNumber', value: string | number) =>
  server[key].replace('{{value}}', String(value));
const get = (url: string) => ctx.app.inject({ method: 'GET', url });
const downloadCount = async (id: number) =>
  (await ctx.db.query<{ download_count: number }>('SELECT download_count FROM downloads WHERE id = $1', [id]))[0]!.download_count;
const expired = { code: '40400', msg: serverMsg('downloadLinkExpired') };

let token: string;

beforeAll(async () => {
  token = (await client.register()).token;
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe.each(PREFIXES)('%s', (prefix) => {
  it('download/dir/getTree nests the directories and counts each with its children', async () => {
    const body = await client.call<DownloadTreeResponse>(`${prefix}/download/dir/getTree`);
    expect(body.code).toBe('30000');
    const roots = seed.dirs.filter((dir) => dir.parentId === null);
    expect(body.list.map((node) => node.name)).toEqual(roots.map((dir) => dir.name));
    for (const node of body.list) {
      expect(node.count).toBe(filesIn(node.id).length);
      expect(node.children.map((child) => child.id)).toEqual(seed.dirs.filter((dir) => dir.parentId === node.id).map((dir) => dir.id));
      for (const child of node.children) {
        expect(child).toEqual({
          id: child.id,
          name: child.name,
          count: seed.files.filter((file) => file.dirId === child.id).length,
          children: [],
        });
      }
    }
    expect(body.list.reduce((sum, node) => sum + node.count, 0)).toBe(seed.files.length);
  });

  describe('download/listPaged', () => {
    const url = `${prefix}/download/listPaged`;

    it('pages every file newest first', async () => {
      const body = await client.call<DownloadListResponse>(url);
      expect(body).toMatchObject({ code: '30000', total: seed.files.length });
      expect(body.list).toHaveLength(10);
      const times = body.list.map((item) => item.releaseTime);
      expect([...times].sort().reverse()).toEqual(times);
      const first = seed.files.find((file) => file.id === body.list[0]!.id)!;
      expect(body.list[0]).toMatchObject({
        title: first.title,
        fileName: first.fileName,
        fileType: first.fileType,
        sizeKb: first.sizeKb,
        dirId: first.dirId,
      });
    });

    it('lists a directory with its children, or one child', async () => {
      const root = await client.call<DownloadListResponse>(url, { dirId: 1, pageSize: 50 });
      expect(root.total).toBe(filesIn(1).length);
      expect(root.list.map((item) => item.id).sort((a, b) => a - b)).toEqual(filesIn(1).map((file) => file.id));
      const child = await client.call<DownloadListResponse>(url, { dirId: 2, pageSize: 50 });
      expect(child.total).toBe(filesIn(2).length);
      expect(child.list.every((item) => item.dirId === 2 && item.dirName === '计量支付表格')).toBe(true);
    });

    it('matches a trimmed keyword in the title, % and _ literally', async () => {
      const body = await client.call<DownloadListResponse>(url, { keyword: ' 计量 ', pageSize: 50 });
      expect(body.total).toBe(seed.files.filter((file) => file.title.includes('计量')).length);
      expect(body.total).toBeGreaterThan(0);
      expect(body.list.every((item) => item.title.includes('计量'))).toBe(true);
      const inDir = await client.call<DownloadListResponse>(url, { dirId: 6, keyword: '管理' });
      expect(inDir.total).toBe(filesIn(6).filter((file) => file.title.includes('管理')).length);
      expect((await client.call<DownloadListResponse>(url, { keyword: '%' })).total).toBe(0);
    });

    it('answers a page past the end with no items and the right total', async () => {
      expect(await client.call(url, { dirId: 1, page: 50 })).toMatchObject({ code: '30000', list: [], total: filesIn(1).length });
    });

    it('answers an unknown directory with 40400', async () => {
      expect(await client.call(url, { dirId: 999 })).toEqual({ code: '40400', msg: serverMsg('downloadDirNotFound') });
    });

    it.each([
      ['a zero dirId', { dirId: 0 }, invalidMsg('minimum', { field: 'dirId', limit: 1 })],
      ['a text dirId', { dirId: 'a' }, invalidMsg('type', { field: 'dirId' })],
      ['page 0', { page: 0 }, invalidMsg('minimum', { field: 'page', limit: 1 })],
      ['a keyword of 31 characters', { keyword: 'x'.repeat(31) }, invalidMsg('maxLength', { field: 'keyword', limit: 30 })],
    ])('refuses %s with code 40001', async (_case, body, msg) => {
      expect(await client.call(url, body)).toEqual({ code: '40001', msg });
    });
  });

  it('download/topDownload lists the 10 most downloaded', async () => {
    const body = await client.call<TopDownloadResponse>(`${prefix}/download/topDownload`);
    const counts = (
      await ctx.db.query<{ download_count: number }>('SELECT download_count FROM downloads ORDER BY download_count DESC LIMIT 10')
    ).map((row) => row.download_count);
    expect(body.list.map((item) => item.downloadCount)).toEqual(counts);
    expect(body.list).toHaveLength(10);
  });

  describe('download/checkLogin and the file it leads to', () => {
    const url = `${prefix}/download/checkLogin`;
    const generated = seed.files[1]!;

    it('answers loggedIn false without a valid token', async () => {
      expect(await client.call(url, { id: generated.id })).toEqual({ code: '30000', msg: serverMsg('ok'), loggedIn: false });
      expect(await client.call(url, { id: generated.id }, { headers: { authorization: 'Bearer nope' } })).toEqual({
        code: '30000',
        msg: serverMsg('ok'),
        loggedIn: false,
      });
    });

    it('answers an unknown file with 40400 and bad ids with 40001', async () => {
      expect(await client.call(url, { id: 9999 }, { token })).toEqual({ code: '40400', msg: serverMsg('downloadNotFound') });
      expect(await client.call(url, { id: 0 })).toEqual({ code: '40001', msg: invalidMsg('minimum', { field: 'id', limit: 1 }) });
      expect(await client.call(url, { id: '1' })).toEqual({ code: '40001', msg: invalidMsg('type', { field: 'id' }) });
    });

    it('gives a logged-in user a one-time link, stored hashed, that serves a generated description once', async () => {
      const body = await client.call<CheckLoginResponse>(url, { id: generated.id }, { token });
      expect(body).toMatchObject({ code: '30000', loggedIn: true });
      const ticket = TICKET_URL.exec(body.url ?? '')![1]!;
      const [stored] = await ctx.db.query<{ ttl: number }>(
        "SELECT extract(epoch FROM expires_at - created_at)::int AS ttl FROM one_time_tickets WHERE ticket_hash = $1 AND kind = 'download'",
        [sha256(ticket)],
      );
      expect(stored?.ttl).toBe(60);
      expect(await ctx.db.query('SELECT 1 FROM one_time_tickets WHERE ticket_hash = $1', [ticket])).toHaveLength(0);

      const before = await downloadCount(generated.id);
      const file = await get(body.url!);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(file.headers['content-disposition']).toBe(
        `attachment; filename="download.txt"; filename*=UTF-8''${encodeURIComponent(`${generated.title}.txt`)}`,
      );
      const text = file.body.replace(/^\uFEFF/, '');
      expect(text.split('\n')[0]).toBe(generated.title);
      for (const expected of [
        line('fileDirectory', seed.dirs.find((dir) => dir.id === generated.dirId)!.name),
        line('fileMemo', generated.memo),
        line('fileType', generated.fileType),
        line('fileSize', generated.sizeKb),
      ]) {
        expect(text).toContain(expected);
      }
      expect(await downloadCount(generated.id)).toBe(before + 1);

      const again = await get(body.url!);
      expect(again.statusCode).toBe(404);
      expect(again.json()).toEqual(expired);
      expect(await downloadCount(generated.id)).toBe(before + 1);
    });

    it('serves the operator file when DATA_DIR/downloads holds it', async () => {
      const body = await client.call<CheckLoginResponse>(url, { id: STORED.id }, { token });
      const file = await get(body.url!);
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.equals(STORED_BYTES)).toBe(true);
      expect(file.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      expect(file.headers['content-disposition']).toBe(
        `attachment; filename="download.xlsx"; filename*=UTF-8''${encodeURIComponent(STORED.fileName)}`,
      );
    });

    it('never serves a file outside DATA_DIR/downloads', async () => {
      const id = seed.files[2]!.id;
      await ctx.db.query("UPDATE downloads SET file_name = '../secret.txt' WHERE id = $1", [id]);
      const body = await client.call<CheckLoginResponse>(url, { id }, { token });
      const file = await get(body.url!);
      expect(file.statusCode).toBe(200);
      expect(file.body).not.toContain('do not serve');
      expect(file.body).toContain(line('fileType', seed.files[2]!.fileType));
    });

    it('refuses an expired link with 404 and counts nothing', async () => {
      const body = await client.call<CheckLoginResponse>(url, { id: generated.id }, { token });
      const ticket = TICKET_URL.exec(body.url!)![1]!;
      await ctx.db.query("UPDATE one_time_tickets SET expires_at = now() - interval '1 second' WHERE ticket_hash = $1", [sha256(ticket)]);
      const before = await downloadCount(generated.id);
      const file = await get(body.url!);
      expect(file.statusCode).toBe(404);
      expect(file.json()).toEqual(expired);
      expect(await downloadCount(generated.id)).toBe(before);
    });
  });
});

describe('GET /api/news/download/file/:ticket', () => {
  it('answers an unknown ticket with 404 and a malformed one with 40001', async () => {
    const unknown = await get(`/api/news/download/file/${'A'.repeat(43)}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual(expired);
    const malformed = await get('/api/news/download/file/not.a.ticket');
    expect(malformed.json()).toEqual({ code: '40001', msg: invalidMsg('pattern', { field: 'ticket' }) });
  });

  it('is not served under the pub prefixes', async () => {
    for (const prefix of PREFIXES)
      expect((await get(`/api${prefix}/download/file/${'A'.repeat(43)}`)).json()).toMatchObject({
        code: '40400',
        msg: serverMsg('notFound'),
      });
  });
});

describe.each(PREFIXES)('%s/doc/checkLogin', (prefix) => {
  const url = `${prefix}/doc/checkLogin`;

  it('answers loggedIn false without a token, and 40400 for an unknown document', async () => {
    expect(await client.call(url, { docType: 'standard', id: 1 })).toEqual({ code: '30000', msg: serverMsg('ok'), loggedIn: false });
    expect(await client.call(url, { docType: 'paper', id: 9999 }, { token })).toEqual({ code: '40400', msg: serverMsg('docNotFound') });
    expect(await client.call(url, { docType: 'video', id: 1 })).toEqual({ code: '40001', msg: invalidMsg('enum', { field: 'docType' }) });
  });

  it("serves the document's full text once to a logged-in user", async () => {
    const body = await client.call<CheckLoginResponse>(url, { docType: 'standard', id: 1 }, { token });
    expect(body).toMatchObject({ code: '30000', loggedIn: true, url: expect.stringMatching(TICKET_URL) });
    const doc = (await client.call<DocGetResponse>(`${prefix}/doc/get`, { docType: 'standard', id: 1 })).model;
    const file = await get(body.url!);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="download.txt"; filename*=UTF-8''${encodeURIComponent(`${doc.title}.txt`)}`,
    );
    const text = file.body.replace(/^\uFEFF/, '');
    expect(text.split('\n')[0]).toBe(doc.title);
    expect(text).toContain(line('fileNumber', doc.number));
    const firstParagraph = /<p>(.*?)<\/p>/.exec(doc.content)![1]!.replace(/<[^>]+>/g, '');
    expect(text).toContain(firstParagraph);
    expect(text).not.toMatch(/<\/?p>/);
    expect((await get(body.url!)).statusCode).toBe(404);
  });
});
