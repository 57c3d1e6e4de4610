import type { CallBody, CallReply } from '../../../shared/calls/define-call';
import type { newsCalls } from '../../../shared/calls/news';
import type { Database } from '../../db/database';
import { findColumn, pageNews, type Paging } from './news';
import { containsPattern, limits, type Count } from '../../services/paging';
import { ensureIndexed, keywordQuery } from '../search/public';

const TITLE_HITS = `SELECT biz_id FROM search_docs WHERE biz_type = 'news' AND title_words @@ $1::tsquery`;

/**
 * Every column's news whose title holds the keyword, on the site search's title index (the same matching
 * as the title tier of /search): the page is read newest first from the index table, then its rows.
 */
async function titleMatches(db: Database, tsquery: string, paging: Paging) {
  const { limit, offset } = limits(paging);
  const ids = await db.query<{ biz_id: number }>(`${TITLE_HITS} ORDER BY release_time DESC, biz_id DESC LIMIT $2 OFFSET $3`, [
    tsquery,
    limit,
    offset,
  ]);
  const [page, [count]] = await Promise.all([
    pageNews(db, 'n.id = ANY($1::int[])', [ids.map((row) => row.biz_id)], { page: 1, pageSize: limit }),
    db.query<{ total: Count }>(`SELECT count(*) AS total FROM (${TITLE_HITS}) hit`, [tsquery]),
  ]);
  return { list: page.list, total: Number(count?.total ?? 0) };
}

/** The information list (SPEC §7 dirDoc): one column with its children, or every column; titles matching a keyword; newest first. */
export async function listInformation(
  db: Database,
  query: NonNullable<CallBody<typeof newsCalls.dirDoc>>,
): Promise<Omit<CallReply<typeof newsCalls.dirDoc>, 'code' | 'msg'>> {
  const newsDir = query.dirId === undefined ? null : await findColumn(db, query.dirId);
  const { tsquery } = query.keyword ? keywordQuery(query.keyword) : { tsquery: '' };
  if (tsquery) await ensureIndexed(db);
  if (tsquery && !newsDir) return { ...(await titleMatches(db, tsquery, query)), newsDir };

  // Only the filters asked for, so each query gets the plan of its own filters (as listDirNews).
  const params: unknown[] = [];
  const where: string[] = [];
  if (newsDir) {
    const dirs = await db.query<{ id: number }>('SELECT id FROM news_columns WHERE id = $1 OR parent_id = $1', [newsDir.id]);
    where.push(`n.dir_id = ANY($${params.push(dirs.map((dir) => dir.id))}::int[])`);
  }
  if (tsquery) where.push(`n.id IN (${TITLE_HITS.replace('$1', `$${params.push(tsquery)}`)})`);
  // A keyword without a letter, digit or Chinese character (punctuation) is matched as written.
  else if (query.keyword) where.push(`n.title ILIKE $${params.push(containsPattern(query.keyword))}`);
  const page = await pageNews(db, where.length ? where.join(' AND ') : 'TRUE', params, query);
  return { ...page, newsDir };
}
