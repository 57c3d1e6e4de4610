import type { Booking } from '../../../shared/calls/booking';

/** Excel reads a CSV as UTF-8 (and so shows Chinese) only when it starts with the byte order mark. */
const BOM = '\ufeff';

/**
 * One CSV cell (RFC 4180): quoted when it holds a quote, comma or line break. A cell that a spreadsheet would
 * take for a formula (starting with = + - @, or a tab or carriage return before one) gets a leading apostrophe,
 * so a visitor's text can never run as a formula in an operator's spreadsheet (CSV injection).
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export const csvLine = (cells: readonly string[]) => cells.map(csvCell).join(',');

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
  return BOM + [text.head, ...rows].map(csvLine).join('\r\n') + '\r\n';
}
