import type { Session, UserInfo } from '../../../shared/calls/account-models';
import type { Queryable } from '../../db/database';
import { newToken, sha256 } from './tokens';
import { buildUserInfo, findUserById, type UserRow } from './users';

/** Who a valid bearer token belongs to. */
export interface AuthUser {
  userId: string;
  orgId: string | null;
  tokenHash: string;
  /** The tenants whose customer service this user answers (service_operators); empty for everyone else. */
  operatorTenants: string[];
  /** The tenants whose news this user edits (content_roles: editor or admin). */
  editorTenants: string[];
  /** The tenants whose roles and audit log this user also manages (content_roles: admin). */
  adminTenants: string[];
}

export async function staffIdOf(db: Queryable, userId: string, orgId: string | null): Promise<string> {
  if (!orgId) return userId;
  const [row] = await db.query<{ id: string }>('SELECT id FROM memberships WHERE user_id = $1 AND org_id = $2', [userId, orgId]);
  return row?.id ?? userId;
}

/**
 * Starts a session: a new random token of which only the sha256 is stored. SPEC §3 stored fields: token,
 * unionid (the user's id) and staffId (the membership's id in an organisation session, else the user's id).
 */
export async function startSession(db: Queryable, user: UserRow, orgId: string | null, ttlSeconds: number): Promise<Session> {
  const token = newToken();
  const [row] = await db.query<{ expires_at: Date }>(
    `INSERT INTO sessions (token_hash, user_id, org_id, expires_at)
     VALUES ($1, $2, $3, now() + make_interval(secs => $4)) RETURNING expires_at`,
    [sha256(token), user.id, orgId, ttlSeconds],
  );
  return {
    token,
    unionid: user.id,
    staffId: await staffIdOf(db, user.id, orgId),
    expiresAt: row!.expires_at.toISOString(),
    userinfo: await buildUserInfo(db, user, orgId),
  };
}

/** The live session of a token: known, not expired, not revoked. */
export async function findSession(db: Queryable, token: string): Promise<AuthUser | undefined> {
  const tokenHash = sha256(token);
  const [row] = await db.query<{
    user_id: string;
    org_id: string | null;
    operator_tenants: string[];
    editor_tenants: string[];
    admin_tenants: string[];
  }>(
    `SELECT s.user_id, s.org_id,
       ARRAY(SELECT o.tenant_id FROM service_operators o WHERE o.user_id = s.user_id ORDER BY o.tenant_id) AS operator_tenants,
       ARRAY(SELECT r.tenant_id FROM content_roles r WHERE r.user_id = s.user_id ORDER BY r.tenant_id) AS editor_tenants,
       ARRAY(SELECT r.tenant_id FROM content_roles r WHERE r.user_id = s.user_id AND r.role = 'admin' ORDER BY r.tenant_id) AS admin_tenants
     FROM sessions s WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > now()`,
    [tokenHash],
  );
  return (
    row && {
      userId: row.user_id,
      orgId: row.org_id,
      tokenHash,
      operatorTenants: row.operator_tenants,
      editorTenants: row.editor_tenants,
      adminTenants: row.admin_tenants,
    }
  );
}

export async function sessionUserInfo(db: Queryable, auth: AuthUser): Promise<UserInfo | undefined> {
  const user = await findUserById(db, auth.userId);
  return user && buildUserInfo(db, user, auth.orgId);
}

export async function revokeSession(db: Queryable, tokenHash: string): Promise<void> {
  await db.query('UPDATE sessions SET revoked_at = now() WHERE token_hash = $1 AND revoked_at IS NULL', [tokenHash]);
}

/** Ends every live session of a user, but the one named by `keep` (the caller's own). */
export async function revokeUserSessions(db: Queryable, userId: string, keep?: string): Promise<void> {
  await db.query('UPDATE sessions SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL AND token_hash IS DISTINCT FROM $2', [
    userId,
    keep ?? null,
  ]);
}

/** switchCom: the session now acts for another of the user's organisations (null: personal). */
export async function switchSessionOrg(db: Queryable, auth: AuthUser, orgId: string | null): Promise<{ staffId: string }> {
  await db.query('UPDATE sessions SET org_id = $2 WHERE token_hash = $1', [auth.tokenHash, orgId]);
  return { staffId: await staffIdOf(db, auth.userId, orgId) };
}
