import { createRequire } from 'node:module';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { pgliteDatabase, type Database, type Queryable } from '../server/db/database';
import { SEARCH_SOURCES, keywordQuery, plainText, search } from '../server/modules/search/public';
import { buildSearchIndex, growNews, measure, migrateAndSeed, openBenchDatabase } from './bench-data';

// Measures the ways of searching Chinese that docs/search-measurement.md compares:
//   (a) jieba words in a tsvector: only when @node-rs/jieba can be required (it is not a dependency:
//       NODE_PATH=<dir with it installed> npx tsx scripts/search-measure.ts),
//   (b) pg_trgm: a trigram GIN index over the plain text, ILIKE to filter (word_similarity shown for recall),
//   (c) character pairs in a tsvector (what the server does: search_docs).
// Recall on the seeded content against ILIKE over the same plain text; latency of the news group on the news
// table grown to ROWS items. Usage: npx tsx scripts/search-measure.ts [rows=100000]

const QUERIES = [
  '混凝土',
  '桥梁',
  '隧道',
  'BIM',
  'GB 50300',
  '计量支付',
  '装配式',
  '预拌',
  '沥青',
  '盾构',
  '质量验收',
  '智慧工地',
  '造价',
  '明泉',
  '澜州',
  '江屿',
  '凝土',
  '桥',
];
const ROWS = Number(process.argv[2] ?? 100_000);
const ITERATIONS = 30;

interface Segmenter {
  cut(text: string, hmm: boolean): string[];
}

/** (a): jieba's words of a text (no HMM), lower-cased, punctuation dropped. */
function loadJieba(): ((text: string) => string[]) | null {
  try {
    const require = createRequire(import.meta.url);
    const { Jieba } = require('@node-rs/jieba') as { Jieba: { withDict(dict: Uint8Array): Segmenter } };
    const { dict } = require('@node-rs/jieba/dict') as { dict: Uint8Array };
    const jieba = Jieba.withDict(dict);
    return (text) =>
      jieba
        .cut(text.normalize('NFKC'), false)
        .map((word) => word.trim().toLowerCase())
        .filter((word) => /[\p{L}\p{N}]/u.test(word));
  } catch {
    return null;
  }
}

async function openPgliteWithTrgm(dataDir: string): Promise<Database> {
  return pgliteDatabase(await PGlite.create(dataDir, { extensions: { pg_trgm } }));
}

/** The plain text that ILIKE, the trigrams and (a) see: title, summary, body. */
async function fillPlainText(db: Queryable, words: ((text: string) => string[]) | null) {
  for (const source of SEARCH_SOURCES) {
    for (let last = 0; ; ) {
      const rows = await db.query<{ id: number; title: string; brief: string; body: string }>(
        `SELECT t.id, ${source.title} AS title, ${source.brief} AS brief, ${source.body} AS body FROM ${source.table} t
         WHERE t.id > $1 ORDER BY t.id LIMIT 2000`,
        [last],
      );
      if (!rows.length) break;
      last = rows[rows.length - 1]!.id;
      const plain = rows.map((row) => [row.title, row.brief, row.body].map(plainText).join(' '));
      await db.query(
        `UPDATE ${source.table} t SET search_plain = v.plain, jieba_words = array_to_tsvector(v.words::text[])
         FROM unnest($1::int[], $2::text[], $3::text[]) AS v(id, plain, words) WHERE t.id = v.id`,
        [
          rows.map((row) => row.id),
          plain,
          plain.map((text) => `{${(words ? [...new Set(words(text))] : []).map((w) => `"${w.replace(/["\\]/g, '\\$&')}"`).join(',')}}`),
        ],
      );
    }
  }
}

const like = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
const ids = async (db: Queryable, sql: string, params: unknown[]) =>
  new Set((await db.query<{ id: number }>(sql, params)).map((row) => row.id));
