// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { pathsOf } from '../../shared/calls/define-call';
import { ROUTES } from '../../src/engine/routes';
import { allRows } from '../call-rows';

// DESIGN "Calls": a call's path is written once, in its row of shared/calls. No page, engine, layout, app,
// server or script file spells one out; they name the row. (Tests and their helpers in server/test-support do
// spell out the wire paths on purpose: they pin the public contract that a changed row would otherwise change
// silently.)
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const SCANNED = ['src', 'server', 'scripts', 'shared'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(tsx?|mjs)$/.test(entry.name) ? [path] : [];
  });
}

const posix = (path: string) => path.split(sep).join('/');
const isScanned = (file: string) =>
  !/\.test\./.test(file) && !file.startsWith('shared/calls/') && !file.startsWith('server/test-support/') && !file.includes('/seed-data/');

/** The text of every string and template literal piece, comments removed first. */
export function literalsOf(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
  const pieces: string[] = [];
  for (const match of code.matchAll(/(['"`])((?:\\.|(?!\1)[^\\])*?)\1/g)) {
    const text = match[2]!;
    pieces.push(...(match[1] === '`' ? text.split(/\$\{[^}]*\}/) : [text]));
  }
  return pieces;
}

const apiPaths = allRows().flatMap((row) => pathsOf(row));
const segmentsOf = (path: string) => path.split('/').filter(Boolean);
/** Path segments the portal's own pages use: '/search' is a page before it is the end of an API path. */
const pageSegments = new Set(ROUTES.flatMap((route) => [route.path, ...(route.aliases ?? [])].flatMap(segmentsOf)));

/** Every path, its heads of two segments or more and its tails (one-segment tails that are page segments aside), looked up by text. */
const exact = new Map<string, string>();
const heads = new Map<string, string>();
const tails = new Map<string, string>();
for (const path of apiPaths) {
  const segments = segmentsOf(path);
  if (!exact.has(path)) exact.set(path, path);
  for (let n = 2; n < segments.length; n += 1) {
    const head = `/${segments.slice(0, n).join('/')}`;
    if (!heads.has(head)) heads.set(head, path);
  }
  for (let n = 1; n < segments.length; n += 1) {
    const tail = segments.slice(-n);
    if (n === 1 && pageSegments.has(tail[0]!)) continue;
    const text = `/${tail.join('/')}`;
    if (!tails.has(text)) tails.set(text, path);
  }
}

/** Why a literal is an API path, or undefined. */
export function apiPathIn(literal: string): string | undefined {
  const text = literal.split('?')[0]!;
  if (/^\/api(\/|$)/.test(text)) return 'starts with /api';
  if (exact.has(text)) return `is ${exact.get(text)}`;
  // The text is a head, or goes on after one ('/news/pub/…').
  for (let at = text.indexOf('/', 1); ; at = text.indexOf('/', at + 1)) {
    const head = at === -1 ? text : text.slice(0, at);
    if (heads.has(head)) return `starts like ${heads.get(head)}`;
    if (at === -1) break;
  }
  if (tails.has(text)) return `ends like ${tails.get(text)}`;
  return undefined;
}

describe('no API path outside shared/calls', () => {
  const files = SCANNED.flatMap((top) => sourceFiles(join(ROOT, top)))
    .map((path) => posix(relative(ROOT, path)))
    .filter(isScanned);

  it('knows the paths and the code to scan', () => {
    expect(apiPaths.length).toBeGreaterThanOrEqual(75);
    expect(files).toContain('src/lib/api/api-client.ts');
    expect(files).toContain('server/app.ts');
  });

  it('recognises a path however it is written', () => {
    expect(apiPathIn('/news/pub/dirNews')).toBeDefined();
    expect(apiPathIn('/news/pub')).toBeDefined();
    expect(apiPathIn('/dirNews')).toBeDefined();
    expect(apiPathIn('/download/listPaged')).toBeDefined();
    expect(apiPathIn('/api')).toBeDefined();
    expect(literalsOf('const u = `${NEWS}/dirNews?x=${y}`;')).toContain('/dirNews?x=');
    expect(apiPathIn('/news')).toBeUndefined();
    expect(apiPathIn('/search')).toBeUndefined();
    expect(apiPathIn('/news/list/:id')).toBeUndefined();
  });

  it('finds none in src/, server/, scripts/ or the rest of shared/', () => {
    const found = files.flatMap((file) =>
      literalsOf(readFileSync(join(ROOT, file), 'utf8')).flatMap((literal) => {
        const why = apiPathIn(literal);
        return why ? [`${file}: '${literal}' ${why}`] : [];
      }),
    );
    expect(found).toEqual([]);
  });
});
