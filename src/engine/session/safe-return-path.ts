const BASE = 'http://portal.invalid';

/**
 * Where to go after login: logidUrl only when it is an address of this portal (a path on this origin),
 * never an open redirect; otherwise `fallback`.
 */
export function safeReturnPath(logidUrl: string | null | undefined, fallback = '/'): string {
  if (!logidUrl) return fallback;
  const value = logidUrl.trim();
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  try {
    const url = new URL(value, BASE);
    if (url.origin !== BASE) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
