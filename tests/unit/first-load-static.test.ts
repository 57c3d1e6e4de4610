// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { chunkModules, CLIENT_DIR, FIRST_LOAD_SCRIPT_KB, OPENED_ON_DEMAND, heavyCodeIn, type HeavyCode } from '../first-load-rules';

// The first-load rules read from the build (dist/client, made by the gate's static stage), before any browser
// starts: what a page's module fetches before it can render, by its static imports. tests/e2e/first-load.spec.ts
// measures what Chromium really fetches, headers and later requests included.

interface ManifestChunk {
  file: string;
  src?: string;
  isDynamicEntry?: boolean;
  imports?: string[];
}

const manifestFile = join(CLIENT_DIR, '.vite', 'manifest.json');
if (!existsSync(manifestFile)) throw new Error(`${manifestFile} is missing: run npm run build first`);
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
const modules = chunkModules();

/** The files a chunk needs before it runs: itself and its static imports, the entry among them. */
function staticClosure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(imported, seen);
  return seen;
}

const brotliBytes = (file: string) => {
  const precompressed = join(CLIENT_DIR, `${file}.br`);
  if (existsSync(precompressed)) return readFileSync(precompressed).length;
  return brotliCompressSync(readFileSync(join(CLIENT_DIR, file)), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
};

/**
 * Modules whose purpose is heavy code, and which nobody lands on from a search: the AI tools, the analytics charts
 * and the operator desk behind a login, the QR code of a QR login (a tab opened on the login page). Their weight is
 * not checked here; the AI catalogue's is, in Chromium.
 */
const OWNS: { page: RegExp; may: HeavyCode[] }[] = [
  { page: /^src\/features\/ai\//, may: ['ai', 'markdown'] },
  { page: /^src\/features\/analytics\//, may: ['charts'] },
  // ECharts, loaded by a plot when it first shows (src/lib/charts/lazy-echart.tsx).
  { page: /^src\/lib\/charts\/echart\./, may: ['charts'] },
  { page: /^src\/features\/service-desk\//, may: [] },
  { page: /^src\/features\/console\//, may: ['console'] },
  { page: /^src\/features\/(account\/qr-login|about\/we-chat-page)\./, may: ['qr'] },
];

const pages = Object.entries(manifest).filter(([key, chunk]) => chunk.isDynamicEntry && key.startsWith('src/'));

describe('what each page module needs before it renders, from the build', () => {
  it('finds the page modules', () => {
    expect(pages.length).toBeGreaterThan(40);
  });

  it.each(pages.map(([key]) => key))('%s loads no code of another feature', (key) => {
    const may = OWNS.find((owner) => owner.page.test(key))?.may ?? [];
    const foreign = [...staticClosure(key)].flatMap((chunk) =>
      heavyCodeIn(manifest[chunk]!.file, modules)
        .filter((group) => !may.includes(group))
        .map((group) => `${group} in ${manifest[chunk]!.file}`),
    );
    expect(foreign).toEqual([]);
  });

  it.each(pages.map(([key]) => key).filter((key) => !OWNS.some((owner) => owner.page.test(key)) && !OPENED_ON_DEMAND.test(key)))(
    `%s weighs at most ${FIRST_LOAD_SCRIPT_KB} KB of script, compressed, before it renders`,
    (key) => {
      const files = [...staticClosure(key)].map((chunk) => manifest[chunk]!.file);
      const sizes = files.map((file) => ({ file, bytes: brotliBytes(file) })).sort((a, b) => b.bytes - a.bytes);
      const total = sizes.reduce((sum, size) => sum + size.bytes, 0);
      const heaviest = sizes.map((size) => `${size.file} ${(size.bytes / 1000).toFixed(1)} KB`).join(', ');
      expect(total, heaviest).toBeLessThanOrEqual(FIRST_LOAD_SCRIPT_KB * 1000);
    },
  );
});
