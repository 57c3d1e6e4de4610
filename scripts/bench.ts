import type { FastifyInstance } from 'fastify';
import { API_PREFIX, callUrl, type CallRow } from '../shared/calls/define-call';
import { newsCalls } from '../shared/calls/news';
import { libraryCalls } from '../shared/calls/library';
import { tenderCalls } from '../shared/calls/tender';
import { searchCalls } from '../shared/calls/search';
import { buildApp } from '../server/app';
import { loadTenants } from '../server/tenants/load-tenants';
import { createTenantRegistry } from '../server/tenants/tenant-registry';
import {
  buildSearchIndex,
  growNews,
  growTenders,
  measure,
  migrateAndSeed,
  openBenchDatabase,
  type BenchCall,
  type Timing,
} from './bench-data';
import { benchExports, benchImport, benchSubscriber, tenderAnalysisBenchCalls, tenderBenchCalls } from './bench-tenders';
import { benchChat } from './bench-chat';
import { benchAnalytics } from './bench-analytics';
import { benchAi } from './bench-ai';
import { numberOption, textOption } from './cli-option';

// npm run bench [-- --rows 100000 --tenders 200000 --iterations 200]: the information hub's and the tender
// calls against a database of 100,000 news items and 200,000 tenders, through app.inject (no network).
// PGlite in a temporary folder unless DATABASE_URL names a PostgreSQL server (the bench then works in a
// schema of its own and drops it). Prints p50/p95/max per call and exits 1 when a list or search call has a
// p95 of BUDGET_MS or more.

const BUDGET_MS = 50;
/** The tender data issue's targets: an export of 10,000 rows under 5 s, an import of 1,000 notices a second. */
const EXPORT_BUDGET_MS = 5_000;
const IMPORT_BUDGET_PER_SECOND = 1_000;

const ROWS = numberOption('rows', 100_000);
const TENDERS = numberOption('tenders', 200_000);
const ITERATIONS = numberOption('iterations', 200);
/** How many times the scraped sample pack (225 notices) is imported anew for the import throughput. */
const IMPORT_COPIES = numberOption('import-copies', 40);
/** --only TEXT: just the calls whose name contains it. */
const ONLY = textOption('only');

const urlOf = (row: CallRow) => `${API_PREFIX}${callUrl(row)}`;
const SEARCH_WORDS = ['混凝土', '桥梁', 'BIM', 'GB 50300', '计量支付', '施工安全', '明泉', '隧道 防水'];

function calls(newsIds: number[], tagId: number, hasLibrary: boolean): BenchCall[] {
  const list = (name: string, row: CallRow, body: (i: number) => object): BenchCall => ({ name, row, body, budget: true });
  const all: BenchCall[] = [
    list('dirNews first page', newsCalls.dirNews, () => ({ dirId: 1 })),
    list('dirNews page 500', newsCalls.dirNews, () => ({ dirId: 1, page: 500 })),
    list('dirNews ROAD, 30 days', newsCalls.dirNews, () => ({ dirId: 4, projectType: 'ROAD', days: 30 })),
    list('dirNews BUILDING, 365 days, p3', newsCalls.dirNews, () => ({ dirId: 1, projectType: 'BUILDING', days: 365, page: 3 })),
    list('dirNews 7 days', newsCalls.dirNews, () => ({ dirId: 2, days: 7 })),
    {
      name: 'get (detail + read)',
      row: newsCalls.get,
      body: (i) => ({ id: newsIds[(i * 7919) % newsIds.length]!, visitorId: `bench-${i}` }),
      budget: false,
    },
    list('tagListPaged first page', newsCalls.tagListPaged, () => ({ tagId })),
    list('tagListPaged page 200', newsCalls.tagListPaged, () => ({ tagId, page: 200 })),
    // Not among the calls the bench is held to: it counts every tag's news (see README, Benchmark).
    { name: 'tagsPaged', row: newsCalls.tagsPaged, body: () => ({}), budget: false },
    list('polymerization', newsCalls.polymerization, () => ({})),
    list('hotsAndBanner', newsCalls.hotsAndBanner, () => ({})),
    list('topRead', newsCalls.topRead, () => ({})),
    list('topRead dirId 1', newsCalls.topRead, () => ({ dirId: 1 })),
    ...SEARCH_WORDS.map((keyword) => list(`search ${keyword}`, searchCalls.search, () => ({ keyword }))),
    list('search 混凝土 news p2', searchCalls.search, () => ({ keyword: '混凝土', type: 'news', page: 2 })),
    list('search 施工 news p20', searchCalls.search, () => ({ keyword: '施工', type: 'news', page: 20 })),
  ];
  if (hasLibrary) {
    all.push(
      list('docListPaged standard', libraryCalls.docListPaged, () => ({ docType: 'standard' })),
      list('docListPaged paper, keyword', libraryCalls.docListPaged, () => ({ docType: 'paper', keyword: '混凝土' })),
      list('dirDoc all', newsCalls.dirDoc, () => ({})),
      list('dirDoc column 1, page 100', newsCalls.dirDoc, () => ({ dirId: 1, page: 100 })),
      list('dirDoc keyword', newsCalls.dirDoc, () => ({ keyword: '混凝土' })),
    );
  }
  return all;
}

async function run(app: FastifyInstance, call: BenchCall): Promise<Timing> {
  await call.setUp?.();
  try {
    return await timeCall(app, call);
  } finally {
    await call.tearDown?.();
  }
}

