import type { ConversationStatus, ConversationSummary } from '../../../shared/calls/chat';

export interface ConversationFilter {
  tenantId: string;
  status: ConversationStatus;
}

export const matchesFilter = (row: ConversationSummary, filter: ConversationFilter) =>
  row.status === filter.status && (!filter.tenantId || row.tenantId === filter.tenantId);

/**
 * A live 'conversation' frame applied to the list: a row with new activity moves to the top, any other change
 * updates it in place; a row that no longer matches the filter (closed while showing open ones) leaves.
 */
export function applyConversation(
  rows: ConversationSummary[],
  row: ConversationSummary,
  filter: ConversationFilter,
): ConversationSummary[] {
  const index = rows.findIndex((candidate) => candidate.id === row.id);
  if (!matchesFilter(row, filter)) return index < 0 ? rows : rows.filter((candidate) => candidate.id !== row.id);
  if (index < 0) return [row, ...rows];
  const previous = rows[index]!;
  if (previous.lastMessageAt === row.lastMessageAt) return rows.map((candidate) => (candidate.id === row.id ? row : candidate));
  return [row, ...rows.filter((candidate) => candidate.id !== row.id)];
}

/** Adds a further page under the rows already shown (a live update may have moved a row there already). */
export function appendPage(rows: ConversationSummary[], page: ConversationSummary[]): ConversationSummary[] {
  const known = new Set(rows.map((row) => row.id));
  return [...rows, ...page.filter((row) => !known.has(row.id))];
}
