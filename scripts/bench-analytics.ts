import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { analyticsCalls } from '../shared/calls/analytics';
import { accountAuthCalls } from '../shared/calls/account-auth';
import { API_PREFIX, callUrl, type CallRow } from '../shared/calls/define-call';
import { TRACE_EPOCH_MS, traceCalls } from '../shared/calls/trace';
import { openDatabase, type Database } from '../server/db/database';
import { readDay } from '../server/services/daily-reads';
import { rollUp } from '../server/modules/tracking/public';
import { migrateAndSeed, openBenchDatabase } from './bench-data';
import { numberOption } from './cli-option';
import { percentile } from './perf/percentile';
import { cpuSeconds, rssMb } from './perf/process-stats';
import { hasWrk, luaString, runWrk } from './perf/wrk';
import { startBuiltServer, type BuiltServer } from '../tests/built-server';

// npm run bench -- --only analytics [--events 10000000 --seconds 25 --connections 50 --iterations 200 --concurrency 4]:
// loads EVENTS raw tracking events over 90 days and the 15 tenants (generated in SQL in time order: a
// skewed share per tenant, many visitors of whom few come often, Zipf-ish paths, 3 % article traces, 5 %
// bots, 8 % of views from search engines), rolled up chunk by chunk as the schedule would (timed), then
// starts one built server process
// (dist/server/main.js) on that database and measures every analytics call over HTTP for a 90-day and a
// 7-day range, and stat.htm ingestion for SECONDS seconds from many visitors and addresses (X-Forwarded-For
// behind TRUST_PROXY=loopback, so the per-IP limit applies as in production), with the server's RSS and CPU;
// the load comes from wrk when it is installed (apt-get install wrk), else from autocannon.
// PGlite in BENCH_DIR (kept) or a temporary folder, or the PostgreSQL server of DATABASE_URL (a schema of its
// own; BENCH_SCHEMA keeps it). Events already there are reused: only the missing ones are generated.

const EVENTS = numberOption('events', 10_000_000);
const SECONDS = numberOption('seconds', 25);
const CONNECTIONS = numberOption('connections', 50);
const ITERATIONS = numberOption('iterations', 200);
/** Analytics requests at a time: a few operators looking at once. */
const CONCURRENCY = numberOption('concurrency', 4);
const CHUNK = 500_000;
const DAYS = 90;
const P95_TARGET_MS = 100;
const INGEST_TARGET = 5000;
/** Distinct visitors and addresses of the ingestion load (each under its per-visitor and per-IP caps). */
const LOAD_VISITORS = 20_000;
const LOAD_ADDRESSES = 4096;
const OPERATOR = { account: '13800000010', password: 'Demo1234' };
const TENANTS = [
  'main',
  'kunlun',
  'erp',
  'jizhibao',
  'treasure',
  'quanzitong',
  'erppro',
  'jizhibaopro',
  'treasurepro',
  'neisheng',
  'nantou',
  'gezhouba',
  'qibao',
  'jycic',
  'udebank',
];

const sql = (list: readonly string[]) => `(ARRAY[${list.map((item) => `'${item}'`).join(', ')}])`;

/** One chunk of synthetic events, $1 rows received between $2 and $3, inserted in the order they arrived. */
const GENERATE = `
WITH r AS (
  SELECT random() AS rt, random() AS rd, random() AS rs, random() AS rp, random() AS rk, random() AS ra, random() AS rr, random() AS rx
  FROM generate_series(1, $1)
), e AS (
  SELECT ${sql(TENANTS)}[1 + floor(15 * rt * rt)::int] AS tenant_id,
    CASE WHEN rk < 0.85 THEN 'view' WHEN rk < 0.97 THEN 'leave' ELSE 'article' END AS kind,
    $2::timestamptz + rd * ($3::timestamptz - $2::timestamptz) AS received_at,
    'v' || floor(200000 * rs * rs * rs)::int AS sid,
    floor(400 * power(rp, 4))::int AS page,
    CASE WHEN ra < 0.05 THEN 'bot' WHEN ra < 0.45 THEN 'mobile' ELSE 'desktop' END AS agent,
    rr, rx
  FROM r
)
INSERT INTO trace_events (tenant_id, kind, received_at, day, client_t, sid, uid, mid, path, referrer, agent, address_hash, spent, art_type, art_id, art_title, art_author)
SELECT tenant_id, kind, received_at, ((received_at AT TIME ZONE 'UTC') + interval '8 hours')::date,
  (extract(epoch FROM received_at) * 1000)::bigint - ${TRACE_EPOCH_MS}, sid,
  CASE WHEN kind = 'article' THEN 'u' || sid END, NULL,
  CASE WHEN kind = 'article' THEN '' ELSE ${sql(['/news', '/standard', '/policy', '/tender', '/paper', '/help', '/video', '/product'])}[1 + page % 8] || CASE WHEN page < 8 THEN '' ELSE '/' || page END END,
  CASE WHEN kind = 'view' AND rr < 0.08 THEN ${sql(['baidu.com', 'bing.com', 'so.com', 'sogou.com', 'weixin.qq.com', 'zhihu.com'])}[1 + floor(rr * 75)::int] ELSE '' END,
  agent, md5(sid || tenant_id),
  CASE WHEN kind = 'leave' THEN 1 + floor(rx * 300)::int WHEN kind = 'article' THEN 1 + floor(rx * 600)::int END,
  CASE WHEN kind = 'article' THEN ${sql(['news', 'standard', 'policy', 'paper', 'tender', 'course', 'help'])}[1 + page % 7] END,
  CASE WHEN kind = 'article' THEN 1 + page * 3 END,
  CASE WHEN kind = 'article' THEN 'Article ' || page END,
  NULL
FROM e ORDER BY received_at`;

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);

