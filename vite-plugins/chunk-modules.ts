import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Plugin } from 'vite';

/** Where the map lands in the browser build: beside Vite's manifest. */
export const CHUNK_MODULES_FILE = join('.vite', 'chunk-modules.json');

/** A module id as the map names it: a path under the project, or `npm:<package>` for a dependency. */
export function moduleName(root: string, id: string): string {
  const dependency = /[\\/]node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(id)?.[1];
  return dependency ? `npm:${dependency.replace('\\', '/')}` : relative(root, id.split('?')[0]!).split('\\').join('/');
}

/**
 * Writes which modules each script of the browser build holds (file → sorted module names). Vite's manifest
 * names only the entry and the lazily imported modules; the first-load checks need to know where the Markdown
 * stack, the QR code or the booking dialog ended up after the chunk groups merged them.
 */
export function chunkModulesPlugin(): Plugin {
  let root = process.cwd();
  return {
    name: 'chunk-modules',
    apply: 'build',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    configResolved(config) {
      root = config.root;
    },
    writeBundle(options, bundle) {
      const map: Record<string, string[]> = {};
      for (const [fileName, output] of Object.entries(bundle))
        if (output.type === 'chunk') map[fileName] = [...new Set(output.moduleIds.map((id) => moduleName(root, id)))].sort();
      mkdirSync(join(options.dir!, '.vite'), { recursive: true });
      writeFileSync(join(options.dir!, CHUNK_MODULES_FILE), JSON.stringify(map, null, 1));
    },
  };
}
