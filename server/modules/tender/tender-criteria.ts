import type { Queryable } from '../../db/database';
import { keywordQuery } from '../search/public';
import { containsPattern } from '../../services/paging';
import { isProvinceCode } from './regions';

// What a tender list is narrowed by, as one WHERE builder: the search filters (one value each) and a
// subscription (lists of values) are both criteria, so a list, a subscription's feed, its count of new
// matches and its digest all match the same way.

export interface TenderCriteria {
  /** Any of these keywords in the title or project name (a subscription may have several). */
  keywords?: readonly string[];
  /** Provinces or cities (checked codes): a tender in any of them. */
  regionCodes?: readonly string[];
  projectTypes?: readonly string[];
  tradeCategories?: readonly string[];
  engTypes?: readonly string[];
  amountMin?: number | null;
  amountMax?: number | null;
  /** Published within this many days; 0 or absent: all time. */
  days?: number;
  orgId?: number;
  /** Takes part in the notice in any role (tender_parties: buyer, agency, tenderer or winner). */
  partyOrgId?: number;
  /** Reached the database after this time (a subscription's new matches). */
  createdAfter?: Date;
  /** Reached the database at or before this time (with createdAfter: a stretch of a subscription's new matches). */
  createdUpTo?: Date;
}

/**
 * The search index's tender title vectors (title and project name, see content/search-index.ts): a
 * keyword matches when they hold every character pair and word of it, as the title tier of /search does.
 */
export const TENDER_TITLE_HITS = (tsquery: string) =>
  `SELECT biz_id FROM search_docs WHERE biz_type = 'tender' AND title_words @@ ${tsquery}::tsquery`;

/**
 * How a keyword condition is checked. 'hits': the tenders among the keyword's hits on the GIN index (best when
 * hits are few). 'test': each tender the other conditions let through has its own title vector tested, one by
 * one (best when hits are many: a page walked newest first stops early, a week's new notices are few).
 * PostgreSQL cannot choose between them itself: its estimate of a Chinese keyword's hits multiplies the
 * frequencies of the keyword's overlapping character pairs as if they were independent (a five-character word: 37 expected
 * of 17,500), so the choice is made here from a real, bounded count of the hits (keywordMatches).
 */
export type KeywordMatch = 'hits' | 'test';

/**
 * One tender's title vector tested against the keyword. OFFSET 0 keeps it a test per tender: without it the
 * planner would turn it back into a join with every hit.
 */
const TENDER_TITLE_TEST = (tsquery: string) =>
  `EXISTS (SELECT 1 FROM search_docs d WHERE d.biz_type = 'tender' AND d.biz_id = t.id AND d.title_words @@ ${tsquery}::tsquery OFFSET 0)`;

/**
 * Up to this many title hits a keyword is matched among its hits; beyond it a list's page tests the tenders
 * it meets in its order (a tenth of them or more match, so it stops early).
 */
export const FEW_TITLE_HITS = 2000;
/**
 * A count (a subscription's new matches) tests its candidates one by one when they are at most this many:
 * testing one costs 5-15 µs (measured at 200,000 tenders, npm run bench), so that is bounded whatever the
 * keyword, while counting a frequent keyword's hits on the GIN index reads all of them. More candidates are
 * left to PostgreSQL's join with the hits.
 */
const FEW_CANDIDATES = 500;

/**
 * How each of the criteria's keywords is best matched ('hits' when it has none), in one statement: for a page,
 * from the keyword's real title hits (up to FEW_TITLE_HITS + 1); for a count, from the tenders its other
 * conditions let through (up to FEW_CANDIDATES + 1, on their indexes alone).
 */
export async function keywordMatches(
  db: Queryable,
  criteria: readonly TenderCriteria[],
  purpose: 'page' | 'count',
): Promise<KeywordMatch[]> {
  const params: unknown[] = [];
  const probes = criteria.flatMap((one, index) => {
    const tsquery = keywordsQuery(one.keywords ?? []);
    if (!tsquery) return [];
    if (purpose === 'page') {
      const hits = `SELECT count(*) FROM (${TENDER_TITLE_HITS(`$${params.push(tsquery)}`)} LIMIT ${FEW_TITLE_HITS + 1}) hit`;
      return [`SELECT ${index} AS n, (${hits}) > ${FEW_TITLE_HITS} AS test`];
    }
    const where = criteriaConditions({ ...one, keywords: [] }, params);
    if (!where.length) return [];
    const candidates = `SELECT count(*) FROM (SELECT 1 FROM tenders t WHERE ${where.join(' AND ')} LIMIT ${FEW_CANDIDATES + 1}) candidate`;
    return [`SELECT ${index} AS n, (${candidates}) <= ${FEW_CANDIDATES} AS test`];
  });
  const rows = probes.length ? await db.query<{ n: number; test: boolean }>(probes.join(' UNION ALL '), params) : [];
  const tested = new Set(rows.filter((row) => row.test).map((row) => Number(row.n)));
  return criteria.map((_, index) => (tested.has(index) ? 'test' : 'hits'));
}

