import type { PointEntry, PointReason } from '../../../shared/calls/points';
import type { Queryable } from '../../db/database';

/**
 * Moves a user's points by `delta` and writes its ledger row: call it inside a transaction. Answers the new
 * balance, or null (nothing changed) when a negative delta would take the balance below zero. One statement
 * changes the balance, so parallel changes cannot both spend the same points.
 */
export async function changePoints(
  tx: Queryable,
  change: { userId: string; delta: number; reason: PointReason; reference: string; at: Date },
): Promise<{ balance: number; entryId: number } | null> {
  const { userId, delta } = change;
  // A negative row may not even be proposed to the upsert (its CHECK holds for the proposed row), so a spend
  // only updates an existing balance.
  const [row] =
    delta > 0
      ? await tx.query<{ balance: number }>(
          `INSERT INTO point_balances (user_id, balance, updated_at) VALUES ($1, $2, $3)
           ON CONFLICT (user_id) DO UPDATE SET balance = point_balances.balance + EXCLUDED.balance, updated_at = EXCLUDED.updated_at
           RETURNING balance`,
          [userId, delta, change.at],
        )
      : await tx.query<{ balance: number }>(
          'UPDATE point_balances SET balance = balance + $2, updated_at = $3 WHERE user_id = $1 AND balance + $2 >= 0 RETURNING balance',
          [userId, delta, change.at],
        );
  if (!row) return null;
  const [entry] = await tx.query<{ id: string }>(
    `INSERT INTO point_ledger (user_id, delta, balance_after, reason, reference, created_at)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [userId, delta, row.balance, change.reason, change.reference, change.at],
  );
  return { balance: row.balance, entryId: Number(entry!.id) };
}

export async function pointBalance(db: Queryable, userId: string): Promise<number> {
  const [row] = await db.query<{ balance: number }>('SELECT balance FROM point_balances WHERE user_id = $1', [userId]);
  return row?.balance ?? 0;
}

/** The user's ledger, newest first; an invite shows the colleague's masked phone, never their id. */
export async function listPointLedger(
  db: Queryable,
  userId: string,
  paging: { page?: number; pageSize?: number },
): Promise<{ list: PointEntry[]; total: number; balance: number }> {
  const pageSize = paging.pageSize ?? 10;
  const offset = ((paging.page ?? 1) - 1) * pageSize;
  const list = await db.query<PointEntry & { id: string | number }>(
    // The page first, then the invited colleagues of its rows by primary key: never a scan of users.
    `WITH page AS (
       SELECT id, delta, balance_after, reason, reference, created_at FROM point_ledger
       WHERE user_id = $1 ORDER BY id DESC LIMIT $2 OFFSET $3
     )
     SELECT p.id, p.delta, p.balance_after AS "balanceAfter", p.reason,
            CASE WHEN p.reason = 'invite'
                 THEN COALESCE(left(u.phone, 3) || '****' || right(u.phone, 4), '')
                 ELSE p.reference END AS reference,
            p.created_at AS "createdAt"
     FROM page p
     LEFT JOIN users u ON u.id = CASE WHEN p.reason = 'invite' THEN p.reference::uuid END
     ORDER BY p.id DESC`,
    [userId, pageSize, offset],
  );
  const [count] = await db.query<{ total: number }>('SELECT count(*)::int AS total FROM point_ledger WHERE user_id = $1', [userId]);
  return {
    list: list.map((entry) => ({ ...entry, id: Number(entry.id), createdAt: new Date(entry.createdAt).toISOString() })),
    total: count!.total,
    balance: await pointBalance(db, userId),
  };
}

/** Times and points earned by each reason. */
export async function earnedByReason(db: Queryable, userId: string): Promise<Map<string, { times: number; points: number }>> {
  const rows = await db.query<{ reason: string; times: number; points: number }>(
    `SELECT reason, count(*)::int AS times, COALESCE(sum(delta), 0)::int AS points
     FROM point_ledger WHERE user_id = $1 AND delta > 0 GROUP BY reason`,
    [userId],
  );
  return new Map(rows.map((row) => [row.reason, { times: row.times, points: row.points }]));
}
