import { TENANT_HEADER } from '../../../shared/api-contract';
import { bookingCalls, type DeskFilter } from '../../../shared/calls/booking';
import { callUrl } from '../../../shared/calls/define-call';

/** The file name of an attachment (RFC 6266 `filename*`), or the fallback. */
function fileNameOf(disposition: string | null, fallback: string): string {
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '')?.[1];
  return encoded ? decodeURIComponent(encoded) : fallback;
}

/**
 * Downloads the operators' CSV export. A link cannot send the bearer token, so the file is fetched and handed
 * to the browser as a blob. Resolves false when the server refused it.
 */
export async function exportBookings(apiBase: string, tenantId: string, token: string, filter: DeskFilter): Promise<boolean> {
  const response = await fetch(`${apiBase}${callUrl(bookingCalls.deskExport)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, [TENANT_HEADER]: tenantId },
    body: JSON.stringify(filter),
  });
  if (!response.ok || !(response.headers.get('content-type') ?? '').startsWith('text/csv')) return false;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response.headers.get('content-disposition'), 'bookings.csv');
  document.body.append(link);
  link.click();
  link.remove();
  // The address is freed once the browser has had time to read it.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return true;
}
