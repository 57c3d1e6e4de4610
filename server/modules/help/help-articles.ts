import type { CountNode } from '../../../shared/calls/content-fields';
import type { HelpArticle, HelpListItem } from '../../../shared/calls/help';
import type { Queryable } from '../../db/database';
import { countDailyRead, type ReadCaps, type Reader } from '../../services/daily-reads';
import { iso, limits, type Count, type Paged, type Paging } from '../../services/paging';
import { sanitizeBody } from '../../services/sanitize';
import { buildTree, type NodeRow } from '../../services/tree';
import { fail } from '../../services/failure';
import { anchorHeadings } from './help-headings';

// Help centre articles (migration 014-help.sql): the category tree, paged lists and one article
// found by its id, its public number or a share link. Visitors read the shown ones (shown_help_articles, 031):
// a draft, scheduled, unpublished or deleted article is in no count, list or page.

export const HELP_BIZ_TYPE = 'help';
const RELATED_MAX = 6;

/** A category and every category below it, as `SELECT id FROM sub` ($1 is the root's id). */
const SUBTREE = `WITH RECURSIVE sub AS (
    SELECT id FROM help_categories WHERE id = $1
    UNION ALL SELECT c.id FROM help_categories c JOIN sub ON c.parent_id = sub.id
  )`;

export async function helpCategoryTree(db: Queryable): Promise<CountNode[]> {
  const rows = await db.query<NodeRow>(
    `SELECT c.id, c.parent_id, c.name, (SELECT count(*) FROM shown_help_articles a WHERE a.category_id = c.id) AS count
     FROM help_categories c ORDER BY c.parent_id NULLS FIRST, c.sort, c.id`,
  );
  return buildTree(rows);
}

interface ListRow {
  id: number;
  res_number: string;
  title: string;
  summary: string;
  category_id: number;
  category_name: string;
  update_time: Date;
  read_count: number;
  total: Count;
}

const toListItem = (row: ListRow): HelpListItem => ({
  id: row.id,
  resNumber: row.res_number,
  title: row.title,
  summary: row.summary,
  category: { id: row.category_id, name: row.category_name },
  updateTime: iso(row.update_time),
  readCount: row.read_count,
});

/** A category's articles with those of its children (or every article), most recently updated first. */
export async function listHelpArticles(
  db: Queryable,
  query: Paging & { catId?: number },
): Promise<Paged<HelpListItem> & { category: { id: number; name: string } | null }> {
  let category: { id: number; name: string } | null = null;
  if (query.catId !== undefined) {
    [category = null] = await db.query<{ id: number; name: string }>('SELECT id, name FROM help_categories WHERE id = $1', [query.catId]);
    if (!category) throw fail('helpCategoryNotFound');
  }
  const { limit, offset } = limits(query);
  // Ten categories and a few hundred articles: one statement with its window count is enough.
  const rows = await db.query<ListRow>(
    `${SUBTREE}
     SELECT a.id, a.res_number, a.title, a.summary, a.category_id, c.name AS category_name, a.update_time, a.read_count,
       count(*) OVER () AS total
     FROM shown_help_articles a JOIN help_categories c ON c.id = a.category_id
     WHERE $1::int IS NULL OR a.category_id IN (SELECT id FROM sub)
     ORDER BY a.update_time DESC, a.id DESC LIMIT $2 OFFSET $3`,
    [query.catId ?? null, limit, offset],
  );
  const total = rows.length
    ? Number(rows[0]!.total)
    : Number(
        (
          await db.query<{ total: Count }>(
            `${SUBTREE} SELECT count(*) AS total FROM shown_help_articles a WHERE $1::int IS NULL OR a.category_id IN (SELECT id FROM sub)`,
            [query.catId ?? null],
          )
        )[0]?.total ?? 0,
      );
  return { list: rows.map(toListItem), total, category };
}

/** How an article is named in a request: its id, its public number or a share link's id. */
export type ArticleKey = { id: number } | { resNumber: string } | { shareId: string };

function whereOf(key: ArticleKey): { where: string; param: number | string } {
  if ('id' in key) return { where: 'a.id = $1', param: key.id };
  if ('resNumber' in key) return { where: 'a.res_number = $1', param: key.resNumber };
  return { where: 'a.id = (SELECT s.article_id FROM help_shares s WHERE s.share_id = $1)', param: key.shareId };
}

/** The id of the article a key names, or 40400 (an unknown share link says so). */
export async function findArticleId(db: Queryable, key: ArticleKey): Promise<number> {
  const { where, param } = whereOf(key);
  const [row] = await db.query<{ id: number }>(`SELECT a.id FROM shown_help_articles a WHERE ${where}`, [param]);
  if (!row) throw fail('shareId' in key ? 'helpShareNotFound' : 'helpArticleNotFound');
  return row.id;
}

interface DetailRow {
  id: number;
  res_number: string;
  title: string;
  summary: string;
  content: string;
  categories: { id: number; name: string }[];
  publish_time: Date;
  update_time: Date;
  read_count: number;
  helpful_count: number;
  unhelpful_count: number;
  related: { id: number; title: string }[] | null;
}

/**
 * The article with the given id, with its category trail and related articles, or 40400; `unpublished` also finds
 * one visitors cannot see (a preview).
 */
export async function getHelpArticle(db: Queryable, id: number, unpublished = false): Promise<HelpArticle> {
  const [row] = await db.query<DetailRow>(
    `SELECT a.id, a.res_number, a.title, a.summary, a.content, a.publish_time, a.update_time, a.read_count,
       a.helpful_count, a.unhelpful_count,
       (WITH RECURSIVE up AS (
          SELECT c.id, c.name, c.parent_id, 0 AS depth FROM help_categories c WHERE c.id = a.category_id
          UNION ALL SELECT p.id, p.name, p.parent_id, up.depth + 1 FROM help_categories p JOIN up ON p.id = up.parent_id
        ) SELECT json_agg(json_build_object('id', up.id, 'name', up.name) ORDER BY up.depth DESC) FROM up) AS categories,
       (SELECT json_agg(json_build_object('id', r.id, 'title', r.title) ORDER BY r.update_time DESC, r.id DESC)
        FROM (SELECT o.id, o.title, o.update_time FROM shown_help_articles o WHERE o.category_id = a.category_id AND o.id <> a.id
              ORDER BY o.update_time DESC, o.id DESC LIMIT ${RELATED_MAX}) r) AS related
     FROM help_articles a
     WHERE a.id = $1 AND a.deleted_at IS NULL AND ($2 OR EXISTS (SELECT 1 FROM shown_help_articles s WHERE s.id = a.id))`,
    [id, unpublished],
  );
  if (!row) throw fail('helpArticleNotFound');
  // Sanitised again on the way out: rows written by other tools than the seed must not reach a page raw.
  const { content, headings } = anchorHeadings(sanitizeBody(row.content));
  return {
    id: row.id,
    resNumber: row.res_number,
    title: row.title,
    summary: row.summary,
    content,
    headings,
    categories: row.categories,
    publishTime: iso(row.publish_time),
    updateTime: iso(row.update_time),
    readCount: row.read_count,
    helpfulCount: row.helpful_count,
    unhelpfulCount: row.unhelpful_count,
    related: row.related ?? [],
  };
}

/** Counts a view of an article once a day per visitor, within the anonymous caps (daily-reads.ts). */
export function recordHelpRead(db: Queryable, id: number, reader: Reader, caps: ReadCaps): Promise<boolean> {
  return countDailyRead(db, { bizType: HELP_BIZ_TYPE, table: 'help_articles' }, id, reader, caps);
}
