import type { AiMessage, AiMode, ChatTool, Citation, ConversationSummary, ToolStatus } from '../../../shared/calls/ai-tools';
import type { Database, Queryable } from '../../db/database';
import { fetchPage, iso, type Paged, type Paging } from '../../services/paging';
import { fail } from '../../services/failure';
import { settleLapsed } from './generation-claims';

// Conversations of the AI chat tools and their messages (migration 021). Every function takes the caller's
// user id and works on that user's rows only: another user's conversation is not found.

interface ConversationRow {
  id: number;
  tool: ChatTool;
  title: string;
  created_at: Date;
  updated_at: Date;
}

interface MessageRow {
  id: number;
  role: 'user' | 'assistant';
  content: string;
  status: ToolStatus;
  mode: AiMode | null;
  citations: Citation[];
  created_at: Date;
}

const toSummary = (row: ConversationRow): ConversationSummary => ({
  id: row.id,
  tool: row.tool,
  title: row.title,
  createdAt: iso(row.created_at),
  updatedAt: iso(row.updated_at),
});

const toMessage = (row: MessageRow): AiMessage => ({
  id: row.id,
  role: row.role,
  content: row.content,
  status: row.status,
  mode: row.mode,
  citations: row.citations ?? [],
  createdAt: iso(row.created_at),
});

const COLUMNS = 'id, tool, title, created_at, updated_at';

export async function listConversations(db: Queryable, userId: string, paging: Paging): Promise<Paged<ConversationSummary>> {
  return fetchPage<ConversationRow, ConversationSummary>(
    db,
    `SELECT ${COLUMNS}, count(*) OVER () AS total FROM ai_conversations WHERE user_id = $1 ORDER BY updated_at DESC, id DESC`,
    'SELECT count(*) AS total FROM ai_conversations WHERE user_id = $1',
    [userId],
    paging,
    toSummary,
  );
}

/** The user's conversation, or conversationNotFound (also when it is another user's). */
export async function ownConversation(db: Queryable, userId: string, id: number): Promise<ConversationSummary> {
  const [row] = await db.query<ConversationRow>(`SELECT ${COLUMNS} FROM ai_conversations WHERE id = $1 AND user_id = $2`, [id, userId]);
  if (!row) throw fail('ai.conversationNotFound');
  return toSummary(row);
}

export async function conversationMessages(db: Queryable, conversationId: number): Promise<AiMessage[]> {
  const rows = await db.query<MessageRow>(
    'SELECT id, role, content, status, mode, citations, created_at FROM ai_messages WHERE conversation_id = $1 ORDER BY id',
    [conversationId],
  );
  return rows.map(toMessage);
}

/** The messages as the user sees them: an answer left streaming by a process that died is settled as interrupted first. */
export async function currentMessages(db: Database, conversationId: number): Promise<AiMessage[]> {
  const messages = await conversationMessages(db, conversationId);
  if (!messages.some((message) => message.status === 'streaming')) return messages;
  // Read again even when this settle marked nothing: another process's settle may have, meanwhile.
  await settleLapsed(db, { kind: 'conversation', id: conversationId });
  return conversationMessages(db, conversationId);
}

export async function createConversation(
  db: Queryable,
  userId: string,
  tool: ChatTool,
  title: string,
  at: Date,
): Promise<ConversationSummary> {
  const [row] = await db.query<ConversationRow>(
    `INSERT INTO ai_conversations (user_id, tool, title, created_at, updated_at) VALUES ($1, $2, $3, $4, $4) RETURNING ${COLUMNS}`,
    [userId, tool, title, at],
  );
  return toSummary(row!);
}

export async function renameConversation(db: Queryable, userId: string, id: number, title: string, at: Date): Promise<ConversationSummary> {
  const [row] = await db.query<ConversationRow>(
    `UPDATE ai_conversations SET title = $3, updated_at = $4 WHERE id = $1 AND user_id = $2 RETURNING ${COLUMNS}`,
    [id, userId, title, at],
  );
  if (!row) throw fail('ai.conversationNotFound');
  return toSummary(row);
}

export async function deleteConversation(db: Queryable, userId: string, id: number): Promise<void> {
  const rows = await db.query('DELETE FROM ai_conversations WHERE id = $1 AND user_id = $2 RETURNING id', [id, userId]);
  if (!rows.length) throw fail('ai.conversationNotFound');
}

/** What an answer stores as it streams. */
export interface AnswerState {
  content: string;
  status: ToolStatus;
  mode: AiMode;
  citations: Citation[];
  spendEntryId: number;
}

/**
 * Starts an answer: the new question (unless it regenerates) and an empty streaming answer in one
 * transaction; a regenerated answer replaces the last answer after the last question. Answers its id.
 */
export async function startAnswer(
  db: Database,
  conversationId: number,
  question: { prompt: string } | { regenerate: true },
  answer: AnswerState,
  at: Date,
  retitle?: string,
): Promise<number> {
  return db.transaction(async (tx) => {
    if ('prompt' in question) {
      await tx.query("INSERT INTO ai_messages (conversation_id, role, content, status, created_at) VALUES ($1, 'user', $2, 'done', $3)", [
        conversationId,
        question.prompt,
        at,
      ]);
    } else {
      await tx.query(
        `DELETE FROM ai_messages WHERE conversation_id = $1 AND role = 'assistant'
           AND id > (SELECT max(id) FROM ai_messages WHERE conversation_id = $1 AND role = 'user')`,
        [conversationId],
      );
    }
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO ai_messages (conversation_id, role, content, status, mode, citations, spend_entry_id, created_at)
       VALUES ($1, 'assistant', $2, $3, $4, $5::jsonb, $6, $7) RETURNING id`,
      [conversationId, answer.content, answer.status, answer.mode, JSON.stringify(answer.citations), answer.spendEntryId, at],
    );
    await tx.query('UPDATE ai_conversations SET updated_at = $2, title = COALESCE($3, title) WHERE id = $1', [
      conversationId,
      at,
      retitle ?? null,
    ]);
    return row!.id;
  });
}

export async function saveAnswer(db: Queryable, messageId: number, answer: AnswerState): Promise<void> {
  await db.query('UPDATE ai_messages SET content = $2, status = $3, mode = $4, citations = $5::jsonb WHERE id = $1', [
    messageId,
    answer.content,
    answer.status,
    answer.mode,
    JSON.stringify(answer.citations),
  ]);
}
