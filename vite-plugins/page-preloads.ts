import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { PAGE_PRELOADS_FILE, type PagePreloads } from '../shared/ssr-contract';
import { moduleName } from './chunk-modules';

/** The page key → page module table (src/app/page-modules.ts) and the AI routes' own (route name → module). */
export const PAGE_MODULES_FILE = join('src', 'app', 'page-modules.ts');
const BY_ROUTE: Record<string, string> = { ai: join('src', 'features', 'ai', 'ai-pages.ts') };

/**
 * `key: (…) => import('./module')` lines of a loader table → key → the module's file, from the project root. The
 * tables are written that way so a build (and a test) can read them without running them.
 */
export function loaderTable(root: string, file: string): Map<string, string> {
  const source = readFileSync(join(root, file), 'utf8');
  const table = new Map<string, string>();
  for (const match of source.matchAll(/^\s+(\w+): \(\w*\) => import\('([^']+)'\)/gm)) {
    const base = resolve(root, dirname(file), match[2]!);
    const found = ['.tsx', '.ts'].map((ext) => base + ext).find((candidate) => existsSync(candidate));
    if (found) table.set(match[1]!, relative(root, found).split('\\').join('/'));
  }
  return table;
}

/**
 * Writes which script files each page needs besides the entry (its module and the chunks it imports), by page key
 * and, for a key whose module picks the page by route, by `key/routeName`. The server names them in the page's HTML
 * as module preloads, so they load beside the entry and not one after another once it has run.
 */
export function pagePreloadsPlugin(): Plugin {
  let root = process.cwd();
  return {
    name: 'page-preloads',
    apply: 'build',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    configResolved(config) {
      root = config.root;
    },
    writeBundle(options, bundle) {
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
      // A page module may sit in a chunk it shares with others (a feature's kit), so chunks are found by what they hold.
      const byModule = new Map(chunks.flatMap((chunk) => chunk.moduleIds.map((id) => [moduleName(root, id), chunk] as const)));
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const filesOf = (module: string): string[] => {
        const seen = new Set<string>();
        const visit = (fileName: string) => {
          const chunk = byFile.get(fileName);
          if (!chunk || chunk.isEntry || seen.has(fileName)) return;
          seen.add(fileName);
          chunk.imports.forEach(visit);
        };
        const chunk = byModule.get(module);
        if (chunk) visit(chunk.fileName);
        return [...seen];
      };
      const preloads: PagePreloads = {};
      for (const [key, module] of loaderTable(root, PAGE_MODULES_FILE)) {
        preloads[key] = filesOf(module);
        const routes = BY_ROUTE[key];
        if (routes)
          for (const [route, page] of loaderTable(root, routes))
            preloads[`${key}/${route}`] = [...new Set([...preloads[key], ...filesOf(page)])];
      }
      mkdirSync(join(options.dir!, dirname(PAGE_PRELOADS_FILE)), { recursive: true });
      writeFileSync(join(options.dir!, PAGE_PRELOADS_FILE), JSON.stringify(preloads, null, 1));
    },
  };
}
