import type { Queryable } from '../../db/database';
import { accountFailure } from './account-failure';
import type { AccountLimits } from './account-settings';
import { consumeIcode } from './icode';
import { verifyNothing, verifyPassword } from './passwords';
import type { UserRow } from './users';

/**
 * Failures count per typed identifier (phone or email), whether or not an account owns it: an account's phone
 * and email are counted apart, as two unknown names would be, so a lock on one does not tell that the other
 * belongs to the same account.
 */
export function accountKey(account: string): string {
  return `account:${account.trim().toLowerCase()}`;
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
  const key = accountKey(account);
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

/** Forgets the wrong passwords and locks of a user's phone and email (after a password reset). */
export async function unlockUser(db: Queryable, user: Pick<UserRow, 'phone' | 'email'>): Promise<void> {
  const keys = [user.phone, user.email].filter((value): value is string => !!value).map(accountKey);
  await db.query('DELETE FROM account_lockouts WHERE account_key = ANY($1::text[])', [keys]);
  await db.query('DELETE FROM login_failures WHERE account_key = ANY($1::text[])', [keys]);
}
