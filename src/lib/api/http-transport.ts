import { TENANT_HEADER } from '../../../shared/api-contract';
import type { CallTransport } from '../../../shared/calls/call-transport';
import { callUrl } from '../../../shared/calls/define-call';
import { REQUEST_TIMEOUT_MS, UPLOAD_TIMEOUT_MS } from '../constants';

export type Fetch = (url: string, init: RequestInit) => Promise<Response>;

/** A GET row's body as its query string: top-level values, absent ones left out. */
function queryOf(body: unknown): Record<string, string | undefined> {
  const entries = Object.entries((body ?? {}) as Record<string, unknown>);
  return Object.fromEntries(entries.map(([key, value]) => [key, value === undefined || value === null ? undefined : String(value)]));
}

/** A JSON answer as data; any other text as itself (an HTML error page of a proxy, say). */
function parseBody(text: string): unknown {
  if (!text) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * SPEC §7 over HTTP with the platform's fetch: JSON posts (a GET row sends its body as the query; an upload sends
 * the file, its fields in the query), one base URL, a 10 s timeout (an upload's is longer). Every status is an
 * answer; only a network failure, the timeout or an abort rejects.
 */
export function httpTransport(baseURL: string, fetchImpl: Fetch = (url, init) => fetch(url, init)): CallTransport {
  return async ({ row, body, tenantId, token, file, signal }) => {
    const get = row.method === 'GET';
    const upload = row.consumes === 'bytes';
    const headers: Record<string, string> = { [TENANT_HEADER]: tenantId };
    if (!get) headers['content-type'] = upload ? 'application/octet-stream' : 'application/json';
    if (token) headers.authorization = `Bearer ${token}`;
    // The timeout aborts this request only: unlike the caller's signal, it reads as no answer, not as a cancel.
    const request = new AbortController();
    const abort = () => request.abort(signal.reason);
    signal.addEventListener('abort', abort, { once: true });
    const timer = setTimeout(() => request.abort(new Error('timeout')), upload ? UPLOAD_TIMEOUT_MS : REQUEST_TIMEOUT_MS);
    try {
      const url = `${baseURL}${get || upload ? callUrl(row, {}, queryOf(body)) : callUrl(row)}`;
      const response = await fetchImpl(url, {
        method: row.method,
        headers,
        body: get ? undefined : upload ? file : JSON.stringify(body),
        signal: request.signal,
      });
      return { status: response.status, data: parseBody(await response.text()) };
    } finally {
      clearTimeout(timer);
      signal.removeEventListener('abort', abort);
    }
  };
}
