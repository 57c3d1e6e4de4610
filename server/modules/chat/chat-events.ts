import type { Queryable } from '../../db/database';

/**
 * The channel every API-host process LISTENs on (DESIGN "Scaling out": fan-out through PostgreSQL). The triggers of
 * migration 023 name it too.
 */
export const CHAT_CHANNEL = 'portal_chat';

/**
 * What one process tells the others (and itself) about the chat. Ids only: a NOTIFY payload has a size limit,
 * and a process with no socket that cares reads nothing. `origin` names the socket that caused it, which
 * already has its answer.
 */
export type ChatEvent =
  | { kind: 'message'; messageId: number; conversationId: number; tenantId: string; guestId: string; origin: string }
  /** The guest read its messages (its other tabs update their badge). */
  | { kind: 'guestRead'; tenantId: string; guestId: string; origin: string }
  /** A conversation changed for the desk: read by an operator, closed, the guest's page, online. */
  | { kind: 'conversation'; conversationId: number; tenantId: string; origin: string }
  /** A live session was revoked or deleted (sent by a trigger of migration 023, whoever ended it). */
  | { kind: 'sessionEnded'; tokenHash: string; userId: string }
  /** A user was given or lost a tenant's customer service (a trigger of migration 023). */
  | { kind: 'operatorChanged'; userId: string };

/** Sends the event when the caller's transaction commits (at once outside one). */
export async function notifyChat(db: Queryable, event: ChatEvent): Promise<void> {
  await db.query('SELECT pg_notify($1, $2)', [CHAT_CHANNEL, JSON.stringify(event)]);
}

export function parseChatEvent(payload: string): ChatEvent | undefined {
  try {
    const event = JSON.parse(payload) as ChatEvent;
    return typeof event === 'object' && event !== null && typeof event.kind === 'string' ? event : undefined;
  } catch {
    return undefined;
  }
}
