import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export interface ScriptSize {
  /** Path under the client build, e.g. `/assets/index-abc123.js`. */
  path: string;
  bytes: number;
  /** gzip -9, the figure the first-load budget sets. */
  gzip: number;
  /** Brotli at its best quality, as the server sends the precompressed assets. */
  brotli: number;
}

/** The scripts every page's HTML loads before any route chunk: the module entry and its modulepreloads. */
export function firstLoadScripts(clientDir: string): string[] {
  const html = readFileSync(join(clientDir, 'index.html'), 'utf8');
  const entries = [...html.matchAll(/<script type="module"[^>]*\ssrc="([^"]+)"/g)].map((match) => match[1]!);
  const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]*\shref="([^"]+)"/g)].map((match) => match[1]!);
  return [...entries, ...preloads];
}

export function scriptSize(clientDir: string, path: string): ScriptSize {
  const content = readFileSync(join(clientDir, path));
  return {
    path,
    bytes: content.length,
    gzip: gzipSync(content, { level: 9 }).length,
    brotli: brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

/** The sizes of the first-load scripts, largest first. */
export function firstLoadSizes(clientDir: string): ScriptSize[] {
  return firstLoadScripts(clientDir)
    .map((path) => scriptSize(clientDir, path))
    .sort((a, b) => b.gzip - a.gzip);
}
