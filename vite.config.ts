import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompressPlugin } from './vite-plugins/precompress.ts';
import { stripCallSchemasPlugin } from './vite-plugins/strip-call-schemas.ts';
import { styledComponentIdsPlugin } from './vite-plugins/styled-component-ids.ts';

/** A feature's modules that several of its pages share (news rows, account forms): one chunk per feature. */
function featureKit(id: string): string | null {
  const feature = /[\\/]src[\\/]features[\\/]([\w-]+)[\\/]/.exec(id)?.[1];
  return feature ? `${feature}-kit` : null;
}

// The portal: the client build (dist/client) and the server-render build (dist/ssr, via --ssr).
export default defineConfig({
  plugins: [react(), styledComponentIdsPlugin(), stripCallSchemasPlugin(), precompressPlugin()],
  build: {
    sourcemap: false,
    target: 'es2022',
  },
  environments: {
    client: {
      build: {
        // dist/client/.vite/manifest.json: which chunk holds which module, read by the first-load tests.
        manifest: true,
        // Every browser the portal supports preloads modules itself; the polyfill only costs start-up time.
        modulePreload: { polyfill: false },
        rolldownOptions: {
          output: {
            // Few requests per page (issue 9): each costs about a kilobyte of headers, more than most small
            // modules weigh. What every page runs is one chunk; the UI kit and the engine's page helpers that
            // pages share a second; modules shared by pages of one feature a third; then the page itself.
            codeSplitting: {
              groups: [
                { name: 'app', tags: ['$initial'], priority: 3 },
                { name: 'kit', test: /[\\/]src[\\/](lib[\\/]|engine[\\/](?!chat[\\/]))|[\\/]shared[\\/]/, priority: 2 },
                // The chat (issue 12) loads only when opened, or for a guest who has chatted: not with the kit.
                { name: 'chat', test: /[\\/]src[\\/]engine[\\/]chat[\\/]/, priority: 1.5 },
                { name: featureKit, minShareCount: 2, priority: 1 },
              ],
            },
          },
        },
      },
    },
  },
  ssr: {
    // styled-components' CommonJS entry loses its default export under Node's ESM loader: bundle it.
    noExternal: ['styled-components'],
  },
});
