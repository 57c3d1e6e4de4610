import { createHash } from 'node:crypto';
import { FetchRefused, safeFetch, type FetchPolicy } from '../../../http/safe-fetch';
import { TENDER_IMPORT_MAX_BYTES } from '../import/import-tenders';
import type { Refusal } from '../import/notice-record';

// One HTTP feed's text, fetched through the outbound guard: conditional on what the last poll saw (ETag,
// Last-Modified, and the body's hash for servers that send neither), and followed through OCDS `links.next` pages
// up to a cap, stopping at a page seen before in this poll. Pages are re-serialised one a line (JSON lines of
// packages), so releases of one ocid on different pages still merge in one import.

/** What the last poll kept of a feed. */
export interface FeedValidators {
  etag: string | null;
  lastModified: string | null;
  bodyHash: string | null;
}

export type FeedText =
  | { kind: 'unchanged'; why: string }
  | {
      kind: 'text';
      text: string;
      validators: FeedValidators;
      pages: number;
      problems: Refusal[];
      /** Every page was read (the paging ended, or came round to a page read before); not after a failed page or the cap. */
      complete: boolean;
    };

/** Pages followed at most in one poll. */
export const FEED_MAX_PAGES = 50;

const hashOf = (body: Buffer) => createHash('sha256').update(body).digest('hex');
/** A page's content apart from its links: a server paging forever changes only the next link. */
const contentHash = (page: unknown) =>
  createHash('sha256')
    .update(JSON.stringify(page && typeof page === 'object' && !Array.isArray(page) ? { ...page, links: null } : page))
    .digest('hex');
const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? null;

/** The next page a package names, or null. */
function nextOf(page: unknown): string | null {
  if (!page || typeof page !== 'object' || Array.isArray(page)) return null;
  const links = (page as { links?: unknown }).links;
  const next = links && typeof links === 'object' ? (links as { next?: unknown }).next : undefined;
  return typeof next === 'string' && next ? next : null;
}

function parsed(text: string): unknown {
  try {
    return JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    return undefined;
  }
}

async function fetchPage(url: string, policy: FetchPolicy, maxBytes: number, headers: Record<string, string> = {}) {
  const response = await safeFetch(url, { ...policy, maxBytes, headers: { accept: 'application/json, */*;q=0.5', ...headers } });
  if (response.status !== 304 && (response.status < 200 || response.status > 299)) {
    throw new FetchRefused(`HTTP ${response.status}`, response.status >= 500 || response.status === 429);
  }
  return response;
}

/**
 * The feed's text, or why there is nothing new. `beforeFetch` runs before each request (the poller renews its
 * lease there). Throws FetchRefused when the first page cannot be had; a later page that fails ends the paging
 * with its reason among the problems.
 */
export async function fetchFeedText(
  url: string,
  policy: FetchPolicy,
  last: FeedValidators | null,
  beforeFetch: () => Promise<void> = async () => {},
): Promise<FeedText> {
  const conditional: Record<string, string> = {};
  if (last?.etag) conditional['if-none-match'] = last.etag;
  if (last?.lastModified) conditional['if-modified-since'] = last.lastModified;
  await beforeFetch();
  const first = await fetchPage(url, policy, TENDER_IMPORT_MAX_BYTES, conditional);
  if (first.status === 304) return { kind: 'unchanged', why: 'not modified (304)' };
  const bodyHash = hashOf(first.body);
  if (last?.bodyHash === bodyHash) return { kind: 'unchanged', why: 'the same body as the last poll' };
  const validators = { etag: header(first.headers.etag), lastModified: header(first.headers['last-modified']), bodyHash };
  const text = first.body.toString('utf8');
  const firstPage = parsed(text);
  let next = nextOf(firstPage);
  if (!next) return { kind: 'text', text, validators, pages: 1, problems: [], complete: true };

  const pages = [JSON.stringify(firstPage)];
  const seenUrls = new Set([url, first.url]);
  const seenContents = new Set([contentHash(firstPage)]);
  const problems: Refusal[] = [];
  let complete = true;
  let bytes = first.body.length;
  while (next) {
    const at = `page ${next}`;
    if (pages.length >= FEED_MAX_PAGES) {
      problems.push({ at, reason: `more than ${FEED_MAX_PAGES} pages: the rest is not read` });
      complete = false;
      break;
    }
    let pageUrl: string;
    try {
      pageUrl = new URL(next, url).href;
    } catch {
      problems.push({ at, reason: 'links.next is not a URL' });
      break;
    }
    if (seenUrls.has(pageUrl)) {
      problems.push({ at, reason: 'a page already read in this poll: paging stopped' });
      break;
    }
    seenUrls.add(pageUrl);
    try {
      await beforeFetch();
      const page = await fetchPage(pageUrl, policy, TENDER_IMPORT_MAX_BYTES - bytes);
      bytes += page.body.length;
      const value = parsed(page.body.toString('utf8'));
      if (value === undefined) {
        problems.push({ at, reason: 'malformed JSON: paging stopped' });
        complete = false;
        break;
      }
      const content = contentHash(value);
      if (seenContents.has(content)) {
        problems.push({ at, reason: 'the same content as a page already read in this poll: paging stopped' });
        break;
      }
      seenContents.add(content);
      pages.push(JSON.stringify(value));
      next = nextOf(value);
    } catch (err) {
      problems.push({ at, reason: `${err instanceof Error ? err.message : String(err)}: paging stopped` });
      complete = false;
      break;
    }
  }
  return { kind: 'text', text: pages.join('\n'), validators, pages: pages.length, problems, complete };
}
