import type { Residue } from '../../../shared/calls/points';
import type { Database, Queryable } from '../../db/database';
import { fail } from '../../services/failure';
import { changePoints, pointBalance } from './point-ledger';
import { consumptionRule } from './point-rules';

// The AI quota (residueDegree): one balance per user and kind that never goes below zero, changed by one
// guarded UPDATE and a residue_ledger row in the same transaction, so parallel spends cannot overspend. A
// user only spends it or buys it with points; the free allotment comes once, when the quota is opened.

interface LedgerRow {
  userId: string;
  kind: string;
  delta: number;
  balance: number;
  reason: 'allotment' | 'spend' | 'refund' | 'exchange';
  note?: string;
  reference?: string;
  refundOf?: number;
  at: Date;
}

async function writeLedger(tx: Queryable, row: LedgerRow): Promise<number> {
  const [entry] = await tx.query<{ id: string }>(
    `INSERT INTO residue_ledger (user_id, kind, delta, balance_after, reason, note, reference, refund_of, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
    [row.userId, row.kind, row.delta, row.balance, row.reason, row.note ?? '', row.reference ?? '', row.refundOf ?? null, row.at],
  );
  return Number(entry!.id);
}

/** Opens the quota with the kind's free allotment, unless it is open already (then nothing changes). */
async function openInTransaction(tx: Queryable, userId: string, kind: string, at: Date): Promise<void> {
  const { freeAllotment } = await consumptionRule(tx, kind);
  const opened = await tx.query(
    `INSERT INTO residue_accounts (user_id, kind, balance, created_at, updated_at) VALUES ($1, $2, $3, $4, $4)
     ON CONFLICT (user_id, kind) DO NOTHING RETURNING kind`,
    [userId, kind, freeAllotment, at],
  );
  if (opened.length && freeAllotment > 0) {
    await writeLedger(tx, { userId, kind, delta: freeAllotment, balance: freeAllotment, reason: 'allotment', at });
  }
}

/** The user's quotas: of one kind, or of every kind (an unopened one with opened false and balance 0). */
export async function residues(db: Queryable, userId: string, kind?: string): Promise<Residue[]> {
  if (kind) await consumptionRule(db, kind);
  return db.query<Residue>(
    `SELECT k.kind, k.title, a.user_id IS NOT NULL AS opened, COALESCE(a.balance, 0) AS balance
     FROM residue_kinds k LEFT JOIN residue_accounts a ON a.kind = k.kind AND a.user_id = $1
     WHERE $2::text IS NULL OR k.kind = $2
     ORDER BY k.sort_order, k.kind`,
    [userId, kind ?? null],
  );
}

export async function openResidue(db: Database, userId: string, kind: string, at: Date): Promise<Residue> {
  await db.transaction((tx) => openInTransaction(tx, userId, kind, at));
  return (await residues(db, userId, kind))[0]!;
}

/** Takes `amount` from the balance in one statement; null when the balance is short (nothing changed). */
async function take(tx: Queryable, userId: string, kind: string, amount: number, at: Date): Promise<number | null> {
  const [row] = await tx.query<{ balance: number }>(
    `UPDATE residue_accounts SET balance = balance - $3, updated_at = $4
     WHERE user_id = $1 AND kind = $2 AND balance >= $3 RETURNING balance`,
    [userId, kind, amount, at],
  );
  return row?.balance ?? null;
}

async function give(tx: Queryable, userId: string, kind: string, amount: number, at: Date): Promise<number> {
  const [row] = await tx.query<{ balance: number }>(
    'UPDATE residue_accounts SET balance = balance + $3, updated_at = $4 WHERE user_id = $1 AND kind = $2 RETURNING balance',
    [userId, kind, amount, at],
  );
  return row!.balance;
}

export interface Spent {
  /** The spend's ledger row: what a refund names. */
  entryId: number;
  balance: number;
}

/**
 * Spends `amount` of a user's quota (opened with its allotment first if it was not): the AI tools call this
 * for each use. A short balance fails with points.residueShort and changes nothing.
 */
export async function spend(
  db: Database,
  userId: string,
  kind: string,
  amount: number,
  reason: string,
  ref: string,
  at = new Date(),
): Promise<Spent> {
  if (!Number.isInteger(amount) || amount <= 0) throw fail('invalidField', { rule: 'minimum', field: 'amount', limit: 1 });
  return db.transaction(async (tx) => {
    await openInTransaction(tx, userId, kind, at);
    const balance = await take(tx, userId, kind, amount, at);
    if (balance === null) throw fail('points.residueShort', { amount });
    const entryId = await writeLedger(tx, { userId, kind, delta: -amount, balance, reason: 'spend', note: reason, reference: ref, at });
    return { entryId, balance };
  });
}

/** Gives back a recorded spend of this user, once (a tool that failed after spending). */
export async function refund(db: Database, userId: string, spendEntryId: number, at = new Date()): Promise<{ balance: number }> {
  return db.transaction(async (tx) => {
    const [spent] = await tx.query<{ kind: string; delta: number; reference: string }>(
      "SELECT kind, delta, reference FROM residue_ledger WHERE id = $1 AND user_id = $2 AND reason = 'spend' FOR UPDATE",
      [spendEntryId, userId],
    );
    if (!spent) throw fail('points.refundUnknown');
    const [done] = await tx.query('SELECT 1 FROM residue_ledger WHERE refund_of = $1', [spendEntryId]);
    if (done) throw fail('points.refundDone');
    const balance = await give(tx, userId, spent.kind, -spent.delta, at);
    await writeLedger(tx, {
      userId,
      kind: spent.kind,
      delta: -spent.delta,
      balance,
      reason: 'refund',
      reference: spent.reference,
      refundOf: spendEntryId,
      at,
    });
    return { balance };
  });
}

/**
 * Buys `amount` of a quota with points at the kind's rate, both balances in one transaction: a whole number
 * of exchange steps, refused when the kind is not for sale or the points are short.
 */
async function exchange(db: Database, userId: string, kind: string, amount: number, at: Date): Promise<number> {
  const rule = await consumptionRule(db, kind);
  if (rule.exchangePoints === null || rule.exchangeResidue === null) throw fail('points.noExchange', { kind: rule.title });
  if (amount % rule.exchangeResidue !== 0) throw fail('points.exchangeStep', { step: rule.exchangeResidue });
  const cost = (amount / rule.exchangeResidue) * rule.exchangePoints;
  return db.transaction(async (tx) => {
    const paid = await changePoints(tx, { userId, delta: -cost, reason: 'exchange', reference: kind, at });
    if (!paid) throw fail('points.pointsShort', { cost });
    await openInTransaction(tx, userId, kind, at);
    const balance = await give(tx, userId, kind, amount, at);
    await writeLedger(tx, { userId, kind, delta: amount, balance, reason: 'exchange', reference: String(paid.entryId), at });
    return paid.balance;
  });
}

/** updateResidue: a negative delta spends, a positive one exchanges points. Answers the quota and the points left. */
export async function updateResidue(
  db: Database,
  userId: string,
  change: { kind: string; delta: number; reference?: string },
  at: Date,
): Promise<{ model: Residue; points: number }> {
  const { kind, delta } = change;
  await consumptionRule(db, kind);
  if (delta < 0) await spend(db, userId, kind, -delta, 'user', change.reference ?? '', at);
  else await exchange(db, userId, kind, delta, at);
  return { model: (await residues(db, userId, kind))[0]!, points: await pointBalance(db, userId) };
}
