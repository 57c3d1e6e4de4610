import type { ConversationStatus, ConversationSummary } from '../../../shared/calls/chat';
import type { Queryable } from '../../db/database';
import { fail } from '../../services/failure';
import { notifyChat } from './chat-events';

/** A guest counts as online while a process has refreshed its socket within this many seconds. */
export const PRESENCE_FRESH_SECONDS = 90;

interface SummaryRow {
  id: string;
  tenant_id: string;
  guest_id: string;
  user_name: string | null;
  source: string;
  first_page: string;
  current_page: string;
  status: ConversationStatus;
  unread: number;
  last_message: string;
  last_message_at: Date;
  online: boolean;
}

const SUMMARY_SELECT = `
  SELECT c.id, c.tenant_id, c.guest_id, u.realname AS user_name, g.source, c.first_page, c.current_page, c.status,
    (SELECT count(*)::int FROM chat_messages m WHERE m.conversation_id = c.id AND m.sender = 'guest' AND m.id > c.operator_read_id) AS unread,
    c.last_message, c.last_message_at,
    EXISTS (SELECT 1 FROM chat_presence p WHERE p.guest_id = c.guest_id AND p.seen_at > now() - make_interval(secs => ${PRESENCE_FRESH_SECONDS})) AS online
  FROM chat_conversations c JOIN guests g ON g.guest_id = c.guest_id LEFT JOIN users u ON u.id = c.user_id`;

function toSummary(row: SummaryRow): ConversationSummary {
  return {
    id: Number(row.id),
    tenantId: row.tenant_id,
    guestId: row.guest_id,
    userName: row.user_name ?? '',
    source: row.source,
    firstPage: row.first_page,
    currentPage: row.current_page,
    status: row.status,
    unread: row.unread,
    lastMessage: row.last_message,
    lastMessageAt: row.last_message_at.toISOString(),
    online: row.online,
  };
}

export async function findSummary(db: Queryable, conversationId: number): Promise<ConversationSummary | undefined> {
  const [row] = await db.query<SummaryRow>(`${SUMMARY_SELECT} WHERE c.id = $1`, [conversationId]);
  return row && toSummary(row);
}

/** A conversation of one of these tenants; any other is answered as not found (its id tells nothing). */
export async function summaryForOperator(db: Queryable, conversationId: number, tenants: readonly string[]): Promise<ConversationSummary> {
  const summary = await findSummary(db, conversationId);
  if (!summary || !tenants.includes(summary.tenantId)) throw fail('chat.notFound');
  return summary;
}

export interface DeskQuery {
  tenants: readonly string[];
  status: ConversationStatus;
  page: number;
  pageSize: number;
}

/** The desk's list: conversations of these tenants, newest activity first. */
export async function listConversations(db: Queryable, query: DeskQuery): Promise<{ list: ConversationSummary[]; total: number }> {
  const params = [query.tenants, query.status];
  const [count] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM chat_conversations WHERE tenant_id = ANY($1::text[]) AND status = $2',
    params,
  );
  const rows = await db.query<SummaryRow>(
    `${SUMMARY_SELECT} WHERE c.tenant_id = ANY($1::text[]) AND c.status = $2 ORDER BY c.last_message_at DESC, c.id DESC LIMIT $3 OFFSET $4`,
    [...params, query.pageSize, (query.page - 1) * query.pageSize],
  );
  return { list: rows.map(toSummary), total: count!.n };
}

export async function notifyConversationChanged(db: Queryable, conversationId: number, tenantId: string, origin: string) {
  await notifyChat(db, { kind: 'conversation', conversationId, tenantId, origin });
}

export async function closeConversation(db: Queryable, conversationId: number, tenants: readonly string[], operatorId: string) {
  const summary = await summaryForOperator(db, conversationId, tenants);
  await db.query(`UPDATE chat_conversations SET status = 'closed', closed_at = now(), closed_by = $2 WHERE id = $1 AND status = 'open'`, [
    conversationId,
    operatorId,
  ]);
  await notifyConversationChanged(db, conversationId, summary.tenantId, '');
  return { ...summary, status: 'closed' as const };
}

/** An operator has read a conversation up to this message id. */
export async function markOperatorRead(db: Queryable, conversationId: number, tenants: readonly string[], upTo: number, origin: string) {
  const summary = await summaryForOperator(db, conversationId, tenants);
  const rows = await db.query(
    `UPDATE chat_conversations c SET operator_read_id = least($2, (SELECT coalesce(max(id), 0) FROM chat_messages WHERE conversation_id = c.id))
     WHERE id = $1 AND operator_read_id < $2
       AND operator_read_id < (SELECT coalesce(max(id), 0) FROM chat_messages WHERE conversation_id = c.id)
     RETURNING id`,
    [conversationId, upTo],
  );
  if (rows.length) await notifyConversationChanged(db, conversationId, summary.tenantId, origin);
}

/**
 * Characters of a page address kept on a conversation (what an anonymous row may weigh); the rest of a
 * longer one is cut, as tracking cuts its paths.
 */
export const PAGE_KEPT = 512;

export const keptPage = (url: string) => Array.from(url).slice(0, PAGE_KEPT).join('');

/** The page a guest is on now, shown beside its open conversation. */
export async function setGuestPage(db: Queryable, tenantId: string, guestId: string, page: string, origin: string) {
  const rows = await db.query<{ id: string }>(
    `UPDATE chat_conversations SET current_page = $3 WHERE guest_id = $1 AND tenant_id = $2 AND status = 'open' AND current_page <> $3 RETURNING id`,
    [guestId, tenantId, page],
  );
  for (const row of rows) await notifyConversationChanged(db, Number(row.id), tenantId, origin);
}

/** The guest's open conversation with a tenant, if any (the desk shows it as online or not). */
export async function openConversationOf(db: Queryable, tenantId: string, guestId: string): Promise<number | null> {
  const [row] = await db.query<{ id: string }>(
    `SELECT id FROM chat_conversations WHERE guest_id = $1 AND tenant_id = $2 AND status = 'open'`,
    [guestId, tenantId],
  );
  return row ? Number(row.id) : null;
}
