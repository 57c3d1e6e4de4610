import type { CallBody } from '../../../shared/calls/define-call';
import type { ReadHistoryItem, UserContentItem, userContentCalls } from '../../../shared/calls/user-content';
import { fail } from '../../services/failure';
import type { Queryable } from '../../db/database';
import { fetchPage, iso, type Paged, type Paging } from '../../services/paging';

// What a user read, praised, favourited and downloaded (SPEC §7 private calls of the personal centre).
// Rows name their item by a SPEC §9 content type label and an id; titles are looked up per label.

/** The table of each content type label these lists know; material is the download area. */
const CONTENT_TABLES = {
  news: 'news',
  standard: 'shown_standards',
  policy: 'shown_policies',
  paper: 'shown_papers',
  material: 'shown_downloads',
  tender: 'tenders',
} as const;
/** The content type labels these lists can title. */
export type ListedType = keyof typeof CONTENT_TABLES;

/** The title of the item a row of `alias` names ('' once the item is gone, or for a kind without a table here). */
const TITLE_OF = (alias: string) => `COALESCE(CASE ${alias}.biz_type
    ${Object.entries(CONTENT_TABLES)
      .map(([type, table]) => `WHEN '${type}' THEN (SELECT i.title FROM ${table} i WHERE i.id = ${alias}.biz_id)`)
      .join('\n    ')}
  END, '')`;

/** An existing item, or 40400. */
export async function requireContent(db: Queryable, bizType: ListedType, bizId: number): Promise<void> {
  const [row] = await db.query(`SELECT 1 FROM ${CONTENT_TABLES[bizType]} WHERE id = $1`, [bizId]);
  if (!row) throw fail('contentNotFound');
}

/** Puts an item at the top of a user's reading history. */
export async function recordRead(db: Queryable, userId: string, bizType: ListedType, bizId: number): Promise<void> {
  await db.query(
    `INSERT INTO read_history (user_id, biz_type, biz_id) VALUES ($1, $2, $3)
     ON CONFLICT (user_id, biz_type, biz_id) DO UPDATE SET read_at = now()`,
    [userId, bizType, bizId],
  );
}

/** Puts an item at the top of a user's downloads. */
export async function recordUserDownload(db: Queryable, userId: string, bizType: ListedType, bizId: number): Promise<void> {
  await db.query(
    `INSERT INTO user_downloads (user_id, biz_type, biz_id) VALUES ($1, $2, $3)
     ON CONFLICT (user_id, biz_type, biz_id) DO UPDATE SET downloaded_at = now()`,
    [userId, bizType, bizId],
  );
}

interface UserRow {
  biz_type: string;
  biz_id: number;
  title: string;
  at: Date;
}

const toItem = (row: UserRow): UserContentItem => ({ bizType: row.biz_type, bizId: row.biz_id, title: row.title, at: iso(row.at) });

/** A user's reading history, latest first, with the titles of every content type. */
export async function listReadHistory(db: Queryable, userId: string, paging: Paging): Promise<Paged<ReadHistoryItem>> {
  const page = await fetchPage(
    db,
    `SELECT h.biz_type, h.biz_id, ${TITLE_OF('h')} AS title, h.read_at AS at, count(*) OVER () AS total
     FROM read_history h WHERE h.user_id = $1 ORDER BY h.read_at DESC, h.biz_type, h.biz_id DESC`,
    'SELECT count(*) AS total FROM read_history WHERE user_id = $1',
    [userId],
    paging,
    toItem,
  );
  return { total: page.total, list: page.list.map(({ at, ...item }) => ({ ...item, readAt: at })) };
}

/** What a user praised or favourited, latest first. */
export function listOperations(
  db: Queryable,
  userId: string,
  query: CallBody<typeof userContentCalls.operationListPaged>,
): Promise<Paged<UserContentItem>> {
  return fetchPage(
    db,
    `SELECT o.biz_type, o.biz_id, ${TITLE_OF('o')} AS title, o.created_at AS at, count(*) OVER () AS total
     FROM user_operations o WHERE o.user_id = $1 AND o.kind = $2 ORDER BY o.created_at DESC, o.biz_type, o.biz_id DESC`,
    'SELECT count(*) AS total FROM user_operations WHERE user_id = $1 AND kind = $2',
    [userId, query.kind],
    query,
    toItem,
  );
}

/** What a user downloaded, latest first. */
export function listUserDownloads(db: Queryable, userId: string, paging: Paging): Promise<Paged<UserContentItem>> {
  return fetchPage(
    db,
    `SELECT d.biz_type, d.biz_id, ${TITLE_OF('d')} AS title, d.downloaded_at AS at, count(*) OVER () AS total
     FROM user_downloads d WHERE d.user_id = $1 ORDER BY d.downloaded_at DESC, d.biz_type, d.biz_id DESC`,
    'SELECT count(*) AS total FROM user_downloads WHERE user_id = $1',
    [userId],
    paging,
    toItem,
  );
}
