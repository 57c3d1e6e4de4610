import type { CallBody, CallReply } from '../../../shared/calls/define-call';
import type { newsCalls } from '../../../shared/calls/news';
import { sql } from 'kysely';
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
    pageNews(db, (eb) => eb('n.id', '=', eb.fn.any(eb.val(ids.map((row) => row.biz_id)))), { page: 1, pageSize: limit }),
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

  const dirIds = newsDir
    ? (await db.query<{ id: number }>('SELECT id FROM news_columns WHERE id = $1 OR parent_id = $1', [newsDir.id])).map((dir) => dir.id)
    : undefined;
  // Only the filters asked for, so each query gets the plan of its own filters (as listDirNews).
  const page = await pageNews(
    db,
    (eb) =>
      eb.and([
        ...(dirIds ? [eb('n.dir_id', '=', eb.fn.any(eb.val(dirIds)))] : []),
        ...(tsquery
          ? [
              eb(
                'n.id',
                'in',
                eb
                  .selectFrom('search_docs')
                  .select('biz_id')
                  .where('biz_type', '=', 'news')
                  .where(sql<boolean>`title_words @@ ${tsquery}::tsquery`),
              ),
            ]
          : // A keyword without a letter, digit or Chinese character (punctuation) is matched as written.
            query.keyword
            ? [eb('n.title', 'ilike', containsPattern(query.keyword))]
            : []),
      ]),
    query,
  );
  return { ...page, newsDir };
}
