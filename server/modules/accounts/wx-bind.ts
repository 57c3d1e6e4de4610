import type { Database, Queryable } from '../../db/database';
import { accountFailure } from './account-failure';
import { newToken, sha256 } from './tokens';
import { findUserById, findUserByPhone, insertUser, type UserRow } from './users';

/** A first third-party login's identity, waiting on the server for the phone it will bind. */
export interface PendingIdentity {
  provider: string;
  subject: string;
  name: string;
  avatarUrl: string;
  logidUrl: string;
}

/** What the browser gets of it: the ticket, and the name and avatar to greet the user with. */
export interface PendingBindStep {
  ticket: string;
  name: string;
  avatarUrl: string;
}

/** The user a provider identity is bound to, if any. */
export async function linkedUser(db: Queryable, provider: string, subject: string): Promise<UserRow | undefined> {
  const [linked] = await db.query<{ user_id: string }>('SELECT user_id FROM oauth_identities WHERE provider = $1 AND subject = $2', [
    provider,
    subject,
  ]);
  return linked && findUserById(db, linked.user_id);
}

/** Stores the identity under a random single-use ticket, of which only the sha256 is kept. */
export async function issueBindTicket(db: Queryable, ttlSeconds: number, identity: PendingIdentity): Promise<PendingBindStep> {
  const ticket = newToken();
  await db.query(
    `INSERT INTO oauth_pending_binds (ticket_hash, provider, subject, name, avatar_url, logid_url, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, now() + make_interval(secs => $7))`,
    [sha256(ticket), identity.provider, identity.subject, identity.name, identity.avatarUrl, identity.logidUrl, ttlSeconds],
  );
  return { ticket, name: identity.name, avatarUrl: identity.avatarUrl };
}

const COLUMNS = 'provider, subject, name, avatar_url AS "avatarUrl", logid_url AS "logidUrl"';
const LIVE = 'ticket_hash = $1 AND used_at IS NULL AND expires_at > now()';

/** A live ticket's identity, left unspent: wx/send, and a wrong code at wx/bind, may be tried again. */
export async function readBindTicket(db: Queryable, ticket: string): Promise<PendingIdentity> {
  const [row] = await db.query<PendingIdentity>(`SELECT ${COLUMNS} FROM oauth_pending_binds WHERE ${LIVE}`, [sha256(ticket)]);
  if (!row) throw accountFailure('ticketExpired');
  return row;
}

/**
 * The account a phone's bind would use (undefined: a new one). Refuses an identity bound meanwhile (a second
 * first login's ticket, as from another tab) and a phone whose account has an identity of this provider already.
 */
export async function bindableAccount(db: Queryable, identity: PendingIdentity, phone: string): Promise<UserRow | undefined> {
  if (await linkedUser(db, identity.provider, identity.subject)) throw accountFailure('oauthBound');
  const user = await findUserByPhone(db, phone);
  const bound =
    user && (await db.query('SELECT 1 FROM oauth_identities WHERE provider = $1 AND user_id = $2', [identity.provider, user.id]));
  if (bound?.length) throw accountFailure('phoneHasOauth');
  return user;
}

/**
 * wx/bind once the code is proven: spends the ticket and binds its identity to the phone's account, creating
 * the account (with the provider's name and avatar) when the phone is new. One transaction under locks on the
 * identity and the phone, so a refusal leaves the ticket unspent and two binds never race.
 */
export async function bindIdentity(db: Database, ticket: string, phone: string): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const [identity] = await tx.query<PendingIdentity>(
      `UPDATE oauth_pending_binds SET used_at = now() WHERE ${LIVE} RETURNING ${COLUMNS}`,
      [sha256(ticket)],
    );
    if (!identity) throw accountFailure('ticketExpired');
    await tx.query("SELECT pg_advisory_xact_lock(hashtext('oauth:' || $1::text || ':' || $2::text))", [
      identity.provider,
      identity.subject,
    ]);
    await tx.query("SELECT pg_advisory_xact_lock(hashtext('phone:' || $1::text))", [phone]);
    const existing = await bindableAccount(tx, identity, phone);
    const user =
      existing ??
      (await insertUser(tx, { phone, realname: identity.name, avatarUrl: identity.avatarUrl })) ??
      (await findUserByPhone(tx, phone))!;
    await tx.query('INSERT INTO oauth_identities (provider, subject, user_id) VALUES ($1, $2, $3)', [
      identity.provider,
      identity.subject,
      user.id,
    ]);
    return user;
  });
}
