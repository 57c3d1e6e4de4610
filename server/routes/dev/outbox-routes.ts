import type { FastifyInstance } from 'fastify';
import { ACCOUNT_PATHS } from '../../../shared/account-contract';
import { ERROR_CODES } from '../../../shared/api-contract';
import { ApiError, ok } from '../../http/envelope';
import { serverText } from '../../server-text';
import { readOutbox } from '../../services/messages/message-provider';

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

const outboxSchema = {
  querystring: {
    type: 'object',
    required: ['to'],
    additionalProperties: false,
    properties: { to: { type: 'string', minLength: 1, maxLength: 100 } },
  },
} as const;

/**
 * GET /api/dev/outbox?to=<phone or email>: the latest 20 messages sent to it, newest first. Registered only while
 * the outbox provider is in use, so that end-to-end tests and developers can read codes.
 */
export default async function outboxRoutes(app: FastifyInstance) {
  app.get<{ Querystring: { to: string } }>(ACCOUNT_PATHS.devOutbox, { schema: outboxSchema }, async (request) => {
    // Codes are secrets: only this machine may read them, even where the outbox is left on by mistake.
    if (!LOOPBACK.test(request.ip)) throw new ApiError(ERROR_CODES.forbidden, serverText('outboxLocalOnly'), 403);
    const to = request.query.to.trim();
    return ok({ messages: await readOutbox(app.db, to.includes('@') ? to.toLowerCase() : to, 20) });
  });
}
