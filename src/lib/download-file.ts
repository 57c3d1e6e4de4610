import { TENANT_HEADER } from '../../shared/api-contract';

/** The file name of an attachment (RFC 6266 `filename*`), or the fallback. */
function fileNameOf(disposition: string | null, fallback: string): string {
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '')?.[1];
  return encoded ? decodeURIComponent(encoded) : fallback;
}

/**
 * Downloads a file answer of the API host. A link cannot send the bearer token, so the file is fetched and handed
 * to the browser as a blob. Resolves false when the answer is not of the expected type (the server refused).
 */
async function downloadFile(url: string, init: RequestInit, contentType: string, fallbackName: string): Promise<boolean> {
  const response = await fetch(url, init);
  if (!response.ok || !(response.headers.get('content-type') ?? '').startsWith(contentType)) return false;
  const objectUrl = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = fileNameOf(response.headers.get('content-disposition'), fallbackName);
  document.body.append(link);
  link.click();
  link.remove();
  // The address is freed once the browser has had time to read it.
  window.setTimeout(() => URL.revokeObjectURL(objectUrl), 10_000);
  return true;
}

/** Who asks for an operator's file: their session token, and the site's tenant (X-Tenant). */
export interface FileAuth {
  token: string;
  tenantId: string;
}

/** Posts a JSON body to a call that answers a file of `contentType` (a `produces: 'file'` row) and downloads it. */
export function downloadPostedFile(
  url: string,
  body: unknown,
  { token, tenantId }: FileAuth,
  contentType: string,
  fallbackName: string,
): Promise<boolean> {
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}`, [TENANT_HEADER]: tenantId };
  return downloadFile(url, { method: 'POST', headers, body: JSON.stringify(body) }, contentType, fallbackName);
}

/** Posts a JSON body to a call that answers a CSV file (the operators' exports) and downloads it. */
export function downloadCsv(url: string, body: unknown, auth: FileAuth, fallbackName: string): Promise<boolean> {
  return downloadPostedFile(url, body, auth, 'text/csv', fallbackName);
}
