import type { ConsumptionRule, EarningRule, SignRule, StreakBonus } from '../../../shared/calls/points';
import type { Queryable } from '../../db/database';
import { fail } from '../../services/failure';

// The rules are rows of point_rules and residue_kinds (migration 020): what earns, what a streak adds, what
// a quota costs. A handful of rows, read per call: no cache to go stale when an operator edits them.

/** The points an earning rule gives (0 when the row is gone: nothing is earned). */
export async function earningPoints(db: Queryable, code: 'signIn' | 'invite'): Promise<number> {
  const [row] = await db.query<{ points: number }>("SELECT points FROM point_rules WHERE code = $1 AND category = 'earn'", [code]);
  return row?.points ?? 0;
}

export async function earningRules(db: Queryable): Promise<EarningRule[]> {
  return db.query<EarningRule>(
    "SELECT code, title, description, points FROM point_rules WHERE category = 'earn' ORDER BY sort_order, code",
  );
}

export async function streakBonuses(db: Queryable): Promise<StreakBonus[]> {
  return db.query<StreakBonus>(
    `SELECT streak_day AS "streakDay", points, title FROM point_rules WHERE category = 'streak' ORDER BY streak_day`,
  );
}

export async function signRule(db: Queryable): Promise<SignRule> {
  const [daily] = await db.query<{ points: number; description: string }>(
    "SELECT points, description FROM point_rules WHERE code = 'signIn' AND category = 'earn'",
  );
  return { dailyPoints: daily?.points ?? 0, description: daily?.description ?? '', bonuses: await streakBonuses(db) };
}

const CONSUMPTION_COLUMNS = `kind, title, description, free_allotment AS "freeAllotment", cost_per_use AS "costPerUse",
  exchange_points AS "exchangePoints", exchange_residue AS "exchangeResidue"`;

export async function consumptionRules(db: Queryable): Promise<ConsumptionRule[]> {
  return db.query<ConsumptionRule>(`SELECT ${CONSUMPTION_COLUMNS} FROM residue_kinds ORDER BY sort_order, kind`);
}

/** One quota kind's rule; an unknown kind is refused. */
export async function consumptionRule(db: Queryable, kind: string): Promise<ConsumptionRule> {
  const [row] = await db.query<ConsumptionRule>(`SELECT ${CONSUMPTION_COLUMNS} FROM residue_kinds WHERE kind = $1`, [kind]);
  if (!row) throw fail('points.unknownKind', { kind });
  return row;
}
