import type { Booking, BookingBody, BookingChannel, BookingIdentity, DeskFilter } from '../../../shared/calls/booking';
import type { Database, Queryable } from '../../db/database';
import { chargeDaily } from '../../http/daily-caps';
import { fail } from '../../services/failure';

// Demo bookings (migration 017-bookings.sql): stored by the reservation call, listed and exported by the
// operators of the booking's tenant.

export interface BookingLimits {
  /** Bookings one phone number may make in 24 hours, on any tenant. */
  perPhonePerDay: number;
  /** Bookings one address (hashed address key) may make in an hour. */
  perAddressPerHour: number;
  /** Bookings one tenant may take in a China day, from every address together. */
  perTenantPerDay: number;
}

/** A booking as the reservation call stores it, its SPEC §5 fields already checked, its page and channel known. */
export interface NewBooking extends Omit<BookingBody, 'phone' | 'userName' | 'userIdentity' | 'sourcePage' | 'channel'> {
  tenantId: string;
  phone: string;
  userName: string;
  userIdentity?: BookingIdentity;
  /** The page's path, or '' when neither the client nor its Referer said which page of this site it was. */
  sourcePage: string;
  channel: BookingChannel;
  userId: string | null;
  addressHash: string;
}

async function recentCount(tx: Queryable, column: 'phone' | 'address_hash', value: string, interval: string, cap: number): Promise<number> {
  // Counting stops at the cap: the answer is the same and a flood costs no more to check.
  const [row] = await tx.query<{ n: string | number }>(
    `SELECT count(*) AS n FROM (SELECT 1 FROM bookings WHERE ${column} = $1 AND created_at >= now() - $2::interval LIMIT $3) b`,
    [value, interval, cap],
  );
  return Number(row?.n ?? 0);
}

/** Stores a booking unless its phone or address has used up its cap; the check holds across processes. */
export async function createBooking(db: Database, booking: NewBooking, limits: BookingLimits): Promise<void> {
  await db.transaction(async (tx) => {
    // Transaction-scoped locks on the phone and the address, always in this order, so that two processes
    // booking for either at once count one after the other.
    await tx.query("SELECT pg_advisory_xact_lock(hashtext('booking-phone:' || $1))", [booking.phone]);
    await tx.query("SELECT pg_advisory_xact_lock(hashtext('booking-address:' || $1))", [booking.addressHash]);
    if ((await recentCount(tx, 'phone', booking.phone, '1 day', limits.perPhonePerDay)) >= limits.perPhonePerDay) {
      throw fail('booking.phoneLimit', { max: limits.perPhonePerDay });
    }
    if ((await recentCount(tx, 'address_hash', booking.addressHash, '1 hour', limits.perAddressPerHour)) >= limits.perAddressPerHour) {
      throw fail('booking.addressLimit');
    }
    await tx.query(
      `INSERT INTO bookings (tenant_id, phone, user_name, user_identity, position, source_page, channel, visitor_id, guest_id, user_id, address_hash)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
      [
        booking.tenantId,
        booking.phone,
        booking.userName,
        booking.userIdentity ?? null,
        booking.position ?? null,
        booking.sourcePage,
        booking.channel,
        booking.visitorId ?? null,
        booking.guestId ?? null,
        booking.userId,
        booking.addressHash,
      ],
    );
    // Last, so that the tenant's counter row is locked only until the commit; a refusal rolls its count back.
    if (await chargeDaily(tx, [{ key: `bookings:t:${booking.tenantId}`, amount: 1, max: limits.perTenantPerDay }])) throw fail('booking.tenantLimit');
  });
}

const CST_OFFSET = '+08:00';
const DAY_MS = 86_400_000;

/** The WHERE clause and parameters of an operator's filter; `tenants` are those the operator may see. */
function whereOf(filter: DeskFilter, tenants: readonly string[]): { sql: string; params: unknown[] } {
  if (filter.tenantId !== undefined && !tenants.includes(filter.tenantId)) throw fail('forbidden');
  const from = filter.from ? new Date(`${filter.from}T00:00:00${CST_OFFSET}`) : null;
  const to = filter.to ? new Date(Date.parse(`${filter.to}T00:00:00${CST_OFFSET}`) + DAY_MS) : null;
  if (from && to && from >= to) throw fail('booking.rangeInvalid');
  const params: unknown[] = [filter.tenantId ? [filter.tenantId] : [...tenants]];
  const clauses = ['tenant_id = ANY($1::text[])'];
  const add = (clause: string, value: unknown) => {
    params.push(value);
    clauses.push(clause.replace('?', `$${params.length}`));
  };
  if (from) add('created_at >= ?', from.toISOString());
  if (to) add('created_at < ?', to.toISOString());
  if (filter.guestId) add('guest_id = ?', filter.guestId);
  return { sql: clauses.join(' AND '), params };
}

interface BookingRow {
  id: number;
  tenant_id: string;
  created_at: Date | string;
  phone: string;
  user_name: string;
  user_identity: string | null;
  position: string | null;
  source_page: string;
  channel: string;
  visitor_id: string | null;
  guest_id: string | null;
}

const toBooking = (row: BookingRow): Booking => ({
  id: row.id,
  tenantId: row.tenant_id,
  createdAt: new Date(row.created_at).toISOString(),
  phone: row.phone,
  userName: row.user_name,
  userIdentity: row.user_identity,
  position: row.position,
  sourcePage: row.source_page,
  channel: row.channel,
  visitorId: row.visitor_id,
  guestId: row.guest_id,
});

async function selectBookings(db: Queryable, filter: DeskFilter, tenants: readonly string[], limit: number, offset: number): Promise<Booking[]> {
  const where = whereOf(filter, tenants);
  const rows = await db.query<BookingRow>(
    `SELECT id, tenant_id, created_at, phone, user_name, user_identity, position, source_page, channel, visitor_id, guest_id
     FROM bookings WHERE ${where.sql} ORDER BY created_at DESC, id DESC LIMIT $${where.params.length + 1} OFFSET $${where.params.length + 2}`,
    [...where.params, limit, offset],
  );
  return rows.map(toBooking);
}

/** One page of the bookings an operator may see, newest first, with the count of all that match. */
export async function listBookings(
  db: Queryable,
  filter: DeskFilter & { page?: number; pageSize?: number },
  tenants: readonly string[],
): Promise<{ list: Booking[]; total: number }> {
  const page = filter.page ?? 1;
  const pageSize = filter.pageSize ?? 10;
  const where = whereOf(filter, tenants);
  const [count] = await db.query<{ n: string | number }>(`SELECT count(*) AS n FROM bookings WHERE ${where.sql}`, where.params);
  const list = await selectBookings(db, filter, tenants, pageSize, (page - 1) * pageSize);
  return { list, total: Number(count?.n ?? 0) };
}

/** Up to `max` bookings of the filter, newest first (the CSV export). */
export const exportBookings = (db: Queryable, filter: DeskFilter, tenants: readonly string[], max: number) =>
  selectBookings(db, filter, tenants, max, 0);
