import type { CallBody } from '../../../shared/calls/define-call';
import { KEYWORD_MAX, SEARCH_TYPES, type SearchType } from '../../../shared/calls/enums';
import type { SearchGroup, SearchHit, searchCalls } from '../../../shared/calls/search';
import { fail } from '../../services/failure';
import type { Database, Queryable } from '../../db/database';
import { iso, type Count } from '../../services/paging';
import { ensureIndexed, SEARCH_SOURCES, type SearchSource } from './search-index';
import { keywordQuery, leadOf, plainText, snippetOf } from './search-text';

// Site search across the information hub (SPEC §5, shared/calls/search.ts; docs/search-measurement.md).
// A hit holds every character pair and word of the keyword. Hits whose title holds them come first, then
// the rest; each tier newest first.
//
// Speed at 100,000 items comes from choosing each plan from the real hit counts rather than leaving it to
// the planner, whose guesses for tsvector matches are poor: hits are counted on the GIN index (a sequential
// scan would unpack every vector), and a page is read either by sorting the hits (few hits) or by walking
// the kind's items newest first until the page is full (many hits).

export type SearchQuery = CallBody<typeof searchCalls.search>;

const ALL_GROUPS_PAGE_SIZE = 5;
const ONE_GROUP_PAGE_SIZE = 10;
/** The newest items of a kind among which the title hits of a page are looked for first. */
const TITLE_WINDOW = 1000;
/** Walking an item costs about this many times counting a hit (its vector is unpacked): measured in PGlite. */
const WALK_COST = 16;
/** Up to this many hits are simply sorted. */
const FEW_HITS = 2000;
/**
 * Hits are counted up to this many: counting costs about 1 µs a hit, and a word found in most items ("construction")
 * would otherwise dominate the search. Beyond it the group says "at least" (capped) and pages stop there.
 */
export const SEARCH_TOTAL_CAP = 10_000;
/** How long the item count of each kind is trusted (it only steers plans). */
const SIZE_TTL_MS = 60_000;

/** What a hit shows as its title: a standard's number belongs to it. */
const LABELS: Partial<Record<SearchType, string>> = { standard: "t.number || ' ' || t.title" };

type Plan = 'bitmap' | 'walk';

/**
 * Whether walking a kind's `size` items newest first until `wanted` of its `hits` are met (about
 * wanted × size / hits items walked) costs less than sorting every hit.
 */
export const walkPays = (wanted: number, hits: number, size: number) => hits > 0 && wanted * size * WALK_COST < hits * hits;

/** Steers the next statements of the transaction: read the GIN index and sort, or walk the newest items in order. */
export function steer(tx: Queryable, plan: Plan) {
  const walk = plan === 'walk';
  return tx.query(
    `SELECT set_config('enable_seqscan', 'off', true), set_config('enable_indexscan', $1, true), set_config('enable_bitmapscan', $2, true)`,
    [walk ? 'on' : 'off', walk ? 'off' : 'on'],
  );
}

const sizes = new WeakMap<Database, { at: number; count: Map<string, number> }>();

/** Items of each kind in the index, counted (on `tx`) at most once a minute. */
export async function kindSizes(db: Database, tx: Queryable): Promise<Map<string, number>> {
  const cached = sizes.get(db);
  if (cached && Date.now() - cached.at < SIZE_TTL_MS) return cached.count;
  const rows = await tx.query<{ biz_type: string; n: Count }>('SELECT biz_type, count(*) AS n FROM search_docs GROUP BY biz_type');
  const count = new Map(rows.map((row) => [row.biz_type, Number(row.n)]));
  sizes.set(db, { at: Date.now(), count });
  return count;
}

/**
 * Hits of every kind ($1 is the tsquery), each counted on its own GIN index up to one more than the cap.
 * Expects the bitmap plan.
 */
