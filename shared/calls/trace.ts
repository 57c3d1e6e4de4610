import { ERROR_CODES as E } from '../api-contract';
import { defineRefusals } from './define-refusals';
import { CHINA_OFFSET_MS } from '../china-time';
import { VISITOR_ID_PATTERN } from './booking';
import { defineCalls } from './define-call';
import { Body, Id, Integer, Optional, Reply, StringType } from './schema';

// Tracking (SPEC §4 route change and leave reports, article trace; §7 tracking; §9 time base): what
// the browser reports. The API host keeps raw events append-only and rolls them up for /analytics.

/** SPEC §9: `t` counts milliseconds since 1 Feb 2021, China time. */
export const TRACE_EPOCH_MS = Date.UTC(2021, 1, 1) - CHINA_OFFSET_MS;
/** Longest reported address (path and query, or the full URL as the browser sends it). */
export const TRACE_URL_MAX = 2048;
/** Longest stay a leave report or article trace may claim, in seconds (a day). */
export const TRACE_SPENT_MAX = 86_400;

/**
 * The answer to a report that was deliberately ignored: a flood from one visitor (more than the per-visitor cap
 * of events a minute), or an event past the daily cap of its address or tenant (TRACE_EVENTS_PER_*_PER_DAY).
 * HTTP 200, so the page never fails; the event is not stored.
 */
export const TRACE_IGNORED_CODE = '42910';

/** Milliseconds since the tracking epoch, as a decimal string of at most 13 digits. */
const Millis = () => StringType({ pattern: '^[0-9]{1,13}$' });
const Sid = () => StringType({ pattern: VISITOR_ID_PATTERN });
/** A user or member id as the session stores it. */
const AccountRef = () => StringType({ pattern: '^[A-Za-z0-9_-]{1,64}$' });

export const traceCalls = defineCalls('trace', {
  /**
   * SPEC §7 page view: GET with the browser's credentials. Answers 30000 when stored (a bot's view too: it is
   * stored with class bot and counted apart); TRACE_IGNORED_CODE (HTTP 200) when ignored as a flood from one
   * visitor (over 60 views a minute); a malformed query, a t more than a day ahead or an url that is neither an
   * http(s) address nor a path is 40001 and nothing is stored.
   */
  stat: {
    method: 'GET',
    path: '/trace/trace/stat.htm',
    lane: 'beacon',
    body: Body({
      t: Millis(),
      url: StringType({ minLength: 1, maxLength: TRACE_URL_MAX }),
      sid: Sid(),
      uid: Optional(AccountRef()),
      mid: Optional(AccountRef()),
      /** The document's referrer on the first view of a visit, when it is another site (the analytics' sources). */
      ref: Optional(StringType({ maxLength: TRACE_URL_MAX })),
    }),
    reply: Reply({}),
  },
  /**
   * Page leave (SPEC §4): on a route change and on unload (navigator.sendBeacon, so the body may arrive as
   * text/plain JSON). `spent` is the time on the page in whole seconds. Answers as stat.htm does (flood:
   * TRACE_IGNORED_CODE).
   */
  leave: {
    path: '/trace/trace/leave',
    body: Body({
      t: Millis(),
      url: StringType({ minLength: 1, maxLength: TRACE_URL_MAX }),
      sid: Sid(),
      spent: Integer({ minimum: 0, maximum: TRACE_SPENT_MAX }),
    }),
    reply: Reply({}),
  },
  /**
   * SPEC §7 reading time of a detail page, in whole seconds; needs the user's session (the reader). Over 60
   * traces a minute from one user: TRACE_IGNORED_CODE.
   */
  article: {
    path: '/trace/trace/article',
    login: true,
    body: Body({
      artId: Id(),
      artAuthorStaffId: Optional(StringType({ maxLength: 64 })),
      artType: StringType({ minLength: 1, maxLength: 32 }),
      artTitle: StringType({ minLength: 1, maxLength: 300 }),
      spent: Integer({ minimum: 0, maximum: TRACE_SPENT_MAX }),
      sid: Optional(Sid()),
    }),
    reply: Reply({}),
  },
});

/** Tracking reports refused or ignored, `trace.<reason>` (their msg: server.json `trace`). */
export const traceRefusals = defineRefusals('trace', {
  badTime: { code: E.invalid },
  badUrl: { code: E.invalid },
  flood: { code: TRACE_IGNORED_CODE },
});
