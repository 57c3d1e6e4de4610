import type { FastifyInstance } from 'fastify';
import { searchCalls } from '../../../shared/calls/search';
import { ok } from '../../http/envelope';
import { registerCall } from '../../http/register-call';
import { indexPending } from '../../services/content/search-index';
import { search } from '../../services/content/search';

/** SPEC §5 site search. */
export default async function searchRoutes(app: FastifyInstance) {
  // Items added while the app was down (or by the seed) are indexed before the first request.
  app.addHook('onReady', async () => {
    await indexPending(app.db);
  });

  registerCall(app, searchCalls.search, async ({ body }) => ok(await search(app.db, body)));
}
