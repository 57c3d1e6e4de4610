import { randomUUID } from 'node:crypto';
import type { Database, Queryable } from '../../db/database';
import { serverText } from '../../server-text';
import type { MessageProvider } from '../../services/messages/message-provider';
import { accountFailure } from './account-failure';
import type { AccountLimits } from './account-settings';
import { newNumericCode, sameDigest, sha256 } from './tokens';

/**
 * What a code is for; a code proves only its own purpose ('rebind': the bound phone or email, before it is replaced;
 * 'wxBind': the phone a first WeChat login binds).
 */
export type CodePurpose = 'register' | 'login' | 'findPwd' | 'doubleAuth' | 'bind' | 'org' | 'rebind' | 'wxBind';

export interface CodeTarget {
  channel: 'sms' | 'email';
  /** A phone or a lower-case email. */
  to: string;
}

const codeHash = (id: string, code: string) => sha256(`${id}:${code}`);

/**
 * Sends a 6-digit code for a purpose. Limits are counted in SQL under an advisory lock on the target, so they
 * hold across processes: one code a minute per target and purpose, at most codeDailyCap a day per target.
 */
export async function sendCode(
  db: Database,
  messages: MessageProvider,
  limits: AccountLimits,
  target: CodeTarget,
  purpose: CodePurpose,
): Promise<void> {
  const id = randomUUID();
  const code = newNumericCode();
  await db.transaction(async (tx) => {
    await tx.query("SELECT pg_advisory_xact_lock(hashtext('code:' || $1::text))", [target.to]);
    const [usage] = await tx.query<{ wait: number | null; today: number }>(
      `SELECT
         (SELECT ceil(extract(epoch FROM max(created_at) + make_interval(secs => $3) - now()))::int
            FROM verification_codes WHERE target = $1 AND purpose = $2 AND used_at IS NULL) AS wait,
         (SELECT count(*)::int FROM verification_codes
            WHERE target = $1 AND created_at > now() - interval '1 day') AS today`,
      [target.to, purpose, limits.codeInterval],
    );
    // One code a minute while the last one is unspent; a spent code frees the slot (the daily cap still holds).
    if (usage?.wait && usage.wait > 0) {
      throw accountFailure('codeTooSoon', { seconds: usage.wait }, { retryAfter: usage.wait });
    }
    if ((usage?.today ?? 0) >= limits.codeDailyCap) throw accountFailure('codeDailyCap');
    await tx.query(
      `INSERT INTO verification_codes (id, target, purpose, code_hash, expires_at)
       VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5))`,
      [id, target.to, purpose, codeHash(id, code), limits.codeTtl],
    );
  });
  // Sent after the commit: the outbox provider writes through the pool, and a slow gateway holds no lock.
  const vars = { code, minutes: Math.round(limits.codeTtl / 60), action: serverText(`messages.purposes.${purpose}`) };
  if (target.channel === 'sms') await messages.sendSms(target.to, serverText('messages.smsCode', vars));
  else await messages.sendEmail(target.to, serverText('messages.emailSubject', vars), serverText('messages.emailCode', vars));
}

/**
 * Spends the latest code sent to a target for one of the purposes. A code works once, for codeTtl seconds,
 * and is void after codeMaxAttempts wrong tries; the conditional UPDATE makes "once" hold across processes.
 */
export async function consumeCode(
  db: Queryable,
  limits: AccountLimits,
  target: string,
  purposes: readonly CodePurpose[],
  code: string,
): Promise<void> {
  const [latest] = await db.query<{ id: string; code_hash: string; usable: boolean }>(
    `SELECT id, code_hash, (used_at IS NULL AND expires_at > now() AND attempts < $3) AS usable
     FROM verification_codes WHERE target = $1 AND purpose = ANY($2::text[])
     ORDER BY created_at DESC LIMIT 1`,
    [target, purposes, limits.codeMaxAttempts],
  );
  if (!latest?.usable) throw accountFailure('codeExpired');
  if (!sameDigest(codeHash(latest.id, code), latest.code_hash)) {
    await db.query('UPDATE verification_codes SET attempts = attempts + 1 WHERE id = $1', [latest.id]);
    throw accountFailure('badCode');
  }
  const spent = await db.query(
    `UPDATE verification_codes SET used_at = now()
     WHERE id = $1 AND used_at IS NULL AND expires_at > now() AND attempts < $2 RETURNING id`,
    [latest.id, limits.codeMaxAttempts],
  );
  if (!spent.length) throw accountFailure('codeExpired');
}
