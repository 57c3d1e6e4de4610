import type { FastifyInstance } from 'fastify';
import { warnUnlessUnavailable } from '../db/database-availability';

/**
 * Runs `tick` once the app is ready and every `everyMs` after, one at a time (a tick still running when the next
 * is due lets it pass); a failure is logged with `failure`. On close the timer stops, the signal given to the tick
 * aborts, and the close waits for a tick in flight.
 */
export function repeatWhileOpen(app: FastifyInstance, everyMs: number, failure: string, tick: (signal: AbortSignal) => Promise<void>) {
  let inFlight: Promise<void> | null = null;
  const closing = new AbortController();
  const runTick = () => {
    inFlight ??= tick(closing.signal)
      .catch((err: unknown) => warnUnlessUnavailable(app.log, err, failure))
      .finally(() => {
        inFlight = null;
      });
  };
  const timer = setInterval(runTick, everyMs);
  timer.unref();
  app.addHook('onReady', async () => runTick());
  app.addHook('onClose', async () => {
    clearInterval(timer);
    closing.abort();
    await inFlight;
  });
}
