import type { SignResult, SignStatus, StreakBonus } from '../../../shared/calls/points';
import type { Database, Queryable } from '../../db/database';
import { fail } from '../../services/failure';
import { addDays, chinaDay, monthBounds } from './china-day';
import { changePoints, pointBalance } from './point-ledger';
import { earningPoints, streakBonuses } from './point-rules';

// One sign a China day per user, enforced by sign_days' primary key: a second sign the same day (even in
// parallel) inserts nothing and earns nothing. A row keeps its streak, so today's streak is yesterday's + 1.

const bonusOf = (bonuses: StreakBonus[], streak: number) => bonuses.find((bonus) => bonus.streakDay === streak)?.points ?? 0;

async function streakEndingAt(db: Queryable, userId: string, day: string): Promise<number> {
  const [row] = await db.query<{ streak: number }>('SELECT streak FROM sign_days WHERE user_id = $1 AND day = $2', [userId, day]);
  return row?.streak ?? 0;
}

/** Signs the China day of `now`: the daily points, plus the bonus of the streak day it reaches. */
export async function signToday(db: Database, userId: string, now: Date): Promise<SignResult> {
  const day = chinaDay(now);
  return db.transaction(async (tx) => {
    const streak = (await streakEndingAt(tx, userId, addDays(day, -1))) + 1;
    const points = await earningPoints(tx, 'signIn');
    const bonus = bonusOf(await streakBonuses(tx), streak);
    const inserted = await tx.query(
      `INSERT INTO sign_days (user_id, day, streak, points, bonus, created_at) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (user_id, day) DO NOTHING RETURNING day`,
      [userId, day, streak, points, bonus, now],
    );
    if (!inserted.length) throw fail('points.alreadySigned');
    let balance = await pointBalance(tx, userId);
    if (points > 0) balance = (await changePoints(tx, { userId, delta: points, reason: 'signIn', reference: day, at: now }))!.balance;
    if (bonus > 0) balance = (await changePoints(tx, { userId, delta: bonus, reason: 'streakBonus', reference: day, at: now }))!.balance;
    return { day, streak, points, bonus, balance };
  });
}

/** Today's sign-in state, the streak, and what signing next earns. */
export async function signStatus(db: Queryable, userId: string, now: Date): Promise<SignStatus> {
  const today = chinaDay(now);
  const signedStreak = await streakEndingAt(db, userId, today);
  const signedToday = signedStreak > 0;
  const streak = signedToday ? signedStreak : await streakEndingAt(db, userId, addDays(today, -1));
  const bonuses = await streakBonuses(db);
  const nextDay = streak + 1;
  const ahead = bonuses.find((bonus) => bonus.streakDay >= nextDay);
  return {
    today,
    signedToday,
    streak,
    nextPoints: (await earningPoints(db, 'signIn')) + bonusOf(bonuses, nextDay),
    nextBonus: ahead ? { streakDay: ahead.streakDay, points: ahead.points, daysLeft: ahead.streakDay - streak } : null,
    balance: await pointBalance(db, userId),
  };
}

/** The days of a month (the current China month unless given) the user signed. */
export async function signDays(
  db: Queryable,
  userId: string,
  now: Date,
  month?: string,
): Promise<{ month: string; today: string; list: string[] }> {
  const today = chinaDay(now);
  const shown = month ?? today.slice(0, 7);
  const { first, last } = monthBounds(shown);
  const rows = await db.query<{ day: string }>(
    "SELECT to_char(day, 'YYYY-MM-DD') AS day FROM sign_days WHERE user_id = $1 AND day BETWEEN $2 AND $3 ORDER BY day",
    [userId, first, last],
  );
  return { month: shown, today, list: rows.map((row) => row.day) };
}
