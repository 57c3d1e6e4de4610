import type { ChatMessage, ChatSender } from '../../../shared/calls/chat';
import type { Database, Queryable } from '../../db/database';
import type { AnonymousLimits } from '../../http/anonymous-limits';
import type { BatchedStore } from '../../http/batched-rate-limit-store';
import { chargeDaily, withinDaily } from '../../http/daily-caps';
import { fail } from '../../services/failure';
import { notifyChat } from './chat-events';
import { currentOperatorTenants } from './chat-sessions';

/** How many messages a guest, or an operator, may send in a minute, and how many frames a socket and an address. */
export interface ChatLimits {
  guestMessagesPerMinute: number;
  operatorMessagesPerMinute: number;
  /** Frames of any kind one socket may send a minute (an operator's: OPERATOR_FRAME_FACTOR times as many). */
  framesPerSocketPerMinute: number;
  /** Frames all the sockets of one address may send a minute, counted across processes; operators' are not counted. */
  framesPerAddressPerMinute: number;
}

export const DEFAULT_CHAT_LIMITS: ChatLimits = {
  guestMessagesPerMinute: 20,
  operatorMessagesPerMinute: 300,
  framesPerSocketPerMinute: 120,
  framesPerAddressPerMinute: 600,
};

/**
 * A guest's daily caps (http/anonymous-limits.ts): per address and per tenant, messages and characters, and per
 * conversation; and the store that keeps the tenant's counts (withinDaily).
 */
export type GuestMessageCaps = Pick<
  AnonymousLimits,
  | 'chatMessagesPerAddressPerDay'
  | 'chatCharactersPerAddressPerDay'
  | 'chatMessagesPerTenantPerDay'
  | 'chatCharactersPerTenantPerDay'
  | 'chatMessagesPerConversationPerDay'
> & { counters: BatchedStore };

/** Characters of the last message kept on the conversation for the desk's list. */
const PREVIEW_LENGTH = 120;

interface MessageRow {
  id: string;
  conversation_id: string;
  sender: ChatSender;
  body: string;
  operator_name: string | null;
  created_at: Date;
}

export const MESSAGE_COLUMNS = `m.id, m.conversation_id, m.sender, m.body, u.realname AS operator_name, m.created_at`;
export const MESSAGE_FROM = `chat_messages m LEFT JOIN users u ON u.id = m.operator_id`;

export function toMessage(row: MessageRow): ChatMessage {
  return {
    id: Number(row.id),
    conversationId: Number(row.conversation_id),
    sender: row.sender,
    body: row.body,
    operatorName: row.operator_name ?? '',
    createdAt: row.created_at.toISOString(),
  };
}

export async function findMessage(db: Queryable, id: number): Promise<ChatMessage | undefined> {
  const [row] = await db.query<MessageRow>(`SELECT ${MESSAGE_COLUMNS} FROM ${MESSAGE_FROM} WHERE m.id = $1`, [id]);
  return row && toMessage(row);
}

/** Text as a client sent it, checked as the database will count it (characters, not UTF-16 units). */
export function checkBody(body: string, max: number): string {
  const text = body.trim();
  if (!text) throw fail('chat.empty');
  if ([...text].length > max) throw fail('chat.tooLong', { max });
  return text;
}

export interface Stored {
  message: ChatMessage;
  /** False when the clientId was stored before (a resend after a reconnect): nothing new happened. */
  fresh: boolean;
}

/** Stores one message of a conversation, once per clientId, and tells every process (after the commit). */
async function insertMessage(
  tx: Queryable,
  conversation: { id: number; tenantId: string; guestId: string },
  sender: ChatSender,
  operatorId: string | null,
  clientId: string,
  text: string,
  origin: string,
): Promise<Stored> {
  const [inserted] = await tx.query<{ id: string }>(
    `INSERT INTO chat_messages (conversation_id, sender, operator_id, body, client_id) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (conversation_id, sender, client_id) DO NOTHING RETURNING id`,
    [conversation.id, sender, operatorId, text, clientId],
  );
  if (!inserted) {
    const [existing] = await tx.query<MessageRow>(
      `SELECT ${MESSAGE_COLUMNS} FROM ${MESSAGE_FROM} WHERE m.conversation_id = $1 AND m.sender = $2 AND m.client_id = $3`,
      [conversation.id, sender, clientId],
    );
    return { message: toMessage(existing!), fresh: false };
  }
  await tx.query(`UPDATE chat_conversations SET last_message_at = now(), last_message = left($2, ${PREVIEW_LENGTH}) WHERE id = $1`, [
    conversation.id,
    text,
  ]);
  const messageId = Number(inserted.id);
  await notifyChat(tx, {
    kind: 'message',
    messageId,
    conversationId: conversation.id,
    tenantId: conversation.tenantId,
    guestId: conversation.guestId,
    origin,
  });
  const [row] = await tx.query<MessageRow>(`SELECT ${MESSAGE_COLUMNS} FROM ${MESSAGE_FROM} WHERE m.id = $1`, [messageId]);
  return { message: toMessage(row!), fresh: true };
}

