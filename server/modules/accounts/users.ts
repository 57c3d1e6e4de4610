import { PHONE_PATTERN, type UserInfo } from '../../../shared/calls/account-models';
import type { Queryable } from '../../db/database';
import { serverText } from '../../server-text';

const PHONE = new RegExp(PHONE_PATTERN);

export interface UserRow {
  id: string;
  phone: string | null;
  email: string | null;
  realname: string;
  avatar_url: string;
  password_hash: string | null;
  double_auth: boolean;
}

const USER_COLUMNS = 'id, phone, email, realname, avatar_url, password_hash, double_auth';

export function isPhone(value: string): boolean {
  return PHONE.test(value);
}

/** 13800000001 → 138****0001. */
export function maskPhone(phone: string | null): string {
  return phone ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : '';
}

/** someone@example.com → so****@example.com. */
export function maskEmail(email: string | null): string | null {
  if (!email) return null;
  const at = email.indexOf('@');
  return `${email.slice(0, Math.min(2, at))}****${email.slice(at)}`;
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findUserById(db: Queryable, id: string): Promise<UserRow | undefined> {
  const [row] = await db.query<UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE id = $1`, [id]);
  return row;
}

export async function findUserByPhone(db: Queryable, phone: string): Promise<UserRow | undefined> {
  const [row] = await db.query<UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE phone = $1`, [phone]);
  return row;
}

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | undefined> {
  const [row] = await db.query<UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE email = $1`, [normaliseEmail(email)]);
  return row;
}

/** An account is a phone or an email. */
export async function findUserByAccount(db: Queryable, account: string): Promise<UserRow | undefined> {
  if (isPhone(account)) return findUserByPhone(db, account);
  if (account.includes('@')) return findUserByEmail(db, account);
  return undefined;
}

/** The name of a user who gave none: locales' defaultRealname with the phone's last 4 digits. */
export function defaultRealname(phone: string | null): string {
  return serverText('account.defaultRealname', { suffix: phone ? phone.slice(-4) : '' });
}

export interface NewUser {
  phone?: string | null;
  email?: string | null;
  realname?: string;
  avatarUrl?: string;
  passwordHash?: string | null;
  invitedBy?: string | null;
}

/** Inserts a user; answers undefined when the phone is taken meanwhile (a concurrent registration). */
export async function insertUser(db: Queryable, user: NewUser): Promise<UserRow | undefined> {
  const [row] = await db.query<UserRow>(
    `INSERT INTO users (phone, email, realname, avatar_url, password_hash, invited_by)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT DO NOTHING
     RETURNING ${USER_COLUMNS}`,
    [
      user.phone ?? null,
      user.email ? normaliseEmail(user.email) : null,
      user.realname || defaultRealname(user.phone ?? null),
      user.avatarUrl ?? '',
      user.passwordHash ?? null,
      user.invitedBy ?? null,
    ],
  );
  return row;
}

/** Finds the user of a phone, or registers it (code logins register new phones: reg/loginReg). */
export async function findOrCreateByPhone(db: Queryable, phone: string): Promise<UserRow> {
  const existing = await findUserByPhone(db, phone);
  if (existing) return existing;
  return (await insertUser(db, { phone })) ?? (await findUserByPhone(db, phone))!;
}

export async function setPassword(db: Queryable, userId: string, passwordHash: string): Promise<void> {
  await db.query('UPDATE users SET password_hash = $2, updated_at = now() WHERE id = $1', [userId, passwordHash]);
}

export interface OrgRef {
  id: string;
  code: string;
  name: string;
  membershipId: string;
}

export async function userOrgs(db: Queryable, userId: string): Promise<OrgRef[]> {
  return db.query<OrgRef>(
    `SELECT o.id, o.code, o.name, m.id AS "membershipId"
     FROM memberships m JOIN organisations o ON o.id = m.org_id
     WHERE m.user_id = $1 ORDER BY o.code`,
    [userId],
  );
}

export async function buildUserInfo(db: Queryable, user: UserRow, orgId: string | null): Promise<UserInfo> {
  const orgs = await userOrgs(db, user.id);
  return {
    realname: user.realname,
    avatarUrl: user.avatar_url,
    phone: maskPhone(user.phone),
    email: user.email,
    doubleAuth: user.double_auth,
    hasPassword: user.password_hash !== null,
    orgs: orgs.map((org) => ({ id: org.id, name: org.name })),
    currentOrgId: orgId,
  };
}
