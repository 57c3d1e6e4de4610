/**
 * Whether an editor may link to `href`: web pages, mail and phone links, and the portal's own paths. Anything
 * else (`javascript:`, `data:`, `vbscript:`…) is refused here; the server's sanitiser drops it anyway.
 */
export function isSafeLinkTarget(href: string): boolean {
  const value = href.trim();
  if (!value) return false;
  if (value.startsWith('/') && !value.startsWith('//')) return true;
  if (value.startsWith('#')) return true;
  try {
    return ['http:', 'https:', 'mailto:', 'tel:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}