async function count(db: Database, table: string): Promise<number> {
  const [row] = await db.query<{ n: string }>(`SELECT count(*)::text AS n FROM ${table}`);
  return Number(row!.n);
}

/**
 * Loads the events in time order, a chunk (about 4.5 days) at a time, and rolls each chunk up as the schedule
 * would have done meanwhile (so the visitor marks of past days are let go as they are in production).
 */
async function loadAndRollUp(db: Database, now: Date): Promise<void> {
  const chunks = Math.ceil(EVENTS / CHUNK);
  const span = (DAYS * 86_400_000) / chunks;
  const start = now.getTime() - DAYS * 86_400_000;
  const have = await count(db, 'trace_events');
  let generating = 0;
  let rolling = 0;
  let rolled = 0;
  for (let chunk = Math.floor(have / CHUNK); chunk < chunks; chunk += 1) {
    const from = new Date(start + chunk * span);
    const to = new Date(start + (chunk + 1) * span);
    let began = performance.now();
    await db.query(GENERATE, [Math.min(CHUNK, EVENTS - chunk * CHUNK), from.toISOString(), to.toISOString()]);
    generating += performance.now() - began;
    began = performance.now();
    rolled += (await rollUp(db, to)).events;
    rolling += performance.now() - began;
    console.log(
      `events: ${Math.min(EVENTS, (chunk + 1) * CHUNK).toLocaleString('en')} (generated in ${(generating / 1000).toFixed(0)} s, rolled up in ${(rolling / 1000).toFixed(0)} s)`,
    );
  }
  const finalRun = performance.now();
  rolled += (await rollUp(db, now)).events;
  rolling += performance.now() - finalRun;
  if (have >= EVENTS) console.log(`reusing ${have.toLocaleString('en')} events`);
  console.log(
    `rollup of ${rolled.toLocaleString('en')} events: ${(rolling / 1000).toFixed(1)} s (${(rolled / (rolling / 1000)).toFixed(0)} events/s)`,
  );
}

/** The ingestion load is far past one day's cap of events per tenant: the bench measures throughput, not the caps. */
const NO_TRACE_CAPS = { TRACE_EVENTS_PER_ADDRESS_PER_DAY: '1000000000', TRACE_EVENTS_PER_TENANT_PER_DAY: '1000000000' };

function startServer(env: Record<string, string>): Promise<BuiltServer> {
  const env_ = {
    TRUST_PROXY: 'loopback',
    RATE_LIMIT_EXEMPT: '',
    SEED_DEMO: '1',
    SHED_EVENT_LOOP_DELAY_MS: '0',
    TRACE_RAW_RETENTION_DAYS: '3650',
    ...NO_TRACE_CAPS,
    ...env,
  };
  return startBuiltServer({ env: env_, timeoutMs: 120_000, echoErrors: true });
}

const address = (i: number) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;

let sent = 0;

