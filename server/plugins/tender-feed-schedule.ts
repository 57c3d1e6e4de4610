import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { UploadPlace } from '../modules/media/public';
import { fetchTenderAttachments, pollTenderFeeds, type TenderFetching } from '../modules/tender/public';
import { repeatWhileOpen } from './repeating-task';

export interface TenderFeedScheduleOptions extends TenderFetching {
  /** Folders and http(s) URLs (TENDER_FEEDS); empty: only the attachment queue is worked. */
  feeds: readonly string[];
  /** A feed is polled again this many minutes after its last poll (TENDER_FEED_MINUTES). */
  minutes: number;
  /** Where fetched attachments are stored. */
  place: UploadPlace;
  /** How often the feeds and the attachment queue are looked at. */
  checkEveryMs?: number;
}

const CHECK_EVERY = 60_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** The feeds the schedule polls and how often (none where it is not scheduled), for the console to show. */
    tenderFeeds: { feeds: readonly string[]; minutes: number };
  }
}

/**
 * Polls the tender feeds that are due, then fetches the queued attachments of imported notices (those of the CLI's
 * imports too). Every process of a deployment runs it; the feeds' lease and the queue's leases make one do each.
 */
export default fp(
  async function tenderFeedSchedule(app: FastifyInstance, options: TenderFeedScheduleOptions) {
    repeatWhileOpen(app, options.checkEveryMs ?? CHECK_EVERY, 'tender feeds failed', async (signal) => {
      if (options.feeds.length) {
        const polls = await pollTenderFeeds(app.db, options.feeds, { ...options, signal });
        for (const poll of polls ?? []) app.log.info({ feed: poll.feed, status: poll.status }, 'tender feed polled');
      }
      const fetched = await fetchTenderAttachments(app.db, options.place, options, signal);
      if (fetched.stored || fetched.refused) app.log.info(fetched, 'tender attachments fetched');
    });
  },
  { name: 'tender-feed-schedule' },
);