const pct = (part: number, whole: number) => (whole ? `${((100 * part) / whole).toFixed(1)}%` : '–');
const ms = (value: number) => value.toFixed(1);
const quote = (word: string) => `'${word.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

async function main() {
  const words = loadJieba();
  const bench = await openBenchDatabase(openPgliteWithTrgm);
  const { db } = bench;
  console.log(
    `# Search measurement (${bench.where}, ${new Date().toISOString().slice(0, 10)}; (a) ${words ? 'included' : 'skipped: @node-rs/jieba not found'})\n`,
  );
  await migrateAndSeed(db);
  await db.exec('CREATE EXTENSION IF NOT EXISTS pg_trgm');
  for (const source of SEARCH_SOURCES)
    await db.exec(`ALTER TABLE ${source.table} ADD COLUMN search_plain text, ADD COLUMN jieba_words tsvector`);
  await buildSearchIndex(db);
  await fillPlainText(db, words);
  for (const source of SEARCH_SOURCES) {
    await db.exec(`CREATE INDEX ${source.table}_trgm_idx ON ${source.table} USING gin (search_plain gin_trgm_ops)`);
    await db.exec(`CREATE INDEX ${source.table}_jieba_idx ON ${source.table} USING gin (jieba_words)`);
  }
  await db.exec('ANALYZE');

  console.log('## Recall on the seeded content (news, standards, policies, papers), ILIKE as ground truth\n');
  console.log(
    '| keyword | ILIKE hits | (a) jieba recall | (a) precision | (b) trgm ILIKE recall | (b) word_similarity recall | (c) pairs recall | (c) precision |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  const sum = { truth: 0, a: 0, aRight: 0, sim: 0, c: 0, cRight: 0 };
  for (const keyword of QUERIES) {
    const row = { truth: 0, a: 0, aRight: 0, sim: 0, c: 0, cRight: 0 };
    const { tsquery } = keywordQuery(keyword);
    const jiebaQuery = words ? words(keyword).map(quote).join(' & ') : '';
    for (const source of SEARCH_SOURCES) {
      const expected = await ids(db, `SELECT t.id FROM ${source.table} t WHERE t.search_plain ILIKE $1`, [like(keyword)]);
      const a = jiebaQuery
        ? await ids(db, `SELECT t.id FROM ${source.table} t WHERE t.jieba_words @@ $1::tsquery`, [jiebaQuery])
        : new Set<number>();
      const similar = await ids(db, `SELECT t.id FROM ${source.table} t WHERE $1 <% t.search_plain`, [keyword]);
      const c = await ids(db, `SELECT biz_id AS id FROM search_docs WHERE biz_type = $1 AND words @@ $2::tsquery`, [source.type, tsquery]);
      const right = (found: Set<number>) => [...found].filter((id) => expected.has(id)).length;
      row.truth += expected.size;
      row.a += a.size;
      row.aRight += right(a);
      row.sim += right(similar);
      row.c += c.size;
      row.cRight += right(c);
    }
    for (const key of Object.keys(sum) as (keyof typeof sum)[]) sum[key] += row[key];
    const line = (r: typeof row, label: string) =>
      `| ${label} | ${r.truth} | ${words ? pct(r.aRight, r.truth) : '–'} | ${words ? pct(r.aRight, r.a) : '–'} | 100.0% | ${pct(r.sim, r.truth)} | ${pct(r.cRight, r.truth)} | ${pct(r.cRight, r.c)} |`;
    console.log(line(row, keyword));
    if (keyword === QUERIES[QUERIES.length - 1]) console.log(line(sum, '**all**'));
  }

  const top = await search(db, { keyword: '混凝土', type: 'news', pageSize: 5 });
  console.log('\n(c) first news hits for 混凝土:', top.groups[0]!.list.map((hit) => hit.title).join(' | '));

  let started = performance.now();
  await growNews(db, ROWS);
  const growSeconds = (performance.now() - started) / 1000;
  const indexed = await buildSearchIndex(db);
  started = performance.now();
  await fillPlainText(db, null);
  const plainSeconds = (performance.now() - started) / 1000;
  await db.exec('VACUUM ANALYZE');
  const [sizes] = await db.query<Record<string, string>>(
    `SELECT pg_size_pretty(pg_total_relation_size('search_docs')) AS c_all, pg_size_pretty(pg_relation_size('search_docs_news_idx')) AS c_index,
       pg_size_pretty(pg_relation_size('news_trgm_idx')) AS b_index, pg_size_pretty(sum(pg_column_size(search_plain))) AS b_column FROM news`,
  );
  console.log(`\n## Latency on ${ROWS} news (news group, first page of 5 with its total; ${ITERATIONS} runs after warm-up)\n`);
  console.log(
    `Grown in ${growSeconds.toFixed(0)} s; (c) index of ${indexed.rows} items built in ${indexed.seconds.toFixed(0)} s; (b) plain text in ${plainSeconds.toFixed(0)} s.`,
  );
  console.log(
    `Sizes: (c) search_docs ${sizes?.c_all} in all, its news GIN ${sizes?.c_index}; (b) trigram GIN ${sizes?.b_index}, plain text ${sizes?.b_column}.\n`,
  );
  console.log('| keyword | news hits | (b) p50 | (b) p95 | (c) p50 | (c) p95 |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
  for (const keyword of QUERIES) {
    const b = await measure(
      () =>
        db.query(
          `SELECT t.id, t.title, t.memo, t.content, t.release_time, count(*) OVER () AS total FROM news t WHERE t.search_plain ILIKE $1
           ORDER BY similarity(t.title, $2) DESC, t.release_time DESC, t.id DESC LIMIT 5`,
          [like(keyword), keyword],
        ),
      ITERATIONS,
      2,
    );
    let hits = 0;
    const c = await measure(
      async () => {
        hits = (await search(db, { keyword, type: 'news', pageSize: 5 })).groups[0]!.total;
      },
      ITERATIONS,
      2,
    );
    console.log(`| ${keyword} | ${hits} | ${ms(b.p50)} | ${ms(b.p95)} | ${ms(c.p50)} | ${ms(c.p95)} |`);
  }
  await bench.dispose();
}

await main();
