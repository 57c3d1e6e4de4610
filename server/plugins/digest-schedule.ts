import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { readDay } from '../services/daily-reads';
import { drainDigests, digestOrigin, keepSubscriptionCounts, sendDigests } from '../modules/tender/public';
import { repeatWhileOpen } from './repeating-task';

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
 * Runs the subscription digests (server/modules/tender/digests.ts) once a day per process, from the configured
 * hour on. Every process of a deployment runs it; the job's advisory lock and daily mark make one send.
 * Every other tick, and once at start, it drains the digest outbox: what a crashed process queued but did
 * not send, and the retries whose back-off has passed. Every tick also brings the subscriptions' kept counts of new
 * matches up to date (several processes may: a count is kept once, see subscription-feed.ts).
 */
export default fp(
  async function digestSchedule(app: FastifyInstance, options: DigestScheduleOptions) {
    const origin = digestOrigin(app.tenants.tenants, app.accounts.publicOrigin);
    let doneDay = '';
    const messages = app.accounts.messages;
    repeatWhileOpen(app, options.checkEveryMs ?? CHECK_EVERY, 'tender digests failed', async (signal) => {
      const now = new Date();
      const due = doneDay !== readDay(now) && portalHour(now) >= options.hour;
      const run = due ? await sendDigests(app.db, { messages, origin, signal }) : await drainDigests(app.db, { messages, signal });
      if (due) doneDay = readDay(now);
      if (run.failed.length) app.log.warn({ err: run.failed[0], failed: run.failed.length }, 'some tender digests could not be sent');
      if (due || run.sent) app.log.info({ sent: run.sent, ...('skipped' in run && { skipped: run.skipped }) }, 'tender digests');
      await keepSubscriptionCounts(app.db, signal);
    });
  },
  { name: 'digest-schedule', dependencies: ['accounts', 'tenant-context'] },
);
