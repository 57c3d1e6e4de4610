import { TENDER_TOTAL_CAP, type TenderSort } from '../../../shared/calls/enums';
import type { TenderListItem } from '../../../shared/calls/tender';
import type { Database, Queryable } from '../../db/database';
import { limits, type Count, type Paged, type Paging } from '../../services/paging';
import { ensureIndexed, kindSizes, steer, walkPays, keywordQuery } from '../search/public';
import { criteriaConditions, FEW_TITLE_HITS, keywordMatches, needsSearchIndex, type TenderCriteria } from './tender-criteria';
import { LIST_COLUMNS, LIST_JOINS, toListItem, type ListRow } from './tender-rows';

// Every tender list is one page of tenders matching some criteria in some order, with its total: the page's
// ids are found first (on a filter's index, newest first, without reading rows), then their rows.

/** The list orders: the sorts a user picks, and the crawler's (newest crawl first). */
export type TenderOrder = TenderSort | 'crawled';

const ORDERS: Record<TenderOrder, string> = {
  newest: 't.publish_time DESC, t.id DESC',
  amount: 't.amount DESC NULLS LAST, t.id DESC',
  amountAsc: 't.amount ASC NULLS LAST, t.id DESC',
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
  /** The same matches written for counting them, when that is best written otherwise; `where` unless said. */
  count?: { where: string[]; params: unknown[] };
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

/** The page of these ids with the total of hits counted up to one more than the cap. */
async function pageOf(db: Queryable, ids: { id: number }[], counted: number): Promise<TenderPage> {
  return {
    list: await tendersByIds(
      db,
      ids.map((row) => row.id),
    ),
    total: Math.min(counted, TENDER_TOTAL_CAP),
    capped: counted > TENDER_TOTAL_CAP,
  };
}

const whereOf = (where: string[]) => (where.length ? where.join(' AND ') : 'TRUE');

/** One page of a query's tenders with their total, counted up to TENDER_TOTAL_CAP; pages end at the cap. */
export async function pageTenders(db: Queryable, query: TenderQuery, paging: Paging): Promise<TenderPage> {
  const { limit, offset } = limits(paging);
  const { params } = query;
  const from = query.from ?? 'tenders t';
  const count = query.count ?? query;
  const idsSql = `SELECT t.id FROM ${from} WHERE ${whereOf(query.where)} ORDER BY ${query.order ?? ORDERS.newest} LIMIT $${params.length + 1} OFFSET $${params.length + 2}`;
  const [ids, [counted]] = await Promise.all([
    offset < TENDER_TOTAL_CAP ? db.query<{ id: number }>(idsSql, [...params, Math.min(limit, TENDER_TOTAL_CAP - offset), offset]) : [],
    db.query<{ total: Count }>(
      `SELECT count(*) AS total FROM (SELECT 1 FROM ${from} WHERE ${whereOf(count.where)} LIMIT ${TENDER_TOTAL_CAP + 1}) hit`,
      count.params,
    ),
  ]);
  return pageOf(db, ids, Number(counted?.total ?? 0));
}

/** The most items a page walks newest first when a keyword's hits were counted past the cap. */
const CAPPED_WALK_ITEMS = 5_000;

/**
 * Tenders whose title or project name holds the keyword, newest first, read on the search index alone. The
 * hits are counted first (the total, on the GIN index); then, as /search does (content/search.ts), the page
 * is read by sorting the hits when they are few, or by walking the newest tenders when they are many.
 */
function keywordPage(db: Database, tsquery: string, paging: Paging): Promise<TenderPage> {
  const { limit, offset } = limits(paging);
  const fromWhere = "FROM search_docs WHERE biz_type = 'tender' AND title_words @@ $1::tsquery";
  return db.transaction(async (tx) => {
    await steer(tx, 'bitmap');
    const [count] = await tx.query<{ total: Count }>(
      `SELECT count(*) AS total FROM (SELECT 1 ${fromWhere} LIMIT ${TENDER_TOTAL_CAP + 1}) hit`,
      [tsquery],
    );
    const hits = Number(count?.total ?? 0);
    if (offset >= Math.min(hits, TENDER_TOTAL_CAP)) return pageOf(tx, [], hits);
    const size = (await kindSizes(db, tx)).get('tender') ?? hits;
    // A total past the cap says only that the hits are at least that many: the bitmap then reads every one of them,
    // however many, while walking reads at most (offset + limit) × size / hits items (2,000 for a first page at a
    // million tenders, 230 for a keyword with 86,702 hits: 7 ms against 104).
    const capped = hits > TENDER_TOTAL_CAP && ((offset + limit) * size) / hits <= CAPPED_WALK_ITEMS;
    if (hits > FEW_TITLE_HITS && (capped || walkPays(offset + limit, hits, size))) await steer(tx, 'walk');
    // The index's release time is the tender's publish time and its id the tender's: the list's own order.
    const ids = await tx.query<{ id: number }>(
      `SELECT biz_id AS id ${fromWhere} ORDER BY release_time DESC, biz_id DESC LIMIT $2 OFFSET $3`,
      [tsquery, Math.min(limit, TENDER_TOTAL_CAP - offset), offset],
    );
    return pageOf(tx, ids, hits);
  });
}

const onlyKeyword = (criteria: TenderCriteria) =>
  Object.entries(criteria).every(
    ([key, value]) => key === 'keywords' || value === undefined || value === null || value === 0 || (Array.isArray(value) && !value.length),
  );

/** One page of the tenders matching the criteria, in the order asked for. */
export async function listTenders(
  db: Database,
  criteria: TenderCriteria,
  paging: Paging,
  order: TenderOrder = 'newest',
): Promise<TenderPage> {
  if (needsSearchIndex(criteria)) await ensureIndexed(db);
  const keywords = criteria.keywords ?? [];
  const single = keywords.length === 1 ? keywordQuery(keywords[0]!).tsquery : '';
  if (single && order === 'newest' && onlyKeyword(criteria)) return keywordPage(db, single, paging);
  // A keyword with many hits is tested on the tenders met in the list's order; they are still counted among
  // the hits, which costs about 1 µs a hit up to the cap.
  const [match] = keywords.length ? await keywordMatches(db, [criteria], 'page') : ['hits' as const];
  const params: unknown[] = [];
  const where = criteriaConditions(criteria, params, match);
  const countParams: unknown[] = [];
  const count = match === 'hits' ? undefined : { where: criteriaConditions(criteria, countParams), params: countParams };
  return pageTenders(db, { where, params, order: ORDERS[order], count }, paging);
}

/** The newest tenders. */
export async function newestTenders(db: Queryable, size: number): Promise<TenderListItem[]> {
  const ids = await db.query<{ id: number }>(`SELECT t.id FROM tenders t ORDER BY ${ORDERS.newest} LIMIT $1`, [size]);
  return tendersByIds(
    db,
    ids.map((row) => row.id),
  );
}
