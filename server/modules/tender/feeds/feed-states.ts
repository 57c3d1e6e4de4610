import type { TenderFeedState } from '../../../../shared/calls/console';
import type { Queryable } from '../../../db/database';
import { iso } from '../../../services/paging';

interface FeedRow {
  feed: string;
  last_polled: Date | null;
  last_status: string | null;
}

/**
 * The configured feeds (TENDER_FEEDS, in their order) with how each one's last poll went and when the next is due,
 * then the feeds polled before and taken out of the setting since.
 */
export async function listFeedStates(db: Queryable, feeds: readonly string[], minutes: number): Promise<TenderFeedState[]> {
  const rows = await db.query<FeedRow>('SELECT feed, last_polled, last_status FROM tender_feeds ORDER BY feed');
  const polled = new Map(rows.map((row) => [row.feed, row]));
  const state = (feed: string, configured: boolean): TenderFeedState => {
    const row = polled.get(feed);
    const last = row?.last_polled ?? null;
    return {
      feed,
      configured,
      lastPolled: last && iso(last),
      nextPoll: configured && last ? iso(new Date(last.getTime() + minutes * 60_000)) : null,
      lastStatus: row?.last_status ?? null,
    };
  };
  return [
    ...feeds.map((feed) => state(feed, true)),
    ...rows.filter((row) => !feeds.includes(row.feed)).map((row) => state(row.feed, false)),
  ];
}
