// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// DESIGN "Strings and look": every user-facing string comes from locales/zh-cn; no Chinese appears in
// src/ or server/ outside data files.
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const CJK = /[\u4e00-\u9fff]/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Whether the scan covers a file: .ts/.tsx, not a test, not under a data or seed path. */
function isScanned(path: string): boolean {
  const posix = `/${path.split(sep).join('/')}`;
  return /\.tsx?$/.test(posix) && !/\.test\./.test(posix) && !posix.includes('/data/') && !posix.includes('/seed');
}

/** `file:line: text` for every line holding a CJK character. */
function cjkLines(file: string, text: string): string[] {
  return text.split('\n').flatMap((line, index) => (CJK.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : []));
}

describe('no CJK character in src/ or server/ code', () => {
  const files = ['src', 'server'].flatMap((top) => sourceFiles(join(ROOT, top))).map((path) => relative(ROOT, path));

  it('finds the code to scan', () => {
    const scanned = files.filter(isScanned);
    expect(scanned.length).toBeGreaterThan(50);
    expect(scanned).toContain(join('src', 'lib', 'api', 'api-client.ts'));
    expect(scanned).toContain(join('server', 'app.ts'));
  });

  it('every scanned file is free of CJK characters', () => {
    const offenders = files.filter(isScanned).flatMap((file) => cjkLines(file, readFileSync(join(ROOT, file), 'utf8')));
    expect(offenders).toEqual([]);
  });

  // The scan itself must catch what it is meant to catch.
  it.each([
    ["const title = '首页';", 1],
    ['return <h1>计量支付</h1>;', 1],
    ['const a = `${x}元`;', 1],
    ['const ok = \'Home\';\nconst bad = "新闻";', 1],
    ["const fine = 'plain ASCII – and ©, ×, ·';", 0],
    ["const escaped = '\\u9996\\u9875';", 0],
  ])('detects CJK in %j', (text, count) => {
    expect(cjkLines('sample.tsx', text)).toHaveLength(count);
  });

  it.each([
    ['src/features/news/news-page.tsx', true],
    ['server/routes/news/news-pub-routes.ts', true],
    ['src/features/news/news-page.test.tsx', false],
    ['server/db/seed-data.ts', false],
    ['server/db/seeders/engine-seeders.ts', false],
    ['server/db/seed.ts', false],
    ['src/features/tender/data/trade-categories.ts', false],
    ['src/lib/api/api-client.ts', true],
    ['locales/zh-cn/common.json', false],
  ])('%s is scanned: %s', (path, expected) => {
    expect(isScanned(path)).toBe(expected);
  });
});
