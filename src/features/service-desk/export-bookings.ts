import { TENANT_HEADER } from '../../../shared/api-contract';
import { bookingCalls, type DeskFilter } from '../../../shared/calls/booking';
import { callUrl } from '../../../shared/calls/define-call';
import { downloadFile } from '../../lib/download-file';

/** Downloads the operators' CSV export of the demo bookings. Resolves false when the server refused it. */
export function exportBookings(apiBase: string, tenantId: string, token: string, filter: DeskFilter): Promise<boolean> {
  return downloadFile(
    `${apiBase}${callUrl(bookingCalls.deskExport)}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, [TENANT_HEADER]: tenantId },
      body: JSON.stringify(filter),
    },
    'text/csv',
    'bookings.csv',
  );
}
