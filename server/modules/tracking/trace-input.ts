import { TRACE_EPOCH_MS } from '../../../shared/calls/trace';
import { fail } from '../../services/failure';

/** Longest stored path (pathname and search); longer ones are cut, so one visitor cannot bloat the rollups. */
export const TRACE_PATH_MAX = 512;
/** Longest stored referrer domain. */
const DOMAIN_MAX = 253;
/** How far ahead of the server's clock a client's t may be (clocks drift; a day is absurd). */
const FUTURE_SLACK_MS = 86_400_000;
const BASE = 'http://portal.invalid';

/** The client's t (ms since the tracking epoch) as a number, refused when it lies more than a day ahead of now. */
export function clientTime(t: string, now: Date): number {
  const millis = Number(t);
  if (!Number.isSafeInteger(millis) || TRACE_EPOCH_MS + millis > now.getTime() + FUTURE_SLACK_MS) throw fail('trace.badTime');
  return millis;
}

/**
 * The stored form of a reported address: its pathname and search, without the fragment or a trailing slash.
 * The address must be absolute http(s) (any host: the portal may be reached by several names) or a path
 * starting with '/'; anything else is refused. A doubly encoded address (encodeURIComponent of the href sent
 * in a query that is encoded again) is decoded once first.
 */
export function tracePath(url: string): string {
  const raw = /^https?%3A/i.test(url) ? safeDecode(url) : url;
  let parsed: URL;
  try {
    if (raw.startsWith('/') && !raw.startsWith('//')) parsed = new URL(raw, BASE);
    else if (/^https?:\/\//i.test(raw)) parsed = new URL(raw);
    else throw fail('trace.badUrl');
  } catch {
    throw fail('trace.badUrl');
  }
  const pathname = parsed.pathname.length > 1 ? parsed.pathname.replace(/\/+$/, '') || '/' : parsed.pathname;
  return (pathname + parsed.search).slice(0, TRACE_PATH_MAX);
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The referrer's domain without a leading www. ('' when there is none or it is not an http(s) address). */
export function referrerDomain(ref: string | undefined): string {
  if (!ref) return '';
  try {
    const parsed = new URL(ref);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return '';
    return parsed.hostname
      .toLowerCase()
      .replace(/^www\./, '')
      .slice(0, DOMAIN_MAX);
  } catch {
    return '';
  }
}
