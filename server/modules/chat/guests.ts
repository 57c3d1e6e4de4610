import type { Database, Queryable } from '../../db/database';
import type { BatchedStore } from '../../http/batched-rate-limit-store';
import { chargeDaily, withinDaily } from '../../http/daily-caps';
import { newToken, sameDigest, sha256 } from '../accounts/public';
import { fail } from '../../services/failure';

export interface GuestCredentials {
  guestId: string;
  guestToken: string;
}

/**
 * Characters of a guest's source kept (what an anonymous row may weigh). A source is the referrer, which
 * browsers send as an origin to other sites, or the words for a direct visit: far shorter.
 */
export const GUEST_SOURCE_KEPT = 256;

/** A new guest (SPEC §3) and the secret that proves it is the caller's; only the secret's sha256 is stored. */
export async function createGuest(db: Queryable, tenantId: string, source: string): Promise<GuestCredentials> {
  const guestToken = newToken();
  const [row] = await db.query<{ guest_id: string }>(
    'INSERT INTO guests (tenant_id, source, token_hash) VALUES ($1, $2, $3) RETURNING guest_id',
    [tenantId, Array.from(source).slice(0, GUEST_SOURCE_KEPT).join(''), sha256(guestToken)],
  );
  return { guestId: row!.guest_id, guestToken };
}

/** The daily caps on new guests (http/anonymous-limits.ts); `address` is the caller's address key, null when exempt. */
export interface GuestCaps {
  address: string | null;
  perAddressPerDay: number;
  perTenantPerDay: number;
  /** Where the tenant's count is kept (withinDaily): the global limit's store. */
  counters: BatchedStore;
}

/**
 * A new guest within the day's caps of the caller's address (exact: counted in the guest's own transaction) and
 * of the tenant (in memory, shared every flush); chat.dailyCap, chat.tenantCap past them.
 */
export async function createCappedGuest(db: Database, tenantId: string, source: string, caps: GuestCaps): Promise<GuestCredentials> {
  if (!withinDaily(caps.counters, `guests:t:${tenantId}`, 1, caps.perTenantPerDay)) throw fail('chat.tenantCap');
  return db.transaction(async (tx) => {
    const credentials = await createGuest(tx, tenantId, source);
    if (caps.address !== null && (await chargeDaily(tx, [{ key: `guests:a:${caps.address}`, amount: 1, max: caps.perAddressPerDay }]))) {
      throw fail('chat.dailyCap');
    }
    return credentials;
  });
}

export interface GuestRow {
  guestId: string;
  tenantId: string;
  source: string;
}

/** The guest whose id and secret these are (with the tenant it was made on); undefined for anything else. */
export async function findGuest(db: Queryable, { guestId, guestToken }: GuestCredentials): Promise<GuestRow | undefined> {
  const [row] = await db.query<{ tenant_id: string; source: string; token_hash: string | null }>(
    'SELECT tenant_id, source, token_hash FROM guests WHERE guest_id = $1',
    [guestId],
  );
  if (!row?.token_hash || !sameDigest(row.token_hash, sha256(guestToken))) return undefined;
  return { guestId, tenantId: row.tenant_id, source: row.source };
}
