import type { QrStatus } from '../../../shared/calls/enums';
import type { Queryable } from '../../db/database';
import { accountFailure } from './account-failure';
import type { AccountLimits } from './account-settings';
import type { AuthUser } from './sessions';
import { newToken, sha256 } from './tokens';
import { findUserById } from './users';

/*
 * QR-code login (SPEC §4). Allowed: WAITING → SCANED (the phone's user scans), SCANED → LOGINED (the same user
 * confirms), and any state → TIMEOUT once expires_at passes. The desktop reads LOGINED once, with its new
 * session. Each move is one conditional UPDATE, so two processes cannot both make it.
 */

export async function createQrTicket(db: Queryable, limits: AccountLimits): Promise<{ ticket: string; expiresAt: string }> {
  const ticket = newToken();
  const [row] = await db.query<{ expires_at: Date }>(
    'INSERT INTO qr_tickets (ticket_hash, expires_at) VALUES ($1, now() + make_interval(secs => $2)) RETURNING expires_at',
    [sha256(ticket), limits.qrTicketTtl],
  );
  return { ticket, expiresAt: row!.expires_at.toISOString() };
}

async function exists(db: Queryable, ticketHash: string): Promise<boolean> {
  return (await db.query('SELECT 1 FROM qr_tickets WHERE ticket_hash = $1', [ticketHash])).length > 0;
}

/** WAITING → SCANED, by a logged-in user. */
export async function scanQrTicket(db: Queryable, ticket: string, scanner: AuthUser): Promise<{ status: QrStatus }> {
  const ticketHash = sha256(ticket);
  const moved = await db.query(
    `UPDATE qr_tickets SET status = 'SCANED', scanner_user_id = $2, scanner_org_id = $3, scanned_at = now()
     WHERE ticket_hash = $1 AND status = 'WAITING' AND expires_at > now() RETURNING 1`,
    [ticketHash, scanner.userId, scanner.orgId],
  );
  if (moved.length) return { status: 'SCANED' };
  throw accountFailure((await exists(db, ticketHash)) ? 'illegalTransition' : 'ticketExpired');
}

/** SCANED → LOGINED, by the user who scanned; the desktop then has qrPickupTtl seconds to read it. */
export async function confirmQrTicket(
  db: Queryable,
  limits: AccountLimits,
  ticket: string,
  scanner: AuthUser,
): Promise<{ status: QrStatus }> {
  const ticketHash = sha256(ticket);
  const moved = await db.query(
    `UPDATE qr_tickets SET status = 'LOGINED', confirmed_at = now(), expires_at = now() + make_interval(secs => $3)
     WHERE ticket_hash = $1 AND status = 'SCANED' AND scanner_user_id = $2 AND expires_at > now() RETURNING 1`,
    [ticketHash, scanner.userId, limits.qrPickupTtl],
  );
  if (moved.length) return { status: 'LOGINED' };
  throw accountFailure((await exists(db, ticketHash)) ? 'illegalTransition' : 'ticketExpired');
}

interface TicketState {
  status: 'WAITING' | 'SCANED' | 'LOGINED';
  live: boolean;
  consumed: boolean;
  scanner_user_id: string | null;
  scanner_org_id: string | null;
}

export type QrPoll =
  | { status: 'WAITING' | 'TIMEOUT' }
  | { status: 'SCANED'; scanner: { realname: string } }
  | { status: 'LOGINED'; scanner: { realname: string }; userId: string; orgId: string | null };

/**
 * What the desktop sees. LOGINED comes with the scanner's identity exactly once, for the caller to start the
 * desktop's session; after that the ticket is spent and reads as expired.
 */
export async function pollQrTicket(db: Queryable, ticket: string): Promise<QrPoll> {
  const ticketHash = sha256(ticket);
  const [row] = await db.query<TicketState>(
    `SELECT status, expires_at > now() AS live, consumed_at IS NOT NULL AS consumed, scanner_user_id, scanner_org_id
     FROM qr_tickets WHERE ticket_hash = $1`,
    [ticketHash],
  );
  if (!row || row.consumed) throw accountFailure('ticketExpired');
  if (!row.live) return { status: 'TIMEOUT' };
  if (row.status === 'WAITING') return { status: 'WAITING' };
  const scanner = await findUserById(db, row.scanner_user_id!);
  if (!scanner) throw accountFailure('ticketExpired');
  if (row.status === 'SCANED') return { status: 'SCANED', scanner: { realname: scanner.realname } };
  const claimed = await db.query(
    `UPDATE qr_tickets SET consumed_at = now()
     WHERE ticket_hash = $1 AND status = 'LOGINED' AND consumed_at IS NULL AND expires_at > now() RETURNING 1`,
    [ticketHash],
  );
  if (!claimed.length) throw accountFailure('ticketExpired');
  return { status: 'LOGINED', scanner: { realname: scanner.realname }, userId: scanner.id, orgId: row.scanner_org_id };
}
