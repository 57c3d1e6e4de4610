import { setTimeout } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { searchCalls } from '../../../shared/calls/search';
import { warnUnlessUnavailable } from '../../db/database-availability';
import { ok } from '../../http/envelope';
import { registerCall } from '../../http/register-call';
import { indexPending } from './search-index';
import { search } from './search';

/** SPEC §5 site search. */
export default async function searchRoutes(app: FastifyInstance) {
  // Items added while the app was down (or by the seed) are indexed in the background from start-up: a first
  // start indexes thousands of items, longer than Fastify allows a hook on a busy machine. /api/ready waits for
  // it, and a search that comes first shares the run. A run the database interrupts is tried again (back-off up
  // to 5 s), or the process would never be ready again.
  const closing = new AbortController();
  let startup: Promise<unknown> = Promise.resolve();
  app.addHook('onReady', async () => {
    startup = catchUp(app, closing.signal);
  });
  // The database closes after this plugin: a run still under way finishes its batches first.
  app.addHook('onClose', async () => {
    closing.abort();
    await startup;
  });

  registerCall(app, searchCalls.search, async ({ body }) => ok(await search(app.db, body)));
}

const RETRY_DELAYS_MS = [500, 1000, 2000, 5000];

async function catchUp(app: FastifyInstance, closing: AbortSignal): Promise<void> {
  for (let failures = 0; !closing.aborted; failures += 1) {
    try {
      await indexPending(app.db);
      return;
    } catch (err) {
      warnUnlessUnavailable(app.log, err, 'search index: start-up run failed');
      const delay = RETRY_DELAYS_MS[Math.min(failures, RETRY_DELAYS_MS.length - 1)]!;
      await setTimeout(delay, undefined, { signal: closing }).catch(() => undefined);
    }
  }
}
