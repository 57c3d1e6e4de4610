import type { MessageProvider, SendOptions } from '../services/messages/message-provider';

/** A message a recording provider was given. */
export interface RecordedMessage {
  channel: 'sms' | 'email';
  to: string;
  /** An email's subject. */
  subject?: string;
  text: string;
  /** The idempotency key the sender passed. */
  key?: string;
}

/** A message provider that records what it is given, after `delayMs`, and refuses while `state.failing` is set. */
export function recordingMessages(delayMs = 0) {
  const sent: RecordedMessage[] = [];
  const state = { failing: false };
  const record = async (message: RecordedMessage) => {
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
    if (state.failing) throw new Error('gateway down');
    sent.push(message);
  };
  const provider: MessageProvider = {
    name: 'recording',
    keepsOutbox: false,
    sendSms: (to, text, options?: SendOptions) => record({ channel: 'sms', to, text, key: options?.idempotencyKey }),
    sendEmail: (to, subject, text, options?: SendOptions) => record({ channel: 'email', to, subject, text, key: options?.idempotencyKey }),
  };
  return { provider, sent, state };
}
