import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CallRow } from '../shared/calls/define-call';
import { openDatabase, type Database } from '../server/db/database';
import { insertRows, type Column } from '../server/db/insert-rows';
import { migrate } from '../server/db/migrate';
import { seed } from '../server/db/seed';
import { seededRandom } from '../server/db/seeders/seeded-random';
import { readTenderData, tenderGenerator, type GeneratedProject, insertProjects } from '../server/modules/tender/public';
import { indexPending } from '../server/modules/search/public';
import { loadTenants } from '../server/tenants/load-tenants';

// A database for measuring (npm run bench, scripts/search-measure.ts): migrated and seeded like a real
// start, then grown to many news items made from the seeded ones.

export interface BenchDatabase {
  db: Database;
  /** Closes the database and removes its temporary folder. */
  dispose(): Promise<void>;
  where: string;
}

/**
 * PGlite in a temporary folder, or the PostgreSQL server of DATABASE_URL: there a schema of its own, dropped
 * afterwards (kept when BENCH_SCHEMA names it), so the database's own tables are never touched.
 */
export async function openBenchDatabase(
  open: (dataDir: string) => Promise<Database> = (dataDir) => openDatabase({ dataDir }),
): Promise<BenchDatabase> {
  const url = process.env.DATABASE_URL;
  if (url) {
    // BENCH_SCHEMA keeps the schema between runs, as BENCH_DIR keeps a PGlite database.
    const keptSchema = process.env.BENCH_SCHEMA;
    if (keptSchema && !/^[a-z_][a-z0-9_]*$/.test(keptSchema)) throw new Error(`BENCH_SCHEMA: not a plain lower-case name: ${keptSchema}`);
    const schema = keptSchema || `bench_${process.pid}_${Date.now()}`;
    const admin = await openDatabase({ databaseUrl: url });
    await admin.exec(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
    const scoped = new URL(url);
    scoped.searchParams.set('options', `-c search_path=${schema}`);
    const db = await openDatabase({ databaseUrl: scoped.toString() });
    return {
      db,
      where: `PostgreSQL ${scoped.host}, schema ${schema}${keptSchema ? ' (kept)' : ''}`,
      async dispose() {
        await db.close();
        if (!keptSchema) await admin.exec(`DROP SCHEMA ${schema} CASCADE`);
        await admin.close();
      },
    };
  }
  // BENCH_DIR keeps the database between runs (what is already there is reused).
  const kept = process.env.BENCH_DIR;
  const dir = kept || mkdtempSync(join(tmpdir(), 'portal-bench-'));
  const db = await open(dir);
  return {
    db,
    where: `PGlite in ${dir}${kept ? ' (kept)' : ''}`,
    async dispose() {
      await db.close();
      if (!kept) rmSync(dir, { recursive: true, force: true });
    },
  };
}

export async function migrateAndSeed(db: Database, now = new Date()): Promise<void> {
  await migrate(db);
  await seed(db, { tenants: loadTenants().tenants, now });
}

const REGIONS = [
  '北京',
  '上海',
  '广东',
  '江苏',
  '浙江',
  '四川',
  '湖北',
  '湖南',
  '山东',
  '河南',
  '福建',
  '安徽',
  '云南',
  '贵州',
  '陕西',
  '重庆',
  '天津',
  '广西',
  '江西',
  '河北',
  '甘肃',
  '新疆',
  '辽宁',
  '吉林',
];
const SUFFIXES = ['', '', '', '（续）', '工作推进会召开', '经验交流', '专题培训举行', '阶段成果发布', '典型案例', '现场观摩'];
const PROJECT_TYPES = ['COMMON', 'NON', 'ROAD', 'SUBWAY', 'TUNNEL', 'BUILDING', 'WATER', 'GOV'];
const DAY_MS = 86_400_000;
const int = (name: string): Column => ({ name, type: 'int' });
const txt = (name: string): Column => ({ name, type: 'text' });

export interface GrowOptions {
  now?: Date;
  batchSize?: number;
  onBatch?: (rows: number) => void;
}

/**
 * Adds synthetic news until the table holds `target` rows: titles, bodies (paragraphs of several seeded
 * items), dates (up to three years back), columns, project types, tags and read counts all vary. Answers
 * how many rows it added. Their search vectors are left to the search index.
 */
export async function growNews(
  db: Database,
  target: number,
  { now = new Date(), batchSize = 2000, onBatch }: GrowOptions = {},
): Promise<number> {
  const sources = await db.query<{ id: number; title: string; memo: string; content: string }>(
    'SELECT id, title, memo, content FROM news ORDER BY id',
  );
  const columns = (await db.query<{ id: number }>('SELECT id FROM news_columns ORDER BY id')).map((row) => row.id);
  const tags = (await db.query<{ id: number }>('SELECT id FROM tags ORDER BY id')).map((row) => row.id);
  const [state] = await db.query<{ n: string | number; max: number | null }>('SELECT count(*) AS n, max(id) AS max FROM news');
  let missing = target - Number(state?.n ?? 0);
  let nextId = Math.max(Number(state?.max ?? 0), 100_000) + 1;
  if (missing <= 0 || !sources.length) return 0;
  const paragraphs = sources.map((source) => source.content.match(/<p>.*?<\/p>/g) ?? [source.content]);
  const { next: rand, pick } = seededRandom(20_260_101);
  let added = 0;
  while (missing > 0) {
    const count = Math.min(batchSize, missing);
    const rows: unknown[][] = [];
    const tagRows: unknown[][] = [];
    for (let i = 0; i < count; i++) {
      const index = Math.floor(rand() * sources.length);
      const source = sources[index]!;
      const body = [...paragraphs[index]!.slice(0, 2)];
      for (let extra = 1 + Math.floor(rand() * 3); extra > 0; extra--) body.push(pick(pick(paragraphs)));
      const id = nextId++;
      const title = `${pick(REGIONS)}：${source.title}${pick(SUFFIXES)}`;
      const released = new Date(now.getTime() - Math.floor(rand() * 1095 * DAY_MS));
      rows.push([id, pick(columns), title, source.memo, body.join(''), pick(PROJECT_TYPES), Math.floor(Math.exp(rand() * 9)), released]);
      for (const tag of new Set([pick(tags), pick(tags), pick(tags)].slice(0, Math.floor(rand() * 4)))) tagRows.push([id, tag]);
    }
    await db.transaction(async (tx) => {
      await insertRows(
        tx,
        'news',
        [
          int('id'),
          int('dir_id'),
          txt('title'),
          txt('memo'),
          txt('content'),
          txt('project_type'),
          int('read_count'),
          { name: 'release_time', type: 'timestamptz' },
        ],
        rows,
      );
      await insertRows(tx, 'news_tags', [int('news_id'), int('tag_id')], tagRows);
    });
    missing -= count;
    added += count;
    onBatch?.(added);
  }
  return added;
}

/** Starts the project keys of the grown tenders (the demo's start with E). */
const GROWN_KEY_PREFIX = 'B';

/**
 * Adds tenders until the table holds `target`, made by the demo's generator with another seed: the same
 * mix of provinces, cities, kinds, stages and dates over the last year, many per province and type. Bodies are
 * the generator's escaped HTML, stored without sanitising (the seeder sanitises its few; here it would only
 * slow the load). Answers how many it added; their search vectors are left to the search index.
 */
export async function growTenders(
  db: Database,
  target: number,
  { now = new Date(), batchSize = 4000, onBatch }: GrowOptions = {},
): Promise<number> {
  const [state] = await db.query<{ n: string | number; max: number | null }>('SELECT count(*) AS n, max(id) AS max FROM tenders');
  let missing = target - Number(state?.n ?? 0);
  if (missing <= 0) return 0;
  const data = readTenderData();
  const generator = tenderGenerator(data, {
    now,
    seed: data.plan.randomSeed + 1,
    firstId: Number(state?.max ?? 0) + 1,
    keyPrefix: GROWN_KEY_PREFIX,
  });
  let added = 0;
  while (missing > 0) {
    const batch: GeneratedProject[] = [];
    let rows = 0;
    while (rows < Math.min(batchSize, missing)) {
      const project = generator.project();
      // The last project of the load keeps only the stages that fit.
      const tenders = project.tenders.slice(0, missing - rows);
      batch.push({ ...project, tenders });
      rows += tenders.length;
    }
    await db.transaction((tx) => insertProjects(tx, batch));
    missing -= rows;
    added += rows;
    onBatch?.(added);
  }
  return added;
}

/** Builds the search vectors of every row that has none; answers rows indexed and seconds taken. */
export async function buildSearchIndex(db: Database): Promise<{ rows: number; seconds: number }> {
  const started = performance.now();
  const rows = await indexPending(db);
  return { rows, seconds: (performance.now() - started) / 1000 };
}

/** A call the bench times. */
export interface BenchCall {
  name: string;
  row: CallRow;
  /** The body of the i-th run. */
  body: (i: number) => object;
  /** Calls held to the budget; the others are reported only. */
  budget: boolean;
  /** A logged-in caller's token. */
  token?: string;
  /** Made ready before each run, untimed (the state the timed call starts from). */
  before?: () => Promise<unknown>;
  /** Made ready once before the runs, and undone after them. */
  setUp?: () => Promise<unknown>;
  tearDown?: () => Promise<unknown>;
}

export interface Timing {
  p50: number;
  p95: number;
  max: number;
}

/**
 * Percentiles (ms) of `iterations` runs of `work`, after `warmup` runs that are not counted; `before` runs untimed
 * ahead of each.
 */
export async function measure(
  work: (i: number) => Promise<unknown>,
  iterations: number,
  warmup = Math.min(20, iterations),
  before?: () => Promise<unknown>,
): Promise<Timing> {
  for (let i = 0; i < warmup; i++) {
    await before?.();
    await work(i);
  }
  const times: number[] = [];
  for (let i = 0; i < iterations; i++) {
    await before?.();
    const started = performance.now();
    await work(i);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)]!;
  return { p50: at(0.5), p95: at(0.95), max: times[times.length - 1]! };
}
