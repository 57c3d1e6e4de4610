import type { ChatMessage } from '../../../shared/calls/chat';

/** A message as a chat view shows it: stored (with an id), or one of ours on its way or refused. */
export interface ChatItem {
  key: string;
  id?: number;
  message: Pick<ChatMessage, 'sender' | 'body' | 'operatorName' | 'createdAt'>;
  state: 'sent' | 'sending' | 'failed';
  clientId?: string;
  /** Why the server refused it (its own text). */
  error?: string;
}

const stored = (message: ChatMessage): ChatItem => ({ key: `m${message.id}`, id: message.id, message, state: 'sent' });

/** Adds stored messages (history pages, live frames) once each, in id order; our unsent ones stay last. */
export function mergeMessages(items: ChatItem[], messages: ChatMessage[]): ChatItem[] {
  const known = new Set(items.flatMap((item) => (item.id === undefined ? [] : [item.id])));
  const fresh = messages.filter((message) => !known.has(message.id)).map(stored);
  if (!fresh.length) return items;
  const sent = [...items.filter((item) => item.id !== undefined), ...fresh].sort((a, b) => a.id! - b.id!);
  return [...sent, ...items.filter((item) => item.id === undefined)];
}

export function addPending(items: ChatItem[], clientId: string, body: string, sender: ChatMessage['sender']): ChatItem[] {
  const message = { sender, body, operatorName: '', createdAt: new Date().toISOString() };
  return [...items, { key: `c${clientId}`, message, state: 'sending', clientId }];
}

/** The server stored our message: the pending item becomes the stored one (dropped if a frame brought it first). */
export function ackPending(items: ChatItem[], clientId: string, message: ChatMessage): ChatItem[] {
  return mergeMessages(
    items.filter((item) => item.clientId !== clientId || item.id !== undefined),
    [message],
  );
}

export function setPendingState(items: ChatItem[], clientId: string, state: 'sending' | 'failed', error?: string): ChatItem[] {
  return items.map((item) => (item.clientId === clientId && item.id === undefined ? { ...item, state, error } : item));
}

/** The newest stored message's id (0 when none): the catch-up and read point. */
export function newestId(items: ChatItem[], sender?: ChatMessage['sender']): number {
  return items.reduce(
    (max, item) => (item.id !== undefined && (!sender || item.message.sender === sender) && item.id > max ? item.id : max),
    0,
  );
}

export function oldestId(items: ChatItem[]): number | undefined {
  return items.find((item) => item.id !== undefined)?.id;
}
