/** Keys the portal keeps in the browser's storage (SPEC §3, §6, §9). */
export const STORAGE_KEYS = {
  token: 'token',
  unionid: 'unionid',
  staffId: 'staffId',
  customLoginDomain: 'customLoginDomain',
  visitorId: 'portal:visitor:v1',
  /** The chat guest's id and secret (JSON), kept so that a reload shows the same conversation. */
  guest: 'portal:guest:v1',
} as const;

/** Storage that may be missing or refuse access (private mode); failures read as empty. */
export function readStored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Stores a value, or removes it when null; storage that refuses access (private mode) keeps nothing. */
export function writeStored(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Nothing to keep it in: the brand then follows the host alone.
  }
}
