import { crmCalls } from '../../../shared/calls/crm';
import type { ApiClient } from '../../lib/api/api-client';
import { CallRefused } from '../../lib/api/call-refused';
import { readGuest, storeGuest, type StoredGuest } from './guest-store';

/**
 * The stored guest when there is one (no call), else a new one from guestCreate, stored (SPEC §4). A
 * refusal (a daily cap: its msg goes to `onRefused`) or a failure answers null.
 */
export async function obtainGuest(
  api: ApiClient,
  source: string,
  options: { fresh?: boolean; onRefused?: (msg: string) => void } = {},
): Promise<StoredGuest | null> {
  if (options.fresh) storeGuest(null);
  else {
    const stored = readGuest();
    if (stored) return stored;
  }
  const body = await api.call(crmCalls.guestCreate, { guest: { source } }, { keepOnLeave: true, silent: true }).catch((error: unknown) => {
    if (!(error instanceof CallRefused)) throw error;
    options.onRefused?.(error.message);
    return null;
  });
  if (!body) return null;
  if (!body.guestId || !body.guestToken) return null;
  const guest = { guestId: body.guestId, guestToken: body.guestToken };
  storeGuest(guest);
  return guest;
}
