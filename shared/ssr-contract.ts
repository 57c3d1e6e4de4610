import type { TenantHostIndexEntry, TenantManifest } from './tenant-types';
import type { Theme } from './theme-types';
import type { CallTransport } from './calls/call-transport';

/** What the server hands the portal: in the HTML for the browser, and to render() on the server. */
export interface PortalBootstrap {
  tenant: TenantManifest;
  theme: Theme;
  hostIndex: TenantHostIndexEntry[];
  /** Base URL of the API host as the browser reaches it, e.g. '/api'. */
  apiBase: string;
  /** Origin used for canonical links, e.g. 'https://www.example.com'. */
  origin: string;
  /**
   * The request's session cookie named a live session: the page was rendered for a logged-in visitor, so
   * login-only parts show their loading state, not the visitor's, until the browser's session check answers.
   */
  signedIn?: boolean;
}

export interface RenderInput {
  url: string;
  headers: Record<string, string | string[] | undefined>;
  bootstrap: PortalBootstrap;
  /** Base URL for calls made during the server render over HTTP (API_HOST). */
  serverApiBase: string;
  /** Answers the render's calls in this process, straight from each row's handler (no API_HOST). */
  serverTransport?: CallTransport;
}

export type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      status: number;
      head: string;
      html: string;
      state: string;
      /** The page's key and route name, by which the server names the page's script files to preload. */
      page?: { key: string; route: string };
    };

/** Beside Vite's manifest in the browser build: the script files each page needs besides the entry. */
export const PAGE_PRELOADS_FILE = '.vite/page-preloads.json';
/** Page key, or `key/routeName` where the key's module picks the page by route → script files (`assets/…`). */
export type PagePreloads = Record<string, string[]>;

export interface SsrModule {
  render(input: RenderInput): Promise<RenderResult>;
  /** The path of a route of the route table by name (sitemaps are written on the server from it). */
  hrefOf(name: string, params?: Record<string, string | number>): string;
}

export const BOOTSTRAP_ELEMENT_ID = 'portal-bootstrap';
export const HYDRATION_ELEMENT_ID = 'portal-hydration';
/** The locale namespaces the rendered page needs, namespace → strings; the browser starts i18next from them. */
export const STRINGS_ELEMENT_ID = 'portal-strings';

/** JSON that is safe inside a <script type="application/json"> element. */
export function serializeForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Where the server draws a tenant's login scene in its theme (server/render/login-scene.ts). */
export const LOGIN_SCENE_PATH = '/illustrations/login-scene.svg';