/** The tsquery of any of the keywords ('' when none has a letter, digit or Chinese character). */
export function keywordsQuery(keywords: readonly string[]): string {
  return keywords
    .map((keyword) => keywordQuery(keyword).tsquery)
    .filter(Boolean)
    .map((query) => `(${query})`)
    .join(' | ');
}

/** Whether the criteria need the search index to be complete (a keyword to match). */
export const needsSearchIndex = (criteria: TenderCriteria) => Boolean(criteria.keywords?.length);

/**
 * The conditions on tenders `t` of the criteria, ANDed by the caller; their values are pushed onto `params`.
 * Only the criteria given appear, so each query gets the plan of its own filters, and a single value is
 * compared with `=` so an index keeps its order. `match`: how a keyword is checked (see KeywordMatch).
 */
export function criteriaConditions(criteria: TenderCriteria, params: unknown[], match: KeywordMatch = 'hits'): string[] {
  const where: string[] = [];
  const param = (value: unknown, cast = '') => `$${params.push(value)}${cast}`;
  const oneOf = (column: string, values: readonly string[] | undefined) => {
    if (!values?.length) return;
    where.push(values.length === 1 ? `${column} = ${param(values[0])}` : `${column} = ANY(${param(values, '::text[]')})`);
  };

  const regions = criteria.regionCodes ?? [];
  const provinces = regions.filter(isProvinceCode);
  const cities = regions.filter((code) => !isProvinceCode(code));
  if (provinces.length && cities.length) {
    where.push(`(t.province_code = ANY(${param(provinces, '::text[]')}) OR t.city_code = ANY(${param(cities, '::text[]')}))`);
  } else {
    oneOf('t.province_code', provinces);
    oneOf('t.city_code', cities);
  }
  oneOf('t.project_type', criteria.projectTypes);
  oneOf('t.trade_category', criteria.tradeCategories);
  oneOf('t.eng_type', criteria.engTypes);
  if (criteria.amountMin !== undefined && criteria.amountMin !== null) where.push(`t.amount >= ${param(criteria.amountMin, '::bigint')}`);
  if (criteria.amountMax !== undefined && criteria.amountMax !== null) where.push(`t.amount <= ${param(criteria.amountMax, '::bigint')}`);
  if (criteria.days) where.push(`t.publish_time >= now() - make_interval(days => ${param(criteria.days, '::int')})`);
  if (criteria.orgId !== undefined) where.push(`t.org_id = ${param(criteria.orgId, '::int')}`);
  if (criteria.partyOrgId !== undefined)
    where.push(`t.id IN (SELECT tp.tender_id FROM tender_parties tp WHERE tp.org_id = ${param(criteria.partyOrgId, '::int')})`);
  if (criteria.createdAfter) where.push(`t.created_at > ${param(criteria.createdAfter, '::timestamptz')}`);
  if (criteria.createdUpTo) where.push(`t.created_at <= ${param(criteria.createdUpTo, '::timestamptz')}`);
  // Last: in a count's FILTER the conditions are checked in this order, so a title is tested only when the
  // cheap columns let the notice through.
  const keywords = criteria.keywords ?? [];
  if (keywords.length) {
    const tsquery = keywordsQuery(keywords);
    // A keyword of punctuation alone has no pair or word to look up: it is matched as written.
    const literal = keywords.filter((keyword) => !keywordQuery(keyword).tsquery);
    const any = [
      ...(tsquery ? [match === 'test' ? TENDER_TITLE_TEST(param(tsquery)) : `t.id IN (${TENDER_TITLE_HITS(param(tsquery))})`] : []),
      ...literal.map((keyword) => {
        const pattern = param(containsPattern(keyword));
        return `t.title ILIKE ${pattern} OR t.project_name ILIKE ${pattern}`;
      }),
    ];
    where.push(any.length === 1 ? any[0]! : `(${any.join(' OR ')})`);
  }
  return where;
}
