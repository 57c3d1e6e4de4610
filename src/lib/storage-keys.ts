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
