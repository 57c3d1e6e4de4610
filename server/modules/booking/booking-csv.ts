import type { Booking } from '../../../shared/calls/booking';
import { csvFile } from '../../services/csv';

export interface BookingCsvText {
  head: readonly string[];
  time: (iso: string) => string;
  tenant: (id: string) => string;
  identity: (value: string) => string;
}

/** The export: BOM, a header row, then one row per booking, CRLF line ends as RFC 4180 and Excel expect. */
export function bookingCsv(bookings: readonly Booking[], text: BookingCsvText): string {
  const rows = bookings.map((b) => [
    text.time(b.createdAt),
    text.tenant(b.tenantId),
    b.userName,
    b.phone,
    b.userIdentity ? text.identity(b.userIdentity) : '',
    b.position ?? '',
    b.sourcePage,
    b.channel,
    b.visitorId ?? '',
    b.guestId ?? '',
  ]);
  return csvFile([text.head, ...rows]);
}
