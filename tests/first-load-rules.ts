import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CHUNK_MODULES_FILE } from '../vite-plugins/chunk-modules';

/**
 * What one page's first load may fetch in script (KB = 1000 bytes): in Chromium, brotli transfer with headers, as a
 * browser receives it (tests/e2e/first-load.spec.ts); from the build, the bodies of a page module and its static
 * imports (tests/unit/first-load-static.test.ts).
 */
export const FIRST_LOAD_SCRIPT_KB = 143;

/**
 * Modules opened after a page has loaded, on demand (dialogs, the personal centre's panels): not a first load, so
 * FIRST_LOAD_SCRIPT_KB does not cap them (the heavy-code rules still apply). vite.config.ts gives them chunks of
 * their own by the same names.
 */
export const OPENED_ON_DEMAND = /-dialog\.|[\\/]personal[\\/]/;

export const CLIENT_DIR = join('dist', 'client');

/**
 * Code a content page must not load: each belongs to one feature that loads it where it is used. A module belongs to
 * a group when its name (as vite-plugins/chunk-modules.ts writes it) matches.
 */
export const HEAVY_CODE = {
  markdown: /^npm:(react-markdown|remark-|rehype-|micromark|mdast-|hast-|unified$|unist-)/,
  qr: /^npm:qrcode/,
  booking: /^src\/engine\/booking\/booking-(dialog|form|thanks)\./,
  ai: /^src\/features\/ai\//,
  charts: /^src\/features\/analytics\/.*chart|^npm:(chart|echarts|uplot|d3-)/,
  console: /^src\/features\/console\/|^npm:(@tiptap|prosemirror-)/,
} as const;
export type HeavyCode = keyof typeof HEAVY_CODE;

/** The script files of the build, each with the modules it holds. */
export function chunkModules(clientDir = CLIENT_DIR): Record<string, string[]> {
  const file = join(clientDir, CHUNK_MODULES_FILE);
  if (!existsSync(file)) throw new Error(`${file} is missing: run npm run build first`);
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, string[]>;
}

/** The heavy groups a script file (assets/…) holds. */
export function heavyCodeIn(file: string, modules: Record<string, string[]>): HeavyCode[] {
  const names = modules[file] ?? [];
  return (Object.keys(HEAVY_CODE) as HeavyCode[]).filter((group) => names.some((name) => HEAVY_CODE[group].test(name)));
}
