import { SUCCESS_CODE, TENANT_HEADER } from '../../../shared/api-contract';
import { callUrl } from '../../../shared/calls/define-call';
import { TRACE_IGNORED_CODE, traceCalls } from '../../../shared/calls/trace';

export type TraceFetch = (url: string, init: RequestInit) => Promise<Response>;
export type SendBeacon = (url: string, data: string) => boolean;

export interface TraceSenderOptions {
  /** The API base the api client uses (API_HOST, or this site's /api). */
  apiBase: string;
  tenantId: () => string;
  fetch?: TraceFetch;
  /** navigator.sendBeacon where the browser has it. */
  sendBeacon?: SendBeacon;
}

export type StatQuery = Record<string, string | undefined>;
export type LeaveBody = { t: string; url: string; sid: string; spent: number };
export type ArticleBody = { artId: number; artAuthorStaffId?: string; artType: string; artTitle: string; spent: number; sid?: string };

export interface TraceSender {
  stat(query: StatQuery): Promise<void>;
  /** `unloading`: the page is going away, so the report must outlive it (a beacon). */
  leave(body: LeaveBody, unloading: boolean): Promise<void>;
  /**
   * Resolves whether the API host is done with the trace: stored (30000), or deliberately ignored as a flood
   * (TRACE_IGNORED_CODE), which sending it again would only prolong.
   */
  article(body: ArticleBody, token: string): Promise<boolean>;
}

/**
 * The tracking reports (SPEC §4, §7). They go out with the platform's fetch rather than the api client: the
 * client aborts what is pending on a route change (the cross-page cancel), and a leave or article report is sent exactly
 * then. `keepalive` lets each outlive the page; sendBeacon cannot carry the Authorization header, so the
 * article trace uses fetch even on unload.
 */
/**
 * Reads an answer nobody needs to its end. An unread body keeps the request open in the browser: DevTools never
 * sees it finish, so Lighthouse waits out its full timeout and a `networkidle` wait never comes.
 */
const drain = (response: Response) =>
  response.arrayBuffer().then(
    () => undefined,
    () => undefined,
  );

export function createTraceSender({
  apiBase,
  tenantId,
  fetch: fetchImpl = (url, init) => fetch(url, init),
  sendBeacon,
}: TraceSenderOptions): TraceSender {
  const headers = (extra: Record<string, string> = {}) => ({ [TENANT_HEADER]: tenantId(), ...extra });
  const post = (path: string, body: unknown, extra?: Record<string, string>) =>
    fetchImpl(`${apiBase}${path}`, {
      method: 'POST',
      headers: headers({ 'content-type': 'application/json', ...extra }),
      body: JSON.stringify(body),
      keepalive: true,
    });

  return {
    async stat(query) {
      const response = await fetchImpl(`${apiBase}${callUrl(traceCalls.stat, {}, query)}`, {
        method: 'GET',
        headers: headers(),
        credentials: 'include',
        keepalive: true,
      });
      await drain(response);
    },
    async leave(body, unloading) {
      const path = callUrl(traceCalls.leave);
      // A beacon's string body goes as text/plain, which needs no CORS preflight; the API host reads it as JSON.
      if (unloading && sendBeacon?.(`${apiBase}${path}`, JSON.stringify(body))) return;
      await drain(await post(path, body));
    },
    async article(body, token) {
      const response = await post(callUrl(traceCalls.article), body, { authorization: `Bearer ${token}` });
      if (response.status !== 200) {
        await drain(response);
        return false;
      }
      const answer = (await response.json().catch(() => null)) as { code?: string } | null;
      return answer?.code === SUCCESS_CODE || answer?.code === TRACE_IGNORED_CODE;
    },
  };
}
