import type { FastifyInstance } from 'fastify';
import { devCalls } from '../../../shared/calls/dev';
import { ok } from '../../http/envelope';
import { registerCall } from '../../http/register-call';
import { isLoopback } from '../../http/client-address';
import { fail } from '../../services/failure';
import { readOutbox } from '../../services/messages/message-provider';

/**
 * The development outbox, so that end-to-end tests and developers can read codes. app.ts registers it only
 * while the outbox provider is in use, and behind a proxy only when DEV_OUTBOX=1.
 */
export default async function outboxRoutes(app: FastifyInstance) {
  registerCall(app, devCalls.outbox, async ({ body, http }) => {
    // Codes are secrets: only this machine may read them, even where the outbox is left on by mistake. The TCP
    // peer decides, never request.ip, which X-Forwarded-For can set behind a trusted proxy.
    if (!isLoopback(http?.request.socket.remoteAddress)) throw fail('outboxLocalOnly');
    const to = body.to.trim();
    return ok({ messages: await readOutbox(app.db, to.includes('@') ? to.toLowerCase() : to, 20) });
  });
}
