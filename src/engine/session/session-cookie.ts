import { SESSION_COOKIE, SESSION_COOKIE_MAX_AGE } from '../../../shared/session-cookie';

const attributes = () => `; Path=/; SameSite=Lax${window.location.protocol === 'https:' ? '; Secure' : ''}`;

function hasSessionCookie(): boolean {
  return document.cookie.split(';').some((part) => part.trim().startsWith(`${SESSION_COOKIE}=`));
}

/** Tells the server render about the session this browser holds (shared/session-cookie.ts). */
export function writeSessionCookie(token: string): void {
  document.cookie = `${SESSION_COOKIE}=${token}; Max-Age=${SESSION_COOKIE_MAX_AGE}${attributes()}`;
}

export function clearSessionCookie(): void {
  if (hasSessionCookie()) document.cookie = `${SESSION_COOKIE}=; Max-Age=0${attributes()}`;
}

/** Makes the cookie follow the stored token: a session stored before the cookie existed gets one too. */
export function syncSessionCookie(token: string | null): void {
  if (token) writeSessionCookie(token);
  else clearSessionCookie();
}
