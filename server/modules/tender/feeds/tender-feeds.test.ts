import { mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { localServer, type LocalServer } from '../../../test-support/local-server';
import '../../../test-support/loopback-only';
import type { Database } from '../../../db/database';
import { createTestApp, testDatabase } from '../../../test-support/test-app';
import { scrapedNotice, uniqueName } from '../../../test-support/tenders';
import { readConfig } from '../../../config';
import { importTenderUrl, pollTenderFeeds, type TenderFetching } from '../public';

// The scheduled import against feeds served on 127.0.0.1 (TENDER_FETCH_ALLOW=loopback): conditional requests,
// a body that never changes, a feed that hangs, paging, folders, and two processes on one database.

type Handler = (req: IncomingMessage, res: ServerResponse) => void;
let server: LocalServer;
let base: string;
let handlers = new Map<string, Handler>();
let requests: IncomingMessage[] = [];
let connections = 0;
let db: Database;

beforeAll(async () => {
  db = await testDatabase();
  server = await localServer((req, res) => {
    requests.push(req);
    const handler = handlers.get(req.url!.split('?')[0]!);
    if (handler) handler(req, res);
    else res.writeHead(404).end();
  });
  server.server.on('connection', () => connections++);
  base = server.base;
});
afterAll(() => server.close());
beforeEach(() => {
  handlers = new Map();
  requests = [];
  connections = 0;
});

const LOOPBACK: TenderFetching = { fetchAllow: ['loopback'], fetchTimeoutMs: 2_000, attachmentMaxBytes: 1024 * 1024 };
const MINUTES = 30;
/** A clock that moves only when told: each poll after the first is due only once it has moved MINUTES on. */
function testClock(start = Date.now()) {
  let now = start;
  return { clock: () => new Date(now), pass: (minutes: number) => (now += minutes * 60_000) };
}
const polling = (clock: () => Date, fetching: TenderFetching = LOOPBACK) => ({ ...fetching, minutes: MINUTES, clock });

/** A scraped notice (docs/tender-import-format.md) of a project of its own, as one JSON line. */
function noticeLine(code = uniqueName('FEED')) {
  return JSON.stringify(scrapedNotice(code));
}

const runsOf = (source: string) =>
  db.query<{ id: number; created: number; updated: number; skipped: number; refused: { at: string; reason: string }[] }>(
    'SELECT id, created, updated, skipped, refused FROM tender_import_runs WHERE source = $1 ORDER BY id',
    [source],
  );
const feedRow = (feed: string) =>
  db.query<{ etag: string | null; last_status: string }>('SELECT etag, last_status FROM tender_feeds WHERE feed = $1', [feed]);

describe('HTTP feeds', () => {
  it('sends the ETag back: a 304 writes "unchanged" and no run', async () => {
    const body = `${noticeLine()}\n${noticeLine()}\n`;
    handlers.set('/etag', (req, res) => {
      if (req.headers['if-none-match'] === '"v1"') res.writeHead(304).end();
      else res.writeHead(200, { etag: '"v1"', 'content-type': 'application/x-ndjson' }).end(body);
    });
    const feed = `${base}/etag?${uniqueName('f')}`;
    const { clock, pass } = testClock();
    const [first] = (await pollTenderFeeds(db, [feed], polling(clock)))!;
    expect(first!.status).toMatch(/^imported 1 page\(s\): created 2/);
    expect(await feedRow(feed)).toEqual([{ etag: '"v1"', last_status: first!.status }]);

    expect(await pollTenderFeeds(db, [feed], polling(clock))).toEqual([]);
    expect(requests).toHaveLength(1);

    pass(MINUTES);
    const [second] = (await pollTenderFeeds(db, [feed], polling(clock)))!;
    expect(second).toEqual({ feed, status: 'unchanged: not modified (304)', runIds: [] });
    expect(requests[1]!.headers['if-none-match']).toBe('"v1"');
    expect((await feedRow(feed))[0]!.last_status).toBe('unchanged: not modified (304)');
    expect(await runsOf(feed)).toHaveLength(1);
  });

  it('sends Last-Modified back as If-Modified-Since', async () => {
    const stamp = 'Wed, 01 Oct 2025 08:00:00 GMT';
    handlers.set('/dated', (req, res) => {
      if (req.headers['if-modified-since'] === stamp) res.writeHead(304).end();
      else res.writeHead(200, { 'last-modified': stamp }).end(noticeLine());
    });
    const feed = `${base}/dated?${uniqueName('f')}`;
    const { clock, pass } = testClock();
    await pollTenderFeeds(db, [feed], polling(clock));
    pass(MINUTES);
    expect((await pollTenderFeeds(db, [feed], polling(clock)))![0]!.status).toBe('unchanged: not modified (304)');
  });

  it('recognises the same body forever from a server without validators, and skips it', async () => {
    const body = noticeLine();
    handlers.set('/same', (_req, res) => res.end(body));
    const feed = `${base}/same?${uniqueName('f')}`;
    const { clock, pass } = testClock();
    await pollTenderFeeds(db, [feed], polling(clock));
    for (let i = 0; i < 3; i++) {
      pass(MINUTES);
      expect((await pollTenderFeeds(db, [feed], polling(clock)))![0]!.status).toBe('unchanged: the same body as the last poll');
    }
    expect(requests).toHaveLength(4);
    expect(await runsOf(feed)).toHaveLength(1);
  });

  it('cuts a feed that hangs with the reason, writes its run, and polls the next feed all the same', async () => {
    handlers.set('/hang', () => {});
    handlers.set('/good', (_req, res) => res.end(noticeLine()));
    const hanging = `${base}/hang?${uniqueName('f')}`;
    const good = `${base}/good?${uniqueName('f')}`;
    const { clock } = testClock();
    const started = Date.now();
    const polls = (await pollTenderFeeds(db, [hanging, good], polling(clock, { ...LOOPBACK, fetchTimeoutMs: 300 })))!;
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(polls.map((poll) => poll.status)).toEqual([
      'failed: no complete answer within 300 ms: cut',
      expect.stringMatching(/^imported 1 page\(s\): created 1/),
    ]);
    expect(await runsOf(hanging)).toEqual([
      expect.objectContaining({ created: 0, refused: [{ at: hanging, reason: 'no complete answer within 300 ms: cut' }] }),
    ]);
  });

  it('refuses a feed on a loopback address with the allow-list off, before any connection', async () => {
    handlers.set('/inside', (_req, res) => res.end(noticeLine()));
    const feed = `${base}/inside?${uniqueName('f')}`;
    const { clock } = testClock();
    const [poll] = (await pollTenderFeeds(db, [feed], polling(clock, { ...LOOPBACK, fetchAllow: [] })))!;
    expect(poll!.status).toMatch(/^failed: address 127\.0\.0\.1 is loopback, not public/);
    expect(connections).toBe(0);
    expect((await runsOf(feed))[0]!.refused[0]!.reason).toMatch(/loopback/);
  });

  it('writes a run with the reason for an HTTP error and for malformed JSON', async () => {
    handlers.set('/error', (_req, res) => res.writeHead(500).end('oops'));
    handlers.set('/bad', (_req, res) => res.end('{"not": json'));
    const error = `${base}/error?${uniqueName('f')}`;
    const bad = `${base}/bad?${uniqueName('f')}`;
    const { clock } = testClock();
    const polls = (await pollTenderFeeds(db, [error, bad], polling(clock)))!;
    expect(polls[0]!.status).toBe('failed: HTTP 500');
    expect((await runsOf(bad))[0]!.refused[0]!.reason).toMatch(/malformed JSON/);
  });

  it('follows OCDS links.next and stops at a page seen before in the poll', async () => {
    const ocids = [uniqueName('ocds-feed'), uniqueName('ocds-feed')];
    const release = (ocid: string) => ({
      ocid,
      id: `${ocid}-1`,
      date: '2025-03-01T09:00:00+08:00',
      tag: ['tender'],
      buyer: { id: 'b', name: uniqueName('业主') },
      parties: [{ id: 'b', name: uniqueName('业主'), roles: ['buyer'], address: { region: '广东省' } }],
      tender: { id: 't', title: `道路工程${ocid}`, value: { amount: 1_000_000, currency: 'CNY' } },
    });
    // Page 1 → page 2 → page 1 again (a server paging in a circle).
    handlers.set('/p1', (_req, res) => res.end(JSON.stringify({ releases: [release(ocids[0]!)], links: { next: `${base}/p2` } })));
    handlers.set('/p2', (_req, res) => res.end(JSON.stringify({ releases: [release(ocids[1]!)], links: { next: '/p1' } })));
    const feed = `${base}/p1`;
    const { clock } = testClock();
    const [poll] = (await pollTenderFeeds(db, [feed], polling(clock)))!;
    expect(poll!.status).toMatch(/^imported 2 page\(s\): created 2/);
    const [run] = await runsOf(feed);
    expect(run!.refused).toEqual([{ at: `page /p1`, reason: 'a page already read in this poll: paging stopped' }]);
    expect(requests.map((req) => req.url)).toEqual(['/p1', '/p2']);
  });

  it('stops paging at a page whose content repeats under a new address', async () => {
    handlers.set('/loop', (req, res) => {
      const n = Number(new URL(req.url!, base).searchParams.get('n') ?? 0);
      res.end(JSON.stringify({ releases: [], links: { next: `${base}/loop?n=${n + 1}` }, ...(n === 0 && { first: true }) }));
    });
    const { clock } = testClock();
    const feed = `${base}/loop?${uniqueName('f')}`;
    await pollTenderFeeds(db, [feed], polling(clock));
    expect(requests).toHaveLength(3);
    expect((await runsOf(feed))[0]!.refused[0]!.reason).toBe('the same content as a page already read in this poll: paging stopped');
  });

  it('reads the pages left at the next poll when a page failed: the first page is not taken as unchanged', async () => {
    let pageTwoFails = true;
    handlers.set('/first', (_req, res) =>
      res.writeHead(200, { etag: '"same"' }).end(JSON.stringify({ releases: [], links: { next: `${base}/second` } })),
    );
    handlers.set('/second', (_req, res) => {
      if (pageTwoFails) res.writeHead(503).end();
      else res.end(JSON.stringify({ releases: [], done: true }));
    });
    const feed = `${base}/first?${uniqueName('f')}`;
    const { clock, pass } = testClock();
    await pollTenderFeeds(db, [feed], polling(clock));
    expect((await runsOf(feed))[0]!.refused[0]).toEqual({ at: `page ${base}/second`, reason: 'HTTP 503: paging stopped' });
    expect((await feedRow(feed))[0]!.etag).toBeNull();

    pageTwoFails = false;
    pass(MINUTES);
    const [again] = (await pollTenderFeeds(db, [feed], polling(clock)))!;
    expect(again!.status).toMatch(/^imported 2 page\(s\)/);
    expect(requests.map((req) => req.url!.split('?')[0])).toEqual(['/first', '/second', '/first', '/second']);
    // A whole walk keeps the validators: the poll after finds the feed unchanged.
    expect((await feedRow(feed))[0]!.etag).toBe('"same"');
    pass(MINUTES);
    expect((await pollTenderFeeds(db, [feed], polling(clock)))![0]!.status).toBe('unchanged: the same body as the last poll');
  });

  it('reads at most 50 pages in a poll', async () => {
    handlers.set('/many', (req, res) => {
      const n = Number(new URL(req.url!, base).searchParams.get('n') ?? 0);
      res.end(JSON.stringify({ page: n, releases: [], links: { next: `/many?n=${n + 1}` } }));
    });
    const feed = `${base}/many?n=0`;
    await pollTenderFeeds(db, [feed], polling(testClock().clock));
    expect(requests).toHaveLength(50);
    expect((await runsOf(feed))[0]!.refused[0]).toEqual({ at: 'page /many?n=50', reason: 'more than 50 pages: the rest is not read' });
  });

  it('imports a URL at once (npm run tenders:import <url>), and refuses one with the reason', async () => {
    handlers.set('/once', (_req, res) => res.end(noticeLine()));
    expect(await importTenderUrl(db, `${base}/once`, LOOPBACK)).toMatchObject({ created: 1, refused: [] });
    expect(await importTenderUrl(db, `${base}/once`, { ...LOOPBACK, fetchAllow: [] })).toMatchObject({
      created: 0,
      refused: [{ reason: expect.stringMatching(/loopback/) }],
    });
    expect(await importTenderUrl(db, 'file:///etc/passwd', LOOPBACK)).toMatchObject({
      refused: [{ reason: 'only http and https are fetched, not file:' }],
    });
  });
});

describe('folder feeds', () => {
  it('imports new and changed files only', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'tender-feed-'));
    const file = join(folder, 'a.jsonl');
    const line = noticeLine();
    writeFileSync(file, `${line}\n`);
    writeFileSync(join(folder, 'notes.txt'), 'not a feed file');
    const { clock, pass } = testClock();
    expect((await pollTenderFeeds(db, [folder], polling(clock)))![0]!.status).toBe('imported 1 file(s)');
    pass(MINUTES);
    expect((await pollTenderFeeds(db, [folder], polling(clock)))![0]!.status).toBe('unchanged: no new or changed file');
    writeFileSync(file, `${line}\n${noticeLine()}\n`);
    utimesSync(file, new Date(), new Date(Date.now() + 5_000));
    writeFileSync(join(folder, 'b.json'), noticeLine());
    pass(MINUTES);
    expect((await pollTenderFeeds(db, [folder], polling(clock)))![0]!.status).toBe('imported 2 file(s)');
    expect(await runsOf(file)).toEqual([expect.objectContaining({ created: 1 }), expect.objectContaining({ created: 1, skipped: 1 })]);
  });

  it('writes a run with the reason for a folder that is not there', async () => {
    const gone = join(tmpdir(), uniqueName('no-such-folder'));
    const [poll] = (await pollTenderFeeds(db, [gone], polling(testClock().clock)))!;
    expect(poll!.status).toMatch(/^failed: ENOENT/);
    expect((await runsOf(gone))[0]!.refused[0]!.reason).toMatch(/^the folder cannot be read/);
  });
});

