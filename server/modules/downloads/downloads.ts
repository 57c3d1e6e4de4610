import type { CountNode } from '../../../shared/calls/content-fields';
import type { CallBody } from '../../../shared/calls/define-call';
import type { DownloadItem, downloadCalls } from '../../../shared/calls/downloads';
import { fail } from '../../services/failure';
import type { Queryable } from '../../db/database';
import { buildTree } from '../../services/tree';
import { containsPattern, fetchPage, iso, type Count, type Paged } from '../../services/paging';

// The download area (SPEC §7 download/*): directories two levels deep, files listed newest first. Visitors see
// the published files only (shown_downloads); the console edits the table.

const TOP_SIZE = 10;

/** A directory and every directory below it, as `SELECT id FROM sub`. */
const SUBTREE = `WITH RECURSIVE sub AS (
    SELECT id FROM download_dirs WHERE id = $1::int
    UNION ALL SELECT d.id FROM download_dirs d JOIN sub ON d.parent_id = sub.id
  )`;

interface ItemRow {
  id: number;
  dir_id: number;
  dir_name: string;
  title: string;
  file_name: string;
  file_type: string;
  size_kb: number;
  download_count: number;
  memo: string;
  release_time: Date;
}

const ITEM_COLUMNS = `f.id, f.dir_id, d.name AS dir_name, f.title, f.file_name, f.file_type, f.size_kb, f.download_count, f.memo, f.release_time`;

const toItem = (row: ItemRow): DownloadItem => ({
  id: row.id,
  dirId: row.dir_id,
  dirName: row.dir_name,
  title: row.title,
  fileName: row.file_name,
  fileType: row.file_type,
  sizeKb: row.size_kb,
  downloadCount: row.download_count,
  memo: row.memo,
  releaseTime: iso(row.release_time),
});

export async function downloadTree(db: Queryable): Promise<CountNode[]> {
  const rows = await db.query<{ id: number; parent_id: number | null; name: string; count: Count }>(
    `SELECT d.id, d.parent_id, d.name, (SELECT count(*) FROM shown_downloads f WHERE f.dir_id = d.id) AS count
     FROM download_dirs d ORDER BY d.parent_id NULLS FIRST, d.id`,
  );
  return buildTree(rows);
}

async function requireDir(db: Queryable, id: number): Promise<void> {
  const [row] = await db.query('SELECT 1 FROM download_dirs WHERE id = $1', [id]);
  if (!row) throw fail('downloadDirNotFound');
}

/** Files of a directory (with its descendants) or of all, matching a keyword in the title, newest first. */
export async function listDownloads(
  db: Queryable,
  query: NonNullable<CallBody<typeof downloadCalls.listPaged>>,
): Promise<Paged<DownloadItem>> {
  if (query.dirId !== undefined) await requireDir(db, query.dirId);
  const where = `($1::int IS NULL OR f.dir_id IN (SELECT id FROM sub)) AND ($2::text IS NULL OR f.title ILIKE $2)`;
  return fetchPage(
    db,
    `${SUBTREE} SELECT ${ITEM_COLUMNS}, count(*) OVER () AS total
     FROM shown_downloads f JOIN download_dirs d ON d.id = f.dir_id
     WHERE ${where} ORDER BY f.release_time DESC, f.id DESC`,
    `${SUBTREE} SELECT count(*) AS total FROM shown_downloads f WHERE ${where}`,
    [query.dirId ?? null, query.keyword ? containsPattern(query.keyword) : null],
    query,
    toItem,
  );
}

export async function topDownloads(db: Queryable): Promise<DownloadItem[]> {
  const rows = await db.query<ItemRow>(
    `SELECT ${ITEM_COLUMNS} FROM shown_downloads f JOIN download_dirs d ON d.id = f.dir_id
     ORDER BY f.download_count DESC, f.id DESC LIMIT ${TOP_SIZE}`,
  );
  return rows.map(toItem);
}

/** One file, or 40400. */
export async function findDownload(db: Queryable, id: number): Promise<DownloadItem> {
  const [row] = await db.query<ItemRow>(
    `SELECT ${ITEM_COLUMNS} FROM shown_downloads f JOIN download_dirs d ON d.id = f.dir_id WHERE f.id = $1`,
    [id],
  );
  if (!row) throw fail('downloadNotFound');
  return toItem(row);
}

/** The uploaded file of a published download (media_files.key), if it has one. */
export async function materialFileKey(db: Queryable, id: number): Promise<string | null> {
  const [row] = await db.query<{ file_key: string | null }>('SELECT file_key FROM shown_downloads WHERE id = $1', [id]);
  return row?.file_key ?? null;
}

export async function countDownload(db: Queryable, id: number): Promise<void> {
  await db.query('UPDATE downloads SET download_count = download_count + 1 WHERE id = $1', [id]);
}
