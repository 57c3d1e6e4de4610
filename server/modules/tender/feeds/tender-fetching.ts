import type { Database } from '../../../db/database';
import { addressMatcher } from '../../../http/address-list';
import type { FetchPolicy, Resolver } from '../../../http/safe-fetch';
import type { UploadPlace } from '../../media/public';
import { fetchAttachments, type AttachmentFetchRun } from '../attachments/attachment-queue';
import { importTenders, refuseInput, type TenderImportOptions, type TenderImportReport } from '../import/import-tenders';
import { fetchFeedText } from './http-feed';
import { pollFeeds, type FeedPoll } from './poll-feeds';

// What the rest of the server (the schedule, the import command) gives to fetch for the tenders: the settings as
// configured (TENDER_FETCH_ALLOW, TENDER_FETCH_TIMEOUT_SECONDS, TENDER_ATTACHMENT_MAX_MB).

export interface TenderFetching {
  /** Addresses, CIDR ranges or `loopback` let through although not public. */
  fetchAllow: readonly string[];
  fetchTimeoutMs: number;
  attachmentMaxBytes: number;
  /** A resolver of host names other than the system's (tests). */
  resolve?: Resolver;
}

export const fetchPolicyOf = (fetching: TenderFetching): FetchPolicy => ({
  allow: addressMatcher('TENDER_FETCH_ALLOW', fetching.fetchAllow),
  timeoutMs: fetching.fetchTimeoutMs,
  ...(fetching.resolve && { resolve: fetching.resolve }),
});

export interface TenderFeedPolling extends TenderFetching {
  minutes: number;
  clock?: () => Date;
  signal?: AbortSignal;
}

/** Polls the due feeds (pollFeeds); null when another process is polling them. */
export function pollTenderFeeds(db: Database, feeds: readonly string[], options: TenderFeedPolling): Promise<FeedPoll[] | null> {
  return pollFeeds(db, feeds, { policy: fetchPolicyOf(options), minutes: options.minutes, clock: options.clock, signal: options.signal });
}

/** Fetches the queued attachments that are due into `place`'s storage. */
export function fetchTenderAttachments(
  db: Database,
  place: UploadPlace,
  fetching: TenderFetching,
  signal?: AbortSignal,
): Promise<AttachmentFetchRun> {
  return fetchAttachments(db, { policy: fetchPolicyOf(fetching), maxBytes: fetching.attachmentMaxBytes, place, signal });
}

/** One URL imported now (npm run tenders:import <url>): fetched through the guard, pages followed; a failure is a run with its reason. */
export async function importTenderUrl(
  db: Database,
  url: string,
  fetching: TenderFetching,
  options: TenderImportOptions = {},
): Promise<TenderImportReport> {
  try {
    const got = await fetchFeedText(url, fetchPolicyOf(fetching), null);
    if (got.kind === 'unchanged') return await refuseInput(db, url, got.why);
    return await importTenders(db, { source: url, text: got.text, refused: got.problems }, options);
  } catch (err) {
    return refuseInput(db, url, err instanceof Error ? err.message : String(err));
  }
}
