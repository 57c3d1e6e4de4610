import type { Queryable } from '../../db/database';
import { newToken, sha256 } from './tokens';

/** bindClient ('client'), password recovery ('findPwd'), the second step of a doubleAuth login, a download link, a console preview. */
export type TicketKind = 'client' | 'findPwd' | 'doubleAuth' | 'download' | 'preview';

export interface TicketRow {
  userId: string;
  orgId: string | null;
  data: Record<string, unknown>;
}

/** A random single-use ticket; only its sha256 is stored. */
export async function issueTicket(
  db: Queryable,
  kind: TicketKind,
  owner: { userId: string; orgId?: string | null },
  ttlSeconds: number,
  data: Record<string, unknown> = {},
): Promise<{ ticket: string; expiresAt: string }> {
  const ticket = newToken();
  const [row] = await db.query<{ expires_at: Date }>(
    `INSERT INTO one_time_tickets (ticket_hash, kind, user_id, org_id, data, expires_at)
     VALUES ($1, $2, $3, $4, $5, now() + make_interval(secs => $6)) RETURNING expires_at`,
    [sha256(ticket), kind, owner.userId, owner.orgId ?? null, JSON.stringify(data), ttlSeconds],
  );
  return { ticket, expiresAt: row!.expires_at.toISOString() };
}

const COLUMNS = 'user_id AS "userId", org_id AS "orgId", data';

/** A live ticket, left unspent. */
export async function readTicket(db: Queryable, kind: TicketKind, ticket: string): Promise<TicketRow | undefined> {
  const [row] = await db.query<TicketRow>(
    `SELECT ${COLUMNS} FROM one_time_tickets
     WHERE ticket_hash = $1 AND kind = $2 AND used_at IS NULL AND expires_at > now()`,
    [sha256(ticket), kind],
  );
  return row;
}

/** Spends a live ticket; of two concurrent calls only one gets the row. */
export async function spendTicket(db: Queryable, kind: TicketKind, ticket: string): Promise<TicketRow | undefined> {
  const [row] = await db.query<TicketRow>(
    `UPDATE one_time_tickets SET used_at = now()
     WHERE ticket_hash = $1 AND kind = $2 AND used_at IS NULL AND expires_at > now()
     RETURNING ${COLUMNS}`,
    [sha256(ticket), kind],
  );
  return row;
}

/** A ticket that is still good, read without spending it (a preview link may be opened again until it expires). */
export async function peekTicket(db: Queryable, kind: TicketKind, ticket: string): Promise<TicketRow | undefined> {
  const [row] = await db.query<TicketRow>(
    `SELECT ${COLUMNS} FROM one_time_tickets WHERE ticket_hash = $1 AND kind = $2 AND used_at IS NULL AND expires_at > now()`,
    [sha256(ticket), kind],
  );
  return row;
}
