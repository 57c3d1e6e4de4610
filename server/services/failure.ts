import type server from '../../locales/zh-cn/server.json';
import type { ChatRefusal } from '../../shared/calls/chat';

// Services say what went wrong as a reason; the route layer (server/http/failure-answer.ts) turns the reason
// into the business code, HTTP status and the Chinese msg. No service writes a message itself.

type AccountReason = Exclude<keyof typeof server.account, 'defaultRealname'>;
/** Demo booking refusals (locales/zh-cn/server.json `booking`, less the CSV texts). */
type BookingReason = Exclude<keyof typeof server.booking, 'csv'>;
/** Points, sign-in and quota refusals (locales/zh-cn/server.json `points`). */
export type PointsReason = keyof typeof server.points;
/** Tracking reports refused or ignored, and analytics questions refused (server.json `trace`, `analytics`). */
type TraceReason = keyof typeof server.trace;
type AnalyticsReason = Exclude<keyof typeof server.analytics, 'csv'>;
/** AI tools refusals (server.json `ai`). */
export type AiReason = keyof typeof server.ai;
/** Writings and contract review refusals (server.json `aiWriting.errors`). */
export type AiWritingReason = keyof typeof server.aiWriting.errors;

export type FailureReason =
  | 'newsNotFound'
  | 'newsDirNotFound'
  | 'tagNotFound'
  | 'contentNotFound'
  | 'categoryNotFound'
  | 'docNotFound'
  | 'downloadDirNotFound'
  | 'downloadNotFound'
  | 'downloadLinkExpired'
  | 'jobCityNotFound'
  | 'tenderNotFound'
  | 'productNotFound'
  | 'solutionNotFound'
  | 'bidOrgNotFound'
  | 'videoNotFound'
  | 'videoCategoryNotFound'
  | 'lessonNotFound'
  | 'subscriptionNotFound'
  | 'helpArticleNotFound'
  | 'helpCategoryNotFound'
  | 'helpShareNotFound'
  /** An address has voted on help articles as often as a day allows. */
  | 'helpVoteLimit'
  /** A user already has SUBSCRIPTIONS_MAX subscriptions; vars: max. */
  | 'subscriptionLimit'
  /** A region code that is not in the national list. */
  | 'regionNotFound'
  /** A district where only a province or a city filters. */
  | 'regionTooFine'
  /** amountMin above amountMax. */
  | 'amountRangeInvalid'
  | 'unknownTenant'
  | 'outboxLocalOnly'
  /** Readiness: the process should not take traffic now (HTTP 503). */
  | 'notReady'
  /** A request field breaks a rule the schema cannot express; vars: rule, field, limit. */
  | 'invalidField'
  /** No valid bearer session on a call that needs one (HTTP 401). */
  | 'unauthorized'
  /** A session without the role a call needs (HTTP 403). */
  | 'forbidden'
  | `account.${AccountReason}`
  /** A chat frame or call refused; the socket answers a `refused` frame with the same msg. */
  | `chat.${ChatRefusal}`

  | `booking.${BookingReason}`
  | `points.${PointsReason}`
  | `trace.${TraceReason}`
  | `analytics.${AnalyticsReason}`
  | `ai.${AiReason}`
  | `aiWriting.${AiWritingReason}`;

export type FailureVars = Record<string, string | number>;

export class Failure extends Error {
  constructor(
    readonly reason: FailureReason,
    readonly vars: FailureVars = {},
    /** Extra fields of the answer (e.g. when a lock ends), beside code and msg. */
    readonly fields: Record<string, unknown> = {},
  ) {
    super(reason);
    this.name = 'Failure';
  }
}

export const fail = (reason: FailureReason, vars?: FailureVars, fields?: Record<string, unknown>) => new Failure(reason, vars, fields);

/** An account failure (locales/zh-cn/server.json `account`). */
export const accountFailure = (reason: AccountReason, vars?: FailureVars, fields?: Record<string, unknown>) =>
  fail(`account.${reason}`, vars, fields);
