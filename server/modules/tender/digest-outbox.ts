import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/database';
import type { MessageProvider } from '../../services/messages/message-provider';

// The sending half of the tender digests (migration 022's digest_outbox): the daily job queues one row per
// subscription and day in the transaction that marks the subscription, or per user and day for a user's own
// digest of followed organisations' wins (migration 042; digests.ts); any process drains the due
// rows. A sender leases one row at a time (FOR UPDATE SKIP LOCKED, then a lease with an expiry, since the send
// itself runs outside any transaction), sends it and marks it sent. A crash after the queueing commit leaves
// the row pending for the next drain; a crash during a send leaves a lease that lapses, and the row is sent
// again, with the same idempotency key, so a gateway that honours the key delivers it once (at least once
// otherwise: a duplicate needs a crash between the gateway's acceptance and the mark).

/** A send not finished in this time is a failure; the lease outlasts it so a slow sender keeps its row. */
const SEND_TIMEOUT_MS = 60_000;
const LEASE_MS = 2 * SEND_TIMEOUT_MS;
/** The wait before each retry: 1 min, 5 min, 30 min, 2 h; the fifth failure gives up. */
const BACKOFF_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000];
export const DIGEST_MAX_ATTEMPTS = BACKOFF_MS.length + 1;
/** Rows one drain sends at most (the rest wait for the next tick). */
const DRAIN_MAX = 10_000;
/** Sent and given-up rows are kept this long (a record for operators), then deleted by the daily job. */
export const DIGEST_OUTBOX_KEEP_MS = 30 * 86_400_000;

/** Whose digest a row is: a subscription's, or the followed organisations' wins of a user without a daily subscription. */
export type DigestOwner = { subscriptionId: number } | { userId: string };

export interface QueuedDigest {
  owner: DigestOwner;
  /** The China day, YYYY-MM-DD. */
  day: string;
  channel: 'sms' | 'email';
  recipient: string;
  subject: string | null;
  body: string;
}

/** Queues a digest; a second one for the same owner and day is ignored. Answers whether it was queued. */
export async function queueDigest(tx: Queryable, digest: QueuedDigest, now: Date): Promise<boolean> {
  const { owner } = digest;
  const rows = await tx.query(
    `INSERT INTO digest_outbox (subscription_id, user_id, day, channel, recipient, subject, body, next_attempt_at, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8) ON CONFLICT DO NOTHING RETURNING id`,
    [
      'subscriptionId' in owner ? owner.subscriptionId : null,
      'userId' in owner ? owner.userId : null,
      digest.day,
      digest.channel,
      digest.recipient,
      digest.subject,
      digest.body,
      now,
    ],
  );
  return rows.length > 0;
}

/** Deletes sent and given-up rows older than DIGEST_OUTBOX_KEEP_MS. */
export async function pruneDigestOutbox(tx: Queryable, now: Date): Promise<void> {
  await tx.query("DELETE FROM digest_outbox WHERE status <> 'pending' AND created_at < $1", [
    new Date(now.getTime() - DIGEST_OUTBOX_KEEP_MS),
  ]);
}

interface LeasedRow {
  id: string;
  subscription_id: number | null;
  user_id: string | null;
  day: string;
  channel: 'sms' | 'email';
  recipient: string;
  subject: string | null;
  body: string;
  attempts: number;
}

/** Leases the next due row no other sender holds, counting the attempt; null when none is due. */
async function leaseNext(db: Queryable, token: string, now: Date): Promise<LeasedRow | null> {
  const [row] = await db.query<LeasedRow>(
    `UPDATE digest_outbox SET attempts = attempts + 1, lease_token = $2, lease_until = $3
     WHERE id = (
       SELECT id FROM digest_outbox
       WHERE status = 'pending' AND next_attempt_at <= $1 AND (lease_until IS NULL OR lease_until <= $1)
       ORDER BY next_attempt_at, id LIMIT 1 FOR UPDATE SKIP LOCKED
     )
     RETURNING id, subscription_id, user_id, to_char(day, 'YYYY-MM-DD') AS day, channel, recipient, subject, body, attempts`,
    [now, token, new Date(now.getTime() + LEASE_MS)],
  );
  return row ?? null;
}

/** The key a gateway may dedupe on: one per owner (a subscription, or a user's own digest) and day, the same on every try. */
export const digestIdempotencyKey = (owner: DigestOwner, day: string) =>
  'subscriptionId' in owner ? `tender-digest:${owner.subscriptionId}:${day}` : `tender-digest:user:${owner.userId}:${day}`;

async function deliver(messages: MessageProvider, row: LeasedRow): Promise<void> {
  const owner = row.user_id === null ? { subscriptionId: row.subscription_id! } : { userId: row.user_id };
  const options = { idempotencyKey: digestIdempotencyKey(owner, row.day) };
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`message provider did not answer in ${SEND_TIMEOUT_MS} ms`)), SEND_TIMEOUT_MS);
  });
  const send =
    row.channel === 'email'
      ? messages.sendEmail(row.recipient, row.subject ?? '', row.body, options)
      : messages.sendSms(row.recipient, row.body, options);
  try {
    await Promise.race([send, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Sent, whoever holds the lease now: the message went out. */
async function markSent(db: Queryable, id: string, at: Date): Promise<void> {
  await db.query(
    "UPDATE digest_outbox SET status = 'sent', sent_at = $2, lease_token = NULL, lease_until = NULL, last_error = NULL WHERE id = $1",
    [id, at],
  );
}

/**
 * A failed send: retried after the back-off, or given up with the reason after DIGEST_MAX_ATTEMPTS. Only while
 * this sender still holds the lease (after it lapsed, another sender owns the row's fate).
 */
async function markFailed(db: Queryable, row: LeasedRow, token: string, error: unknown, now: Date): Promise<void> {
  const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500);
  const gaveUp = row.attempts >= DIGEST_MAX_ATTEMPTS;
  const next = new Date(now.getTime() + (BACKOFF_MS[row.attempts - 1] ?? 0));
  await db.query(
    `UPDATE digest_outbox SET status = $3, next_attempt_at = $4, last_error = $5, lease_token = NULL, lease_until = NULL
     WHERE id = $1 AND lease_token = $2 AND status = 'pending'`,
    [row.id, token, gaveUp ? 'failed' : 'pending', next, reason],
  );
}

export interface DrainOptions {
  messages: MessageProvider;
  /** A fixed time the leases and back-off are measured from (tests); else the clock at each row. */
  now?: Date;
  /** Stops the drain before its next row (the process is closing). */
  signal?: AbortSignal;
}

export interface DrainRun {
  /** Messages this drain sent. */
  sent: number;
  /** The errors of the sends that failed (each retried later, or given up). */
  failed: unknown[];
}

/** Sends the due digests, one leased row at a time, until none is due; safe to run in several processes at once. */
export async function drainDigests(db: Queryable, { messages, now, signal }: DrainOptions): Promise<DrainRun> {
  const clock = () => now ?? new Date();
  const token = randomUUID();
  const run: DrainRun = { sent: 0, failed: [] };
  for (let n = 0; n < DRAIN_MAX && !signal?.aborted; n++) {
    const row = await leaseNext(db, token, clock());
    if (!row) break;
    try {
      await deliver(messages, row);
    } catch (error) {
      run.failed.push(error);
      await markFailed(db, row, token, error, clock());
      continue;
    }
    await markSent(db, row.id, clock());
    run.sent++;
  }
  return run;
}
