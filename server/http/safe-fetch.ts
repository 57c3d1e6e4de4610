import { lookup as dnsLookup } from 'node:dns/promises';
import http, { type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

// Outbound HTTP to addresses others name (tender feeds, their attachments): the host is resolved first and every
// address it has must be public unicast (or on the operator's allow-list) BEFORE any connection; the connection
// then goes to the checked address (a lookup pinned to it, so a second DNS answer cannot switch it); redirects
// are followed by hand, each hop checked again. One deadline covers the whole fetch, and the body is cut at a cap.

export interface ResolvedAddress {
  address: string;
  family: number;
}

/** Every address of a host name (tests inject their own). */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export interface FetchPolicy {
  /** Addresses let through although not public (TENDER_FETCH_ALLOW): its matcher. */
  allow: (address: string) => boolean;
  /** The whole fetch, redirects and body included, in ms. */
  timeoutMs: number;
  resolve?: Resolver;
}

export interface SafeFetchOptions extends FetchPolicy {
  /** A body longer than this is cut and the fetch refused. */
  maxBytes: number;
  headers?: Record<string, string>;
  maxRedirects?: number;
}

export interface SafeResponse {
  status: number;
  /** The address that answered, after redirects. */
  url: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A fetch refused or cut, with the reason an import report shows. */
export class FetchRefused extends Error {
  constructor(
    message: string,
    /** Whether trying again later may succeed (a timeout, a dropped connection, a 5xx). */
    readonly transient = false,
  ) {
    super(message);
    this.name = 'FetchRefused';
  }
}

const DEFAULT_MAX_REDIRECTS = 5;

const systemResolver: Resolver = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

/** Why an address may not be fetched, or null when it may: only public unicast, unless allowed. */
export function addressRefusal(address: string, allow: FetchPolicy['allow']): string | null {
  if (!ipaddr.isValid(address)) return `'${address}' is not an IP address`;
  // IPv4 mapped into IPv6 is judged as the IPv4 address it is.
  const range = ipaddr.process(address).range();
  if (range === 'unicast' || allow(address)) return null;
  return `address ${address} is ${range}, not public (TENDER_FETCH_ALLOW lets chosen addresses through)`;
}

/** `promise`, or a rejection as soon as `signal` aborts (a resolver that never answers). */
function abortable<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(new Error('aborted'));
    if (signal.aborted) onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** The one address of `url`'s host to connect to, checked; refuses before any connection. */
async function checkedAddress(url: URL, policy: FetchPolicy, signal: AbortSignal): Promise<ResolvedAddress> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const literal = ipaddr.isValid(host) && (ipaddr.IPv4.isValidFourPartDecimal(host) || ipaddr.IPv6.isValid(host));
  let addresses: ResolvedAddress[];
  if (literal) addresses = [{ address: host, family: host.includes(':') ? 6 : 4 }];
  else {
    try {
      addresses = await abortable((policy.resolve ?? systemResolver)(host), signal);
    } catch (err) {
      throw new FetchRefused(`host ${host} could not be resolved: ${err instanceof Error ? err.message : String(err)}`, true);
    }
  }
  if (!addresses.length) throw new FetchRefused(`host ${host} has no address`, true);
  // Any refused address refuses the host: one name answering public and private addresses is not to be trusted.
  for (const { address } of addresses) {
    const refusal = addressRefusal(address, policy.allow);
    if (refusal) throw new FetchRefused(literal ? refusal : `${host}: ${refusal}`);
  }
  return addresses[0]!;
}

/** A lookup that answers the checked address whatever is asked, in either form node's connect wants. */
const pinnedLookup =
  (pinned: ResolvedAddress): LookupFunction =>
  (_hostname, options, callback) => {
    if (options.all) callback(null, [pinned]);
    else callback(null, pinned.address, pinned.family);
  };

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

function parseUrl(raw: string, base?: string): URL {
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    throw new FetchRefused(`'${raw}' is not a URL`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new FetchRefused(`only http and https are fetched, not ${url.protocol}`);
  return url;
}

/** One request to the pinned address; resolves with the response head, its body not yet read. */
function request(url: URL, pinned: ResolvedAddress, headers: Record<string, string>, signal: AbortSignal): Promise<IncomingMessage> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.get(url, { headers, lookup: pinnedLookup(pinned), signal, agent: false }, resolve);
    req.once('error', reject);
  });
}

/** The body, refused once it passes `maxBytes` (the connection is dropped then). */
function readBody(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const declared = Number(response.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    response.destroy();
    return Promise.reject(new FetchRefused(`larger than ${maxBytes} bytes (declared ${declared})`));
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    response.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        response.destroy();
        reject(new FetchRefused(`larger than ${maxBytes} bytes: cut`));
        return;
      }
      chunks.push(chunk);
    });
    response.once('end', () => resolve(Buffer.concat(chunks)));
    response.once('error', reject);
    response.once('close', () => {
      if (!response.complete) reject(new FetchRefused('the connection closed before the body ended', true));
    });
  });
}

async function follow(start: string, options: SafeFetchOptions, signal: AbortSignal): Promise<SafeResponse> {
  let url = parseUrl(start);
  const maxRedirects = options.maxRedirects ?? DEFAULT_MAX_REDIRECTS;
  for (let hop = 0; ; hop++) {
    const pinned = await checkedAddress(url, options, signal);
    const response = await request(url, pinned, options.headers ?? {}, signal);
    const location = response.headers.location;
    if (REDIRECTS.has(response.statusCode ?? 0) && location) {
      response.resume();
      if (hop >= maxRedirects) throw new FetchRefused(`more than ${maxRedirects} redirects`);
      url = parseUrl(location, url.href);
      continue;
    }
    const body = await readBody(response, options.maxBytes);
    return { status: response.statusCode ?? 0, url: url.href, headers: response.headers, body };
  }
}

/** Fetches `url` (GET) under the guard; throws FetchRefused with the reason when refused, cut or failed. */
export async function safeFetch(url: string, options: SafeFetchOptions): Promise<SafeResponse> {
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), options.timeoutMs);
  try {
    return await follow(url, options, deadline.signal);
  } catch (err) {
    if (deadline.signal.aborted) throw new FetchRefused(`no complete answer within ${options.timeoutMs} ms: cut`, true);
    if (err instanceof FetchRefused) throw err;
    throw new FetchRefused(`fetch failed: ${err instanceof Error ? err.message : String(err)}`, true);
  } finally {
    clearTimeout(timer);
  }
}
