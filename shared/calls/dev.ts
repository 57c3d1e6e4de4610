import { ERROR_CODES as E } from '../api-contract';
import { defineRefusals } from './define-refusals';
import { defineCalls } from './define-call';
import { ArrayOf, Body, DateTime, Enum, Integer, Model, Nullable, Reply, StringType, type Static } from './schema';

/** A message the outbox provider kept instead of sending it. */
export const OutboxMessage = Model({
  channel: Enum(['sms', 'email'], { type: 'string' }),
  to: StringType(),
  subject: Nullable(StringType()),
  body: StringType(),
  createdAt: DateTime(),
});
export type OutboxMessage = Static<typeof OutboxMessage>;

/** A raw tracking event as stored, for end-to-end tests to prove what the browser reported. */
export const TraceEventRecord = Model({
  kind: Enum(['view', 'leave', 'article'], { type: 'string' }),
  t: Integer(),
  path: StringType(),
  sid: StringType(),
  uid: Nullable(StringType()),
  mid: Nullable(StringType()),
  referrer: StringType(),
  agent: StringType(),
  spent: Nullable(Integer()),
  artType: Nullable(StringType()),
  artId: Nullable(Integer()),
  artTitle: Nullable(StringType()),
  receivedAt: DateTime(),
});
export type TraceEventRecord = Static<typeof TraceEventRecord>;

/** Development calls: served only while codes go to the outbox (development, tests), never with a real gateway. */
export const devCalls = defineCalls('dev', {
  /** The latest 20 messages to a phone or email, newest first; from this machine only. */
  outbox: {
    method: 'GET',
    path: '/dev/outbox',
    body: Body({ to: StringType({ minLength: 1, maxLength: 100 }) }),
    reply: Reply({ messages: ArrayOf(OutboxMessage) }),
  },
  /**
   * The newest 50 raw tracking events of one visitor id, newest first (buffered events are written first);
   * from this machine only.
   */
  traceEvents: {
    method: 'GET',
    path: '/dev/trace/events',
    body: Body({ sid: StringType({ minLength: 1, maxLength: 64 }) }),
    reply: Reply({ events: ArrayOf(TraceEventRecord) }),
  },
  /** Writes the buffered events and rolls them up now, so a test need not wait for the schedule; this machine only. */
  traceRollup: {
    path: '/dev/trace/rollup',
    body: Body({}),
    reply: Reply({ events: Integer(), lastId: Integer() }),
  },
});

/** The development calls' refusals (their msg: locales/zh-cn/server.json). */
export const devRefusals = defineRefusals('', {
  outboxLocalOnly: { code: E.forbidden, status: 403 },
});