describe('one poller across processes', () => {
  it('two polls at once on one database: one polls, the other finds the lease taken', async () => {
    handlers.set('/slow', (_req, res) => setTimeout(() => res.end(noticeLine()), 200));
    const feed = `${base}/slow?${uniqueName('f')}`;
    const { clock } = testClock();
    const [a, b] = await Promise.all([pollTenderFeeds(db, [feed], polling(clock)), pollTenderFeeds(db, [feed], polling(clock))]);
    expect([a, b].filter((polls) => polls === null)).toHaveLength(1);
    expect(requests).toHaveLength(1);
    expect(await runsOf(feed)).toHaveLength(1);
  });

  it('two app instances on one database poll a feed once between them', async () => {
    handlers.set('/apps', (_req, res) => setTimeout(() => res.end(noticeLine()), 100));
    const feed = `${base}/apps?${uniqueName('f')}`;
    const tenderFeeds = { ...LOOPBACK, feeds: [feed], minutes: MINUTES, checkEveryMs: 50 };
    const apps = await Promise.all([createTestApp({ tenderFeeds }), createTestApp({ tenderFeeds })]);
    try {
      // Both tick at once and every 50 ms after: a second poll would come within the wait.
      for (let waited = 0; waited < 10_000 && !(await feedRow(feed)).length; waited += 50) await new Promise((r) => setTimeout(r, 50));
      await new Promise((r) => setTimeout(r, 500));
    } finally {
      await Promise.all(apps.map((app) => app.close()));
    }
    expect((await feedRow(feed))[0]!.last_status).toMatch(/^imported/);
    expect(requests).toHaveLength(1);
    expect(await runsOf(feed)).toHaveLength(1);
  });
});

