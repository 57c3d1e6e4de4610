import { extname } from 'node:path';

/** RFC 5987 attr-chars are fewer than encodeURIComponent leaves alone. */
const encodeAttr = (value: string) =>
  encodeURIComponent(value).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * An RFC 6266 attachment header: the real name as UTF-8 `filename*` (RFC 5987), and for old clients a plain
 * `filename` (the name itself when it is printable ASCII, else download.<ext>).
 */
export function attachmentHeader(fileName: string): string {
  const ascii = /^[\x20-\x7e]+$/.test(fileName) && !/["\\]/.test(fileName);
  const extension = extname(fileName);
  const fallback = ascii ? fileName : `download${/^\.[A-Za-z0-9]{1,8}$/.test(extension) ? extension : ''}`;
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeAttr(fileName)}`;
}
