import type { Plugin } from 'vite';

// Vite wraps every dynamic import in its preload helper, even with build.modulePreload off (vitejs/vite#18551):
// about 1.4 KB in the entry, fetched by every page, that here only ever calls the import. The pages preload
// their chunks from the server's HTML (server/render/module-preloads.ts), and the portal has no CSS files
// (styled-components), which is the other thing the helper loads. So the helper is replaced by the call itself,
// and a build that does emit CSS stops, because its dynamic chunks' styles would then never load.

const HELPER_ID = '\0vite/preload-helper.js';

export function noPreloadHelperPlugin(): Plugin {
  return {
    name: 'portal:no-preload-helper',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    load: {
      filter: { id: new RegExp(`^${HELPER_ID.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`) },
      handler: () => 'export const __vitePreload = (load) => load();',
    },
    generateBundle(_options, bundle) {
      const css = Object.keys(bundle).filter((file) => file.endsWith('.css'));
      if (css.length) this.error(`CSS files need Vite's preload helper, which no-preload-helper removed: ${css.join(', ')}`);
    },
  };
}
