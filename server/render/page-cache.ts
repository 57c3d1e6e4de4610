import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { Encoded } from './precompress';

/** A rendered answer as the render plugin sends it. */
export type PageAnswer =
  | { kind: 'page'; status: number; html: string; etag: string; encoded?: Encoded }
  | { kind: 'redirect'; status: number; location: string }
  /** The last resort when not even the error page renders. */
  | { kind: 'text'; status: number; text: string };

export interface PageCacheOptions {
  /** How long an answer is served from the cache; the content version can end it sooner. */
  ttlMs: number;
  /** The most the cached HTML may weigh, in bytes. */
  maxBytes: number;
}

export interface PageCache {
  /**
   * The cached answer of `key` at content `version`, or the fresh one `render` gives. Visitors asking for the
   * same page meanwhile wait for that one render. Server errors (5xx) are never cached.
   */
  answer(key: string, version: number, render: () => Promise<PageAnswer>): Promise<{ answer: PageAnswer; hit: boolean }>;
}

/** A strong validator of the HTML: a page is the same for every anonymous visitor until its content changes. */
export function etagOf(html: string): string {
  return `"${createHash('sha1').update(html).digest('base64url').slice(0, 22)}"`;
}

interface RenderContext {
  render: () => Promise<PageAnswer>;
  /** Set by the fetch that rendered, so an uncacheable answer still reaches its caller. */
  rendered?: PageAnswer;
}

function weight(answer: PageAnswer): number {
  const overhead = 256;
  if (answer.kind === 'redirect') return overhead + answer.location.length;
  if (answer.kind === 'text') return overhead + Buffer.byteLength(answer.text);
  return overhead + Buffer.byteLength(answer.html) + (answer.encoded ? answer.encoded.br.length + answer.encoded.gzip.length : 0);
}

/** Anonymous page answers per tenant and URL for one build (the process serves one), in memory. */
export function createPageCache({ ttlMs, maxBytes }: PageCacheOptions): PageCache {
  let cachedVersion = -1;
  const cache = new LRUCache<string, PageAnswer, RenderContext>({
    ttl: ttlMs,
    maxSize: maxBytes,
    sizeCalculation: weight,
    // A new content version empties the cache while pages are being rendered for visitors: those renders go on
    // and reach their visitors (`clear` would otherwise reject them, a 500), under their old version's key.
    ignoreFetchAbort: true,
    fetchMethod: async (_key, _stale, { context }) => {
      const answer = await context.render();
      context.rendered = answer;
      return answer.status >= 500 ? undefined : answer;
    },
  });

  return {
    async answer(key, version, render) {
      if (version !== cachedVersion) {
        cache.clear();
        cachedVersion = version;
      }
      const cached = cache.get(`${version} ${key}`);
      if (cached) return { answer: cached, hit: true };
      const context: RenderContext = { render };
      const fetched = await cache.fetch(`${version} ${key}`, { context });
      const answer = fetched ?? context.rendered ?? (await render());
      return { answer, hit: false };
    },
  };
}
