import type { Queryable } from '../../db/database';

/** Makes a user an operator of these tenants' customer service; tenants they already serve are kept. */
export async function grantOperator(db: Queryable, userId: string, tenantIds: readonly string[]): Promise<void> {
  await db.query(
    `INSERT INTO service_operators (user_id, tenant_id) SELECT $1, unnest($2::text[])
     ON CONFLICT (user_id, tenant_id) DO NOTHING`,
    [userId, tenantIds],
  );
}

/** Takes these tenants (all of them when none is named) from an operator. */
export async function revokeOperator(db: Queryable, userId: string, tenantIds: readonly string[]): Promise<number> {
  const rows = await db.query(
    `DELETE FROM service_operators WHERE user_id = $1 AND (cardinality($2::text[]) = 0 OR tenant_id = ANY($2::text[]))
     RETURNING tenant_id`,
    [userId, tenantIds],
  );
  return rows.length;
}

export interface OperatorRow {
  phone: string | null;
  realname: string;
  tenants: string[];
}

export async function listOperators(db: Queryable): Promise<OperatorRow[]> {
  return db.query<OperatorRow>(
    `SELECT u.phone, u.realname, array_agg(o.tenant_id ORDER BY o.tenant_id) AS tenants
     FROM service_operators o JOIN users u ON u.id = o.user_id GROUP BY u.id ORDER BY u.phone`,
  );
}
