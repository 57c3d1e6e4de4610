/** The file name of an attachment (RFC 6266 `filename*`), or the fallback. */
function fileNameOf(disposition: string | null, fallback: string): string {
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '')?.[1];
  return encoded ? decodeURIComponent(encoded) : fallback;
}

/**
 * Downloads a file answer of the API host. A link cannot send the bearer token, so the file is fetched and handed
 * to the browser as a blob. Resolves false when the answer is not of the expected type (the server refused).
 */
export async function downloadFile(url: string, init: RequestInit, contentType: string, fallbackName: string): Promise<boolean> {
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
