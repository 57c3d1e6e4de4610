import { TENDER_TOTAL_CAP, type TenderSort } from '../../../shared/calls/enums';
import type { TenderListItem } from '../../../shared/calls/tender';
import type { Database, Queryable } from '../../db/database';
import { limits, type Count, type Paged, type Paging } from '../content/paging';
import { ensureIndexed } from '../content/search-index';
import { keywordQuery } from '../content/search-text';
import { criteriaConditions, needsSearchIndex, type TenderCriteria } from './tender-criteria';
import { LIST_COLUMNS, LIST_JOINS, toListItem, type ListRow } from './tender-rows';

// Every tender list is one page of tenders matching some criteria in some order, with its total: the page's
// ids are found first (on a filter's index, newest first, without reading rows), then their rows.

/** The list orders: the sorts a user picks, and the crawler's (newest crawl first). */
export type TenderOrder = TenderSort | 'crawled';

const ORDERS: Record<TenderOrder, string> = {
  newest: 't.publish_time DESC, t.id DESC',
  amount: 't.amount DESC NULLS LAST, t.id DESC',
  // Upcoming deadlines soonest first, then everything else newest first.
  deadline: `(t.deadline >= now()) IS NOT TRUE, CASE WHEN t.deadline >= now() THEN t.deadline END, t.publish_time DESC, t.id DESC`,
  crawled: 't.created_at DESC, t.id DESC',
};

export interface TenderQuery {
  /** Conditions on tenders `t` (and whatever `from` joins), their values in `params`. */
  where: string[];
  params: unknown[];
  /** The tenders and what they are joined with; `tenders t` unless said. */
  from?: string;
  /** The order; ORDERS.newest unless said. */
  order?: string;
}

/** The rows of these ids, in their order. */
export async function tendersByIds(db: Queryable, ids: number[]): Promise<TenderListItem[]> {
  if (!ids.length) return [];
  const rows = await db.query<ListRow>(
    `SELECT ${LIST_COLUMNS} FROM unnest($1::int[]) WITH ORDINALITY page(id, n) JOIN tenders t ON t.id = page.id ${LIST_JOINS} ORDER BY page.n`,
    [ids],
  );
  return rows.map(toListItem);
}

/** A page of tenders with their total, counted up to TENDER_TOTAL_CAP. */
export interface TenderPage extends Paged<TenderListItem> {
  capped: boolean;
}

/**
 * The page of `idsSql` (its parameters, then $n+1 = limit and $n+2 = offset) and the count of `fromWhere`
 * (the statement after SELECT's list), which stops at one more than the cap; pages end at the cap.
 */
async function cappedPage(db: Queryable, idsSql: string, fromWhere: string, params: unknown[], paging: Paging): Promise<TenderPage> {
  const { limit, offset } = limits(paging);
  const [ids, [count]] = await Promise.all([
    offset < TENDER_TOTAL_CAP ? db.query<{ id: number }>(idsSql, [...params, Math.min(limit, TENDER_TOTAL_CAP - offset), offset]) : [],
    db.query<{ total: Count }>(`SELECT count(*) AS total FROM (SELECT 1 ${fromWhere} LIMIT ${TENDER_TOTAL_CAP + 1}) hit`, params),
  ]);
  const total = Number(count?.total ?? 0);
  return { list: await tendersByIds(db, ids.map((row) => row.id)), total: Math.min(total, TENDER_TOTAL_CAP), capped: total > TENDER_TOTAL_CAP };
}

/** One page of a query's tenders with their total. */
export function pageTenders(db: Queryable, query: TenderQuery, paging: Paging): Promise<TenderPage> {
  const { params } = query;
  const fromWhere = `FROM ${query.from ?? 'tenders t'} WHERE ${query.where.length ? query.where.join(' AND ') : 'TRUE'}`;
  const idsSql = `SELECT t.id ${fromWhere} ORDER BY ${query.order ?? ORDERS.newest} LIMIT $${params.length + 1} OFFSET $${params.length + 2}`;
  return cappedPage(db, idsSql, fromWhere, params, paging);
}

/** Tenders whose title or project name holds the keyword, newest first, read on the search index alone. */
function keywordPage(db: Queryable, tsquery: string, paging: Paging): Promise<TenderPage> {
  const fromWhere = "FROM search_docs WHERE biz_type = 'tender' AND title_words @@ $1::tsquery";
  // The index's release time is the tender's publish time and its id the tender's: the list's own order.
  return cappedPage(db, `SELECT biz_id AS id ${fromWhere} ORDER BY release_time DESC, biz_id DESC LIMIT $2 OFFSET $3`, fromWhere, [tsquery], paging);
}

const onlyKeyword = (criteria: TenderCriteria) =>
  Object.entries(criteria).every(([key, value]) => key === 'keywords' || value === undefined || value === null || value === 0 || (Array.isArray(value) && !value.length));

/** One page of the tenders matching the criteria, in the order asked for. */
export async function listTenders(db: Database, criteria: TenderCriteria, paging: Paging, order: TenderOrder = 'newest'): Promise<TenderPage> {
  if (needsSearchIndex(criteria)) await ensureIndexed(db);
  const keywords = criteria.keywords ?? [];
  const single = keywords.length === 1 ? keywordQuery(keywords[0]!).tsquery : '';
  if (single && order === 'newest' && onlyKeyword(criteria)) return keywordPage(db, single, paging);
  const params: unknown[] = [];
  return pageTenders(db, { where: criteriaConditions(criteria, params), params, order: ORDERS[order] }, paging);
}

/** The newest tenders. */
export async function newestTenders(db: Queryable, size: number): Promise<TenderListItem[]> {
  const ids = await db.query<{ id: number }>(`SELECT t.id FROM tenders t ORDER BY ${ORDERS.newest} LIMIT $1`, [size]);
  return tendersByIds(db, ids.map((row) => row.id));
}
