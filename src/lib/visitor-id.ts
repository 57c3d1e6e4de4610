import { readStored, STORAGE_KEYS } from './storage-keys';

/**
 * The persistent visitor id (SPEC §9, key version v1), created on first use. Undefined on the server and
 * where storage is refused: the API host then tells visitors apart by address.
 */
export function visitorId(): string | undefined {
  if (typeof window === 'undefined') return undefined;
  const stored = readStored(STORAGE_KEYS.visitorId);
  if (stored) return stored;
  try {
    const id = window.crypto.randomUUID();
    window.localStorage.setItem(STORAGE_KEYS.visitorId, id);
    return id;
  } catch {
    return undefined;
  }
}