/** A POST from the next of many addresses (the operator's requests would pass the per-IP limit from one). */
async function post(port: number, row: CallRow, body: unknown, token?: string): Promise<Response> {
  sent += 1;
  return fetch(`http://127.0.0.1:${port}${API_PREFIX}${callUrl(row)}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': address(100_000 + (sent % LOAD_ADDRESSES)),
      ...(token && { authorization: `Bearer ${token}` }),
    },
    body: JSON.stringify(body),
  });
}

async function measureAnalytics(port: number, failures: string[]): Promise<void> {
  const login = (await (await post(port, accountAuthCalls.pwdLogin, OPERATOR)).json()) as { token?: string; msg?: string };
  if (!login.token) throw new Error(`operator login failed: ${login.msg}`);
  const today = readDay(new Date());
  const dayBefore = (days: number) => readDay(new Date(Date.now() - days * 86_400_000));
  const ranges = { '90 days': { from: dayBefore(DAYS - 1), to: today }, '7 days': { from: dayBefore(6), to: today } };
  console.log(`\nAnalytics of tenant main over HTTP, ${ITERATIONS} requests per call, ${CONCURRENCY} at a time (ms):\n`);
  console.log(`${'call'.padEnd(30)}${'p50'.padStart(8)}${'p95'.padStart(8)}${'max'.padStart(8)}`);
  for (const [name, range] of Object.entries(ranges)) {
    for (const [key, row] of Object.entries(analyticsCalls)) {
      const body = { tenantId: 'main', ...range };
      const times: number[] = [];
      let next = 0;
      await post(port, row, body, login.token); // warm-up
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          while (next++ < ITERATIONS) {
            const started = performance.now();
            const answer = await post(port, row, body, login.token);
            const text = await answer.text();
            if (answer.status !== 200 || (row.produces !== 'file' && !text.includes('"30000"')))
              throw new Error(`${key}: HTTP ${answer.status} ${text.slice(0, 200)}`);
            times.push(performance.now() - started);
          }
        }),
      );
      const p95 = percentile(times, 0.95);
      const label = `${key}, ${name}`;
      if (p95 >= P95_TARGET_MS) failures.push(`${label}: p95 ${p95.toFixed(1)} ms`);
      console.log(
        `${label.padEnd(30)}${percentile(times, 0.5).toFixed(1).padStart(8)}${p95.toFixed(1).padStart(8)}${Math.max(...times)
          .toFixed(1)
          .padStart(8)}`,
      );
    }
  }
}

const INGEST_PAGES = ['/', '/news', '/news/12', '/standard', '/policy/3', '/tender', '/help/7', '/video'];
const DESKTOP_AGENT = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/131.0';
const STAT_PATH = `${API_PREFIX}${callUrl(traceCalls.stat)}`;

/** The i-th visitor's page view: its own sid, one of LOAD_ADDRESSES addresses and one of the tenants. */
function viewRequest(i: number, t: string) {
  const query = new URLSearchParams({
    t,
    url: `https://www.example.com${INGEST_PAGES[i % INGEST_PAGES.length]}?from=${i % 13}`,
    sid: `load-${i}`,
  });
  return {
    method: 'GET' as const,
    path: `${STAT_PATH}?${query}`,
    headers: { 'x-forwarded-for': address(i % LOAD_ADDRESSES), 'x-tenant': TENANTS[i % TENANTS.length]!, 'user-agent': DESKTOP_AGENT },
  };
}

/** The same views as a wrk script: the visitors in turn, as viewRequest makes them. */
function viewScript(t: string): string {
  const list = (items: readonly string[]) => `{ ${items.map(luaString).join(', ')} }`;
  const requests = Array.from({ length: LOAD_VISITORS }, (_, i) => viewRequest(i, t));
  return `local paths = ${list(requests.map((r) => r.path))}
local forwarded = ${list(requests.map((r) => r.headers['x-forwarded-for']))}
local tenants = ${list(requests.map((r) => r.headers['x-tenant']))}
local i = 0
request = function()
  i = i % #paths + 1
  return wrk.format("GET", paths[i], { ["x-forwarded-for"] = forwarded[i], ["x-tenant"] = tenants[i], ["user-agent"] = ${luaString(DESKTOP_AGENT)} })
end
`;
}

interface LoadResult {
  generator: string;
  requests: number;
  perSecond: number;
  p50Ms: number;
  tailMs: string;
  non2xx: number;
  errors: number;
}