async function countHits(tx: Queryable, sources: readonly SearchSource[], tsquery: string, cap: number): Promise<Map<SearchType, number>> {
  const rows = await tx.query<{ biz_type: SearchType; n: Count }>(
    sources
      .map(
        (source) =>
          `SELECT '${source.type}' AS biz_type, (SELECT count(*) FROM (SELECT 1 FROM search_docs
             WHERE biz_type = '${source.type}' AND words @@ $1::tsquery LIMIT ${cap + 1}) hit) AS n`,
      )
      .join(' UNION ALL '),
    [tsquery],
  );
  return new Map(rows.map((row) => [row.biz_type, Number(row.n)]));
}

interface PageRequest {
  type: SearchType;
  tsquery: string;
  /** Hits of the kind, counted up to one more than the cap. */
  hits: number;
  cap: number;
  offset: number;
  limit: number;
}

const IN_TITLE = 'title_words @@ $1::tsquery';
const NEWEST = 'release_time DESC, biz_id DESC';

/**
 * Ids of one page of one kind's hits, title hits first, each tier newest first. Expects the bitmap plan and
 * leaves it set. A few hits are simply sorted; many are read tier by tier.
 */
async function pageIds(tx: Queryable, db: Database, { type, tsquery, hits, cap, offset, limit }: PageRequest): Promise<number[]> {
  // Pages end at the cap, as the total does.
  if (offset >= Math.min(hits, cap)) return [];
  const kind = `biz_type = '${type}'`;
  const ids = async (where: string, order: string, rowLimit: number, rowOffset: number) =>
    (
      await tx.query<{ biz_id: number }>(`SELECT biz_id FROM search_docs WHERE ${kind} AND ${where} ORDER BY ${order} LIMIT $2 OFFSET $3`, [
        tsquery,
        rowLimit,
        rowOffset,
      ])
    ).map((row) => row.biz_id);
  if (hits <= FEW_HITS) return ids('words @@ $1::tsquery', `${IN_TITLE} DESC, ${NEWEST}`, limit, offset);

  // Counted up to the cap, like the group's total: past it the page lies within the title hits anyway.
  const count = async (where: string) => {
    const [row] = await tx.query<{ n: Count }>(
      `SELECT count(*) AS n FROM (SELECT 1 FROM search_docs WHERE ${kind} AND ${where} LIMIT ${cap + 1}) hit`,
      [tsquery],
    );
    return Number(row?.n ?? 0);
  };
  const walking = async <T>(walk: boolean, work: () => Promise<T>) => {
    if (!walk) return work();
    await steer(tx, 'walk');
    const result = await work();
    await steer(tx, 'bitmap');
    return result;
  };

  // Title hits are usually met soon among the newest items, whose title vectors sit in the rows: the page is
  // looked for there first. Only when that falls short are they counted, then sorted (few) or walked (many).
  let first = await walking(true, async () =>
    (
      await tx.query<{ biz_id: number }>(
        `SELECT biz_id FROM (SELECT biz_id, release_time, title_words FROM search_docs WHERE ${kind} ORDER BY ${NEWEST} LIMIT ${TITLE_WINDOW}) recent
         WHERE ${IN_TITLE} ORDER BY ${NEWEST} LIMIT $2 OFFSET $3`,
        [tsquery, limit, offset],
      )
    ).map((row) => row.biz_id),
  );
  if (first.length === limit) return first;
  const titleHits = await count(IN_TITLE);
  first = offset < titleHits ? await walking(titleHits > FEW_HITS, () => ids(IN_TITLE, NEWEST, limit, offset)) : [];
  if (first.length === limit) return first;

  // The other hits: walk when the items walked past cost less than sorting every hit.
  const size = Math.max((await kindSizes(db, tx)).get(type) ?? 0, hits);
  const others = hits - titleHits;
  const from = Math.max(0, offset - titleHits);
  const wanted = limit - first.length;
  const walk = walkPays(from + wanted, others, size);
  return [...first, ...(await walking(walk, () => ids(`words @@ $1::tsquery AND NOT ${IN_TITLE}`, NEWEST, wanted, from)))];
}

