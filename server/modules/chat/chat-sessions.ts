import type { Queryable } from '../../db/database';
import { fail } from '../../services/failure';

/**
 * The tenants whose customer service the user of a session answers now. Fails with chat.sessionEnded once the
 * session is revoked, deleted or expired, and with chat.forbidden when the user answers no tenant any more: every
 * frame of an operator's socket is judged by this, not by what was true at its hello.
 */
export async function currentOperatorTenants(db: Queryable, tokenHash: string): Promise<string[]> {
  const [row] = await db.query<{ tenants: string[] }>(
    `SELECT ARRAY(SELECT o.tenant_id FROM service_operators o WHERE o.user_id = s.user_id ORDER BY o.tenant_id) AS tenants
     FROM sessions s WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > now()`,
    [tokenHash],
  );
  if (!row) throw fail('chat.sessionEnded');
  if (!row.tenants.length) throw fail('chat.forbidden');
  return row.tenants;
}
