import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { chunkModulesPlugin } from './vite-plugins/chunk-modules.ts';
import { precompressPlugin } from './vite-plugins/precompress.ts';
import { reactRouterProductionPlugin } from './vite-plugins/react-router-production.ts';
import { stripCallSchemasPlugin } from './vite-plugins/strip-call-schemas.ts';
import { styledComponentIdsPlugin } from './vite-plugins/styled-component-ids.ts';

/** Modules opened on demand (dialogs, the personal centre's panels): chunks of their own, fetched when opened. */
const ON_DEMAND = /-dialog\.|[\\/]personal[\\/]/;

/** A feature's modules that several of its pages share (news rows, account forms): one chunk per feature. */
function featureKit(id: string): string | null {
  if (ON_DEMAND.test(id)) return null;
  const feature = /[\\/]src[\\/]features[\\/]([\w-]+)[\\/]/.exec(id)?.[1];
  return feature ? `${feature}-kit` : null;
}

/** The top-level shared/ folder (call rows, contracts): not src/features/<feature>/shared/, which is a feature's own. */
const SHARED_DIR = fileURLToPath(new URL('./shared/', import.meta.url));
/**
 * The booking dialog: loaded when a visitor opens it, not with the kit every page loads. The button and the open
 * state stay in the kit.
 */
const BOOKING = /[\\/]src[\\/]engine[\\/]booking[\\/]booking-(dialog|form|thanks)\./;
/** The WeChat QR code (with qrcode.react): loaded where a QR code is shown (the booking's thanks, the QR logins). */
const QR = /[\\/]src[\\/]engine[\\/]we-chat-qr\./;
/** The AI answers' Markdown view: its group takes the unified/micromark stack under it as well. */
const MARKDOWN = /[\\/]markdown-view\./;
/**
 * A module of the engine or lib goes into the kit when this many chunks use it: those are on nearly every page.
 * The rest go with the pages that use them, so that a page does not fetch the kit of all the others (a tender
 * page's filters were on the home page).
 */
const KIT_SHARE_COUNT = 6;
/** The engine's and lib's modules that pages share, but for the chat and the booking dialog. */
const KIT = /[\\/]src[\\/](lib[\\/]|engine[\\/](?!chat[\\/]))/;

// The portal: the client build (dist/client) and the server-render build (dist/ssr, via --ssr).
export default defineConfig({
  plugins: [
    react(),
    reactRouterProductionPlugin(),
    styledComponentIdsPlugin(),
    stripCallSchemasPlugin(),
    precompressPlugin(),
    chunkModulesPlugin(),
  ],
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
                {
                  name: 'kit',
                  test: (id: string) => id.startsWith(SHARED_DIR) || (KIT.test(id) && !BOOKING.test(id) && !QR.test(id)),
                  minShareCount: KIT_SHARE_COUNT,
                  priority: 2,
                },
                // The Markdown of the AI answers: loaded with an answer, never by a content page (after the kit, which
                // keeps the article typography the Markdown view shares with every article).
                { name: 'markdown', test: MARKDOWN, priority: 1.7 },
                // Below the kit, which takes the modules the dialog shares with every page (buttons, fields) first; the
                // dialog's other dependencies go where their users are, not into this chunk (the desk fetched it).
                { name: 'booking', test: BOOKING, priority: 1.6, includeDependenciesRecursively: false },
                { name: 'qr', test: QR, priority: 1.6 },
                // The chat (issue 12) loads only when opened, or for a guest who has chatted: not with the kit.
                { name: 'chat', test: /[\\/]src[\\/]engine[\\/]chat[\\/]/, priority: 1.5 },
                // A feature kit takes the feature's own modules only: with their dependencies it would take lib modules that
                // other features use, and those features would then fetch this one's kit.
                { name: featureKit, minShareCount: 2, priority: 1, includeDependenciesRecursively: false },
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
