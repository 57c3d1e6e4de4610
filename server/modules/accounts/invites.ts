import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/database';

/** Each user has one invite code, made the first time it is asked for. */
export async function inviteCodeOf(db: Queryable, userId: string): Promise<string> {
  await db.query('INSERT INTO invites (code, inviter_user_id) VALUES ($1, $2) ON CONFLICT (inviter_user_id) DO NOTHING', [
    randomBytes(6).toString('base64url'),
    userId,
  ]);
  const [row] = await db.query<{ code: string }>('SELECT code FROM invites WHERE inviter_user_id = $1', [userId]);
  return row!.code;
}

export async function inviterOf(db: Queryable, code: string | undefined): Promise<string | null> {
  if (!code) return null;
  const [row] = await db.query<{ inviter_user_id: string }>('SELECT inviter_user_id FROM invites WHERE code = $1', [code]);
  return row?.inviter_user_id ?? null;
}
