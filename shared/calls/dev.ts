import { defineCalls } from './define-call';
import { ArrayOf, Body, DateTime, Enum, Model, Nullable, Reply, StringType, type Static } from './schema';

/** A message the outbox provider kept instead of sending it. */
export const OutboxMessage = Model({
  channel: Enum(['sms', 'email'], { type: 'string' }),
  to: StringType(),
  subject: Nullable(StringType()),
  body: StringType(),
  createdAt: DateTime(),
});
export type OutboxMessage = Static<typeof OutboxMessage>;

/** Development calls: served only while codes go to the outbox (development, tests), never with a real gateway. */
export const devCalls = defineCalls('dev', {
  /** The latest 20 messages to a phone or email, newest first; from this machine only. */
  outbox: {
    method: 'GET',
    path: '/dev/outbox',
    body: Body({ to: StringType({ minLength: 1, maxLength: 100 }) }),
    reply: Reply({ messages: ArrayOf(OutboxMessage) }),
  },
});