async function sentInLastMinute(tx: Queryable, where: string, params: unknown[]): Promise<number> {
  const [row] = await tx.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM chat_messages m JOIN chat_conversations c ON c.id = m.conversation_id
     WHERE ${where} AND m.created_at > now() - interval '1 minute'`,
    params,
  );
  return row!.n;
}

export interface GuestSend {
  tenantId: string;
  guestId: string;
  /** The sha256 of the guest's session token when it said it is logged in: the message carries that user while the session lives. */
  userTokenHash: string | null;
  /** The address key of the guest's socket (client-address.ts), which the daily caps count under; null: exempt (RATE_LIMIT_EXEMPT). */
  address: string | null;
  page: string;
  clientId: string;
  text: string;
  origin: string;
}

/**
 * A guest's message: into its open conversation with this tenant, which is opened when there is none. Within the
 * per-minute rate of the guest and the daily caps of its conversation, its address and its tenant: a refused
 * message stores nothing and counts nowhere (the transaction rolls the counts back); a resend counts once.
 */
export async function storeGuestMessage(db: Database, send: GuestSend, limits: ChatLimits, caps: GuestMessageCaps): Promise<Stored> {
  return db.transaction(async (tx) => {
    const sent = await sentInLastMinute(tx, `c.guest_id = $1 AND m.sender = 'guest'`, [send.guestId]);
    if (sent >= limits.guestMessagesPerMinute) throw fail('chat.flood');
    // A session that has ended (logout, revocation, expiry) no longer puts its user on the conversation.
    const [conversation] = await tx.query<{ id: string; today: number }>(
      `INSERT INTO chat_conversations (tenant_id, guest_id, user_id, first_page, current_page)
       VALUES ($1, $2, (SELECT user_id FROM sessions WHERE token_hash = $3 AND revoked_at IS NULL AND expires_at > now()), $4, $4)
       ON CONFLICT (guest_id, tenant_id) WHERE status = 'open'
       DO UPDATE SET user_id = coalesce(EXCLUDED.user_id, chat_conversations.user_id)
       RETURNING id, (SELECT count(*)::int FROM (
         SELECT 1 FROM chat_messages m WHERE m.conversation_id = chat_conversations.id AND m.sender = 'guest' AND m.created_at > now() - interval '1 day' LIMIT $5
       ) recent) AS today`,
      [send.tenantId, send.guestId, send.userTokenHash, send.page, caps.chatMessagesPerConversationPerDay],
    );
    const target = { id: Number(conversation!.id), tenantId: send.tenantId, guestId: send.guestId };
    const stored = await insertMessage(tx, target, 'guest', null, send.clientId, send.text, send.origin);
    if (!stored.fresh) return stored;
    if (conversation!.today >= caps.chatMessagesPerConversationPerDay) throw fail('chat.dailyCap');
    await chargeGuestMessage(tx, send, caps);
    return stored;
  });
}

/**
 * Counts a stored guest message against its tenant's caps of the day (in memory: every address adds to them) and
 * its address's (exact, in the message's transaction); fails past one of them.
 */
async function chargeGuestMessage(tx: Queryable, send: GuestSend, caps: GuestMessageCaps): Promise<void> {
  const characters = [...send.text].length;
  const withinTenant =
    withinDaily(caps.counters, `chat-messages:t:${send.tenantId}`, 1, caps.chatMessagesPerTenantPerDay) &&
    withinDaily(caps.counters, `chat-characters:t:${send.tenantId}`, characters, caps.chatCharactersPerTenantPerDay);
  if (!withinTenant) throw fail('chat.tenantCap');
  if (send.address === null) return;
  const over = await chargeDaily(tx, [
    { key: `chat-messages:a:${send.address}`, amount: 1, max: caps.chatMessagesPerAddressPerDay },
    { key: `chat-characters:a:${send.address}`, amount: characters, max: caps.chatCharactersPerAddressPerDay },
  ]);
  if (over) throw fail('chat.dailyCap');
}

export interface OperatorSend {
  operatorId: string;
  /** The sha256 of the operator's session token: the session must still be live, and its user's tenants are read afresh. */
  tokenHash: string;
  conversationId: number;
  clientId: string;
  text: string;
  origin: string;
}

/**
 * An operator's answer, into a conversation of one of their tenants that is still open. The session and the role
 * are those of now, read in the same transaction: not the ones the socket said hello with.
 */
export async function storeOperatorMessage(db: Database, send: OperatorSend, limits: ChatLimits): Promise<Stored> {
  return db.transaction(async (tx) => {
    const tenants = await currentOperatorTenants(tx, send.tokenHash);
    const [conversation] = await tx.query<{ tenant_id: string; guest_id: string; status: string }>(
      'SELECT tenant_id, guest_id, status FROM chat_conversations WHERE id = $1',
      [send.conversationId],
    );
    // Another tenant's conversation is answered as one that does not exist: its id tells nothing.
    if (!conversation || !tenants.includes(conversation.tenant_id)) throw fail('chat.notFound');
    if (conversation.status !== 'open') throw fail('chat.closed');
    const sent = await sentInLastMinute(tx, `m.operator_id = $1`, [send.operatorId]);
    if (sent >= limits.operatorMessagesPerMinute) throw fail('chat.flood');
    const target = { id: send.conversationId, tenantId: conversation.tenant_id, guestId: conversation.guest_id };
    return insertMessage(tx, target, 'operator', send.operatorId, send.clientId, send.text, send.origin);
  });
}

/** A guest's messages with a tenant, across its conversations: newest first, older than `before`. */
export async function guestHistory(db: Queryable, tenantId: string, guestId: string, before: number | undefined, size: number) {
  const rows = await db.query<MessageRow>(
    `SELECT ${MESSAGE_COLUMNS} FROM ${MESSAGE_FROM} JOIN chat_conversations c ON c.id = m.conversation_id
     WHERE c.guest_id = $1 AND c.tenant_id = $2 AND ($3::bigint IS NULL OR m.id < $3) ORDER BY m.id DESC LIMIT $4`,
    [guestId, tenantId, before ?? null, size + 1],
  );
  return { list: rows.slice(0, size).map(toMessage), hasMore: rows.length > size };
}

/** What a guest missed while away: its messages with a tenant after `after`, oldest first (at most `limit`). */
export async function guestMessagesAfter(db: Queryable, tenantId: string, guestId: string, after: number, limit: number) {
  const rows = await db.query<MessageRow>(
    `SELECT ${MESSAGE_COLUMNS} FROM ${MESSAGE_FROM} JOIN chat_conversations c ON c.id = m.conversation_id
     WHERE c.guest_id = $1 AND c.tenant_id = $2 AND m.id > $3 ORDER BY m.id LIMIT $4`,
    [guestId, tenantId, after, limit],
  );
  return rows.map(toMessage);
}

/** What an operator missed: messages of their tenants' open conversations after `after`, oldest first. */
export async function operatorMessagesAfter(db: Queryable, tenantIds: readonly string[], after: number, limit: number) {
  const rows = await db.query<MessageRow>(
    `SELECT ${MESSAGE_COLUMNS} FROM ${MESSAGE_FROM} JOIN chat_conversations c ON c.id = m.conversation_id
     WHERE c.tenant_id = ANY($1::text[]) AND m.id > $2 ORDER BY m.id LIMIT $3`,
    [tenantIds, after, limit],
  );
  return rows.map(toMessage);
}

/** One conversation's messages, newest first, older than `before`. */
export async function conversationMessages(db: Queryable, conversationId: number, before: number | undefined, size: number) {
  const rows = await db.query<MessageRow>(
    `SELECT ${MESSAGE_COLUMNS} FROM ${MESSAGE_FROM} WHERE m.conversation_id = $1 AND ($2::bigint IS NULL OR m.id < $2)
     ORDER BY m.id DESC LIMIT $3`,
    [conversationId, before ?? null, size + 1],
  );
  return { list: rows.slice(0, size).map(toMessage), hasMore: rows.length > size };
}

/** Operator messages a guest has not seen, across its conversations with a tenant. */
export async function guestUnread(db: Queryable, tenantId: string, guestId: string): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM chat_messages m JOIN chat_conversations c ON c.id = m.conversation_id
     WHERE c.guest_id = $1 AND c.tenant_id = $2 AND m.sender = 'operator' AND m.id > c.guest_read_id`,
    [guestId, tenantId],
  );
  return row!.n;
}

/** The guest has seen everything up to this message id (in each of its conversations with the tenant). */
export async function markGuestRead(db: Queryable, tenantId: string, guestId: string, upTo: number, origin: string): Promise<void> {
  const rows = await db.query(
    // A mark past the conversation's last message would hide the operator's next ones: it stops there.
    `UPDATE chat_conversations c SET guest_read_id = least($3, (SELECT coalesce(max(id), 0) FROM chat_messages WHERE conversation_id = c.id))
     WHERE guest_id = $1 AND tenant_id = $2 AND guest_read_id < $3
       AND guest_read_id < (SELECT coalesce(max(id), 0) FROM chat_messages WHERE conversation_id = c.id)
     RETURNING id`,
    [guestId, tenantId, upTo],
  );
  if (rows.length) await notifyChat(db, { kind: 'guestRead', tenantId, guestId, origin });
}
