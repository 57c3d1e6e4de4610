import type { FastifyInstance } from 'fastify';
import { devCalls } from '../../../shared/calls/dev';
import { ok } from '../../http/envelope';
import { registerCall } from '../../http/register-call';
import { fail } from '../../services/failure';
import { readOutbox } from '../../services/messages/message-provider';

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/**
 * The development outbox, so that end-to-end tests and developers can read codes. app.ts registers it only
 * while the outbox provider is in use.
 */
export default async function outboxRoutes(app: FastifyInstance) {
  registerCall(app, devCalls.outbox, async ({ body, ip }) => {
    // Codes are secrets: only this machine may read them, even where the outbox is left on by mistake.
    if (!LOOPBACK.test(ip)) throw fail('outboxLocalOnly');
    const to = body.to.trim();
    return ok({ messages: await readOutbox(app.db, to.includes('@') ? to.toLowerCase() : to, 20) });
  });
}
