import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RenderResult, SsrModule } from '../../shared/ssr-contract';
import { DIST_DIR } from '../paths';
import { modulePreloadTags, readPagePreloads } from './module-preloads';

/** Where the HTML template and the server-render module come from: the build, or Vite in development. */
export interface PageRenderer {
  template(url: string): Promise<string>;
  load(): Promise<SsrModule>;
  /** Folder of built client files to serve; absent in development, where Vite serves them. */
  clientDir?: string;
  /** `<link rel="modulepreload">` tags of a rendered page's script files; absent in development. */
  modulePreloads?(page: Extract<RenderResult, { kind: 'page' }>['page']): string;
}

export function builtPageRenderer(distDir = DIST_DIR): PageRenderer {
  const clientDir = join(distDir, 'client');
  const template = readFileSync(join(clientDir, 'index.html'), 'utf8');
  const preloads = readPagePreloads(clientDir);
  const modulePromise = import(pathToFileURL(join(distDir, 'ssr', 'entry-server.js')).href) as Promise<SsrModule>;
  return {
    clientDir,
    template: async () => template,
    load: () => modulePromise,
    modulePreloads: (page) => modulePreloadTags(preloads, page),
  };
}
