import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { precompressPlugin } from './vite-plugins/precompress.ts';
import { stripCallSchemasPlugin } from './vite-plugins/strip-call-schemas.ts';
import { styledComponentIdsPlugin } from './vite-plugins/styled-component-ids.ts';

/** A feature's modules that several of its pages share (news rows, account forms): one chunk per feature. */
function featureKit(id: string): string | null {
  const feature = /[\\/]src[\\/]features[\\/]([\w-]+)[\\/]/.exec(id)?.[1];
  return feature ? `${feature}-kit` : null;
}

/** The top-level shared/ folder (call rows, contracts): not src/features/<feature>/shared/, which is a feature's own. */
const SHARED_DIR = fileURLToPath(new URL('./shared/', import.meta.url));
/**
 * The booking dialog and the WeChat QR code (with qrcode.react): loaded when a visitor opens the dialog or a page
 * shows a QR code, not with the kit every page loads. The button and the open state stay in the kit.
 */
const BOOKING = /[\\/]src[\\/]engine[\\/](booking[\\/]booking-(dialog|form|thanks)|we-chat-qr)\./;
/** The engine's and lib's modules that pages share, but for the chat and the booking dialog. */
const KIT = /[\\/]src[\\/](lib[\\/]|engine[\\/](?!chat[\\/]))/;

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
                { name: 'kit', test: (id: string) => id.startsWith(SHARED_DIR) || (KIT.test(id) && !BOOKING.test(id)), priority: 2 },
                // Below the kit, which takes the modules the dialog shares with every page (buttons, fields) first.
                { name: 'booking', test: BOOKING, priority: 1.6 },
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
