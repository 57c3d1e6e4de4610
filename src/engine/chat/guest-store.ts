import { readStored, STORAGE_KEYS } from '../../lib/storage-keys';

/** The chat guest as kept in the browser: its credentials and whether it has opened the chat before. */
export interface StoredGuest {
  guestId: string;
  guestToken: string;
  /** Set once the chat has been opened: later pages connect on load, so the unread badge follows the visitor. */
  chatted?: boolean;
}

function isStoredGuest(value: unknown): value is StoredGuest {
  const guest = value as StoredGuest | null;
  return typeof guest?.guestId === 'string' && typeof guest.guestToken === 'string' && guest.guestId !== '' && guest.guestToken !== '';
}

export function readGuest(): StoredGuest | null {
  const raw = readStored(STORAGE_KEYS.guest);
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return isStoredGuest(value) ? value : null;
  } catch {
    return null;
  }
}

export function storeGuest(guest: StoredGuest | null): void {
  try {
    if (guest) window.localStorage.setItem(STORAGE_KEYS.guest, JSON.stringify(guest));
    else window.localStorage.removeItem(STORAGE_KEYS.guest);
  } catch {
    // Storage refused (private mode): the guest lasts for this page only.
  }
}

/** Remembers that this guest has chatted (a no-op when it is not the stored one any more). */
export function markChatted(guestId: string): void {
  const guest = readGuest();
  if (guest?.guestId === guestId && !guest.chatted) storeGuest({ ...guest, chatted: true });
}
