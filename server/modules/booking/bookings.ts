import type { Booking, BookingBody, BookingChannel, BookingIdentity, DeskFilter } from '../../../shared/calls/booking';
import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { Database, Queryable } from '../../db/database';
import { kyselyOf } from '../../db/kysely';
import type { DB } from '../../db/schema-types';
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
    if (await chargeDaily(tx, [{ key: `bookings:t:${booking.tenantId}`, amount: 1, max: limits.perTenantPerDay }]))
      throw fail('booking.tenantLimit');
  });
}

const CST_OFFSET = '+08:00';
const DAY_MS = 86_400_000;

type BookingsFilter = (eb: ExpressionBuilder<DB, 'bookings'>) => Expression<SqlBool>;

/** The condition of an operator's filter; `tenants` are those the operator may see. Refuses a bad filter first. */
function whereOf(filter: DeskFilter, tenants: readonly string[]): BookingsFilter {
  if (filter.tenantId !== undefined && !tenants.includes(filter.tenantId)) throw fail('forbidden');
  const from = filter.from ? new Date(`${filter.from}T00:00:00${CST_OFFSET}`) : null;
  const to = filter.to ? new Date(Date.parse(`${filter.to}T00:00:00${CST_OFFSET}`) + DAY_MS) : null;
  if (from && to && from >= to) throw fail('booking.rangeInvalid');
  const tenantIds = filter.tenantId ? [filter.tenantId] : [...tenants];
  return (eb) =>
    eb.and([
      eb('tenant_id', '=', eb.fn.any(eb.val(tenantIds))),
      ...(from ? [eb('created_at', '>=', from)] : []),
      ...(to ? [eb('created_at', '<', to)] : []),
      ...(filter.guestId ? [eb('guest_id', '=', filter.guestId)] : []),
    ]);
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

async function selectBookings(
  db: Queryable,
  filter: DeskFilter,
  tenants: readonly string[],
  limit: number,
  offset: number,
): Promise<Booking[]> {
  const rows = await kyselyOf(db)
    .selectFrom('bookings')
    .select([
      'id',
      'tenant_id',
      'created_at',
      'phone',
      'user_name',
      'user_identity',
      'position',
      'source_page',
      'channel',
      'visitor_id',
      'guest_id',
    ])
    .where(whereOf(filter, tenants))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
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
  const count = await kyselyOf(db)
    .selectFrom('bookings')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where(whereOf(filter, tenants))
    .executeTakeFirst();
  const list = await selectBookings(db, filter, tenants, pageSize, (page - 1) * pageSize);
  return { list, total: Number(count?.n ?? 0) };
}

/** Up to `max` bookings of the filter, newest first (the CSV export). */
export const exportBookings = (db: Queryable, filter: DeskFilter, tenants: readonly string[], max: number) =>
  selectBookings(db, filter, tenants, max, 0);
