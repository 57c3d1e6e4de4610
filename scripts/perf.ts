// `npm run perf [-- --runs 3 --only TEXT --no-build --root DIR]`: Lighthouse (mobile, default throttling) on
// The first-paint pages for the main, kunlun and erp tenants, against the built server on a free port with a
// temporary data folder (built first when dist/ is older than its sources). Prints the median of each figure
// per page and exits 1 when a page misses a target. Not part of `npm test`: it takes minutes and its figures
// depend on the machine and on what else runs on it.
import { join, resolve } from 'node:path';
import { buildIfStale, ROOT } from './build-if-stale.mjs';
import { numberOption, textOption as option } from './cli-option';
import { firstLoadSizes } from './perf/first-load';
import { lighthouseRun, type RunFigures } from './perf/lighthouse-run';
import { startPortal } from './perf/portal-server';
import { formatFirstLoad, formatTable, missedFirstLoad, missedTargets, type PageRow } from './perf/report';

const RUNS = numberOption('runs', 3);
/** --only TEXT[,TEXT…]: just the pages whose label contains one of them, e.g. `kunlun` or `main /,/login`. */
const ONLY = option('only')?.split(',');
const TENANTS = ['main', 'kunlun', 'erp'];

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

function medianFigures(runs: RunFigures[]): RunFigures {
  const of = (key: keyof RunFigures) => median(runs.map((run) => run[key]));
  return { score: of('score'), tbtMs: of('tbtMs'), lcpMs: of('lcpMs'), fcpMs: of('fcpMs'), scriptKb: of('scriptKb') };
}

/** The id of a seeded news item, read from the news page's links. */
async function seededNewsId(port: number): Promise<string> {
  const html = await (await fetch(`http://127.0.0.1:${port}/news`)).text();
  const id = /href="\/news\/(\d+)"/.exec(html)?.[1];
  if (!id) throw new Error('No news item linked from /news: is the database seeded?');
  return id;
}

/** --root DIR measures the build in another checkout as it is (the commit before a change, say). */
const TARGET = option('root') ? resolve(option('root')!) : ROOT;
// --no-build measures dist/ as it is.
if (TARGET === ROOT && !process.argv.includes('--no-build')) buildIfStale();
const firstLoad = firstLoadSizes(join(TARGET, 'dist', 'client'));
console.log(`${formatFirstLoad(firstLoad)}\n`);
const server = await startPortal(TARGET);
let failed = false;
try {
  const paths = ['/', `/news/${await seededNewsId(server.port)}`, '/standard', '/login'];
  const rows: PageRow[] = [];
  const failures: string[] = [];
  for (const tenant of TENANTS) {
    const origin = `http://${tenant === 'main' ? '' : `${tenant}.`}localhost:${server.port}`;
    for (const path of paths) {
      const label = `${tenant} ${path}`;
      if (ONLY && !ONLY.some((text) => label.includes(text))) continue;
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
      rows.push({ label, figures: medianFigures(runs) });
      console.log(`${label}: scores ${runs.map((run) => run.score).join(', ')}`);
    }
  }
  console.log(`\nMedian of ${RUNS} run(s) per page:\n`);
  console.log(formatTable(rows));
  const missed = [...failures, ...missedFirstLoad(firstLoad), ...missedTargets(rows)];
  for (const line of missed) console.log(`MISSED ${line}`);
  failed = missed.length > 0;
  if (!failed) console.log('\nEvery page meets the targets.');
} finally {
  server.stop();
}
process.exit(failed ? 1 : 0);
