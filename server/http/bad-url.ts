import type { IncomingMessage } from 'node:http';
import { API_PREFIX } from '../../shared/calls/define-call';
import { NOT_FOUND_PATH } from '../../shared/not-found';

/** Where a URL whose path is not valid percent-encoding goes: nothing can be found there. */
const UNKNOWN_CALL = `${API_PREFIX}/-`;

/**
 * Fastify's rewriteUrl: a path that cannot be decoded (`/news/%E0%A4%A`) would otherwise get Fastify's own
 * bare 400, before any hook runs, so without our envelope or security headers. It is sent on as an unknown
 * call (the envelope) or the not-found page instead, through the usual hooks.
 */
export function rewriteBadUrl(request: IncomingMessage): string {
  const url = request.url ?? '/';
  const path = url.split('?', 1)[0] ?? '';
  try {
    decodeURIComponent(path);
    return url;
  } catch {
    return path === API_PREFIX || path.startsWith(`${API_PREFIX}/`) ? UNKNOWN_CALL : NOT_FOUND_PATH;
  }
}
