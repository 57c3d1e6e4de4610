import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../lib/api/api-client';
import { CallRefused } from '../../lib/api/call-refused';
import { STORAGE_KEYS } from '../../lib/storage-keys';
import { obtainGuest } from './guest-identity';
import { markChatted, readGuest } from './guest-store';

const created = { code: '30000', msg: '', guestId: '11111111-1111-4111-8111-111111111111', guestToken: 'fresh-token-fresh-token' };

function fakeApi() {
  const call = vi.fn(async () => created);
  return { api: { call } as unknown as ApiClient, call };
}

describe('obtainGuest', () => {
  beforeEach(() => localStorage.clear());

  it('uses the stored credentials without a call', async () => {
    localStorage.setItem(STORAGE_KEYS.guest, JSON.stringify({ guestId: 'g', guestToken: 't', chatted: true }));
    const { api, call } = fakeApi();
    expect(await obtainGuest(api, 'direct')).toEqual({ guestId: 'g', guestToken: 't', chatted: true });
    expect(call).not.toHaveBeenCalled();
  });

  it('creates and stores a guest when none is stored, or the stored one is unreadable', async () => {
    localStorage.setItem(STORAGE_KEYS.guest, '{not json');
    const { api, call } = fakeApi();
    expect(await obtainGuest(api, 'https://ref.example.com/')).toEqual({ guestId: created.guestId, guestToken: created.guestToken });
    expect(call).toHaveBeenCalledWith(
      expect.anything(),
      { guest: { source: 'https://ref.example.com/' } },
      expect.objectContaining({ silent: true }),
    );
    expect(readGuest()).toEqual({ guestId: created.guestId, guestToken: created.guestToken });
    markChatted(created.guestId);
    expect(readGuest()?.chatted).toBe(true);
  });

  it('replaces a guest the server refused (fresh)', async () => {
    localStorage.setItem(STORAGE_KEYS.guest, JSON.stringify({ guestId: 'old', guestToken: 'old', chatted: true }));
    const { api, call } = fakeApi();
    expect((await obtainGuest(api, 'direct', { fresh: true }))?.guestId).toBe(created.guestId);
    expect(call).toHaveBeenCalledTimes(1);
    expect(readGuest()?.guestId).toBe(created.guestId);
  });

  it("hands a refusal's msg on (a daily cap) and stores nothing", async () => {
    const refusal = new CallRefused('capped', '42900');
    const api = { call: vi.fn(() => Promise.reject(refusal)) } as unknown as ApiClient;
    const refused: string[] = [];
    expect(await obtainGuest(api, 'direct', { onRefused: (msg) => refused.push(msg) })).toBeNull();
    expect(refused).toEqual(['capped']);
    expect(readGuest()).toBeNull();
  });
});
