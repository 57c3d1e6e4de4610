import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

const PRODUCTION_DIR = join(dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist', 'production');
const PRODUCTION_ENTRIES: Record<string, string> = {
  'react-router': join(PRODUCTION_DIR, 'index.mjs'),
  'react-router/dom': join(PRODUCTION_DIR, 'dom-export.mjs'),
};

/**
 * React Router 7's package exports name its development build under every condition (remix-run/react-router
 * #12532, #14102): a production bundle carried its warnings and dev-only checks, about 5 KB of every page's
 * script. Its production build ships beside it; a build resolves to that one. The dev server keeps the warnings.
 */
export function reactRouterProductionPlugin(): Plugin {
  return {
    name: 'react-router-production',
    apply: 'build',
    enforce: 'pre',
    resolveId(source) {
      return PRODUCTION_ENTRIES[source];
    },
  };
}
