import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import type { TenderFeedState } from '../../../../shared/calls/console';
import { accountClient, accountTestOptions } from '../../../test-support/accounts';
import { withTestApp } from '../../../test-support/test-app';

// The console's view of the feeds: each configured feed with its last poll and the next one, then a feed polled
// before and taken out of TENDER_FEEDS since; editors only.

const empty = mkdtempSync(join(tmpdir(), 'feed-states-'));
const missing = join(empty, 'not-there');
const gone = join(empty, 'taken-out');
const MINUTES = 30;
const ctx = withTestApp({
  ...accountTestOptions().options,
  // The schedule polls both folders once at start; the next tick is an hour away.
  tenderFeeds: {
    feeds: [empty, missing],
    minutes: MINUTES,
    fetchAllow: [],
    fetchTimeoutMs: 1_000,
    attachmentMaxBytes: 1024,
    checkEveryMs: 3_600_000,
  },
});
const client = accountClient(ctx);
type Feeds = { code: string; list: TenderFeedState[] };

let editor: string;
let reader: string;
beforeAll(async () => {
  editor = (await client.login('13800000020', 'Demo1234')).token;
  reader = (await client.register()).token;
  await ctx.db.query("INSERT INTO tender_feeds (feed, last_polled, last_status) VALUES ($1, now() - interval '2 days', 'unchanged: x')", [
    gone,
  ]);
});

const feeds = () => client.call<Feeds>('/crm/sdm/console/tender-import/feeds', {}, { token: editor });

it('lists the configured feeds with their last poll and the next, then the ones taken out, to editors only', async () => {
  await expect.poll(async () => (await feeds()).list.filter((feed) => feed.lastPolled).length, { timeout: 10_000 }).toBe(3);
  const { code, list } = await feeds();
  expect(code).toBe('30000');
  expect(list).toEqual([
    {
      feed: empty,
      configured: true,
      lastPolled: expect.any(String),
      nextPoll: expect.any(String),
      lastStatus: 'unchanged: no new or changed file',
    },
    {
      feed: missing,
      configured: true,
      lastPolled: expect.any(String),
      nextPoll: expect.any(String),
      lastStatus: expect.stringMatching(/^failed: /),
    },
    { feed: gone, configured: false, lastPolled: expect.any(String), nextPoll: null, lastStatus: 'unchanged: x' },
  ]);
  expect(Date.parse(list[0]!.nextPoll!) - Date.parse(list[0]!.lastPolled!)).toBe(MINUTES * 60_000);
  expect((await client.call<{ code: string }>('/crm/sdm/console/tender-import/feeds', {}, { token: reader })).code).not.toBe('30000');
});
