import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PageCacheConfig } from '../config';
import type { Queryable } from '../db/database';
import { UNAVAILABLE_RETRY_AFTER_SECONDS } from '../http/envelope';
import { contentVersion } from './content-version';
import { createPageCache, type PageAnswer } from './page-cache';
import { chooseEncoding } from './precompress';

export interface PageSenderOptions {
  /** Unset or ttlSeconds 0: every page is rendered afresh. */
  pageCache?: PageCacheConfig;
  db: Queryable;
  /** Whose pages may share one answer: the same tenant, origin and URL. */
  keyOf(request: FastifyRequest): string;
  /** Renders the request's page; `compress` asks for the encodings a cached answer is sent in. */
  render(request: FastifyRequest, compress: boolean): Promise<PageAnswer>;
  /** The request may be a logged-in visitor's (a session cookie): its page is rendered for it and kept by no one. */
  personal?(request: FastifyRequest): boolean;
  /** The page as a browser too old for its scripts gets it (render/outdated-browser.ts); null: the page as it is. */
  forOutdated?(request: FastifyRequest, html: string): string | null;
}

const UNCACHED = 'no-cache';
const PERSONAL = 'private, no-cache';
/** How often a process reads the content version: a change through another process shows this much later. */
const VERSION_READ_INTERVAL_MS = 1000;
const HTML = 'text/html; charset=utf-8';

/** Sends rendered pages, from the anonymous page cache when it is on, with ETag, 304 and precompressed bodies. */
export function pageSender({ pageCache, db, keyOf, render, personal = () => false, forOutdated = () => null }: PageSenderOptions) {
  const ttlSeconds = pageCache?.ttlSeconds ?? 0;
  const cache = ttlSeconds ? createPageCache({ ttlMs: ttlSeconds * 1000, maxBytes: (pageCache?.maxMb ?? 0) * 1024 * 1024 }) : undefined;
  const versions = contentVersion(db, VERSION_READ_INTERVAL_MS);
  // Pages are the same for every visitor (the user's parts hydrate in the browser), so a CDN may keep them
  // as long as this process does; browsers ask again each time and get 304 while the ETag holds. A request
  // with the session cookie is the exception: its page is rendered for it (login-only pages, gated texts) and
  // is private; a CDN must pass such requests through (README).
  const cacheControl = cache ? `public, max-age=0, s-maxage=${ttlSeconds}, must-revalidate` : UNCACHED;

  async function answerOf(request: FastifyRequest, own: boolean): Promise<{ answer: PageAnswer; hit: boolean }> {
    if (!cache || own) return { answer: await render(request, false), hit: false };
    return cache.answer(keyOf(request), await versions.current(), () => render(request, true));
  }

  return async function sendPage(request: FastifyRequest, reply: FastifyReply) {
    const own = personal(request);
    const { answer, hit } = await answerOf(request, own);
    const control = own ? PERSONAL : cacheControl;
    void reply.header('x-page-cache', hit ? 'hit' : 'miss');
    if (answer.kind === 'redirect') return reply.header('cache-control', control).redirect(answer.location, answer.status);
    if (answer.kind === 'text')
      return reply.status(answer.status).type('text/plain; charset=utf-8').header('cache-control', 'no-store').send(answer.text);
    if (answer.status >= 500) {
      if (answer.status === 503) void reply.header('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
      return reply.status(answer.status).type(HTML).header('cache-control', 'no-store').send(answer.html);
    }
    // The cached page, changed for this one browser: kept by no cache, and not a variant a CDN should learn.
    const outdated = forOutdated(request, answer.html);
    if (outdated !== null) return reply.status(answer.status).type(HTML).header('cache-control', PERSONAL).send(outdated);
    void reply.header('cache-control', control).header('etag', answer.etag);
    if (request.headers['if-none-match'] === answer.etag) return reply.status(304).send();
    void reply.status(answer.status).type(HTML);
    const encoding = answer.encoded && chooseEncoding(request.headers['accept-encoding']);
    if (!encoding || !answer.encoded) return reply.send(answer.html);
    return reply.header('content-encoding', encoding).header('vary', 'accept-encoding').send(answer.encoded[encoding]);
  };
}
