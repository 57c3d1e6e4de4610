import { describe, expect, it } from 'vitest';
import type { ConversationSummary } from '../../../shared/calls/chat';
import { appendPage, applyConversation } from './conversation-rows';

const row = (id: number, at: string, extra: Partial<ConversationSummary> = {}): ConversationSummary => ({
  id,
  tenantId: 'main',
  guestId: `g${id}`,
  userName: '',
  source: '',
  firstPage: '',
  currentPage: '',
  status: 'open',
  unread: 0,
  lastMessage: '',
  lastMessageAt: at,
  online: true,
  ...extra,
});

const open = { tenantId: '', status: 'open' as const };

describe('desk conversation rows', () => {
  it('moves a row with a new message to the top and updates others in place', () => {
    const rows = [row(1, 't3'), row(2, 't2'), row(3, 't1')];
    expect(applyConversation(rows, row(3, 't4', { unread: 1 }), open).map((r) => r.id)).toEqual([3, 1, 2]);
    const offline = applyConversation(rows, row(2, 't2', { online: false }), open);
    expect(offline.map((r) => [r.id, r.online])).toEqual([
      [1, true],
      [2, false],
      [3, true],
    ]);
    expect(applyConversation(rows, row(9, 't9'), open)[0]!.id).toBe(9);
  });

  it('drops a row that leaves the filter and ignores rows of other tenants', () => {
    const rows = [row(1, 't3'), row(2, 't2')];
    expect(applyConversation(rows, row(1, 't3', { status: 'closed' }), open).map((r) => r.id)).toEqual([2]);
    expect(applyConversation(rows, row(5, 't5', { tenantId: 'erp' }), { tenantId: 'main', status: 'open' })).toBe(rows);
    expect(appendPage(rows, [row(2, 't2'), row(7, 't0')]).map((r) => r.id)).toEqual([1, 2, 7]);
  });
});
