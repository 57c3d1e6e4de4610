/**
 * The cookie that lets the server render know a visitor's session: the session token, written by the browser
 * beside the stored one (SPEC §3 keeps the token in localStorage, which the server cannot read). The server
 * checks it like any token; it only decides what a page shows first (a login-only page's redirect or its
 * frame, a gated text's loading state). API calls still carry the token as a bearer credential, never this.
 */
export const SESSION_COOKIE = 'portal_session';

/** How long the browser keeps the cookie, in seconds: longer than a session lives, which the server checks. */
export const SESSION_COOKIE_MAX_AGE = 30 * 24 * 3600;

/** The same characters as a token (base64url), and no longer than a bearer credential may be. */
const TOKEN = /^[A-Za-z0-9_-]{1,200}$/;

/** The session token in a Cookie header, when it holds one that looks like a token. */
export function sessionTokenOfCookie(header: string | string[] | undefined): string | undefined {
  const text = Array.isArray(header) ? header.join('; ') : header;
  if (!text) return undefined;
  for (const part of text.split(';')) {
    const at = part.indexOf('=');
    if (at < 0 || part.slice(0, at).trim() !== SESSION_COOKIE) continue;
    const value = part.slice(at + 1).trim();
    return TOKEN.test(value) ? value : undefined;
  }
  return undefined;
}
