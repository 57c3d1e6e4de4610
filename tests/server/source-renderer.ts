import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SsrModule } from '../../shared/ssr-contract';
import { ROOT } from '../../server/paths';
import type { PageRenderer } from '../../server/render/page-renderer';

/**
 * The portal's server entry, loaded at run time by its path: the server's type check (tsconfig.node.json, no DOM)
 * must not follow it into the browser code. The shared SSR contract types it instead.
 */
const ENTRY = '../../src/entry-server';
export const loadEntry = () => import(/* @vite-ignore */ ENTRY) as Promise<SsrModule>;

/** The development renderer, without Vite: the source template and the source entry. */
export const sourceRenderer: PageRenderer = {
  template: async () => readFileSync(join(ROOT, 'index.html'), 'utf8'),
  load: loadEntry,
};
