import type { FastifyInstance } from 'fastify';

/** Where the build's hashed assets are served: scripts, style sheets, images. */
export const ASSETS_PREFIX = '/assets/';

/**
 * Headers that protect or describe a document, sent by helmet and the rate limit on every answer. On a script
 * they do nothing (a script is not framed, does not navigate, has no policy of its own) and cost about 0.7 KB of
 * every asset a page loads. nosniff, CORP and the cache headers stay.
 */
const DOCUMENT_ONLY = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'strict-transport-security',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
  'x-ratelimit-limit',
  'x-ratelimit-remaining',
  'x-ratelimit-reset',
  // Hashed names are immutable: a browser never revalidates them within the year they are cached for, so neither
  // validator is used; ranges are for media.
  'etag',
  'last-modified',
  'accept-ranges',
];

/** RFC 9239's name for scripts: every script here is a module, which a browser always reads as UTF-8. */
const SCRIPT_TYPE = 'text/javascript';

/** Sends the build's assets without the document-only headers. Register in the scope that serves them. */
export function leanAssetHeaders(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply) => {
    if (!request.url.startsWith(ASSETS_PREFIX) || reply.statusCode !== 200) return;
    for (const name of DOCUMENT_ONLY) reply.removeHeader(name);
    if (String(reply.getHeader('content-type')).startsWith('application/javascript')) reply.header('content-type', SCRIPT_TYPE);
  });
}
