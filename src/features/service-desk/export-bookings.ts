import { bookingCalls, type DeskFilter } from '../../../shared/calls/booking';
import { callUrl } from '../../../shared/calls/define-call';
import { downloadCsv } from '../../lib/download-file';

/** Downloads the operators' CSV export of the demo bookings. Resolves false when the server refused it. */
export function exportBookings(apiBase: string, tenantId: string, token: string, filter: DeskFilter): Promise<boolean> {
  return downloadCsv(`${apiBase}${callUrl(bookingCalls.deskExport)}`, filter, { token, tenantId }, 'bookings.csv');
}
