import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SsrModule } from '../../shared/ssr-contract';
import { ROOT } from '../../server/paths';
import type { PageRenderer } from '../../server/render/page-renderer';

export const loadEntry = () => import('../../src/entry-server') as Promise<SsrModule>;

/** The development renderer, without Vite: the source template and the source entry. */
export const sourceRenderer: PageRenderer = {
  template: async () => readFileSync(join(ROOT, 'index.html'), 'utf8'),
  load: loadEntry,
};
