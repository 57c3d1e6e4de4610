import type { SearchType } from '../../../shared/calls/enums';
import type { Database, Queryable } from '../../db/database';
import { toArrayLiteral } from '../../db/insert-rows';
import { lexemesOf, plainText } from './search-text';

// The search index (migration 005-search.sql): one search_docs row per searchable item, built here in Node
// because PostgreSQL cannot cut Chinese. Triggers queue every inserted, edited or deleted item in
// search_pending; the queue is worked off at start-up and before any search, so no writer has to know
// about search and a search never misses an item.

export interface SearchSource {
  type: SearchType;
  table: string;
  /** SQL of what counts as the title; `t` is the table. */
  title: string;
  /** SQL of the summary fields. */
  brief: string;
  /** The column of the sanitised HTML body. */
  body: string;
  /** SQL of the time the newest-first order and the hits' dates use. */
  released: string;
  /** SQL of what a hit is, where one kind holds several (products and solutions). */
  kind?: string;
}

/** The searchable tables, in SEARCH_TYPES order. */
export const SEARCH_SOURCES: readonly SearchSource[] = [
  { type: 'news', table: 'shown_news', title: 't.title', brief: 't.memo', body: 't.content', released: 't.release_time' },
  {
    type: 'standard',
    table: 'shown_standards',
    title: "t.number || ' ' || t.title",
    brief: 't.summary',
    body: 't.content',
    released: 't.release_time',
  },
  {
    type: 'policy',
    table: 'shown_policies',
    title: "t.title || ' ' || t.doc_number",
    brief: 't.summary',
    body: 't.content',
    released: 't.release_time',
  },
  {
    type: 'paper',
    table: 'shown_papers',
    title: 't.title',
    brief: "array_to_string(t.keywords, ' ') || ' ' || array_to_string(t.authors, ' ') || ' ' || t.abstract",
    body: 't.content',
    released: 't.release_time',
  },
  {
    type: 'tender',
    table: 'tenders',
    // A tender keyword is looked for in the title and the project name (tender lists match title vectors).
    title: "t.title || ' ' || t.project_name",
    brief: "t.project_name || ' ' || array_to_string(t.attachments, ' ')",
    body: 't.content',
    released: 't.publish_time',
  },
  {
    type: 'course',
    table: 'shown_videos',
    title: 't.title',
    brief: "t.teacher || ' ' || t.memo || ' ' || (SELECT c.name FROM video_categories c WHERE c.id = t.cat_id)",
    body: "''",
    released: 't.release_time',
  },
  // Products and solutions share an id sequence and are read through one view (migration 015-products.sql).
  {
    type: 'product',
    table: 'product_search',
    title: 't.title',
    brief: 't.brief',
    body: 't.body',
    released: 't.release_time',
    kind: 't.kind',
  },
  {
    type: 'help',
    table: 'shown_help_articles',
    title: "t.res_number || ' ' || t.title",
    brief: 't.summary',
    body: 't.content',
    released: 't.update_time',
  },
];

/** Items indexed in one transaction: small enough to keep each statement short. */
const BATCH = 200;

interface SourceRow {
  id: number;
  title: string;
  brief: string;
  body: string;
  release_time: Date;
}

/** The lexemes of an item: of its title alone, and of everything (title, summary, body). */
export function itemLexemes(row: Pick<SourceRow, 'title' | 'brief' | 'body'>): { title: string[]; all: string[] } {
  const title = plainText(row.title);
  return { title: lexemesOf(title), all: lexemesOf(`${title} ${plainText(row.brief)} ${plainText(row.body)}`) };
}

/**
 * Indexes up to `limit` queued items of one table in one transaction; answers how many it took off the
 * queue. Taking them off first means an edit made meanwhile queues the item again.
 */
async function indexBatch(db: Database, source: SearchSource, limit: number): Promise<number> {
  return db.transaction(async (tx) => {
    const queued = await tx.query<{ biz_id: number }>(
      `DELETE FROM search_pending WHERE (biz_type, biz_id) IN (
         SELECT biz_type, biz_id FROM search_pending WHERE biz_type = $1 ORDER BY biz_id LIMIT $2
       ) RETURNING biz_id`,
      [source.type, limit],
    );
    if (!queued.length) return 0;
    const ids = queued.map((row) => row.biz_id);
    const rows = await tx.query<SourceRow>(
      `SELECT t.id, ${source.title} AS title, ${source.brief} AS brief, ${source.body} AS body, ${source.released} AS release_time
       FROM ${source.table} t WHERE t.id = ANY($1::int[])`,
      [ids],
    );
    const lexemes = rows.map(itemLexemes);
    await tx.query(
      `INSERT INTO search_docs (biz_type, biz_id, release_time, title_words, words)
       SELECT $1, v.id, v.release_time, array_to_tsvector(v.title_words::text[]), array_to_tsvector(v.words::text[])
       FROM unnest($2::int[], $3::timestamptz[], $4::text[], $5::text[]) AS v(id, release_time, title_words, words)
       ON CONFLICT (biz_type, biz_id) DO UPDATE
       SET release_time = EXCLUDED.release_time, title_words = EXCLUDED.title_words, words = EXCLUDED.words`,
      [
        source.type,
        rows.map((row) => row.id),
        rows.map((row) => row.release_time),
        // Text arrays of one dimension each: a text[] of their literals, cast back per row.
        lexemes.map((item) => toArrayLiteral(item.title)),
        lexemes.map((item) => toArrayLiteral(item.all)),
      ],
    );
    // Items deleted since they were queued leave nothing behind.
    const found = new Set(rows.map((row) => row.id));
    const gone = ids.filter((id) => !found.has(id));
    if (gone.length) await tx.query('DELETE FROM search_docs WHERE biz_type = $1 AND biz_id = ANY($2::int[])', [source.type, gone]);
    return queued.length;
  });
}

/** Whether some item waits to be indexed (one look-up). */
export async function hasPending(db: Queryable): Promise<boolean> {
  const [row] = await db.query<{ pending: boolean }>('SELECT EXISTS (SELECT 1 FROM search_pending) AS pending');
  return row?.pending ?? false;
}

const running = new WeakMap<Database, Promise<number>>();
const caughtUp = new WeakSet<Database>();

/** Whether a run of indexPending has finished since this process opened the database (readiness waits for it). */
export const hasCaughtUp = (db: Database): boolean => caughtUp.has(db);

/** Indexes every queued item, in batches; answers how many. Callers that ask while a run is under way share it. */
export function indexPending(db: Database): Promise<number> {
  let run = running.get(db);
  if (!run) {
    run = (async () => {
      let total = 0;
      for (const source of SEARCH_SOURCES) {
        let indexed = 0;
        for (let done = BATCH; done === BATCH; indexed += done) {
          // PGlite works on this thread: requests get their turn between batches.
          await new Promise((resolve) => setImmediate(resolve));
          done = await indexBatch(db, source, BATCH);
        }
        // New entries wait in the GIN indexes' pending lists; merging them at once is far cheaper than
        // one by one, and searches then never scan a long list (PGlite runs no autovacuum to do it).
        if (indexed) {
          for (const index of [`search_docs_${source.type}_idx`, `search_docs_${source.type}_title_idx`]) {
            await db.query('SELECT gin_clean_pending_list($1::regclass)', [index]);
          }
        }
        total += indexed;
      }
      caughtUp.add(db);
      return total;
    })().finally(() => running.delete(db));
    running.set(db, run);
  }
  return run;
}

/** Makes sure the index is complete before a search reads it. */
export async function ensureIndexed(db: Database): Promise<void> {
  if (await hasPending(db)) await indexPending(db);
}
