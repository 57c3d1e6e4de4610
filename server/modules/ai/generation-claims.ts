import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import { warnUnlessUnavailable } from '../../db/database-availability';
import type { Database, Queryable } from '../../db/database';
import { Failure } from '../../services/failure';
import { refund } from '../points/public';

// One generation at a time per subject (a conversation, a writing), across every process of a deployment: a
// generation_claims row (migration 022) taken before the quota is spent, renewed while the stream runs and
// deleted at its end. A process that dies stops renewing, and its claim lapses after the claim's time to live
// (45 s by default). The next claim of the subject, or the next read of it, then settles what the dead
// process left: its streaming answer or sections become `interrupted` and the use it spent is refunded, once
// (residue_ledger's refund_of is unique, so two processes settling at once refund once between them).

export type ClaimSubject = { kind: 'conversation' | 'writing'; id: number };

export interface ClaimDeps {
  db: Database;
  log: FastifyBaseLogger;
  /** How long a claim lives without being renewed; it is renewed every third of this. */
  ttlMs: number;
}

export interface GenerationClaim {
  /** Aborted when this process no longer holds the claim: a renewal found it lapsed or taken, or could not reach the database for the time to live. */
  readonly lost: AbortSignal;
  /** Records the use the generation spent, so that a takeover after a crash refunds it. */
  recordSpend(userId: string, entryId: number): Promise<void>;
  /** After the claim was lost: the subject settled as interrupted (unless another process holds it now); answers whether the use is refunded. */
  interrupt(entryId: number): Promise<boolean>;
  /** Ends the claim. Never throws: a claim that cannot be deleted lapses by itself. */
  release(): Promise<void>;
}

/** This process, as a claim names its holder (with a token of the claim's own). */
const PROCESS = `${hostname()}:${process.pid}`;

const LIVE = 'SELECT 1 FROM generation_claims g WHERE g.subject_kind = $1 AND g.subject_id = $2 AND g.expires_at > now()';

/** Whether a process generates for the subject now (a lapsed claim does not count). */
export async function isClaimed(db: Queryable, subject: ClaimSubject): Promise<boolean> {
  return (await db.query(LIVE, [subject.kind, subject.id])).length > 0;
}

interface Spend {
  user_id: string | null;
  spend_entry_id: string | null;
}

/** Marks the subject's streaming rows interrupted unless a live claim holds it; answers the spends they name. */
function interruptRows(db: Queryable, { kind, id }: ClaimSubject): Promise<Spend[]> {
  if (kind === 'conversation') {
    return db.query<Spend>(
      `UPDATE ai_messages m SET status = 'interrupted' FROM ai_conversations c
       WHERE c.id = m.conversation_id AND m.conversation_id = $2 AND m.status = 'streaming' AND NOT EXISTS (${LIVE})
       RETURNING c.user_id, m.spend_entry_id`,
      [kind, id],
    );
  }
  return db.query<Spend>(
    `UPDATE ai_writings w SET sections = (
       SELECT jsonb_agg(CASE WHEN s->>'status' = 'streaming' THEN jsonb_set(s, '{status}', '"interrupted"') ELSE s END ORDER BY n)
       FROM jsonb_array_elements(w.sections) WITH ORDINALITY AS e(s, n))
     WHERE w.id = $2 AND w.sections @> '[{"status": "streaming"}]'::jsonb AND NOT EXISTS (${LIVE})
     RETURNING w.user_id, NULL::bigint AS spend_entry_id`,
    [kind, id],
  );
}

/** Gives back a spend unless it was already (by another process settling the same claim, or by the generation itself). */
async function refundOnce(db: Database, spend: Spend): Promise<void> {
  if (!spend.user_id || !spend.spend_entry_id) return;
  try {
    await refund(db, spend.user_id, Number(spend.spend_entry_id));
  } catch (error) {
    if (!(error instanceof Failure && (error.reason === 'points.refundDone' || error.reason === 'points.refundUnknown'))) throw error;
  }
}

/**
 * Settles what a dead holder left: its lapsed claim's use refunded, the subject's streaming rows marked
 * interrupted (their uses refunded too), the claim deleted. Each step can be run again, so a process that dies
 * midway leaves the rest to the next settle.
 */
export async function settleLapsed(db: Database, subject: ClaimSubject): Promise<void> {
  const [lapsed] = await db.query<Spend & { holder: string }>(
    'SELECT holder, user_id, spend_entry_id FROM generation_claims WHERE subject_kind = $1 AND subject_id = $2 AND expires_at <= now()',
    [subject.kind, subject.id],
  );
  if (lapsed) await refundOnce(db, lapsed);
  const interrupted = await interruptRows(db, subject);
  for (const row of interrupted) await refundOnce(db, row);
  if (lapsed) {
    await db.query('DELETE FROM generation_claims WHERE subject_kind = $1 AND subject_id = $2 AND holder = $3 AND expires_at <= now()', [
      subject.kind,
      subject.id,
      lapsed.holder,
    ]);
  }
}

/**
 * Claims the subject for one generation, after settling a lapsed claim; throws `busy()` while another
 * generation (in any process) holds it. The claim renews itself until released.
 */
export async function claimGeneration({ db, log, ttlMs }: ClaimDeps, subject: ClaimSubject, busy: () => Error): Promise<GenerationClaim> {
  await settleLapsed(db, subject);
  const holder = `${PROCESS}:${randomUUID().slice(0, 8)}`;
  const key = [subject.kind, subject.id, holder];
  // DO NOTHING rather than taking over an expired row here: the settle above refunds a lapsed claim's use
  // first, and a claim that lapsed since then answers busy once, to be settled by the next try.
  const taken = await db.query(
    `INSERT INTO generation_claims (subject_kind, subject_id, holder, claimed_at, expires_at)
     VALUES ($1, $2, $3, now(), now() + $4 * interval '1 millisecond') ON CONFLICT (subject_kind, subject_id) DO NOTHING RETURNING holder`,
    [...key, ttlMs],
  );
  if (!taken.length) throw busy();

  const lost = new AbortController();
  let renewedAt = Date.now();
  const renew = async () => {
    try {
      const rows = await db.query(
        `UPDATE generation_claims SET expires_at = now() + $4 * interval '1 millisecond'
         WHERE subject_kind = $1 AND subject_id = $2 AND holder = $3 AND expires_at > now() RETURNING holder`,
        [...key, ttlMs],
      );
      if (rows.length) renewedAt = Date.now();
      else lost.abort();
    } catch (err) {
      warnUnlessUnavailable(log, err, 'ai: generation claim not renewed');
      if (Date.now() - renewedAt >= ttlMs) lost.abort();
    }
  };
  const timer = setInterval(() => {
    if (!lost.signal.aborted) void renew();
  }, ttlMs / 3);
  timer.unref();

  return {
    lost: lost.signal,
    async recordSpend(userId, entryId) {
      await db.query(
        'UPDATE generation_claims SET user_id = $4, spend_entry_id = $5 WHERE subject_kind = $1 AND subject_id = $2 AND holder = $3',
        [...key, userId, entryId],
      );
    },
    async interrupt(entryId) {
      await settleLapsed(db, subject);
      return (await db.query('SELECT 1 FROM residue_ledger WHERE refund_of = $1', [entryId])).length > 0;
    },
    async release() {
      clearInterval(timer);
      await db
        .query('DELETE FROM generation_claims WHERE subject_kind = $1 AND subject_id = $2 AND holder = $3', key)
        .catch((err: unknown) => log.warn({ err, subject }, 'ai: generation claim not released'));
    },
  };
}
