import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../../shared/calls/chat';
import { ackPending, addPending, mergeMessages, newestId, oldestId, setPendingState } from './chat-items';

const message = (id: number, sender: ChatMessage['sender'] = 'operator'): ChatMessage => ({
  id,
  conversationId: 1,
  sender,
  body: `m${id}`,
  operatorName: sender === 'operator' ? 'A' : '',
  createdAt: '2026-01-01T00:00:00.000Z',
});

describe('chat items', () => {
  it('merges history pages and live frames once each, in id order, pending ones last', () => {
    let items = addPending([], 'c1', 'mine', 'guest');
    items = mergeMessages(items, [message(5), message(3)]);
    items = mergeMessages(items, [message(1), message(3)]);
    expect(items.map((item) => item.id ?? item.clientId)).toEqual([1, 3, 5, 'c1']);
    expect(mergeMessages(items, [message(5)])).toBe(items);
    expect(oldestId(items)).toBe(1);
    expect(newestId(items)).toBe(5);
    expect(newestId(items, 'guest')).toBe(0);
  });

  it('turns an acknowledged message into the stored one, even when its frame came first', () => {
    let items = addPending([], 'c1', 'mine', 'guest');
    items = setPendingState(items, 'c1', 'failed', 'too long');
    expect(items[0]).toMatchObject({ state: 'failed', error: 'too long' });
    items = setPendingState(items, 'c1', 'sending');
    expect(ackPending(items, 'c1', message(7, 'guest')).map((item) => [item.id, item.state])).toEqual([[7, 'sent']]);
    const early = mergeMessages(items, [message(7, 'guest')]);
    expect(ackPending(early, 'c1', message(7, 'guest'))).toHaveLength(1);
  });
});
