import type { FastifyBaseLogger } from 'fastify';
import type { OutboxMessage } from '../../../shared/calls/dev';
import type { Queryable } from '../../db/database';

export interface SendOptions {
  /**
   * The same for every try of one message (a digest retried after a crash): the webhook sends it as the
   * `Idempotency-Key` header, so a gateway that keeps them delivers the message once.
   */
  idempotencyKey?: string;
}

/** Where SMS and email go. A real gateway plugs in through configuration (MESSAGE_PROVIDER). */
export interface MessageProvider {
  readonly name: string;
  /** Messages are kept in the outbox table, which GET /api/dev/outbox reads (development and tests). */
  readonly keepsOutbox: boolean;
  sendSms(to: string, text: string, options?: SendOptions): Promise<void>;
  sendEmail(to: string, subject: string, text: string, options?: SendOptions): Promise<void>;
}

export type MessageProviderName = 'outbox' | 'webhook';

export interface MessageConfig {
  provider: MessageProviderName;
  /** webhook: each message is POSTed here as JSON {channel, to, subject?, text}. */
  webhookUrl?: string;
  /** webhook: sent as `Authorization: Bearer …` when set. */
  webhookToken?: string;
}

/** The default: each message is written to the server log and to the outbox table. */
export function outboxProvider(db: Queryable, log: FastifyBaseLogger): MessageProvider {
  const keep = async (channel: 'sms' | 'email', to: string, subject: string | null, text: string) => {
    await db.query('INSERT INTO outbox (channel, target, subject, body) VALUES ($1, $2, $3, $4)', [channel, to, subject, text]);
    // The one log line allowed to hold a code: this provider exists so developers can read them.
    log.info({ outbox: { channel, to, subject } }, `outbox message: ${text}`);
  };
  return {
    name: 'outbox',
    keepsOutbox: true,
    sendSms: (to, text) => keep('sms', to, null, text),
    sendEmail: (to, subject, text) => keep('email', to, subject, text),
  };
}

/** Hands every message to an HTTP gateway (an SMS/email relay that speaks this small JSON shape). */
export function webhookProvider(url: string, token?: string): MessageProvider {
  const post = async (body: Record<string, string>, options?: SendOptions) => {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (token) headers.authorization = `Bearer ${token}`;
    if (options?.idempotencyKey) headers['idempotency-key'] = options.idempotencyKey;
    const response = await fetch(url, { method: 'POST', headers, body: JSON.stringify(body), signal: AbortSignal.timeout(10_000) });
    if (!response.ok) throw new Error(`message gateway answered HTTP ${response.status}`);
  };
  return {
    name: 'webhook',
    keepsOutbox: false,
    sendSms: (to, text, options) => post({ channel: 'sms', to, text }, options),
    sendEmail: (to, subject, text, options) => post({ channel: 'email', to, subject, text }, options),
  };
}

export function createMessageProvider(config: MessageConfig, db: Queryable, log: FastifyBaseLogger): MessageProvider {
  if (config.provider === 'webhook') {
    if (!config.webhookUrl) throw new Error('MESSAGE_PROVIDER=webhook needs MESSAGE_WEBHOOK_URL');
    return webhookProvider(config.webhookUrl, config.webhookToken);
  }
  return outboxProvider(db, log);
}

/** The latest messages sent to one phone or email, newest first. */
export async function readOutbox(db: Queryable, to: string, limit = 20): Promise<OutboxMessage[]> {
  const rows = await db.query<Omit<OutboxMessage, 'createdAt'> & { createdAt: Date }>(
    `SELECT channel, target AS "to", subject, body, created_at AS "createdAt"
     FROM outbox WHERE target = $1 ORDER BY id DESC LIMIT $2`,
    [to, limit],
  );
  return rows.map((row) => ({ ...row, createdAt: new Date(row.createdAt).toISOString() }));
}
