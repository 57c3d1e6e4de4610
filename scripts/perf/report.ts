import { FIRST_LOAD_SCRIPT_KB } from '../../tests/first-load-rules';
import { BLOCKING_TASK_CPU_MS, type BlockingFigures } from './blocking-tasks';
import type { RunFigures } from './lighthouse-run';

/** "Fast first paint": the figures every measured page must reach (tests/first-load-rules.ts holds the script budget). */
export const TARGETS = { minScore: 98, maxTbtMs: 200, maxScriptKb: FIRST_LOAD_SCRIPT_KB };

export interface PageRow {
  label: string;
  figures: RunFigures;
  blocking: BlockingFigures;
}

/**
 * A Markdown table per page: Lighthouse's score, TBT, LCP, FCP (ms) and script transfer (KB), then from an unthrottled
 * trace the tasks of at least BLOCKING_TASK_CPU_MS of CPU after first paint, their CPU time, their blocking time at
 * the phone's slowdown (a page misses the TBT target by it too) and the longest task's.
 */
export function formatTable(rows: PageRow[]): string {
  const lines = [
    `| page | score | TBT ms | LCP ms | FCP ms | script KB | tasks ≥ ${BLOCKING_TASK_CPU_MS} ms | their CPU ms | blocking at 4× ms | longest ms |`,
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const { label, figures: f, blocking: b } of rows) {
    const lighthouse = `${f.score} | ${Math.round(f.tbtMs)} | ${Math.round(f.lcpMs)} | ${Math.round(f.fcpMs)} | ${f.scriptKb.toFixed(1)}`;
    lines.push(
      `| ${label} | ${lighthouse} | ${b.count} | ${b.cpuMs.toFixed(1)} | ${Math.round(b.blockingMs)} | ${b.longestMs.toFixed(1)} |`,
    );
  }
  return lines.join('\n');
}

/** One line per page and target it misses. */
export function missedTargets(rows: PageRow[]): string[] {
  return rows.flatMap(({ label, figures: f, blocking: b }) => [
    ...(f.score < TARGETS.minScore ? [`${label}: score ${f.score} < ${TARGETS.minScore}`] : []),
    ...(f.tbtMs >= TARGETS.maxTbtMs ? [`${label}: TBT ${Math.round(f.tbtMs)} ms >= ${TARGETS.maxTbtMs} ms`] : []),
    ...(f.scriptKb > TARGETS.maxScriptKb ? [`${label}: script ${f.scriptKb.toFixed(1)} KB > ${TARGETS.maxScriptKb} KB`] : []),
    ...(b.blockingMs >= TARGETS.maxTbtMs
      ? [
          `${label}: ${b.count} task(s) of ${BLOCKING_TASK_CPU_MS} ms CPU or more after first paint block ${Math.round(b.blockingMs)} ms at 4×`,
        ]
      : []),
  ]);
}
