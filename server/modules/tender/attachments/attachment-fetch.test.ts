import { mkdtempSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { localServer, type LocalServer } from '../../../test-support/local-server';
import '../../../test-support/loopback-only';
import type { TenderImportRun } from '../../../../shared/calls/console';
import type { CallReply } from '../../../../shared/calls/define-call';
import type { tenderCalls } from '../../../../shared/calls/tender';
import { accountClient, accountTestOptions } from '../../../test-support/accounts';
import { withTestApp } from '../../../test-support/test-app';
import { scrapedNotice, uniqueName } from '../../../test-support/tenders';
import { openStorage } from '../../media/public';
import { addressMatcher } from '../../../http/address-list';
import { fetchTenderAttachments, type TenderFetching } from '../public';
import { importTenders } from '../import/import-tenders';
import { ATTACHMENT_MAX_ATTEMPTS, fetchAttachments } from './attachment-queue';

// Imported notices' attachments fetched from a server on 127.0.0.1 (TENDER_FETCH_ALLOW=loopback), checked by their
// bytes and size, stored, and served on the detail as downloads beside their original links.

const scratch = mkdtempSync(join(tmpdir(), 'tender-attachments-'));
const place = { storage: openStorage(`file://${join(scratch, 'files')}`, scratch), incomingDir: join(scratch, 'incoming') };
const { options } = accountTestOptions();
const ctx = withTestApp({ ...options, media: place });
const client = accountClient(ctx);

const PDF = Buffer.concat([
  Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n'),
  Buffer.alloc(512, 32),
  Buffer.from('\n%%EOF\n'),
]);
/** A Windows program's first bytes, served as a .pdf. */
const EXE = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff', 'latin1'), Buffer.alloc(512)]);
const MAX_BYTES = 4096;

let server: LocalServer;
let base: string;
let statusOf503 = 0;
const files: Record<string, (res: ServerResponse) => void> = {
  '/files/spec.pdf': (res) => res.writeHead(200, { 'content-type': 'application/pdf' }).end(PDF),
  '/files/evil.pdf': (res) => res.writeHead(200, { 'content-type': 'application/pdf' }).end(EXE),
  '/files/huge.pdf': (res) => res.writeHead(200).end(Buffer.concat([PDF, Buffer.alloc(MAX_BYTES)])),
  '/files/missing.pdf': (res) => res.writeHead(404).end(),
  '/files/busy.pdf': (res) => {
    statusOf503++;
    res.writeHead(503).end();
  },
};

beforeAll(async () => {
  server = await localServer((req, res) => (files[req.url!] ?? ((r: ServerResponse) => r.writeHead(404).end()))(res));
  base = server.base;
});
afterAll(() => server.close());

const LOOPBACK: TenderFetching = { fetchAllow: ['loopback'], fetchTimeoutMs: 2_000, attachmentMaxBytes: MAX_BYTES };
type Detail = CallReply<typeof tenderCalls.getByBidId>;

/** Imports one scraped notice with these attachments; answers its id. */
async function importNotice(attachments: { title: string; url: string }[], source = uniqueName('attachments.jsonl')): Promise<number> {
  const code = uniqueName('ATT');
  const line = scrapedNotice(code, { attachments });
  const report = await importTenders(ctx.db, { source, text: JSON.stringify(line) });
  expect(report.created).toBe(1);
  const [tender] = await ctx.db.query<{ id: number }>('SELECT id FROM tenders WHERE project_key = $1', [code]);
  return tender!.id;
}

const rowsOf = (id: number) =>
  ctx.db.query<{ url: string; status: string; reason: string | null; attempts: number }>(
    'SELECT url, status, reason, attempts FROM tender_attachment_files WHERE tender_id = $1 ORDER BY url',
    [id],
  );

it('fetches a pdf and serves it as a download beside its original link; refuses an .exe named .pdf, an oversized file and a private address', async () => {
  const urls = {
    spec: `${base}/files/spec.pdf`,
    evil: `${base}/files/evil.pdf`,
    huge: `${base}/files/huge.pdf`,
    inside: 'http://10.0.0.1/files/inside.pdf',
    missing: `${base}/files/missing.pdf`,
  };
  const source = uniqueName('attachments.jsonl');
  const id = await importNotice(
    [
      { title: '招标文件.pdf', url: urls.spec },
      { title: '图纸', url: urls.evil },
      { title: '清单.pdf', url: urls.huge },
      { title: '内网.pdf', url: urls.inside },
      { title: '缺失.pdf', url: urls.missing },
    ],
    source,
  );
  const token = (await client.register()).token;
  const before = (await client.call<Detail>('/ai/pub/bid/getByBidId', { id }, { token })).model;
  expect(before.attachments.map((a) => [a.downloadable, a.originalUrl])).toEqual(Object.values(urls).map((url) => [false, url]));

  expect(await fetchTenderAttachments(ctx.db, place, LOOPBACK)).toEqual({ stored: 1, refused: 4, retrying: 0 });
  const rows = Object.fromEntries((await rowsOf(id)).map((row) => [row.url, row]));
  expect(rows[urls.spec]).toMatchObject({ status: 'stored', reason: null });
  expect(rows[urls.evil]).toMatchObject({
    status: 'refused',
    reason: 'not an accepted file type (its bytes are application/x-msdownload)',
  });
  expect(rows[urls.huge]).toMatchObject({ status: 'refused', reason: expect.stringMatching(/^larger than 4096 bytes/) });
  expect(rows[urls.inside]).toMatchObject({ status: 'refused', reason: expect.stringMatching(/10\.0\.0\.1 is private, not public/) });
  expect(rows[urls.missing]).toMatchObject({ status: 'refused', reason: 'HTTP 404' });

  const { attachments } = (await client.call<Detail>('/ai/pub/bid/getByBidId', { id }, { token })).model;
  expect(attachments[0]).toEqual({
    index: 0,
    name: '招标文件.pdf',
    contentType: 'application/pdf',
    size: PDF.length,
    originalUrl: urls.spec,
    downloadable: true,
  });
  expect(attachments.slice(1).map((a) => [a.name, a.downloadable, a.originalUrl])).toEqual([
    ['图纸', false, urls.evil],
    ['清单.pdf', false, urls.huge],
    ['内网.pdf', false, urls.inside],
    ['缺失.pdf', false, urls.missing],
  ]);
  const download = await client.post('/ai/bid/attachment', { id, index: 0 }, { token });
  expect(download.statusCode).toBe(200);
  expect(download.headers['content-type']).toBe('application/pdf');
  expect(download.rawPayload.equals(PDF)).toBe(true);
  expect((await client.call('/ai/bid/attachment', { id, index: 1 }, { token })).code).toBe('40400');
  expect((await client.call('/ai/bid/attachment', { id, index: 0 })).code).not.toBe('30000');

  // Operators read the outcome with the run that imported the notice.
  const editor = (await client.login('13800000020', 'Demo1234')).token;
  const runs = await client.call<{ list: TenderImportRun[] }>(
    '/crm/sdm/console/tender-import/runs',
    { page: 1, pageSize: 5 },
    { token: editor },
  );
  expect(runs.list.find((run) => run.source === source)!.attachments).toEqual({
    stored: 1,
    pending: 0,
    refused: [
      { at: urls.evil, reason: expect.any(String) },
      { at: urls.huge, reason: expect.any(String) },
      { at: urls.inside, reason: expect.any(String) },
      { at: urls.missing, reason: 'HTTP 404' },
    ].sort((a, b) => a.at.localeCompare(b.at)),
  });
});

it('refuses a private address before any connection, and a loopback one without the allow-list', async () => {
  let connections = 0;
  const counting = () => connections++;
  server.server.on('connection', counting);
  try {
    const id = await importNotice([{ title: '招标文件.pdf', url: `${base}/files/spec.pdf` }]);
    expect(await fetchTenderAttachments(ctx.db, place, { ...LOOPBACK, fetchAllow: [] })).toMatchObject({ refused: 1 });
    expect((await rowsOf(id))[0]).toMatchObject({ status: 'refused', reason: expect.stringMatching(/127\.0\.0\.1 is loopback/) });
    expect(connections).toBe(0);
  } finally {
    server.server.off('connection', counting);
  }
});

it('retries a file the server cannot give now, a bounded number of times', async () => {
  const id = await importNotice([{ title: '忙.pdf', url: `${base}/files/busy.pdf` }]);
  let now = Date.now();
  const fetching = {
    policy: { allow: addressMatcher('TENDER_FETCH_ALLOW', ['loopback']), timeoutMs: 2_000 },
    maxBytes: MAX_BYTES,
    place,
    now: () => new Date(now),
  };
  statusOf503 = 0;
  expect(await fetchAttachments(ctx.db, fetching)).toEqual({ stored: 0, refused: 0, retrying: 1 });
  expect(await fetchAttachments(ctx.db, fetching)).toEqual({ stored: 0, refused: 0, retrying: 0 });
  for (let i = 1; i < ATTACHMENT_MAX_ATTEMPTS; i++) {
    now += 3_600_000;
    await fetchAttachments(ctx.db, fetching);
  }
  expect(statusOf503).toBe(ATTACHMENT_MAX_ATTEMPTS);
  expect((await rowsOf(id))[0]).toMatchObject({ status: 'refused', reason: 'HTTP 503', attempts: ATTACHMENT_MAX_ATTEMPTS });
});
