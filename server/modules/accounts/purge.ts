import type { Queryable } from '../../db/database';

/** Rows past their use, kept a day for inspection; each statement walks an expiry index. */
const PURGES = [
  "DELETE FROM sessions WHERE expires_at < now() - interval '1 day'",
  "DELETE FROM verification_codes WHERE expires_at < now() - interval '1 day'",
  "DELETE FROM login_failures WHERE created_at < now() - interval '1 day'",
  "DELETE FROM account_lockouts WHERE locked_until < now() - interval '1 day'",
  "DELETE FROM icode_challenges WHERE expires_at < now() - interval '1 day'",
  "DELETE FROM qr_tickets WHERE expires_at < now() - interval '1 day'",
  "DELETE FROM one_time_tickets WHERE expires_at < now() - interval '1 day'",
  "DELETE FROM oauth_states WHERE expires_at < now() - interval '1 day'",
  "DELETE FROM oauth_pending_binds WHERE expires_at < now() - interval '1 day'",
  "DELETE FROM outbox WHERE created_at < now() - interval '7 days'",
  "DELETE FROM rate_limit_counters WHERE window_start < now() - interval '1 day'",
  // A read counts once a day: older days only grow the table.
  'DELETE FROM daily_reads WHERE day < current_date - 2',
];

/** Removes expired account state and spent read records. Safe to run from any number of processes at once. */
export async function purgeExpired(db: Queryable): Promise<void> {
  for (const sql of PURGES) await db.query(sql);
}
