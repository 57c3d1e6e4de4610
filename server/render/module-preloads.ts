import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PAGE_PRELOADS_FILE, type PagePreloads, type RenderResult } from '../../shared/ssr-contract';

type RenderedPage = Extract<RenderResult, { kind: 'page' }>['page'];

/**
 * The page's script files as module preloads: fetched beside the entry, not one after another once it has run. At
 * low priority: nothing is drawn from them before hydration, so the page's images and fonts go first (and a
 * first-paint estimate does not take them for render-blocking scripts, as Lighthouse does with high priority).
 */
export function modulePreloadTags(preloads: PagePreloads, page: RenderedPage): string {
  if (!page) return '';
  const files = preloads[`${page.key}/${page.route}`] ?? preloads[page.key] ?? [];
  return files.map((file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${file}" />`).join('');
}

/** The build's table (vite-plugins/page-preloads.ts); a build without one preloads nothing. */
export function readPagePreloads(clientDir: string): PagePreloads {
  const file = join(clientDir, PAGE_PRELOADS_FILE);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as PagePreloads) : {};
}
