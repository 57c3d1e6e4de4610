import type { FastifyInstance } from 'fastify';
import { BOOKING_EXPORT_MAX, bookingCalls, DEFAULT_BOOKING_CHANNEL, PHONE_PATTERN, SOURCE_PAGE_MAX } from '../../../shared/calls/booking';
import { chinaWallClock } from '../../../shared/china-time';
import { attachmentHeader } from '../../http/content-disposition';
import { addressKey } from '../../http/client-address';
import { ok } from '../../http/envelope';
import { ownRefererPath } from '../../http/referer-path';
import { registerCall } from '../../http/register-call';
import { serverText } from '../../server-text';
import { sha256 } from '../accounts/public';
import { bookingCsv } from './booking-csv';
import { createBooking, exportBookings, listBookings } from './bookings';
import { fail } from '../../services/failure';

const PHONE = new RegExp(PHONE_PATTERN);

/** `2026-11-24 09:30:05` in China time, as the export shows it. */
const chinaTime = (iso: string) => chinaWallClock(Date.parse(iso)).slice(0, 19).replace('T', ' ');

/** Demo bookings: visitors book; the operators of the booking's tenant list and export them. */
export default async function bookingRoutes(app: FastifyInstance) {
  registerCall(app, bookingCalls.reservation, async ({ body, tenant, ip, optionalUser, http }) => {
    if (!tenant.features.booking) throw fail('booking.off');
    // SPEC §5, in its order and with its messages, as the dialog checks them.
    if (!body.phone) throw fail('booking.phoneRequired');
    if (!PHONE.test(body.phone)) throw fail('booking.phoneFormat');
    if (!body.userName) throw fail('booking.userNameRequired');
    const user = await optionalUser();
    const limits = app.anonymousLimits;
    await createBooking(
      app.db,
      {
        ...body,
        phone: body.phone,
        userName: body.userName,
        sourcePage: body.sourcePage ?? (http && ownRefererPath(http.request, tenant, SOURCE_PAGE_MAX)) ?? '',
        channel: body.channel ?? DEFAULT_BOOKING_CHANNEL,
        tenantId: tenant.id,
        userId: user?.userId ?? null,
        addressHash: sha256(addressKey(ip)),
      },
      {
        perPhonePerDay: limits.bookingsPerPhonePerDay,
        perAddressPerHour: limits.bookingsPerAddressPerHour,
        perTenantPerDay: limits.bookingsPerTenantPerDay,
      },
    );
    return ok({});
  });

  registerCall(app, bookingCalls.deskList, async ({ body, user }) => {
    const { operatorTenants } = await user();
    return ok(await listBookings(app.db, body, operatorTenants));
  });

  registerCall(app, bookingCalls.deskExport, async ({ body, user, http }) => {
    const { operatorTenants } = await user();
    const bookings = await exportBookings(app.db, body, operatorTenants, BOOKING_EXPORT_MAX);
    const csv = bookingCsv(bookings, {
      head: serverText('booking.csv.head', { returnObjects: true }) as unknown as string[],
      time: chinaTime,
      tenant: (id) => app.tenants.byId(id)?.title ?? id,
      identity: (value) => serverText(`common:booking.identities.${value}`),
    });
    const date = chinaTime(new Date().toISOString()).slice(0, 10);
    void http!.reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', attachmentHeader(serverText('booking.csv.fileName', { date })))
      .header('cache-control', 'no-store');
    return csv;
  });
}
