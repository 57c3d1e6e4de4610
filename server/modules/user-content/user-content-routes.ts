import type { FastifyInstance } from 'fastify';
import { userContentCalls } from '../../../shared/calls/user-content';
import { ok } from '../../http/envelope';
import { registerCall } from '../../http/register-call';
import { listOperations, listReadHistory, listUserDownloads, recordRead, requireContent } from './user-content';

/** SPEC §7 private lists of the personal centre: each row needs a session (HTTP 401 without one). */
export default async function userContentRoutes(app: FastifyInstance) {
  registerCall(app, userContentCalls.readHistoryListPaged, async ({ body, user }) =>
    ok(await listReadHistory(app.db, (await user()).userId, body ?? {})),
  );

  registerCall(app, userContentCalls.readHistoryCreate, async ({ body, user }) => {
    const { userId } = await user();
    await requireContent(app.db, body.bizType, body.bizId);
    await recordRead(app.db, userId, body.bizType, body.bizId);
    return ok({});
  });

  registerCall(app, userContentCalls.operationListPaged, async ({ body, user }) =>
    ok(await listOperations(app.db, (await user()).userId, body)),
  );

  registerCall(app, userContentCalls.downloadListPaged, async ({ body, user }) =>
    ok(await listUserDownloads(app.db, (await user()).userId, body ?? {})),
  );
}
