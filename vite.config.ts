import react from '@vitejs/plugin-react';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { chunkModulesPlugin } from './vite-plugins/chunk-modules.ts';
import { noPreloadHelperPlugin } from './vite-plugins/no-preload-helper.ts';
import { pagePreloadsPlugin } from './vite-plugins/page-preloads.ts';
import { precompressPlugin } from './vite-plugins/precompress.ts';
import { reactRouterProductionPlugin } from './vite-plugins/react-router-production.ts';
import { stripCallSchemasPlugin } from './vite-plugins/strip-call-schemas.ts';
import { styledComponentIdsPlugin } from './vite-plugins/styled-component-ids.ts';

/** Modules opened on demand (dialogs, the personal centre's panels): chunks of their own, fetched when opened. */
const ON_DEMAND = /-dialog\.|[\\/]personal[\\/]/;

const FEATURES = new Set(readdirSync(fileURLToPath(new URL('./src/features/', import.meta.url))));
/** Call rows (shared/calls/<area>.ts) whose area is not a feature's name, by the feature that calls them. */
const ROWS_OF: Record<string, string> = { 'account-oauth': 'account', 'account-reg': 'account', 'ai-tools': 'ai-shared' };
/** Engine modules that one feature's pages alone use. */
const ENGINE_OF: Record<string, string> = { 'safe-return-path': 'account' };

/**
 * A feature's modules that several of its pages share (news rows, account forms): one chunk per feature folder (the
 * AI catalogue does not fetch the writing workspace), with the feature's call rows and the engine modules only it uses.
 * Each small chunk a page fetches costs it about 0.4 KB of headers.
 */
function featureKit(id: string): string | null {
  if (ON_DEMAND.test(id)) return null;
  const place = /[\\/]src[\\/]features[\\/]([\w-]+)[\\/](?:([\w-]+)[\\/])?/.exec(id);
  if (place) return place[2] ? `${place[1]}-${place[2]}-kit` : `${place[1]}-kit`;
  const rows = /[\\/]shared[\\/]calls[\\/]([\w-]+)\.ts$/.exec(id)?.[1];
  if (rows) return ROWS_OF[rows] ? `${ROWS_OF[rows]}-kit` : FEATURES.has(rows) ? `${rows}-kit` : null;
  const engine = /[\\/]src[\\/]engine[\\/].*?([\w-]+)\.tsx?$/.exec(id)?.[1];
  return engine && ENGINE_OF[engine] ? `${ENGINE_OF[engine]}-kit` : null;
}

/**
 * The booking dialog: loaded when a visitor opens it, not with the kit every page loads. The button and the open
 * state stay in the kit.
 */
const BOOKING = /[\\/]src[\\/]engine[\\/]booking[\\/]booking-(dialog|form|thanks)\./;
/** The WeChat QR code (with qrcode.react): loaded where a QR code is shown (the booking's thanks, the QR logins). */
const QR = /[\\/]src[\\/]engine[\\/]we-chat-qr\./;
/**
 * The AI answers' Markdown view and the unified/micromark stack under it. Not the modules the view shares with the
 * pages (the article typography): with those, a news page that holds them would fetch the whole stack.
 */
const MARKDOWN =
  /[\\/]markdown-view\.|[\\/]node_modules[\\/](react-markdown|remark-|rehype-|micromark|mdast-|hast-|unified|unist-|vfile|property-information|devlop|decode-named-character-reference|character-entities|space-separated-tokens|comma-separated-tokens|html-url-attributes|style-to|inline-style-parser|estree-util|bail|trough|is-plain-obj|extend|zwitch|ccount|markdown-table|longest-streak|trim-lines|web-namespaces|escape-string-regexp)/;
/**
 * The engine's and lib's modules that pages share, by what a page is: every content page loads the first, list
 * pages the second, article pages the third, pages with a form the fourth. One grab-bag kit made every page fetch
 * the forms, the article parts and the tender call rows of the others.
 */
const KITS: { name: string; test: RegExp }[] = [
  {
    name: 'kit',
    test: /[\\/]src[\\/](lib[\\/](api[\\/]call-state|format-date|file-size|visitor-id|ui[\\/](load-error|empty-state|two-columns|call-state-view|content-list|highlight|confirm-dialog))|engine[\\/](use-call|session[\\/](use-session|session-storage)|content[\\/](load-content|use-page-data|loaded-view|use-login-prompt|list-query)))\.|[\\/]shared[\\/]china-time\./,
  },
  {
    name: 'list-kit',
    test: /[\\/]src[\\/]lib[\\/]ui[\\/](list-heading|pagination|search-box|filter-links)\./,
  },
  {
    name: 'article-kit',
    test: /[\\/]src[\\/](engine[\\/]content[\\/](article-data|operation-bar|use-read-history|detail-parts)|lib[\\/]ui[\\/]article-body)\.|[\\/]shared[\\/]calls[\\/]user-content\./,
  },
  // The tender call rows and links: the home page's digest and the tender pages.
  {
    name: 'tender-rows',
    test: /[\\/]shared[\\/](calls[\\/]tender|trade-category-slug)\.|[\\/]src[\\/]engine[\\/]content[\\/](tender-href|stage-tag)\./,
  },
  { name: 'form-kit', test: /[\\/]src[\\/]lib[\\/](form[\\/]|ui[\\/](text-field|check-group|tab-strip)\.)/ },
  // The side menu of the lists with categories (news columns, library kinds, help categories): not the tender list's.
  { name: 'side-menu', test: /[\\/]src[\\/]lib[\\/]ui[\\/]side-menu\./ },
  // The card grid of the home page, the landings and the catalogues.
  { name: 'card-grid', test: /[\\/]src[\\/]lib[\\/]ui[\\/]card-grid\./ },
];

// The portal: the client build (dist/client) and the server-render build (dist/ssr, via --ssr).
export default defineConfig({
  plugins: [
    react(),
    reactRouterProductionPlugin(),
    styledComponentIdsPlugin(),
    stripCallSchemasPlugin(),
    noPreloadHelperPlugin(),
    precompressPlugin(),
    chunkModulesPlugin(),
    pagePreloadsPlugin(),
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
        // No preload helper in the bundle (its dependency map named every chunk, about 1 KB of every first load): the
        // server names a page's chunks in its HTML (server/render/module-preloads.ts), and on a later navigation a
        // page's kits are mostly in the cache already.
        modulePreload: false,
        rolldownOptions: {
          output: {
            // Few requests per page: each costs about 0.4 KB of headers, more than most small modules weigh. What
            // every page runs is one chunk; the kits of KITS by kind of page; modules shared by pages of one feature
            // folder; then the page itself.
            codeSplitting: {
              groups: [
                { name: 'app', tags: ['$initial'], priority: 3 },
                ...KITS.map((kit) => ({ ...kit, priority: 2, includeDependenciesRecursively: false })),
                // The Markdown of the AI answers: loaded with an answer, never by a content page (after the kit, which
                // keeps the article typography the Markdown view shares with every article).
                { name: 'markdown', test: MARKDOWN, priority: 1.7, includeDependenciesRecursively: false },
                // Below the kit, which takes the modules the dialog shares with every page (buttons, fields) first; the
                // dialog's other dependencies go where their users are, not into this chunk (the desk fetched it).
                { name: 'booking', test: BOOKING, priority: 1.6, includeDependenciesRecursively: false },
                { name: 'qr', test: QR, priority: 1.6 },
                // The chat loads only when opened, or for a guest who has chatted: not with the kit.
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
