import type { Queryable } from '../../db/database';

export interface OrgRow {
  id: string;
  code: string;
  name: string;
}

export async function findOrgByCode(db: Queryable, code: string): Promise<OrgRow | undefined> {
  const [row] = await db.query<OrgRow>('SELECT id, code, name FROM organisations WHERE code = $1', [code.toUpperCase()]);
  return row;
}

export async function isMember(db: Queryable, userId: string, orgId: string): Promise<boolean> {
  return (await db.query('SELECT 1 FROM memberships WHERE user_id = $1 AND org_id = $2', [userId, orgId])).length > 0;
}
