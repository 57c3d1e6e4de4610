import type { FastifyInstance } from 'fastify';
import { AI_TOOL_KINDS, AI_TOOLS, aiToolCalls as calls } from '../../../shared/calls/ai-tools';
import { ok } from '../../http/envelope';
import { registerCall } from '../../http/register-call';
import { askInConversation, defaultTitle } from './ask';
import {
  createConversation,
  currentMessages,
  deleteConversation,
  listConversations,
  ownConversation,
  renameConversation,
} from './conversations';
import { consumptionRules } from '../points/public';

/** The AI tools' catalogue and the conversations of the chat tools (the writings have their own routes). */
export default async function aiToolRoutes(app: FastifyInstance) {
  registerCall(app, calls.tools, async () => {
    const costs = new Map((await consumptionRules(app.db)).map((rule) => [rule.kind, rule.costPerUse]));
    const list = AI_TOOLS.map((key) => ({ key, kind: AI_TOOL_KINDS[key], costPerUse: costs.get(AI_TOOL_KINDS[key]) ?? 1 }));
    return ok({ mode: app.ai.mode, model: app.ai.provider?.model ?? null, list });
  });

  registerCall(app, calls.conversations, async ({ body, user }) => ok(await listConversations(app.db, (await user()).userId, body ?? {})));
  registerCall(app, calls.conversation, async ({ body, user }) => {
    const model = await ownConversation(app.db, (await user()).userId, body.id);
    return ok({ model, messages: await currentMessages(app.db, model.id) });
  });
  registerCall(app, calls.createConversation, async ({ body, user }) => {
    const at = app.now();
    return ok({ model: await createConversation(app.db, (await user()).userId, body.tool, body.title ?? defaultTitle(at), at) });
  });
  registerCall(app, calls.renameConversation, async ({ body, user }) =>
    ok({ model: await renameConversation(app.db, (await user()).userId, body.id, body.title, app.now()) }),
  );
  registerCall(app, calls.deleteConversation, async ({ body, user }) => {
    await deleteConversation(app.db, (await user()).userId, body.id);
    return ok({});
  });
  registerCall(app, calls.ask, async ({ body, user, http }) => {
    // A stream has no in-process caller (server render); over HTTP the answer is the hijacked stream.
    if (http) await askInConversation(app, http, (await user()).userId, body);
    return ok({});
  });
}
