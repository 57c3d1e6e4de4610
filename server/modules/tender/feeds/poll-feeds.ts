import { randomUUID } from 'node:crypto';
import { statSync } from 'node:fs';
import type { Database, Queryable } from '../../../db/database';
import type { FetchPolicy } from '../../../http/safe-fetch';
import { importableFiles, importTenderFile } from '../import/import-files';
import { importTenders, refuseInput, type TenderImportOptions, type TenderImportReport } from '../import/import-tenders';
import { fetchFeedText, type FeedValidators } from './http-feed';

// The scheduled import (TENDER_FEEDS): each feed, a folder or an http(s) URL, is polled when TENDER_FEED_MINUTES
// have passed since its last poll. One poller at a time across processes holds the lease (migration 035); the
// others find it taken and leave, and the feeds' last-poll times keep a process that comes just after from
// polling again. Every poll that reads something goes through importTenders, so its run is in the console; a feed
// that fails writes a run with the reason, and the next feed is polled all the same.

const LEASE_MS = 10 * 60_000;

export interface FeedPollOptions extends TenderImportOptions {
  policy: FetchPolicy;
  /** A feed is polled again this many minutes after its last poll. */
  minutes: number;
  /** The clock (tests); else the wall clock. */
  clock?: () => Date;
  signal?: AbortSignal;
}

export interface FeedPoll {
  feed: string;
  /** 'imported: …', 'unchanged: …' or 'failed: …', as tender_feeds.last_status keeps it. */
  status: string;
  runIds: number[];
}

