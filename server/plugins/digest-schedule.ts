import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { logJobFailure } from '../db/database-availability';
import { readDay } from '../services/content/daily-reads';
import { digestOrigin, sendDigests } from '../services/tenders/digests';

export interface DigestScheduleOptions {
  /** The hour (UTC+8, 0–23) from which a day's digests go out. */
  hour: number;
  /** How often the clock is looked at. */
  checkEveryMs?: number;
}

const CHECK_EVERY = 10 * 60 * 1000;
const HOUR_MS = 3_600_000;

/** The hour of the day in the portal's time zone (UTC+8). */
const portalHour = (now: Date) => new Date(now.getTime() + 8 * HOUR_MS).getUTCHours();

/**
 * Runs the subscription digests (services/tenders/digests.ts) once a day per process, from the configured
 * hour on. Every process of a deployment runs it; the job's advisory lock and daily mark make one send.
 */
export default fp(
  async function digestSchedule(app: FastifyInstance, options: DigestScheduleOptions) {
    const origin = digestOrigin(app.tenants.tenants, app.accounts.publicOrigin);
    let doneDay = '';
    let running = false;
    const tick = async () => {
      const now = new Date();
      if (running || doneDay === readDay(now) || portalHour(now) < options.hour) return;
      running = true;
      try {
        const run = await sendDigests(app.db, { messages: app.accounts.messages, origin, now });
        doneDay = readDay(now);
        if (run.failed.length) app.log.warn({ err: run.failed[0], failed: run.failed.length }, 'some tender digests could not be sent');
        app.log.info({ sent: run.sent, skipped: run.skipped }, 'tender digests');
      } finally {
        running = false;
      }
    };
    const timer = setInterval(() => {
      tick().catch((err: unknown) => logJobFailure(app.log, err, 'tender digests failed'));
    }, options.checkEveryMs ?? CHECK_EVERY);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'digest-schedule', dependencies: ['accounts', 'tenant-context'] },
);