describe('settings', () => {
  it('reads TENDER_FEEDS, TENDER_FEED_MINUTES and the fetch settings, with defaults', () => {
    expect(readConfig({}).tenderFeeds).toEqual({
      feeds: [],
      minutes: 30,
      fetchAllow: [],
      fetchTimeoutMs: 30_000,
      attachmentMaxBytes: 20 * 1024 * 1024,
    });
    const config = readConfig({
      TENDER_FEEDS: 'https://data.example.org/ocds.json, /srv/tenders ,relative/dir',
      TENDER_FEED_MINUTES: '5',
      TENDER_FETCH_ALLOW: 'loopback, 10.0.0.0/8',
      TENDER_FETCH_TIMEOUT_SECONDS: '10',
      TENDER_ATTACHMENT_MAX_MB: '5',
    }).tenderFeeds;
    expect(config).toEqual({
      feeds: ['https://data.example.org/ocds.json', '/srv/tenders', join(process.cwd(), 'relative/dir')],
      minutes: 5,
      fetchAllow: ['loopback', '10.0.0.0/8'],
      fetchTimeoutMs: 10_000,
      attachmentMaxBytes: 5 * 1024 * 1024,
    });
  });

  it('stops the start-up with a clear error on a bad value', () => {
    expect(() => readConfig({ TENDER_FEEDS: 'ftp://example.org/x' })).toThrow(/TENDER_FEEDS takes folders or http\(s\) URLs/);
    expect(() => readConfig({ TENDER_FETCH_ALLOW: 'intranet' })).toThrow(/TENDER_FETCH_ALLOW .*'intranet'/);
    expect(() => readConfig({ TENDER_FEED_MINUTES: '0' })).toThrow(/TENDER_FEED_MINUTES must be a whole number above 0/);
    expect(() => readConfig({ TENDER_FETCH_TIMEOUT_SECONDS: 'x' })).toThrow(/TENDER_FETCH_TIMEOUT_SECONDS/);
    expect(() => readConfig({ TENDER_ATTACHMENT_MAX_MB: '-1' })).toThrow(/TENDER_ATTACHMENT_MAX_MB/);
  });
});
