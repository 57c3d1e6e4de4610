import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CHUNK_MODULES_FILE } from '../vite-plugins/chunk-modules';

/** What one page's first load may fetch in script: brotli transfer with headers, as a browser receives it (KB = 1000 bytes). */
export const FIRST_LOAD_SCRIPT_KB = 143;
/**
 * The same for a page module's static imports, bodies only, read from the build: the heaviest page that is still
 * over FIRST_LOAD_SCRIPT_KB (tests/e2e/first-load.spec.ts holds each of those at its weight) sets it until none is.
 */
export const STATIC_FIRST_LOAD_KB = 146;

/**
 * Modules opened after a page has loaded, on demand (dialogs, the personal centre's panels): not a first load, so
 * STATIC_FIRST_LOAD_KB does not cap them (the heavy-code rules still apply). vite.config.ts gives them chunks of
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
