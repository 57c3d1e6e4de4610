import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { API_PREFIX, callUrl } from '../shared/calls/define-call';
import { siteCalls } from '../shared/calls/site';
import { startBuiltServer } from '../tests/built-server';
import { numberOption, textOption } from './cli-option';

// npm run bench:pages [-- --duration 10 --soak 30 --connections 50]: the built portal server (dist/, built when
// missing) on a fresh embedded database, loaded over loopback with autocannon, configured as in production
// except RATE_LIMIT_EXEMPT=loopback. Prints:
// - requests per second of a static file and of cached anonymous pages on main and kunlun;
// - the latency of cache misses (each URL asked for the first time, one at a time);
// - a soak at 200 connections: 503s, errors and whether /api/health kept answering 200.
// Exits 1 when a target is missed: cached pages under 50% of the static file, a miss p95 of 50 ms or more,
// or any 503, error or failed health check in the soak.
// --clients N: the per-IP limits count every request instead (no RATE_LIMIT_EXEMPT; TRUST_PROXY=loopback and
// each request names one of N client addresses in X-Forwarded-For, so that none reaches its limit): what the
// global limit costs. --only TEXT loads only the targets whose name contains TEXT; --root DIR serves the
// build in another checkout (the commit before a change, say). DATABASE_URL, when set, is the server's.

const DURATION_S = numberOption('duration', 10);
const SOAK_S = numberOption('soak', 30);
const CONNECTIONS = numberOption('connections', 50);
const SOAK_CONNECTIONS = 200;
const MISSES = numberOption('misses', 200);
const CLIENTS = textOption('clients') ? numberOption('clients', 1) : 0;
const ONLY = textOption('only');
const SERVED = resolve(textOption('root') ?? join(import.meta.dirname, '..'));
const CACHED_SHARE_TARGET = 0.5;
const MISS_P95_TARGET_MS = 50;
const HEALTH_EVERY_MS = 250;
/** What a browser sends: the server compresses as it would for a visitor. */
const BROWSER = { 'accept-encoding': 'gzip, deflate, br', accept: 'text/html,*/*' };
const HEALTH = `${API_PREFIX}${callUrl(siteCalls.health)}`;

const ROOT = join(import.meta.dirname, '..');
const tenant = (id: string) =>
  JSON.parse(readFileSync(join(ROOT, 'tenants', `${id}.json`), 'utf8')) as { hostnames: string[]; entry?: string };

interface Target {
  name: string;
  path: string;
  host: string;
}

function targetsOf(id: string, entryPath: string, newsId: number): Target[] {
  const host = tenant(id).hostnames[0]!;
  return [
    { name: `${id} ${entryPath}`, path: entryPath, host },
    { name: `${id} /news`, path: '/news', host },
    { name: `${id} /news/${newsId}`, path: `/news/${newsId}`, host },
    { name: `${id} /standard`, path: '/standard', host },
    { name: `${id} /tender`, path: '/tender', host },
    { name: `${id} /tenderDetails/7`, path: '/tenderDetails/7', host },
  ];
}

function get(port: number, path: string, host: string): Promise<{ status: number; ms: number; cache?: string }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, headers: { host, ...BROWSER } }, (res) => {
      res.resume();
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, ms: performance.now() - started, cache: res.headers['x-page-cache'] as string | undefined }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))] ?? 0;

