import type { ContentRole, RoleGrant } from '../../../shared/calls/console';
import type { Database, Queryable } from '../../db/database';
import { kyselyOf } from '../../db/kysely';
import { writeAudit } from './audit';

// Content roles (content_roles, migration 025): one per user per tenant. Granting again changes the role;
// each grant and revoke is audited in its transaction (actor null: granted from the command line).

const ROLE_ITEM = 'role';

/** Gives a user a role in these tenants (a role they hold there is replaced). */
export async function grantContentRole(
  db: Database,
  actorId: string | null,
  userId: string,
  tenantIds: readonly string[],
  role: ContentRole,
): Promise<void> {
  await db.transaction(async (tx) => {
    for (const tenant of tenantIds) {
      const [before] = await tx.query<{ role: string }>('SELECT role FROM content_roles WHERE user_id = $1 AND tenant_id = $2 FOR UPDATE', [
        userId,
        tenant,
      ]);
      if (before?.role === role) continue;
      await tx.query(
        `INSERT INTO content_roles (user_id, tenant_id, role) VALUES ($1, $2, $3)
         ON CONFLICT (user_id, tenant_id) DO UPDATE SET role = EXCLUDED.role`,
        [userId, tenant, role],
      );
      await writeAudit(tx, {
        actorId,
        action: 'grant',
        itemType: ROLE_ITEM,
        itemId: userId,
        tenants: [tenant],
        before: before ? { role: before.role } : {},
        after: { role },
      });
    }
  });
}

/** Takes the roles of these tenants (all of them when none is named); answers how many. */
export async function revokeContentRole(
  db: Database,
  actorId: string | null,
  userId: string,
  tenantIds: readonly string[],
): Promise<number> {
  return db.transaction(async (tx) => {
    const gone = await tx.query<{ tenant_id: string; role: string }>(
      `DELETE FROM content_roles WHERE user_id = $1 AND (cardinality($2::text[]) = 0 OR tenant_id = ANY($2::text[]))
       RETURNING tenant_id, role`,
      [userId, tenantIds],
    );
    for (const row of gone) {
      await writeAudit(tx, {
        actorId,
        action: 'revoke',
        itemType: ROLE_ITEM,
        itemId: userId,
        tenants: [row.tenant_id],
        before: { role: row.role },
      });
    }
    return gone.length;
  });
}

/** The grants of these tenants (every tenant when undefined), by phone then tenant. */
export async function listContentRoles(db: Queryable, tenants?: readonly string[]): Promise<RoleGrant[]> {
  const rows = await kyselyOf(db)
    .selectFrom('content_roles as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .select(['r.user_id', 'u.phone', 'u.realname', 'r.tenant_id', 'r.role'])
    .$if(tenants !== undefined, (q) => q.where('r.tenant_id', 'in', tenants?.length ? [...tenants] : ['']))
    .orderBy('u.phone')
    .orderBy('r.tenant_id')
    .execute();
  return rows.map((row) => ({
    userId: row.user_id,
    phone: row.phone,
    realname: row.realname,
    tenant: row.tenant_id,
    role: row.role as ContentRole,
  }));
}
