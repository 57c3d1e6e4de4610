import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_PREFIX } from '../../shared/calls/define-call';

const FILE_PATH = /\.[a-z0-9]{1,8}$/i;
/** Unknown API paths and missing files a visitor may ask for in a minute before being slowed down. */
const PROBE_MAX = 60;

function pathOf(request: FastifyRequest): string {
  return request.url.split('?')[0] ?? '';
}

/** A GET for a portal page (rendered by the not-found handler), as opposed to an API call or a file. */
export function isPageRequest(request: FastifyRequest): boolean {
  const path = pathOf(request);
  return (request.method === 'GET' || request.method === 'HEAD') && !path.startsWith(`${API_PREFIX}/`) && !FILE_PATH.test(path);
}

/** Rate limit of the not-found handler: pages at the general limit, URL probing much sooner (fastify/demo). */
export function notFoundRateLimit(app: FastifyInstance, pageMax: number) {
  return app.rateLimit({
    timeWindow: '1 minute',
    // A counter apart from the global limit's, which shares this store (rate-limit-store.ts).
    keyGenerator: (request) => `${request.ip} not-found`,
    max: (request) => (isPageRequest(request as FastifyRequest) ? pageMax : PROBE_MAX),
  });
}
