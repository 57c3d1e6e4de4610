import { aiToolCalls, type ChatTool } from '../../../../shared/calls/ai-tools';
import type { ApiClient } from '../../../lib/api/api-client';

// The conversation rows of shared/calls/ai-tools.ts the /Conversation page makes, as the signed-in user.

export const CONVERSATION_PAGE_SIZE = 10;

export interface ChatSession {
  api: ApiClient;
  token: string;
  /** The message when a failed call carries none. */
  fallback: string;
}

const quiet = (session: ChatSession) => ({ token: session.token, silent: true });

export const loadConversations = (session: ChatSession, page: number) =>
  session.api.call(aiToolCalls.conversations, { page, pageSize: CONVERSATION_PAGE_SIZE }, quiet(session));

export const loadConversation = (session: ChatSession, id: number) => session.api.call(aiToolCalls.conversation, { id }, quiet(session));

export const createConversation = (session: ChatSession, tool: ChatTool, title: string) =>
  session.api.call(aiToolCalls.createConversation, { tool, title }, quiet(session)).then((answer) => answer.model);

export const renameConversation = (session: ChatSession, id: number, title: string) =>
  session.api.call(aiToolCalls.renameConversation, { id, title }, quiet(session)).then((answer) => answer.model);

export const deleteConversation = (session: ChatSession, id: number) =>
  session.api.call(aiToolCalls.deleteConversation, { id }, quiet(session));

/** A new conversation's title: the first line of its first question, shortened. */
export function titleOf(prompt: string, max = 30): string {
  const line = prompt.trim().split('\n')[0]!.trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}
