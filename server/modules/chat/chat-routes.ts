import type { FastifyInstance } from 'fastify';
import { CHAT_SOCKET_PATH, chatCalls } from '../../../shared/calls/chat';
import { ok } from '../../http/envelope';
import { registerCall } from '../../http/register-call';
import { closeConversation, listConversations, summaryForOperator } from './chat-conversations';
import { conversationMessages, guestHistory, guestUnread } from './chat-messages';
import { fail } from '../../services/failure';
import { findGuest } from './guests';
import { handleChatSocket } from './chat-socket';

const HISTORY_PAGE = 30;

/** The chat: its socket, a guest's history and the operators' desk calls. */
export default async function chatRoutes(app: FastifyInstance) {
  app.get(CHAT_SOCKET_PATH, { websocket: true }, (socket, request) => handleChatSocket(app, socket, request));

  registerCall(app, chatCalls.history, async ({ body }) => {
    const guest = await findGuest(app.db, body);
    if (!guest) throw fail('chat.badGuest');
    const page = await guestHistory(app.db, guest.tenantId, guest.guestId, body.before, body.size ?? HISTORY_PAGE);
    return ok({ ...page, unread: await guestUnread(app.db, guest.tenantId, guest.guestId) });
  });

  registerCall(app, chatCalls.deskConversations, async ({ body, user }) => {
    const { operatorTenants } = await user();
    if (body.tenantId && !operatorTenants.includes(body.tenantId)) throw fail('forbidden');
    const tenants = body.tenantId ? [body.tenantId] : operatorTenants;
    return ok(
      await listConversations(app.db, { tenants, status: body.status ?? 'open', page: body.page ?? 1, pageSize: body.pageSize ?? 10 }),
    );
  });

  registerCall(app, chatCalls.deskMessages, async ({ body, user }) => {
    const { operatorTenants } = await user();
    await summaryForOperator(app.db, body.conversationId, operatorTenants);
    return ok(await conversationMessages(app.db, body.conversationId, body.before, body.size ?? HISTORY_PAGE));
  });

  registerCall(app, chatCalls.deskClose, async ({ body, user }) => {
    const { operatorTenants, userId } = await user();
    return ok({ conversation: await closeConversation(app.db, body.conversationId, operatorTenants, userId) });
  });
}
