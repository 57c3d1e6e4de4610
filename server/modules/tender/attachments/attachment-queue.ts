import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import type { Queryable } from '../../../db/database';
import { FetchRefused, safeFetch, type FetchPolicy } from '../../../http/safe-fetch';
import type { UploadPlace } from '../../media/public';

// The attachments of imported notices, fetched from their own addresses after the import (migration 035's
// tender_attachment_files): the import queues each address; any process drains the queue a few at a time, each
// row leased (FOR UPDATE SKIP LOCKED, then a lease with an expiry, since the fetch runs outside any transaction).
// A file is fetched through the outbound guard, kept only if its bytes are of an accepted type, and stored in the
// media storage; a refusal is kept with its reason. Transient failures (a timeout, a 5xx) are retried a few times.

/** An imported notice's attachment addresses, in the notice's order. */
export interface FetchableAttachments {
  tenderId: number;
  urls: readonly string[];
}

/** Queues the addresses not already known for their notice, in one statement; `runId` is the import run that named them. */
export async function queueAttachmentFetches(db: Queryable, runId: number, notices: readonly FetchableAttachments[], now: Date) {
  const pairs = notices.flatMap(({ tenderId, urls }) =>
    urls.filter((url) => /^https?:\/\//i.test(url)).map((url) => [tenderId, url] as const),
  );
  if (!pairs.length) return;
  await db.query(
    `INSERT INTO tender_attachment_files (tender_id, url, run_id, next_attempt_at)
     SELECT tender_id, url, $3, $4 FROM unnest($1::integer[], $2::text[]) AS queued (tender_id, url)
     ON CONFLICT (tender_id, url) DO NOTHING`,
    [pairs.map(([id]) => id), pairs.map(([, url]) => url), runId, now],
  );
}

/** The types kept, by what their bytes are: file-type's answer → the extension stored. */
const ACCEPTED: Record<string, string> = {
  'application/pdf': 'pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'application/zip': 'zip',
  'image/jpeg': 'jpg',
  'image/png': 'png',
};
/** Old Word and Excel files are both OLE compound files; the address's extension tells which (Word by default). */
const COMPOUND = 'application/x-cfb';
const COMPOUND_TYPES: Record<string, string> = { doc: 'application/msword', xls: 'application/vnd.ms-excel' };

/** What the bytes are, as stored: content type and extension; null for a type not accepted. */
async function acceptedType(bytes: Buffer, url: string): Promise<{ contentType: string; extension: string } | { refused: string }> {
  const type = await fileTypeFromBuffer(bytes);
  if (type?.mime === COMPOUND) {
    const extension = /\.xls$/i.test(new URL(url).pathname) ? 'xls' : 'doc';
    return { contentType: COMPOUND_TYPES[extension]!, extension };
  }
  const extension = type && ACCEPTED[type.mime];
  if (!type || !extension) return { refused: `not an accepted file type (its bytes are ${type ? type.mime : 'of no known type'})` };
  return { contentType: type.mime, extension };
}

/** Tries at most this many times; the waits between them. */
export const ATTACHMENT_MAX_ATTEMPTS = 3;
const BACKOFF_MS = [60_000, 10 * 60_000];
const LEASE_MS = 5 * 60_000;
/** Fetched at once by one process. */
const AT_ONCE = 3;
/** Rows one drain handles at most (the rest wait for the next tick). */
const DRAIN_MAX = 200;

export interface AttachmentFetchOptions {
  policy: FetchPolicy;
  /** An attachment larger than this is refused (TENDER_ATTACHMENT_MAX_MB). */
  maxBytes: number;
  place: UploadPlace;
  /** The clock (tests); else the wall clock. */
  now?: () => Date;
  signal?: AbortSignal;
}

export interface AttachmentFetchRun {
  stored: number;
  refused: number;
  /** Failed for now, to be tried again. */
  retrying: number;
}

interface LeasedRow {
  tender_id: number;
  url: string;
  attempts: number;
}

async function leaseDue(db: Queryable, now: Date, limit: number): Promise<LeasedRow[]> {
  return db.query<LeasedRow>(
    `UPDATE tender_attachment_files f SET attempts = f.attempts + 1, lease_until = $2
     FROM (SELECT tender_id, url FROM tender_attachment_files
           WHERE status = 'pending' AND next_attempt_at <= $1 AND (lease_until IS NULL OR lease_until <= $1)
           ORDER BY next_attempt_at, tender_id LIMIT $3 FOR UPDATE SKIP LOCKED) due
     WHERE f.tender_id = due.tender_id AND f.url = due.url
     RETURNING f.tender_id, f.url, f.attempts`,
    [now, new Date(now.getTime() + LEASE_MS), limit],
  );
}

/** Fetches, checks and stores one attachment; answers its outcome. */
async function fetchOne(db: Queryable, row: LeasedRow, options: AttachmentFetchOptions): Promise<keyof AttachmentFetchRun> {
  const clock = options.now ?? (() => new Date());
  const where = [row.tender_id, row.url];
  try {
    const response = await safeFetch(row.url, { ...options.policy, maxBytes: options.maxBytes });
    if (response.status !== 200) throw new FetchRefused(`HTTP ${response.status}`, response.status >= 500 || response.status === 429);
    const type = await acceptedType(response.body, response.url);
    if ('refused' in type) throw new FetchRefused(type.refused);
    const key = `tender/${randomUUID()}.${type.extension}`;
    await mkdir(options.place.incomingDir, { recursive: true });
    const path = join(options.place.incomingDir, `${randomUUID()}.${type.extension}`);
    try {
      await writeFile(path, response.body);
      await options.place.storage.put(key, path, type.contentType);
    } finally {
      await rm(path, { force: true });
    }
    await db.query(
      `UPDATE tender_attachment_files SET status = 'stored', storage_key = $3, content_type = $4, extension = $5, size = $6,
         fetched_at = $7, reason = NULL, lease_until = NULL WHERE tender_id = $1 AND url = $2`,
      [...where, key, type.contentType, type.extension, response.body.length, clock()],
    );
    return 'stored';
  } catch (err) {
    const reason = (err instanceof Error ? err.message : String(err)).slice(0, 500);
    const again = err instanceof FetchRefused && err.transient && row.attempts < ATTACHMENT_MAX_ATTEMPTS;
    if (again) {
      await db.query(
        'UPDATE tender_attachment_files SET reason = $3, next_attempt_at = $4, lease_until = NULL WHERE tender_id = $1 AND url = $2',
        [...where, reason, new Date(clock().getTime() + (BACKOFF_MS[row.attempts - 1] ?? 0))],
      );
      return 'retrying';
    }
    await db.query(
      "UPDATE tender_attachment_files SET status = 'refused', reason = $3, lease_until = NULL WHERE tender_id = $1 AND url = $2",
      [...where, reason],
    );
    return 'refused';
  }
}

/** Fetches the due attachments, a few at a time, until none is due; safe in several processes at once. */
export async function fetchAttachments(db: Queryable, options: AttachmentFetchOptions): Promise<AttachmentFetchRun> {
  const run: AttachmentFetchRun = { stored: 0, refused: 0, retrying: 0 };
  const clock = options.now ?? (() => new Date());
  for (let done = 0; done < DRAIN_MAX && !options.signal?.aborted; ) {
    const rows = await leaseDue(db, clock(), AT_ONCE);
    if (!rows.length) break;
    for (const outcome of await Promise.all(rows.map((row) => fetchOne(db, row, options)))) run[outcome]++;
    done += rows.length;
  }
  return run;
}
