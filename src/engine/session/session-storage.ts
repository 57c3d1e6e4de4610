import type { Session } from '../../../shared/calls/account-models';
import { STORAGE_KEYS } from '../../lib/storage-keys';
import { clearSessionCookie, writeSessionCookie } from './session-cookie';

/** SPEC §3 stored token fields. */
export function storeSession(session: Pick<Session, 'token' | 'unionid' | 'staffId'>): void {
  localStorage.setItem(STORAGE_KEYS.token, session.token);
  localStorage.setItem(STORAGE_KEYS.unionid, session.unionid);
  localStorage.setItem(STORAGE_KEYS.staffId, session.staffId);
  writeSessionCookie(session.token);
}

/** switchCom: the same session now acts for another organisation (or personally), so its staffId changes. */
export function storeStaffId(staffId: string): void {
  localStorage.setItem(STORAGE_KEYS.staffId, staffId);
}

/** Emptying staffId is what other tabs listen for (SPEC §4), so it is cleared too, not removed. */
export function clearStoredSession(): void {
  localStorage.removeItem(STORAGE_KEYS.token);
  localStorage.removeItem(STORAGE_KEYS.unionid);
  localStorage.setItem(STORAGE_KEYS.staffId, '');
  clearSessionCookie();
}
