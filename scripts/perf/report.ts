import type { ScriptSize } from './first-load';
import type { RunFigures } from './lighthouse-run';

/** "Fast first paint": the figures every measured page must reach. */
export const TARGETS = { minScore: 95, maxTbtMs: 200, maxScriptKb: 150 };

export interface PageRow {
  label: string;
  figures: RunFigures;
}

/** A Markdown table: score, TBT, LCP, FCP (ms) and script transfer (KB) per page. */
export function formatTable(rows: PageRow[]): string {
  const lines = ['| page | score | TBT ms | LCP ms | FCP ms | script KB |', '| --- | ---: | ---: | ---: | ---: | ---: |'];
  for (const { label, figures: f } of rows) {
    lines.push(
      `| ${label} | ${f.score} | ${Math.round(f.tbtMs)} | ${Math.round(f.lcpMs)} | ${Math.round(f.fcpMs)} | ${f.scriptKb.toFixed(1)} |`,
    );
  }
  return lines.join('\n');
}

/** One line per page and target it misses. */
export function missedTargets(rows: PageRow[]): string[] {
  return rows.flatMap(({ label, figures: f }) => [
    ...(f.score < TARGETS.minScore ? [`${label}: score ${f.score} < ${TARGETS.minScore}`] : []),
    ...(f.tbtMs >= TARGETS.maxTbtMs ? [`${label}: TBT ${Math.round(f.tbtMs)} ms >= ${TARGETS.maxTbtMs} ms`] : []),
    ...(f.scriptKb > TARGETS.maxScriptKb ? [`${label}: script ${f.scriptKb.toFixed(1)} KB > ${TARGETS.maxScriptKb} KB`] : []),
  ]);
}

const kb = (bytes: number) => (bytes / 1000).toFixed(1);

/** The first-load scripts with their sizes, and the total. */
export function formatFirstLoad(sizes: ScriptSize[]): string {
  const lines = ['| first-load script | bytes | gzip -9 KB | brotli KB |', '| --- | ---: | ---: | ---: |'];
  for (const size of sizes) lines.push(`| ${size.path} | ${size.bytes} | ${kb(size.gzip)} | ${kb(size.brotli)} |`);
  const sum = (key: 'bytes' | 'gzip' | 'brotli') => sizes.reduce((total, size) => total + size[key], 0);
  lines.push(`| total | ${sum('bytes')} | ${kb(sum('gzip'))} | ${kb(sum('brotli'))} |`);
  return lines.join('\n');
}

/** The first-load budget: gzip -9 of every script index.html loads. */
export function missedFirstLoad(sizes: ScriptSize[]): string[] {
  const total = sizes.reduce((sum, size) => sum + size.gzip, 0) / 1000;
  return total > TARGETS.maxScriptKb ? [`first-load script ${total.toFixed(1)} KB gzip > ${TARGETS.maxScriptKb} KB`] : [];
}
