import type { Static, TSchema } from 'typebox';

// One row per API call (DESIGN "Calls"): the server registers it, the portal calls it, the OpenAPI document
// describes it, and nothing else spells out its path.

/** Where the API host answers, relative to the portal's origin (or API_HOST). */
export const API_PREFIX = '/api';

/**
 * Per-address limit groups: the account calls' (AUTH_IP_*_PER_MINUTE) and the creation of guests by visitors
 * without an account (GUESTS_PER_ADDRESS_PER_HOUR).
 */
export type LimitGroup = 'login' | 'code' | 'guest';

/**
 * What a logged-in caller must also be (HTTP 403 otherwise); a row without a role needs only the login. An operator
 * answers the customer service of at least one tenant; an editor edits the news of at least one tenant, and an
 * admin (an editor too) also manages its roles and reads its audit log. Which tenants is checked per item.
 */
export type Role = 'orgMember' | 'operator' | 'editor' | 'admin';

export interface CallSpec<B extends TSchema = TSchema, R extends TSchema = TSchema> {
  /** POST (JSON body) unless said otherwise; a GET takes `body` as its query string. */
  method?: 'POST' | 'GET';
  /** The primary path, relative to API_PREFIX; `:name` segments are path parameters. */
  path: string;
  /** Further paths of the same call: the /ai/pub twin of a news call, legacy names (SPEC §7). */
  twins?: readonly string[];
  /** A bearer session is required: HTTP 401 with code 40100 without one, before the body is looked at. */
  login?: boolean;
  role?: Role;
  /** Per-address limit group on top of the global limit. */
  limit?: LimitGroup;
  /** The portal keeps the answer for the cache lifetime (SPEC §7/§9). */
  cache?: boolean;
  /** Top-level string fields trimmed before validation (SPEC §5: input trimmed). */
  trim?: readonly string[];
  /** Empty and null top-level values are dropped before validation (SPEC §5). */
  dropEmpty?: boolean;
  /** Path parameters of a GET. */
  params?: TSchema;
  body: B;
  reply: R;
  /**
   * What the answer is: the SPEC §7 JSON envelope (default), a file download, a redirect, or server-sent events
   * (`stream`: text/event-stream of `data: <JSON>` frames, the AI tools' GenerationEvent). A refusal before a
   * stream starts (login, validation, quota) is the usual JSON envelope.
   */
  produces?: 'json' | 'file' | 'redirect' | 'stream';
  /** Largest request body in bytes, when the server's 1 MB is not enough (an uploaded file). */
  bodyLimit?: number;
  /**
   * `bytes`: the request body is a file itself (application/octet-stream), handed to the handler as a stream;
   * `body` then describes the query string, as for a GET.
   */
  consumes?: 'json' | 'bytes';
  /**
   * `beacon`: a high-volume report without a session (the page-view beacon), answered ahead of the general
   * request stack (server/plugins/beacon-lane.ts). Only for a public JSON GET.
   */
  lane?: 'beacon';
}

export interface CallRow<B extends TSchema = TSchema, R extends TSchema = TSchema> extends CallSpec<B, R> {
  /** `<area>.<call>`, unique: the OpenAPI operationId and the key of its summary in locales/zh-cn/calls.json. */
  readonly name: string;
  readonly area: string;
  readonly method: 'POST' | 'GET';
}

export type CallBody<R extends CallRow> = Static<R['body']>;
export type CallReply<R extends CallRow> = Static<R['reply']>;

type Rows<T extends Record<string, CallSpec>> = { readonly [K in keyof T]: CallRow<T[K]['body'], T[K]['reply']> };

/** The rows of one area, named `<area>.<key>`. */
export function defineCalls<T extends Record<string, CallSpec>>(area: string, specs: T): Rows<T> {
  const rows = Object.entries(specs).map(([key, spec]) => [key, { ...spec, name: `${area}.${key}`, area, method: spec.method ?? 'POST' }]);
  return Object.fromEntries(rows) as Rows<T>;
}

/** A public news call: /news/pub/<name>, answered at /ai/pub/<name> too (SPEC §7). */
export function newsPub(name: string): Pick<CallSpec, 'path' | 'twins'> {
  return { path: `/news/pub/${name}`, twins: [`/ai/pub/${name}`] };
}

/** Every path a row answers at. */
export const pathsOf = (row: Pick<CallSpec, 'path' | 'twins'>): string[] => [row.path, ...(row.twins ?? [])];

/** The address of a row's primary path with its parameters and query, relative to API_PREFIX. */
export function callUrl(
  row: Pick<CallSpec, 'path'>,
  params: Record<string, string> = {},
  query: Record<string, string | undefined> = {},
): string {
  const path = row.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
  const search = new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined));
  return search.size ? `${path}?${search}` : path;
}
