import type { FastifyRequest } from 'fastify';

/** Query parameters that carry a credential: QR tickets, OAuth codes and states, tokens. */
const SECRET_PARAM = /^(ticket|code|state|token|access_token|vcode|icode|password)$/i;

/** Paths whose last segment is a credential: the one-time download links. */
const SECRET_PATH = /^(\/api\/news\/download\/file\/)[^/?]+/;

/** The URL with credentials (in parameters or a secret path segment) replaced, for logs. */
export function redactUrl(url: string): string {
  url = url.replace(SECRET_PATH, '$1REDACTED');
  const mark = url.indexOf('?');
  if (mark < 0) return url;
  const params = new URLSearchParams(url.slice(mark + 1));
  let changed = false;
  for (const key of new Set(params.keys())) {
    if (SECRET_PARAM.test(key)) {
      params.set(key, 'REDACTED');
      changed = true;
    }
  }
  return changed ? `${url.slice(0, mark + 1)}${params.toString()}` : url;
}

/** Fastify's request log fields, with the URL redacted. Bodies and headers are never logged. */
export function requestLogSerializer(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
  };
}
