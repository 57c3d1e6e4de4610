import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { freshPhone } from '../../test-support/accounts';
import { testDatabase } from '../../test-support/test-app';
import { insertOrg, insertTender, uniqueWord } from '../../test-support/tenders';
import { webhookProvider, type MessageProvider } from '../../services/messages/message-provider';
import { recordingMessages, type RecordedMessage } from '../../test-support/recording-messages';
import { DIGEST_MAX_ATTEMPTS, digestIdempotencyKey, drainDigests } from './digest-outbox';
import { queueDigests, sendDigests } from './digests';

// The digests survive a crash. The day's job queues each digest in digest_outbox in the transaction
// that marks its subscription; a drain sends the queued rows under a lease. Crashes are simulated by not
// draining after the queueing commit, and by a send that never finishes (its process "died" holding the lease).

const ORIGIN = 'https://portal.example.com';
const MINUTE = 60_000;

let db: Database;
let orgId: number;

beforeAll(async () => {
  db = await testDatabase();
  orgId = await insertOrg(db);
});

/** A user with a phone, subscribed to a word of its own, and a tender that matches it: one digest due. */
async function dueSubscription(): Promise<{ id: number; phone: string }> {
  const phone = freshPhone();
  const word = uniqueWord();
  const [user] = await db.query<{ id: string }>("INSERT INTO users (phone, realname) VALUES ($1, 'digest') RETURNING id", [phone]);
  const [subscription] = await db.query<{ id: number }>(
    "INSERT INTO bid_subscriptions (user_id, name, keywords, created_at) VALUES ($1, $2, $3, now() - interval '1 minute') RETURNING id",
    [user!.id, word, [word]],
  );
  await insertTender(db, { orgId, projectName: word });
  return { id: subscription!.id, phone };
}

const outboxOf = async (subscriptionId: number) =>
  db.query<{ status: string; attempts: number; last_error: string | null; day: string }>(
    "SELECT status, attempts, last_error, to_char(day, 'YYYY-MM-DD') AS day FROM digest_outbox WHERE subscription_id = $1",
    [subscriptionId],
  );

const to = (sent: RecordedMessage[], phone: string) => sent.filter((message) => message.to === phone);

describe('a crash between the queueing commit and the send', () => {
  it('leaves the digest pending, and the next drain sends it exactly once', async () => {
    const subscription = await dueSubscription();
    const now = new Date();
    // The job commits its queue and marks, then the process dies before sending anything.
    expect(await queueDigests(db, ORIGIN, now)).toBeGreaterThanOrEqual(1);
    expect(await outboxOf(subscription.id)).toMatchObject([{ status: 'pending', attempts: 0 }]);
    const [marked] = await db.query<{ digest_sent_at: Date | null }>('SELECT digest_sent_at FROM bid_subscriptions WHERE id = $1', [
      subscription.id,
    ]);
    expect(marked!.digest_sent_at).not.toBeNull();

    // Another process's next tick (or this one's start) drains it; the day's job run again queues nothing new.
    const { provider, sent } = recordingMessages();
    await sendDigests(db, { messages: provider, origin: ORIGIN, now });
    await drainDigests(db, { messages: provider, now });
    expect(to(sent, subscription.phone)).toHaveLength(1);
    expect(to(sent, subscription.phone)[0]!.key).toBe(
      digestIdempotencyKey({ subscriptionId: subscription.id }, (await outboxOf(subscription.id))[0]!.day),
    );
    expect(await outboxOf(subscription.id)).toMatchObject([{ status: 'sent', attempts: 1 }]);
  });

  it('sends a digest whose send was cut off once again after its lease lapses, with the same idempotency key', async () => {
    const subscription = await dueSubscription();
    const now = new Date();
    await queueDigests(db, ORIGIN, now);

    // A sender takes the row and hangs (its process died mid-send, as far as the others can tell).
    let reached!: () => void;
    const called = new Promise<void>((resolve) => (reached = resolve));
    let cutOff!: (error: Error) => void;
    const keys: string[] = [];
    const hanging: MessageProvider = {
      name: 'hanging',
      keepsOutbox: false,
      sendSms: (_to, _text, options) =>
        new Promise<void>((_, reject) => {
          keys.push(options!.idempotencyKey!);
          cutOff = reject;
          reached();
        }),
      sendEmail: () => Promise.reject(new Error('unexpected')),
    };
    const first = drainDigests(db, { messages: hanging, now });
    await called;

    const { provider, sent } = recordingMessages();
    // While the lease runs, nobody else sends it.
    expect((await drainDigests(db, { messages: provider, now: new Date(now.getTime() + MINUTE) })).sent).toBe(0);
    // Once it lapsed, the next drain does, once.
    await drainDigests(db, { messages: provider, now: new Date(now.getTime() + 3 * MINUTE) });
    await drainDigests(db, { messages: provider, now: new Date(now.getTime() + 6 * MINUTE) });
    expect(to(sent, subscription.phone)).toHaveLength(1);
    expect(to(sent, subscription.phone)[0]!.key).toBe(keys[0]);

    // The first sender's late failure does not undo the send: it no longer holds the lease.
    cutOff(new Error('connection reset'));
    expect(await first).toMatchObject({ sent: 0, failed: [expect.any(Error)] });
    expect(await outboxOf(subscription.id)).toMatchObject([{ status: 'sent', attempts: 2, last_error: null }]);
  });
});