async function takeLease(db: Queryable, holder: string, now: Date): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO tender_feed_lease (id, holder, until) VALUES (true, $1, $2)
     ON CONFLICT (id) DO UPDATE SET holder = EXCLUDED.holder, until = EXCLUDED.until WHERE tender_feed_lease.until <= $3
     RETURNING holder`,
    [holder, new Date(now.getTime() + LEASE_MS), now],
  );
  return rows.length > 0;
}

const renewLease = (db: Queryable, holder: string, now: Date) =>
  db.query('UPDATE tender_feed_lease SET until = $2 WHERE holder = $1', [holder, new Date(now.getTime() + LEASE_MS)]);
const releaseLease = (db: Queryable, holder: string) => db.query('DELETE FROM tender_feed_lease WHERE holder = $1', [holder]);

interface FeedRow {
  etag: string | null;
  last_modified: string | null;
  body_hash: string | null;
  last_polled: Date | null;
}

async function saveFeed(db: Queryable, feed: string, now: Date, status: string, runId: number | null, validators?: FeedValidators) {
  await db.query(
    `INSERT INTO tender_feeds (feed, last_polled, last_status, last_run_id, etag, last_modified, body_hash)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (feed) DO UPDATE SET last_polled = $2, last_status = $3, last_run_id = coalesce($4, tender_feeds.last_run_id),
       etag = CASE WHEN $8 THEN $5 ELSE tender_feeds.etag END,
       last_modified = CASE WHEN $8 THEN $6 ELSE tender_feeds.last_modified END,
       body_hash = CASE WHEN $8 THEN $7 ELSE tender_feeds.body_hash END`,
    [
      feed,
      now,
      status.slice(0, 1000),
      runId,
      validators?.etag ?? null,
      validators?.lastModified ?? null,
      validators?.bodyHash ?? null,
      !!validators,
    ],
  );
}

const reasonOf = (err: unknown) => (err instanceof Error ? err.message : String(err));
const summary = (report: TenderImportReport) =>
  `created ${report.created}, updated ${report.updated}, skipped ${report.skipped}, refused ${report.refused.length}`;

async function pollHttp(db: Database, feed: string, known: FeedRow | undefined, options: FeedPollOptions, renew: () => Promise<void>) {
  const now = (options.clock ?? (() => new Date()))();
  const last = known ? { etag: known.etag, lastModified: known.last_modified, bodyHash: known.body_hash } : null;
  try {
    const got = await fetchFeedText(feed, options.policy, last, renew);
    if (got.kind === 'unchanged') {
      await saveFeed(db, feed, now, `unchanged: ${got.why}`, null);
      return { feed, status: `unchanged: ${got.why}`, runIds: [] };
    }
    const report = await importTenders(db, { source: feed, text: got.text, refused: got.problems }, options);
    const status = `imported ${got.pages} page(s): ${summary(report)}`;
    // A walk cut short keeps the old validators, so the next poll reads the first page again and walks on (what
    // was imported already is skipped), rather than finding it unchanged and never reading the pages left.
    await saveFeed(db, feed, now, status, report.runId, got.complete ? got.validators : undefined);
    return { feed, status, runIds: [report.runId] };
  } catch (err) {
    const report = await refuseInput(db, feed, reasonOf(err));
    await saveFeed(db, feed, now, `failed: ${reasonOf(err)}`, report.runId);
    return { feed, status: `failed: ${reasonOf(err)}`, runIds: [report.runId] };
  }
}

/** A folder: its importable files not imported before, or changed since (size or modification time). */
async function pollFolder(db: Database, feed: string, options: FeedPollOptions, renew: () => Promise<void>): Promise<FeedPoll> {
  const now = (options.clock ?? (() => new Date()))();
  let files: string[];
  try {
    files = importableFiles(feed);
  } catch (err) {
    const report = await refuseInput(db, feed, `the folder cannot be read: ${reasonOf(err)}`);
    await saveFeed(db, feed, now, `failed: ${reasonOf(err)}`, report.runId);
    return { feed, status: `failed: ${reasonOf(err)}`, runIds: [report.runId] };
  }
  const known = await db.query<{ path: string; size: number | string; mtime_ms: number }>(
    'SELECT path, size, mtime_ms FROM tender_feed_files WHERE feed = $1',
    [feed],
  );
  const seen = new Map(known.map((row) => [row.path, `${row.size}:${row.mtime_ms}`]));
  const runIds: number[] = [];
  for (const file of files) {
    if (options.signal?.aborted) break;
    const stat = statSync(file, { throwIfNoEntry: false });
    if (!stat || seen.get(file) === `${stat.size}:${stat.mtimeMs}`) continue;
    await renew();
    const report = await importTenderFile(db, file, options).catch((err: unknown) => refuseInput(db, file, reasonOf(err)));
    runIds.push(report.runId);
    await db.query(
      `INSERT INTO tender_feed_files (feed, path, size, mtime_ms, imported_at) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (feed, path) DO UPDATE SET size = $3, mtime_ms = $4, imported_at = $5`,
      [feed, file, stat.size, stat.mtimeMs, now],
    );
  }
  const status = runIds.length ? `imported ${runIds.length} file(s)` : 'unchanged: no new or changed file';
  await saveFeed(db, feed, now, status, runIds.at(-1) ?? null);
  return { feed, status, runIds };
}

const isHttp = (feed: string) => /^https?:\/\//i.test(feed);

/**
 * Polls the feeds that are due. Answers what became of each one polled, or null when another process holds the
 * lease (it is polling them).
 */
export async function pollFeeds(db: Database, feeds: readonly string[], options: FeedPollOptions): Promise<FeedPoll[] | null> {
  const clock = options.clock ?? (() => new Date());
  const holder = randomUUID();
  if (!(await takeLease(db, holder, clock()))) return null;
  const renew = async () => {
    await renewLease(db, holder, clock());
  };
  try {
    const polls: FeedPoll[] = [];
    for (const feed of feeds) {
      if (options.signal?.aborted) break;
      const [known] = await db.query<FeedRow>('SELECT etag, last_modified, body_hash, last_polled FROM tender_feeds WHERE feed = $1', [
        feed,
      ]);
      const due = !known?.last_polled || clock().getTime() - new Date(known.last_polled).getTime() >= options.minutes * 60_000;
      if (!due) continue;
      await renew();
      polls.push(isHttp(feed) ? await pollHttp(db, feed, known, options, renew) : await pollFolder(db, feed, options, renew));
    }
    return polls;
  } finally {
    await releaseLease(db, holder);
  }
}
