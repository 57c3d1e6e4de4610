import type { Queryable } from '../../db/database';
import { accountFailure } from '../failure';
import type { AccountLimits } from './account-settings';
import { consumeIcode } from './icode';
import { verifyNothing, verifyPassword } from './passwords';
import type { UserRow } from './users';

/** Failures count per user, or per typed name when no user owns it (so both behave the same way). */
export function accountKey(user: UserRow | undefined, account: string): string {
  return user ? `user:${user.id}` : `account:${account.toLowerCase()}`;
}

/** Refuses a locked account, saying when to try again. */
export async function assertNotLocked(db: Queryable, key: string): Promise<void> {
  const [lock] = await db.query<{ seconds: number; locked_until: Date }>(
    `SELECT ceil(extract(epoch FROM locked_until - now()))::int AS seconds, locked_until
     FROM account_lockouts WHERE account_key = $1 AND locked_until > now()`,
    [key],
  );
  if (lock) throw lockedError(lock.seconds, lock.locked_until);
}

function lockedError(seconds: number, until: Date) {
  return accountFailure('locked', { minutes: Math.max(1, Math.ceil(seconds / 60)) }, { retryAt: until.toISOString() });
}

async function recentFailures(db: Queryable, limits: AccountLimits, key: string): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM login_failures WHERE account_key = $1 AND created_at > now() - make_interval(secs => $2)',
    [key, limits.lockWindow],
  );
  return row?.n ?? 0;
}

/** Records a wrong password; the lockFailures-th within lockWindow locks the account for lockDuration. */
async function recordFailure(db: Queryable, limits: AccountLimits, key: string): Promise<number> {
  await db.query('INSERT INTO login_failures (account_key) VALUES ($1)', [key]);
  const failures = await recentFailures(db, limits, key);
  if (failures >= limits.lockFailures) {
    const [lock] = await db.query<{ locked_until: Date }>(
      `INSERT INTO account_lockouts (account_key, locked_until) VALUES ($1, now() + make_interval(secs => $2))
       ON CONFLICT (account_key) DO UPDATE SET locked_until = EXCLUDED.locked_until RETURNING locked_until`,
      [key, limits.lockDuration],
    );
    // The count starts afresh once the lock ends.
    await db.query('DELETE FROM login_failures WHERE account_key = $1', [key]);
    throw lockedError(limits.lockDuration, lock!.locked_until);
  }
  return failures;
}

export interface PasswordAttempt {
  password: string;
  icodeId?: string;
  icode?: string;
}

/**
 * Checks a password against a user (or against nothing, in the same time, when there is none), with the
 * lockout and, after icodeAfterFailures wrong tries, the picture code.
 */
export async function checkPassword(
  db: Queryable,
  limits: AccountLimits,
  user: UserRow | undefined,
  account: string,
  attempt: PasswordAttempt,
): Promise<UserRow> {
  const key = accountKey(user, account);
  await assertNotLocked(db, key);
  if ((await recentFailures(db, limits, key)) >= limits.icodeAfterFailures) {
    if (!attempt.icodeId || !attempt.icode) throw accountFailure('icodeRequired', undefined, { icodeRequired: true });
    if (!(await consumeIcode(db, attempt.icodeId, attempt.icode))) throw accountFailure('badIcode', undefined, { icodeRequired: true });
  }
  const matches = user?.password_hash ? await verifyPassword(attempt.password, user.password_hash) : await verifyNothing(attempt.password);
  if (!user || !matches) {
    const failures = await recordFailure(db, limits, key);
    throw accountFailure('badCredentials', undefined, { icodeRequired: failures >= limits.icodeAfterFailures });
  }
  await db.query('DELETE FROM login_failures WHERE account_key = $1', [key]);
  return user;
}

/** Forgets a user's wrong passwords and lock (after a password reset). */
export async function unlockUser(db: Queryable, userId: string): Promise<void> {
  const key = `user:${userId}`;
  await db.query('DELETE FROM account_lockouts WHERE account_key = $1', [key]);
  await db.query('DELETE FROM login_failures WHERE account_key = $1', [key]);
}