/** Under --clients, request i comes from the i-th of CLIENTS addresses (10.x.y.z), by way of the proxy. */
const clientHeaders = (i: number) => ({ 'x-forwarded-for': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}` });

async function startServer(dataDir: string) {
  if (!existsSync(join(SERVED, 'dist', 'server', 'main.js'))) {
    const built = spawnSync('npm', ['run', 'build'], { cwd: SERVED, stdio: 'inherit' });
    if (built.status !== 0) throw new Error('build failed');
  }
  const limits: Record<string, string> = CLIENTS ? { TRUST_PROXY: 'loopback', RATE_LIMIT_EXEMPT: '' } : { RATE_LIMIT_EXEMPT: 'loopback' };
  return startBuiltServer({ cwd: SERVED, env: { DATA_DIR: dataDir, ...limits }, echoErrors: true });
}

async function load(port: number, target: Target, seconds: number, connections: number) {
  const headers = { host: target.host, ...BROWSER };
  const result = await autocannon({
    url: `http://127.0.0.1:${port}${target.path}`,
    headers,
    connections,
    duration: seconds,
    ...(CLIENTS && {
      requests: Array.from({ length: CLIENTS }, (_, i) => ({
        method: 'GET' as const,
        path: target.path,
        headers: { ...headers, ...clientHeaders(i) },
      })),
    }),
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p97: result.latency.p97_5,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-pages-'));
  const server = await startServer(dataDir);
  const { port } = server;
  const failures: string[] = [];
  try {
    const newsId = 5;
    const targets = [...targetsOf('main', '/', newsId), ...targetsOf('kunlun', `/${tenant('kunlun').entry}`, newsId)].filter(
      (target) => !ONLY || target.name.includes(ONLY),
    );
    for (const target of targets) {
      const first = await get(port, target.path, target.host);
      if (first.status !== 200) throw new Error(`${target.name}: HTTP ${first.status}`);
    }

    console.log(`\nRequests per second, ${CONNECTIONS} connections, ${DURATION_S} s each (latency ms):\n`);
    console.log(
      `${'target'.padEnd(26)}${'req/s'.padStart(9)}${'share'.padStart(8)}${'p50'.padStart(7)}${'p97.5'.padStart(8)}${'p99'.padStart(7)}${'non-2xx'.padStart(9)}`,
    );
    const staticFile = await load(port, { name: 'static /favicon.svg', path: '/favicon.svg', host: 'localhost' }, DURATION_S, CONNECTIONS);
    console.log(
      `${'static /favicon.svg'.padEnd(26)}${staticFile.rps.toFixed(0).padStart(9)}${'100%'.padStart(8)}${String(staticFile.p50).padStart(7)}${String(staticFile.p97).padStart(8)}${String(staticFile.p99).padStart(7)}${String(staticFile.non2xx).padStart(9)}`,
    );
    for (const target of targets) {
      const page = await load(port, target, DURATION_S, CONNECTIONS);
      const share = page.rps / staticFile.rps;
      if (share < CACHED_SHARE_TARGET) failures.push(`${target.name}: ${(share * 100).toFixed(0)}% of the static file`);
      if (page.non2xx || page.errors) failures.push(`${target.name}: ${page.non2xx} non-2xx, ${page.errors} errors`);
      console.log(
        `${target.name.padEnd(26)}${page.rps.toFixed(0).padStart(9)}${`${(share * 100).toFixed(0)}%`.padStart(8)}${String(page.p50).padStart(7)}${String(page.p97).padStart(8)}${String(page.p99).padStart(7)}${String(page.non2xx).padStart(9)}`,
      );
    }

    // Misses: URLs nobody asked for yet, one at a time, as a crawler walks them.
    const kinds: Record<string, (i: number) => string> = {
      'news detail': (i) => `/news/${(i % 200) + 10}`,
      'standard detail': (i) => `/standard/detail/${(i % 150) + 1}`,
      'news column page': (i) => `/news/list/${(i % 12) + 1}/${Math.floor(i / 12) + 1}`,
      'tender detail': (i) => `/tenderDetails/${(i % 1500) + 10}`,
      'home variant': (i) => `/?utm=${i}`,
    };
    console.log(`\nCache misses, one at a time, ${MISSES} per kind (ms):\n`);
    console.log(`${'kind'.padEnd(26)}${'p50'.padStart(8)}${'p95'.padStart(8)}${'max'.padStart(8)}`);
    const all: number[] = [];
    for (const [kind, path] of Object.entries(kinds)) {
      const times: number[] = [];
      for (let i = 0; i < MISSES; i++) {
        const answer = await get(port, path(i), 'localhost');
        if (answer.cache !== 'miss') continue;
        times.push(answer.ms);
      }
      all.push(...times);
      console.log(
        `${kind.padEnd(26)}${percentile(times, 0.5).toFixed(1).padStart(8)}${percentile(times, 0.95).toFixed(1).padStart(8)}${Math.max(
          ...times,
        )
          .toFixed(1)
          .padStart(8)}`,
      );
    }
    const missP95 = percentile(all, 0.95);
    console.log(
      `${'all misses'.padEnd(26)}${percentile(all, 0.5).toFixed(1).padStart(8)}${missP95.toFixed(1).padStart(8)}${Math.max(...all)
        .toFixed(1)
        .padStart(8)}`,
    );
    if (missP95 >= MISS_P95_TARGET_MS) failures.push(`cache-miss p95 ${missP95.toFixed(1)} ms`);

    // Soak: every page target at once, 200 connections, while a load balancer polls liveness.
    const health = { ok: 0, failed: 0, slowest: 0 };
    let soaking = true;
    const poller = (async () => {
      while (soaking) {
        const answer = await get(port, HEALTH, 'localhost').catch(() => ({ status: 0, ms: 0 }));
        if (answer.status === 200) health.ok += 1;
        else health.failed += 1;
        health.slowest = Math.max(health.slowest, answer.ms);
        await new Promise((resolve) => setTimeout(resolve, HEALTH_EVERY_MS));
      }
    })();
    const soak = await autocannon({
      url: `http://127.0.0.1:${port}`,
      connections: SOAK_CONNECTIONS,
      duration: SOAK_S,
      requests: Array.from({ length: Math.max(targets.length, CLIENTS) }, (_, i) => {
        const target = targets[i % targets.length]!;
        return {
          method: 'GET' as const,
          path: target.path,
          headers: { host: target.host, ...BROWSER, ...(CLIENTS ? clientHeaders(i) : {}) },
        };
      }),
    });
    soaking = false;
    await poller;
    const shed = soak.statusCodeStats?.['503']?.count ?? 0;
    console.log(
      `\nSoak: ${SOAK_CONNECTIONS} connections for ${SOAK_S} s over the ${targets.length} pages: ${soak.requests.total} requests, ` +
        `${soak.requests.average.toFixed(0)} req/s, p50 ${soak.latency.p50} ms, p97.5 ${soak.latency.p97_5} ms, ` +
        `${shed} × 503, ${soak.non2xx} non-2xx, ${soak.errors} errors, ${soak.timeouts} timeouts; ` +
        `liveness ${health.ok} × 200, ${health.failed} failed, slowest ${health.slowest.toFixed(0)} ms.`,
    );
    if (shed || soak.non2xx || soak.errors || soak.timeouts) failures.push('soak: 503s, non-2xx answers or errors');
    if (health.failed || !health.ok) failures.push('soak: liveness did not answer 200 throughout');
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (failures.length) {
    console.log(`\nMissed: ${failures.join('; ')}`);
    process.exitCode = 1;
  } else {
    console.log('\nEvery target met.');
  }
}

await main();
