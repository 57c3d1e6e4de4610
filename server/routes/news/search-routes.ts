import type { FastifyInstance } from 'fastify';
import { searchCalls } from '../../../shared/calls/search';
import { ok } from '../../http/envelope';
import { registerCall } from '../../http/register-call';
import { indexPending } from '../../services/content/search-index';
import { search } from '../../services/content/search';

/** SPEC §5 site search. */
export default async function searchRoutes(app: FastifyInstance) {
  // Items added while the app was down (or by the seed) are indexed in the background from start-up: a first
  // start indexes thousands of items, longer than Fastify allows a hook on a busy machine. /api/ready waits for
  // it, and a search that comes first shares the run.
  let startup: Promise<unknown> = Promise.resolve();
  app.addHook('onReady', async () => {
    startup = indexPending(app.db).catch((err: unknown) => app.log.error({ err }, 'search index: start-up run failed'));
  });
  // The database closes after this plugin: a run still under way finishes its batches first.
  app.addHook('onClose', async () => {
    await startup;
  });

  registerCall(app, searchCalls.search, async ({ body }) => ok(await search(app.db, body)));
}
