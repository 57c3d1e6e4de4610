// `npm run perf [-- --runs 3 --only TEXT --no-build --root DIR]`: Lighthouse (mobile, default throttling) on
// the first-paint pages of the main site and of the kunlun and erp entrances (those of
// tests/e2e/first-load.spec.ts), against the built server on a free port with a
// temporary data folder (built first when dist/ is older than its sources). Prints the median of each figure
// per page and exits 1 when a page misses a target. Not part of `npm test`: it takes minutes and its figures
// depend on the machine and on what else runs on it.
import { resolve } from 'node:path';
import { buildIfStale, ROOT } from './build-if-stale.mjs';
import { numberOption, textOption as option } from './cli-option';
import { launchTracingBrowser, measureBlockingTasks, type BlockingFigures } from './perf/blocking-tasks';
import { lighthouseRun, type RunFigures } from './perf/lighthouse-run';
import { startPortal } from './perf/portal-server';
import { formatTable, missedTargets, type PageRow } from './perf/report';

const RUNS = numberOption('runs', 3);
/** --only TEXT[,TEXT…]: just the pages whose label contains one of them, e.g. `kunlun` or `main /,/login`. */
const ONLY = option('only')?.split(',');
/** Where each entrance's first visits land: every route group on the main site, the home and an article elsewhere. */
const MAIN_PATHS = ['/', ':news', '/news', '/standard', '/tender', ':tender', '/help', '/video', '/aiToolList', '/login'];
const BRANDED_PATHS = ['/', ':news'];
const TENANTS: Record<string, string[]> = { main: MAIN_PATHS, kunlun: BRANDED_PATHS, erp: BRANDED_PATHS };

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** Each figure's median over the runs. */
function medianOf<T extends object>(runs: T[]): T {
  const keys = Object.keys(runs[0]!) as (keyof T)[];
  return Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key] as number))])) as T;
}

/** The first link on a page of the main site that `pattern` matches (its first group): a seeded article, say. */
async function firstLinked(port: number, path: string, pattern: RegExp): Promise<string> {
  const html = await (await fetch(`http://127.0.0.1:${port}${path}`)).text();
  const found = pattern.exec(html)?.[1];
  if (!found) throw new Error(`Nothing linked from ${path} matches ${pattern}: is the database seeded?`);
  return found;
}

/** --root DIR measures the build in another checkout as it is (the commit before a change, say). */
const TARGET = option('root') ? resolve(option('root')!) : ROOT;
// --no-build measures dist/ as it is.
if (TARGET === ROOT && !process.argv.includes('--no-build')) buildIfStale();
const server = await startPortal(TARGET);
const browser = await launchTracingBrowser();
let failed = false;
try {
  // Looked up when a page measured needs them (a build of before the tender details has none).
  const seeded: Record<string, () => Promise<string>> = {
    ':news': async () => `/news/${await firstLinked(server.port, '/news', /href="\/news\/(\d+)"/)}`,
    ':tender': () => firstLinked(server.port, '/tender', /href="(\/tender\/detail\/[^"]+)"/),
  };
  const rows: PageRow[] = [];
  const failures: string[] = [];
  for (const [tenant, paths] of Object.entries(TENANTS)) {
    const origin = `http://${tenant === 'main' ? '' : `${tenant}.`}localhost:${server.port}`;
    for (const name of paths) {
      if (ONLY && !ONLY.some((text) => `${tenant} ${name}`.includes(text))) continue;
      const path = seeded[name] ? await seeded[name]() : name;
      const label = `${tenant} ${path}`;
      const runs: RunFigures[] = [];
      for (let run = 0; run < RUNS; run++) {
        try {
          runs.push(await lighthouseRun(ROOT, `${origin}${path}`));
        } catch (error) {
          console.warn((error as Error).message);
        }
      }
      if (!runs.length) {
        failures.push(`${label}: no Lighthouse run completed`);
        continue;
      }
      const blocking: BlockingFigures[] = [];
      for (let run = 0; run < RUNS; run++) blocking.push(await measureBlockingTasks(browser, `${origin}${path}`));
      rows.push({ label, figures: medianOf(runs), blocking: medianOf(blocking) });
      console.log(
        `${label}: scores ${runs.map((run) => run.score).join(', ')}; blocking tasks ${blocking.map((run) => run.count).join(', ')}`,
      );
    }
  }
  console.log(`\nMedian of ${RUNS} run(s) per page:\n`);
  console.log(formatTable(rows));
  const missed = [...failures, ...missedTargets(rows)];
  for (const line of missed) console.log(`MISSED ${line}`);
  failed = missed.length > 0;
  if (!failed) console.log('\nEvery page meets the targets.');
} finally {
  await browser.close();
  server.stop();
}
process.exit(failed ? 1 : 0);
