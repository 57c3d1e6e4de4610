import type { Queryable } from '../db/database';

export async function createGuest(db: Queryable, tenantId: string, source: string): Promise<string> {
  const [row] = await db.query<{ guest_id: string }>(
    'INSERT INTO guests (tenant_id, source) VALUES ($1, $2) RETURNING guest_id',
    [tenantId, source],
  );
  return row!.guest_id;
}