interface HitRow {
  id: number;
  title: string;
  brief: string;
  body: string;
  release_time: Date;
  kind: string | null;
}

function toHit(row: HitRow, terms: string[]): SearchHit {
  const body = plainText(row.body);
  const brief = plainText(row.brief);
  return {
    id: row.id,
    title: plainText(row.title),
    snippet: snippetOf(body, terms) ?? snippetOf(brief, terms) ?? leadOf(brief || body),
    releaseTime: iso(row.release_time),
    ...(row.kind ? { kind: row.kind } : {}),
  };
}

/** The hits of these pages, in their order, read from each kind's own table in one statement. */
async function hitsOf(db: Queryable, pages: Map<SearchType, number[]>, terms: string[]): Promise<Map<SearchType, SearchHit[]>> {
  const wanted = SEARCH_SOURCES.filter((source) => pages.get(source.type)?.length);
  const hits = new Map<SearchType, SearchHit[]>();
  if (!wanted.length) return hits;
  const rows = await db.query<HitRow & { type: SearchType }>(
    wanted
      .map(
        (source, index) =>
          `SELECT '${source.type}' AS type, t.id, ${LABELS[source.type] ?? 't.title'} AS title, ${source.brief} AS brief,
             ${source.body} AS body, ${source.released} AS release_time, ${source.kind ?? 'NULL'} AS kind FROM ${source.table} t WHERE t.id = ANY($${index + 1}::int[])`,
      )
      .join(' UNION ALL '),
    wanted.map((source) => pages.get(source.type)),
  );
  for (const source of wanted) {
    const byId = new Map(rows.filter((row) => row.type === source.type).map((row) => [row.id, row]));
    hits.set(
      source.type,
      pages.get(source.type)!.flatMap((id) => {
        const row = byId.get(id);
        return row ? [toHit(row, terms)] : [];
      }),
    );
  }
  return hits;
}

/**
 * Every group of SEARCH_TYPES (or only `type`, paged), each with its total and first page, and the words of
 * the keyword for highlighting. A keyword is 1..KEYWORD_MAX characters once trimmed (40001 otherwise).
 */
export async function search(
  db: Database,
  query: SearchQuery,
  cap = SEARCH_TOTAL_CAP,
): Promise<{ groups: SearchGroup[]; terms: string[] }> {
  const keyword = query.keyword.trim();
  const length = [...keyword].length;
  if (length < 1 || length > KEYWORD_MAX) {
    // The same words as the route's schema would use.
    const rule = length < 1 ? { rule: 'minLength', limit: 1 } : { rule: 'maxLength', limit: KEYWORD_MAX };
    throw fail('invalidField', { ...rule, field: 'keyword' });
  }
  const { terms, tsquery } = keywordQuery(keyword);
  const types = query.type ? [query.type] : SEARCH_TYPES;
  const pageSize = query.pageSize ?? (query.type ? ONE_GROUP_PAGE_SIZE : ALL_GROUPS_PAGE_SIZE);
  const offset = query.type ? ((query.page ?? 1) - 1) * pageSize : 0;
  // Tenders have no table yet; a keyword without a letter or digit finds nothing.
  const sources = tsquery ? SEARCH_SOURCES.filter((source) => types.includes(source.type)) : [];
  const totals = new Map<SearchType, number>();
  const pages = new Map<SearchType, number[]>();
  if (sources.length) {
    await ensureIndexed(db);
    await db.transaction(async (tx) => {
      await steer(tx, 'bitmap');
      for (const [type, hits] of await countHits(tx, sources, tsquery, cap)) {
        totals.set(type, hits);
        pages.set(type, await pageIds(tx, db, { type, tsquery, hits, cap, offset, limit: pageSize }));
      }
    });
  }
  const hits = await hitsOf(db, pages, terms);
  const groups = types.map((type): SearchGroup => {
    const total = totals.get(type) ?? 0;
    return { type, total: Math.min(total, cap), capped: total > cap, list: hits.get(type) ?? [] };
  });
  return { groups, terms };
}
