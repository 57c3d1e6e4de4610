import { MAIN_TENANT_ID } from '../../../shared/resolve-tenant';
import type { TenantManifest } from '../../../shared/tenant-types';
import type { Database, Queryable } from '../../db/database';
import { serverText } from '../../server-text';
import { readDay } from '../content/daily-reads';
import type { Count } from '../content/paging';
import { ensureIndexed } from '../content/search-index';
import type { MessageProvider } from '../messages/message-provider';
import { newMatches } from './subscription-feed';
import type { SubscriptionRow } from './subscriptions';
import { criteriaConditions, keywordMatches } from './tender-criteria';

// Subscription digests (issue 10): each subscription with digest on gets its new matches, at most once a
// day, by email when its user has one, else by SMS. Several processes may run the job at once: a
// transaction-level advisory lock lets one of them claim the day's digests, and a claimed subscription
// carries today's digest_sent_at, so a later run the same day finds nothing to send.

/** Any fixed number: the same in every process of one database (migrate.ts uses 730_001). */
const DIGEST_LOCK = 730_010;
const SMS_TITLES = 3;
const EMAIL_TITLES = 5;

/** Where a subscription's feed opens: the personal centre's `subscription` query (src/features/tender/personal/subscription-feed.tsx). */
export const feedPath = (subscriptionId: number) => `/personalCenter?subscription=${subscriptionId}`;

export interface DigestOptions {
  messages: MessageProvider;
  /** Origin of the feed link, e.g. https://www.example.com. */
  origin: string;
  now?: Date;
}

export interface DigestRun {
  /** Messages sent. */
  sent: number;
  /** Messages the provider refused; their subscriptions are tried again on the next run. */
  failed: unknown[];
  /** Another process held the lock: this run sent nothing. */
  skipped: boolean;
}

interface Digest {
  subscriptionId: number;
  name: string;
  previous: Date | null;
  phone: string | null;
  email: string | null;
  count: number;
  titles: string[];
}

/** Midnight of `now`'s day in the portal's time zone (UTC+8). */
const dayStart = (now: Date) => new Date(`${readDay(now)}T00:00:00+08:00`);

/** A subscription's matches crawled after `since`: how many, and the newest titles. */
async function matchesSince(tx: Queryable, row: SubscriptionRow, since: Date): Promise<{ count: number; titles: string[] }> {
  const criteria = newMatches(row, since);
  const [match] = await keywordMatches(tx, [criteria], 'count');
  const params: unknown[] = [];
  const where = criteriaConditions(criteria, params, match);
  const rows = await tx.query<{ title: string; total: Count }>(
    `SELECT t.title, count(*) OVER () AS total FROM tenders t WHERE ${where.join(' AND ')}
     ORDER BY t.publish_time DESC, t.id DESC LIMIT ${EMAIL_TITLES}`,
    params,
  );
  return { count: Number(rows[0]?.total ?? 0), titles: rows.map((match) => match.title) };
}

/** Under the lock: the digests due today, each marked sent. Null when another process holds the lock. */
function claimDigests(db: Database, now: Date): Promise<Digest[] | null> {
  return db.transaction(async (tx) => {
    const [lock] = await tx.query<{ locked: boolean }>('SELECT pg_try_advisory_xact_lock($1) AS locked', [DIGEST_LOCK]);
    if (!lock?.locked) return null;
    const due = await tx.query<SubscriptionRow & { phone: string | null; email: string | null }>(
      `SELECT s.*, u.phone, u.email FROM bid_subscriptions s JOIN users u ON u.id = s.user_id
       WHERE s.digest AND (s.digest_sent_at IS NULL OR s.digest_sent_at < $1) AND (u.email IS NOT NULL OR u.phone IS NOT NULL)
       ORDER BY s.id`,
      [dayStart(now)],
    );
    const digests: Digest[] = [];
    for (const row of due) {
      const since = row.digest_sent_at && row.digest_sent_at > row.created_at ? row.digest_sent_at : row.created_at;
      const { count, titles } = await matchesSince(tx, row, since);
      if (!count) continue;
      await tx.query('UPDATE bid_subscriptions SET digest_sent_at = $2 WHERE id = $1', [row.id, now]);
      digests.push({ subscriptionId: row.id, name: row.name, previous: row.digest_sent_at, phone: row.phone, email: row.email, count, titles });
    }
    return digests;
  });
}

async function send(messages: MessageProvider, digest: Digest, origin: string): Promise<void> {
  const vars = { name: digest.name, count: digest.count, link: `${origin}${feedPath(digest.subscriptionId)}` };
  if (digest.email) {
    const titles = digest.titles.map((title) => serverText('messages.tenderDigestTitleLine', { title })).join('\n');
    await messages.sendEmail(digest.email, serverText('messages.tenderDigestSubject', vars), serverText('messages.tenderDigestEmail', { ...vars, titles }));
    return;
  }
  const shown = digest.titles.slice(0, SMS_TITLES);
  const more = digest.count > shown.length ? serverText('messages.tenderDigestMore') : '';
  const titles = `${shown.join(serverText('fileListSeparator'))}${more}`;
  await messages.sendSms(digest.phone!, serverText('messages.tenderDigestSms', { ...vars, titles }));
}

/**
 * Sends every subscription its matches crawled since its last digest (or its creation), once a day. A
 * digest the provider refuses is released again, so the next run retries it.
 */
export async function sendDigests(db: Database, { messages, origin, now = new Date() }: DigestOptions): Promise<DigestRun> {
  await ensureIndexed(db);
  const digests = await claimDigests(db, now);
  if (!digests) return { sent: 0, failed: [], skipped: true };
  let sent = 0;
  const failed: unknown[] = [];
  // Sent after the claim is committed: on PGlite the outbox's own writes wait for any open transaction.
  for (const digest of digests) {
    try {
      await send(messages, digest, origin);
      sent++;
    } catch (err) {
      failed.push(err);
      await db.query('UPDATE bid_subscriptions SET digest_sent_at = $2 WHERE id = $1', [digest.subscriptionId, digest.previous]);
    }
  }
  return { sent, failed, skipped: false };
}

/** The origin digest links are written on: PUBLIC_ORIGIN, else the main tenant's first host name. */
export function digestOrigin(tenants: readonly TenantManifest[], publicOrigin?: string): string {
  if (publicOrigin) return publicOrigin;
  const host = (tenants.find((tenant) => tenant.id === MAIN_TENANT_ID) ?? tenants[0])?.hostnames[0];
  return host ? `https://${host}` : 'http://localhost';
}
