// @vitest-environment node
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { type CallRow, pathsOf } from '../../shared/calls/define-call';
import { allRows } from '../call-rows';

// README "Calls and where users reach them" says, for every call, where a user reaches it. A new call
// row (or a new legacy name of one) fails here until it has its line there.
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const HEADING = '### Calls and where users reach them';

/** The section's text: from its heading to the next heading of level 2 or 3. */
export function sectionOf(readme: string, heading: string): string {
  const start = readme.indexOf(`\n${heading}\n`);
  if (start < 0) return '';
  const rest = readme.slice(start + heading.length + 2);
  const end = rest.search(/^#{2,3} /m);
  return end < 0 ? rest : rest.slice(0, end);
}

/** `/a/{b,c}` → `/a/b`, `/a/c` (the console's kinds list their ten calls in one line). */
export function expandBraces(path: string): string[] {
  const match = /\{([^{}]*)\}/.exec(path);
  if (!match) return [path];
  return match[1]!
    .split(',')
    .flatMap((part) => expandBraces(path.slice(0, match.index) + part + path.slice(match.index + match[0].length)));
}

export interface TableLine {
  /** The paths in the line's first cell, braces expanded. */
  paths: string[];
  /** The whole line, for its marks: "(being built)", "not served". */
  text: string;
}

/** Every table line of the section with the code spans of its first cell that are paths. */
export function tableLines(section: string): TableLine[] {
  return section
    .split('\n')
    .filter((line) => line.startsWith('|') && !/^\|[\s|:-]+\|$/.test(line))
    .map((line) => {
      const first = line.split('|')[1] ?? '';
      const paths = [...first.matchAll(/`(\/[^`]*)`/g)].flatMap((match) => expandBraces(match[1]!));
      return { paths, text: line };
    });
}

/**
 * The paths a row must be listed at: its primary path and its legacy names. The one exclusion: the `/ai/pub/<name>`
 * twin of every `/news/pub/<name>` call (SPEC §7 answers every public news call at both; the section says so once).
 */
export function pathsToList(row: Pick<CallRow, 'path' | 'twins'>): string[] {
  return pathsOf(row).filter((path) => !(row.path.startsWith('/news/pub/') && path === row.path.replace('/news/pub/', '/ai/pub/')));
}

/** A line may name a path that no row serves only when it says why: another branch is building it, or it is left out. */
const mayBeUnserved = (line: TableLine) => line.text.includes('(being built)') || line.text.includes('not served');

describe('README call table', () => {
  const section = sectionOf(readFileSync(resolve(ROOT, 'README.md'), 'utf8'), HEADING);
  const lines = tableLines(section);
  const listed = new Set(lines.flatMap((line) => line.paths));
  const served = new Set(allRows().flatMap((row) => pathsOf(row)));

  it('has the section', () => {
    expect(section).not.toBe('');
  });

  it('lists every registered call (its path and legacy names) in a table', () => {
    const missing = allRows().flatMap((row) =>
      pathsToList(row)
        .filter((path) => !listed.has(path))
        .map((path) => `${row.name} ${path}`),
    );
    expect(missing).toEqual([]);
  });

  it('names no path that no row serves, unless the line says why', () => {
    const stale = lines.filter((line) => !mayBeUnserved(line)).flatMap((line) => line.paths.filter((path) => !served.has(path)));
    expect(stale).toEqual([]);
  });

  it('says where for every line', () => {
    const empty = lines.filter((line) => line.paths.length > 0 && !(line.text.split('|')[3] ?? '').trim()).map((line) => line.paths[0]);
    expect(empty).toEqual([]);
  });

  it('lists each path once', () => {
    const all = lines.flatMap((line) => line.paths);
    expect(all.filter((path, index) => all.indexOf(path) !== index)).toEqual([]);
  });
});

describe('the table reader', () => {
  it('expands braces and skips the header rule', () => {
    const table = ['| call | what | where |', '| --- | --- | --- |', '| `/a/{b,c}` and `/d` | x `/not/this` | y |'].join('\n');
    expect(tableLines(table).flatMap((line) => line.paths)).toEqual(['/a/b', '/a/c', '/d']);
  });

  it('ends the section at the next heading of level 2 or 3, not 4', () => {
    const readme = ['# T', '### S', 'a', '#### part', 'b', '### Next', 'c'].join('\n');
    expect(sectionOf(readme, '### S')).toBe('a\n#### part\nb\n');
  });

  it('leaves out only the /ai/pub twin of a /news/pub call', () => {
    expect(pathsToList({ path: '/news/pub/get', twins: ['/ai/pub/get'] })).toEqual(['/news/pub/get']);
    expect(pathsToList({ path: '/user/auth/v3/pwd/login', twins: ['/user/auth/loginByPwd'] })).toEqual([
      '/user/auth/v3/pwd/login',
      '/user/auth/loginByPwd',
    ]);
  });
});