describe('the day’s job run again', () => {
  it('never makes a second digest for a subscription and day, even when its mark was lost', async () => {
    const subscription = await dueSubscription();
    const now = new Date();
    const { provider, sent } = recordingMessages();
    await sendDigests(db, { messages: provider, origin: ORIGIN, now });
    await db.query('UPDATE bid_subscriptions SET digest_sent_at = NULL WHERE id = $1', [subscription.id]);
    await sendDigests(db, { messages: provider, origin: ORIGIN, now });
    await Promise.all([1, 2].map(() => sendDigests(db, { messages: provider, origin: ORIGIN, now })));
    expect(to(sent, subscription.phone)).toHaveLength(1);
    expect(await outboxOf(subscription.id)).toHaveLength(1);
  });
});

describe('two senders at once', () => {
  it('send each queued digest once', async () => {
    const subscriptions = await Promise.all(Array.from({ length: 8 }, () => dueSubscription()));
    const now = new Date();
    await queueDigests(db, ORIGIN, now);
    // Each send takes a moment, so on PostgreSQL the two drains interleave over the pool's connections.
    const { provider, sent } = recordingMessages(5);
    const runs = await Promise.all([1, 2].map(() => drainDigests(db, { messages: provider, now })));
    for (const subscription of subscriptions) expect(to(sent, subscription.phone)).toHaveLength(1);
    expect(runs[0]!.sent + runs[1]!.sent).toBe(sent.length);
  });
});

describe('a refused send', () => {
  it('is retried after a back-off, and sent once the provider accepts it', async () => {
    const subscription = await dueSubscription();
    const now = new Date();
    const { provider, sent, state } = recordingMessages();
    state.failing = true;
    const refused = await sendDigests(db, { messages: provider, origin: ORIGIN, now });
    expect(refused.failed.length).toBeGreaterThanOrEqual(1);
    expect(await outboxOf(subscription.id)).toMatchObject([{ status: 'pending', attempts: 1, last_error: 'gateway down' }]);
    state.failing = false;
    await drainDigests(db, { messages: provider, now: new Date(now.getTime() + MINUTE / 2) });
    expect(to(sent, subscription.phone)).toHaveLength(0);
    await drainDigests(db, { messages: provider, now: new Date(now.getTime() + MINUTE) });
    expect(to(sent, subscription.phone)).toHaveLength(1);
    expect(await outboxOf(subscription.id)).toMatchObject([{ status: 'sent', attempts: 2, last_error: null }]);
  });

  it(`is given up after ${DIGEST_MAX_ATTEMPTS} tries, with the reason kept`, async () => {
    const subscription = await dueSubscription();
    const start = new Date();
    const { provider, state } = recordingMessages();
    state.failing = true;
    await queueDigests(db, ORIGIN, start);
    // Each drain runs when the last back-off has passed: 1, 5, 30 and 120 minutes.
    let at = start.getTime();
    for (const wait of [0, 1, 5, 30, 120]) {
      at += wait * MINUTE;
      await drainDigests(db, { messages: provider, now: new Date(at) });
    }
    expect(await outboxOf(subscription.id)).toMatchObject([
      { status: 'failed', attempts: DIGEST_MAX_ATTEMPTS, last_error: 'gateway down' },
    ]);
    await drainDigests(db, { messages: provider, now: new Date(at + 86_400_000) });
    expect(await outboxOf(subscription.id)).toMatchObject([{ attempts: DIGEST_MAX_ATTEMPTS }]);
  });
});

describe('the webhook provider', () => {
  it('sends every try of a digest with the same Idempotency-Key', async () => {
    const subscription = await dueSubscription();
    const mine: IncomingHttpHeaders[] = [];
    const gateway = createServer((request, response) => {
      const ours = String(request.headers['idempotency-key'] ?? '').includes(`:${subscription.id}:`);
      if (ours) mine.push(request.headers);
      request.resume();
      // Its first try fails, the second is accepted.
      response.statusCode = ours && mine.length === 1 ? 502 : 200;
      response.end();
    });
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    try {
      const now = new Date();
      await queueDigests(db, ORIGIN, now);
      const messages = webhookProvider(`http://127.0.0.1:${(gateway.address() as AddressInfo).port}/send`);
      await drainDigests(db, { messages, now });
      await drainDigests(db, { messages, now: new Date(now.getTime() + MINUTE) });
      expect(mine).toHaveLength(2);
      expect(mine[0]!['idempotency-key']).toBe(mine[1]!['idempotency-key']);
      expect(await outboxOf(subscription.id)).toMatchObject([{ status: 'sent', attempts: 2 }]);
    } finally {
      await new Promise((resolve) => gateway.close(resolve));
    }
  });
});