function timeCall(app: FastifyInstance, call: BenchCall): Promise<Timing> {
  return measure(
    async (i) => {
      const headers = call.token ? { authorization: `Bearer ${call.token}` } : {};
      const response = await app.inject({ method: 'POST', url: urlOf(call.row), payload: call.body(i), headers });
      const body = response.json<{ code: string; msg?: string }>();
      if (response.statusCode !== 200 || body.code !== '30000')
        throw new Error(`${call.name}: HTTP ${response.statusCode} ${body.code} ${body.msg ?? ''}`);
    },
    ITERATIONS,
    undefined,
    call.before,
  );
}

async function main() {
  // The chat's bench needs none of the content below: one server process and its sockets.
  if (ONLY === 'chat') return benchChat();
  // Tracking and analytics: its own events, rollups and one built server process.
  if (ONLY === 'analytics') return benchAnalytics();
  if (ONLY === 'ai') return benchAi();
  const started = performance.now();
  const bench = await openBenchDatabase();
  const { db } = bench;
  try {
    console.log(`Database: ${bench.where}`);
    await migrateAndSeed(db);
    const added = await growNews(db, ROWS, { onBatch: (n) => n % 20_000 === 0 && console.log(`news added: ${n}`) });
    console.log(`news added: ${added} (now ${ROWS}) in ${((performance.now() - started) / 1000).toFixed(0)} s`);
    const grown = performance.now();
    const tenders = await growTenders(db, TENDERS, { onBatch: (n) => n % 40_000 === 0 && console.log(`tenders added: ${n}`) });
    console.log(`tenders added: ${tenders} (now ${TENDERS}) in ${((performance.now() - grown) / 1000).toFixed(0)} s`);
    const index = await buildSearchIndex(db);
    console.log(`search index: ${index.rows} items in ${index.seconds.toFixed(1)} s`);
    // What autovacuum does on a server; PGlite has none, so the bench does it once after the bulk load.
    await db.exec('VACUUM ANALYZE');

    const app = await buildApp({ db, tenants: createTenantRegistry(loadTenants()), rateLimitMax: 1_000_000_000 });
    await app.ready();
    const hasLibrary =
      app.hasRoute({ method: 'POST', url: urlOf(libraryCalls.docListPaged) }) &&
      app.hasRoute({ method: 'POST', url: urlOf(newsCalls.dirDoc) });
    const newsIds = (await db.query<{ id: number }>('SELECT id FROM news ORDER BY id')).map((row) => row.id);
    const hasTenders = app.hasRoute({ method: 'POST', url: urlOf(tenderCalls.listPaged) });
    const subscriber = hasTenders ? await benchSubscriber(app, db) : '';
    const tenderCases = hasTenders ? [...tenderBenchCalls(db, subscriber), ...(await tenderAnalysisBenchCalls(db))] : [];
    const [tag] = await db.query<{ tag_id: number }>('SELECT tag_id FROM news_tags GROUP BY tag_id ORDER BY count(*) DESC LIMIT 1');

    console.log(`\n${ITERATIONS} runs per call after warm-up, ms:\n`);
    console.log(`${'call'.padEnd(34)}${'p50'.padStart(8)}${'p95'.padStart(8)}${'max'.padStart(8)}`);
    const over: string[] = [];
    for (const call of [...calls(newsIds, tag?.tag_id ?? 1, hasLibrary), ...tenderCases].filter(
      (item) => !ONLY || item.name.includes(ONLY),
    )) {
      const timing = await run(app, call);
      const flag = call.budget && timing.p95 >= BUDGET_MS ? `  ✗ p95 ≥ ${BUDGET_MS} ms` : call.budget ? '' : '  (not budgeted)';
      if (flag.includes('✗')) over.push(call.name);
      console.log(
        `${call.name.padEnd(34)}${timing.p50.toFixed(1).padStart(8)}${timing.p95.toFixed(1).padStart(8)}${timing.max.toFixed(1).padStart(8)}${flag}`,
      );
    }
    if (hasTenders && (!ONLY || 'tender export'.includes(ONLY) || ONLY === 'tender')) {
      for (const run of await benchExports(app, subscriber)) {
        console.log(`tender export ${run.format}, 10,000 rows: ${run.ms.toFixed(0)} ms, ${(run.bytes / 1024).toFixed(0)} KB`);
        if (run.ms >= EXPORT_BUDGET_MS) over.push(`tender export ${run.format}`);
      }
    }
    if (hasTenders && IMPORT_COPIES > 0 && (!ONLY || ONLY === 'tender' || 'tender import'.includes(ONLY))) {
      const imported = await benchImport(db, IMPORT_COPIES);
      const flag = imported.perSecond < IMPORT_BUDGET_PER_SECOND ? `  ✗ under ${IMPORT_BUDGET_PER_SECOND}/s` : '';
      if (flag) over.push('tender import');
      console.log(
        `tender import: ${imported.notices} notices in ${imported.seconds.toFixed(1)} s, ${imported.perSecond.toFixed(0)} a second${flag}`,
      );
    }
    await app.close();
    console.log(`\nTotal time ${((performance.now() - started) / 1000).toFixed(0)} s.`);
    if (over.length) {
      console.log(`p95 of ${BUDGET_MS} ms or more: ${over.join(', ')}`);
      process.exitCode = 1;
    } else {
      console.log(`Every list and search call has a p95 under ${BUDGET_MS} ms.`);
    }
  } finally {
    await bench.dispose();
  }
}

await main();
