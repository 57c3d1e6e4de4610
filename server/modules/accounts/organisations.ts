import { isUscc, orgCodeOfUscc } from '../../../shared/uscc';
import type { Database, Queryable } from '../../db/database';
import { accountFailure } from './account-failure';

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

/** The organisation an upgrade would create: a USCC whose check character holds, that no organisation has yet. */
export async function checkNewOrganisation(db: Queryable, uscc: string): Promise<void> {
  if (!isUscc(uscc)) throw accountFailure('badUscc');
  const taken = await db.query('SELECT 1 FROM organisations WHERE uscc = $1 OR code = $2', [uscc, orgCodeOfUscc(uscc)]);
  if (taken.length) throw accountFailure('orgTaken');
}

/** reg/v3/upgrade: a new organisation (its code: the organisation code inside the USCC) with the user as owner. */
export async function createOrganisation(db: Database, ownerId: string, org: { orgName: string; uscc: string }): Promise<OrgRow> {
  return db.transaction(async (tx) => {
    const [created] = await tx.query<OrgRow>(
      'INSERT INTO organisations (code, name, uscc) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING id, code, name',
      [orgCodeOfUscc(org.uscc), org.orgName, org.uscc],
    );
    if (!created) throw accountFailure('orgTaken');
    await tx.query("INSERT INTO memberships (user_id, org_id, role) VALUES ($1, $2, 'owner')", [ownerId, created.id]);
    return created;
  });
}
