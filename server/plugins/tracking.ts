import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { warnUnlessUnavailable } from '../db/database-availability';
import { dropOldEvents, rollUp, type RollupRun, traceDailyCaps, Tracker, type TrackerOptions } from '../modules/tracking/public';

export interface TrackingOptions extends Omit<TrackerOptions, 'onError'> {
  /** TRACE_ROLLUP_SECONDS: how often this process rolls raw events up; unset or 0: never on its own (tests). */
  rollupSeconds?: number;
  /** TRACE_RAW_RETENTION_DAYS: raw events older than this, once rolled up, are dropped after each rollup. */
  rawRetentionDays?: number;
}

export const DEFAULT_ROLLUP_SECONDS = 60;
export const DEFAULT_RAW_RETENTION_DAYS = 30;
const VACUUM_EVERY_MS = 3_600_000;
const ROLLUP_TABLES = [
  'trace_events',
  'trace_daily',
  'trace_daily_paths',
  'trace_daily_articles',
  'trace_daily_sources',
  'trace_visitor_marks',
];

export interface Tracking {
  tracker: Tracker;
  /** Writes the buffered events, rolls up, then applies retention (the schedule, the dev call, tests). */
  rollUpNow(): Promise<RollupRun>;
}

declare module 'fastify' {
  interface FastifyInstance {
    tracking: Tracking;
  }
}

/**
 * Tracking: the event buffer of this process, written out on close, and the rollup schedule. Every
 * process schedules the rollup; its advisory lock lets one of them work at a time.
 */
export default fp(
  async function tracking(app: FastifyInstance, options: TrackingOptions) {
    const tracker = new Tracker(app.db, app.now, {
      dailyCap: traceDailyCaps(app.rateLimitCounters, app.rateLimitExempt, app.anonymousLimits),
      ...options,
      onError: (err) => warnUnlessUnavailable(app.log, err, 'trace events not written yet'),
    });
    const retentionDays = options.rawRetentionDays ?? DEFAULT_RAW_RETENTION_DAYS;
    let vacuumedAt = Date.now();
    const rollUpNow = async () => {
      await tracker.flush();
      const now = app.now();
      const run = await rollUp(app.db, now);
      if (run.ran) await dropOldEvents(app.db, now, retentionDays);
      // PGlite has no autovacuum: without one now and then, the analytics' index-only scans read the table too.
      if (app.db.kind === 'pglite' && Date.now() - vacuumedAt > VACUUM_EVERY_MS) {
        vacuumedAt = Date.now();
        await app.db.exec(`VACUUM ANALYZE ${ROLLUP_TABLES.join(', ')}`);
      }
      return run;
    };
    app.decorate('tracking', { tracker, rollUpNow });

    let running = false;
    const seconds = options.rollupSeconds ?? 0;
    const timer =
      seconds > 0
        ? setInterval(() => {
            if (running) return;
            running = true;
            rollUpNow()
              .catch((err: unknown) => warnUnlessUnavailable(app.log, err, 'trace rollup failed'))
              .finally(() => (running = false));
          }, seconds * 1000)
        : undefined;
    timer?.unref();
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await tracker.close();
    });
  },
  { name: 'tracking', dependencies: ['clock'] },
);