async function autocannonLoad(port: number, t: string): Promise<LoadResult> {
  const requests = Array.from({ length: LOAD_VISITORS }, (_, i) => viewRequest(i, t));
  const result = await autocannon({ url: `http://127.0.0.1:${port}`, connections: CONNECTIONS, duration: SECONDS, requests });
  return {
    generator: 'autocannon (sharing the cores with the server: install wrk to measure the server alone)',
    requests: result.requests.total,
    perSecond: result.requests.average,
    p50Ms: result.latency.p50,
    tailMs: `p97.5 ${result.latency.p97_5}`,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

async function wrkLoad(port: number, t: string): Promise<LoadResult> {
  const result = await runWrk(`http://127.0.0.1:${port}`, { connections: CONNECTIONS, seconds: SECONDS, lua: viewScript(t) });
  return { generator: 'wrk', ...result, tailMs: `p99 ${result.p99Ms.toFixed(1)}` };
}

async function measureIngestion(port: number, pid: number): Promise<{ started: Date; requests: number; ok: number }> {
  const t = String(Date.now() - TRACE_EPOCH_MS);
  const rss: number[] = [];
  const sampler = setInterval(() => rss.push(rssMb(pid)), 1000);
  const started = new Date();
  const cpuBefore = cpuSeconds(pid);
  const load = hasWrk() ? await wrkLoad(port, t) : await autocannonLoad(port, t);
  clearInterval(sampler);
  const cpu = cpuSeconds(pid) - cpuBefore;
  console.log(
    `\nstat.htm by ${load.generator}: ${CONNECTIONS} connections for ${SECONDS} s, ${LOAD_VISITORS} visitors from ${LOAD_ADDRESSES} addresses: ` +
      `${load.requests} requests, ${load.perSecond.toFixed(0)} req/s, p50 ${load.p50Ms} ms, ${load.tailMs} ms, ` +
      `${load.non2xx} non-2xx, ${load.errors} errors; server RSS ${Math.min(...rss).toFixed(0)}–${Math.max(...rss).toFixed(0)} MB; ` +
      `server CPU ${cpu.toFixed(1)} s (${((cpu / SECONDS) * 100).toFixed(0)} % of a core): ${(load.requests / cpu).toFixed(0)} requests per CPU second`,
  );
  return { started, requests: load.requests, ok: load.requests - load.non2xx - load.errors };
}

export async function benchAnalytics(): Promise<void> {
  if (!existsSync(join('dist', 'server', 'main.js'))) throw new Error('npm run build first: the bench serves dist/server/main.js');
  const started = performance.now();
  const url = process.env.DATABASE_URL;
  // PGlite is one process's: the bench lets go of it while the server holds it, so it needs the folder's name.
  const madeDir = !url && !process.env.BENCH_DIR ? mkdtempSync(join(tmpdir(), 'portal-bench-analytics-')) : undefined;
  if (madeDir) process.env.BENCH_DIR = madeDir;
  const dataDir = url ? undefined : process.env.BENCH_DIR;
  let bench = await openBenchDatabase();
  const failures: string[] = [];
  let server: BuiltServer | undefined;
  try {
    console.log(`Database: ${bench.where}`);
    await migrateAndSeed(bench.db);
    await loadAndRollUp(bench.db, new Date());
    for (const table of ['trace_daily', 'trace_daily_paths', 'trace_daily_articles', 'trace_daily_sources'])
      console.log(`  ${table}: ${(await count(bench.db, table)).toLocaleString('en')} rows`);
    await bench.db.exec('VACUUM ANALYZE');

    const where: Record<string, string> = url ? { DATABASE_URL: scopedUrl(bench.where, url) } : { DATA_DIR: dataDir! };
    if (!url) await bench.db.close();
    server = await startServer(where);
    const { port } = server;
    const pid = server.child.pid!;
    console.log(`server ready, RSS ${rssMb(pid).toFixed(0)} MB`);
    await measureAnalytics(port, failures);
    const ingest = await measureIngestion(port, pid);
    // Closing the server writes its buffered events; then they are counted in the database.
    await server.stop();
    server = undefined;
    const db = url ? bench.db : await openDatabase({ dataDir });
    if (!url) bench = { ...bench, db, dispose: () => db.close() };
    const [stored] = await db.query<{ n: string }>(
      "SELECT count(*)::text AS n FROM trace_events WHERE sid LIKE 'load-%' AND received_at >= $1",
      [ingest.started.toISOString()],
    );
    const perSecond = Number(stored!.n) / SECONDS;
    console.log(
      `stored ${Number(stored!.n).toLocaleString('en')} of ${ingest.ok.toLocaleString('en')} answered views: ${perSecond.toFixed(0)} events/s sustained`,
    );
    if (perSecond < INGEST_TARGET) failures.push(`ingestion ${perSecond.toFixed(0)} events/s`);
  } finally {
    await server?.stop();
    await bench.dispose();
    if (madeDir) rmSync(madeDir, { recursive: true, force: true });
  }
  console.log(`\nTotal time ${seconds(started)} s.`);
  if (failures.length) {
    console.log(`Missed: ${failures.join('; ')}`);
    process.exitCode = 1;
  } else {
    console.log(`Every analytics call has a p95 under ${P95_TARGET_MS} ms and ingestion sustains ${INGEST_TARGET}+ events/s.`);
  }
}

/** The bench database's DATABASE_URL with its schema on the search path. */
function scopedUrl(where: string, url: string): string {
  const schema = /schema (\w+)/.exec(where)![1]!;
  const scoped = new URL(url);
  scoped.searchParams.set('options', `-c search_path=${schema}`);
  return scoped.toString();
}
