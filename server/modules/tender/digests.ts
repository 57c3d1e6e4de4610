import { MAIN_TENANT_ID } from '../../../shared/resolve-tenant';
import type { TenantManifest } from '../../../shared/tenant-types';
import type { Database, Queryable } from '../../db/database';
import { serverText } from '../../server-text';
import { readDay } from '../../services/daily-reads';
import type { Count } from '../../services/paging';
import { ensureIndexed } from '../search/public';
import type { MessageProvider } from '../../services/messages/message-provider';
import { markWinsSent, newFollowedWins, type FollowedWin } from './followed-wins';
import { drainDigests, pruneDigestOutbox, queueDigest, type QueuedDigest } from './digest-outbox';
import { dueReminders, markReminded, type Reminder } from './reminders';
import { newMatches } from './subscription-feed';
import type { SubscriptionRow } from './subscriptions';
import { criteriaConditions, keywordMatches } from './tender-criteria';

// Subscription digests: each subscription with digest on gets its new matches, and its deadline reminders
// (reminders.ts) and the new wins of the organisations its user follows (followed-wins.ts, in the first of the
// user's digests of the day), at most once a day, by email when its user has one, else by SMS. Several processes may run the job at once: a
// transaction-level advisory lock lets one of them take the day's digests, and in that transaction each digest
// is queued in digest_outbox (digest-outbox.ts, one row per subscription and day) and its subscription marked
// with today's digest_sent_at, so a later run the same day finds nothing to queue. The queued messages are
// then sent by a drain that any process may run (a crash between the two loses nothing).

/** Any fixed number: the same in every process of one database (migrate.ts uses 730_001). */
const DIGEST_LOCK = 730_010;
const SMS_TITLES = 3;
const EMAIL_TITLES = 5;

/** Where a subscription's feed opens: the personal centre's `subscription` query (src/features/tender/personal/subscription-feed.tsx). */
export const feedPath = (subscriptionId: number) => `/personalCenter?subscription=${subscriptionId}`;
/** The personal centre's followed organisations (src/engine/personal-section-keys.ts). */
export const FOLLOWS_PATH = '/personalCenter/tenderFollows';

export interface DigestOptions {
  messages: MessageProvider;
  /** Origin of the feed link, e.g. https://www.example.com. */
  origin: string;
  /** A fixed time for the whole run (tests); else the clock. */
  now?: Date;
  /** Stops sending before the next message (the process is closing); what is left stays queued. */
  signal?: AbortSignal;
}

export interface DigestRun {
  /** Messages sent by this run (today's, and any left pending by an earlier run). */
  sent: number;
  /** Sends the provider refused; each is retried by a later drain with back-off, then given up. */
  failed: unknown[];
  /** Another process held the lock: this run queued nothing (it still sent what was due). */
  skipped: boolean;
}

interface Digest {
  subscriptionId: number;
  name: string;
  phone: string | null;
  email: string | null;
  count: number;
  titles: string[];
  /** Favourited or followed notices whose deadline comes within the subscription's remindDays. */
  reminders: Reminder[];
  remindDays: number | null;
  /** New wins of the organisations the user follows. */
  wins: FollowedWin[];
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

/** The reminders' part of a message (empty without any): the notices and their deadlines, China time. */
function reminderText(digest: Digest, lines: number, separator: string, lead = ''): string {
  if (!digest.reminders.length) return '';
  const shown = digest.reminders
    .slice(0, lines)
    .map((reminder) => serverText('messages.tenderReminderLine', { title: reminder.title, deadline: reminder.deadline }));
  const more = digest.reminders.length > shown.length ? serverText('messages.tenderDigestMore') : '';
  return serverText('messages.tenderReminders', {
    count: digest.reminders.length,
    days: digest.remindDays,
    titles: `${lead}${shown.join(separator)}${more}`,
  });
}

/** The followed organisations' wins part of a message (empty without any). */
function winsText(wins: readonly FollowedWin[], lines: number, separator: string, lead = ''): string {
  if (!wins.length) return '';
  const shown = wins.slice(0, lines).map((win) => serverText('messages.tenderFollowWinLine', { org: win.org, title: win.title }));
  const more = wins.length > shown.length ? serverText('messages.tenderDigestMore') : '';
  return serverText('messages.tenderFollowWins', { count: wins.length, titles: `${lead}${shown.join(separator)}${more}` });
}

/** The subject of an email: its matches, else its followed organisations' wins, else its reminders. */
function subjectOf(digest: Digest, vars: Record<string, unknown>): string {
  if (digest.count) return serverText('messages.tenderDigestSubject', vars);
  if (digest.wins.length) return serverText('messages.tenderFollowWinsSubject', { wins: digest.wins.length });
  return serverText('messages.tenderReminderSubject', { reminders: digest.reminders.length });
}

/** A digest's message: an email when the user has an address, else an SMS with fewer titles; each with its reminders. */
function messageOf(digest: Digest, origin: string, day: string): QueuedDigest {
  const vars = { name: digest.name, count: digest.count, link: `${origin}${feedPath(digest.subscriptionId)}` };
  const queued = { owner: { subscriptionId: digest.subscriptionId }, day };
  if (digest.email) {
    const titles = digest.titles.map((title) => serverText('messages.tenderDigestTitleLine', { title })).join('\n');
    const reminders = reminderText(digest, EMAIL_TITLES, '\n', '\n');
    const wins = winsText(digest.wins, EMAIL_TITLES, '\n', '\n');
    const news = digest.count ? serverText('messages.tenderDigestEmail', { ...vars, titles }) : '';
    return {
      ...queued,
      channel: 'email',
      recipient: digest.email,
      subject: subjectOf(digest, vars),
      body: [news, wins, reminders].filter(Boolean).join('\n\n'),
    };
  }
  const shown = digest.titles.slice(0, SMS_TITLES);
  const more = digest.count > shown.length ? serverText('messages.tenderDigestMore') : '';
  const titles = `${shown.join(serverText('fileListSeparator'))}${more}`;
  const news = digest.count ? serverText('messages.tenderDigestSms', { ...vars, titles }) : serverText('messages.tenderReminderSms');
  return {
    ...queued,
    channel: 'sms',
    recipient: digest.phone!,
    subject: null,
    body: `${news}${winsText(digest.wins, SMS_TITLES, serverText('fileListSeparator'))}${reminderText(digest, SMS_TITLES, serverText('fileListSeparator'))}`,
  };
}

/** A user's own digest of their followed organisations' new wins: an email when they have an address, else an SMS. */
function followMessage(user: Recipient, wins: FollowedWin[], origin: string, day: string): QueuedDigest {
  const queued = { owner: { userId: user.id }, day };
  if (user.email) {
    const body = serverText('messages.tenderFollowWinsEmail', {
      wins: winsText(wins, EMAIL_TITLES, '\n', '\n'),
      link: `${origin}${FOLLOWS_PATH}`,
    });
    return {
      ...queued,
      channel: 'email',
      recipient: user.email,
      subject: serverText('messages.tenderFollowWinsSubject', { wins: wins.length }),
      body,
    };
  }
  const body = `${serverText('messages.tenderReminderSms')}${winsText(wins, SMS_TITLES, serverText('fileListSeparator'))}`;
  return { ...queued, channel: 'sms', recipient: user.phone!, subject: null, body };
}

interface Recipient {
  id: string;
  phone: string | null;
  email: string | null;
}

/**
 * The users who follow organisations and have no subscription with digest on, nor a digest of their own today: each
 * with new wins gets them in a digest of their own (a user with a daily subscription gets them in its digest).
 */
async function queueFollowDigests(tx: Queryable, origin: string, now: Date, day: string): Promise<number> {
  const users = await tx.query<Recipient>(
    `SELECT u.id, u.phone, u.email FROM users u
     WHERE (u.email IS NOT NULL OR u.phone IS NOT NULL)
       AND EXISTS (SELECT 1 FROM user_bid_orgs f WHERE f.user_id = u.id)
       AND NOT EXISTS (SELECT 1 FROM bid_subscriptions s WHERE s.user_id = u.id AND s.digest)
       AND NOT EXISTS (SELECT 1 FROM digest_outbox o WHERE o.user_id = u.id AND o.day = $1)
     ORDER BY u.id`,
    [day],
  );
  let queued = 0;
  for (const user of users) {
    // Every win since the follow that no message listed yet (bid_org_wins_sent).
    const wins = await newFollowedWins(tx, user.id, new Date(0));
    if (!wins.length || !(await queueDigest(tx, followMessage(user, wins, origin, day), now))) continue;
    await markWinsSent(tx, user.id, wins, now);
    queued++;
  }
  return queued;
}

/**
 * Under the lock, in one transaction: the digests due today, each queued in digest_outbox and its subscription
 * marked sent, then the followed organisations' wins of users without a daily subscription. Answers how many
 * were queued, or null when another process holds the lock.
 */
export async function queueDigests(db: Database, origin: string, now: Date): Promise<number | null> {
  await ensureIndexed(db);
  return db.transaction(async (tx) => {
    const [lock] = await tx.query<{ locked: boolean }>('SELECT pg_try_advisory_xact_lock($1) AS locked', [DIGEST_LOCK]);
    if (!lock?.locked) return null;
    const due = await tx.query<SubscriptionRow & { phone: string | null; email: string | null }>(
      `SELECT s.*, u.phone, u.email FROM bid_subscriptions s JOIN users u ON u.id = s.user_id
       WHERE s.digest AND (s.digest_sent_at IS NULL OR s.digest_sent_at < $1) AND (u.email IS NOT NULL OR u.phone IS NOT NULL)
       ORDER BY s.id`,
      [dayStart(now)],
    );
    const day = readDay(now);
    let queued = 0;
    /** Users whose followed organisations' wins a digest of this run already took. */
    const winsTaken = new Set<string>();
    for (const row of due) {
      const since = row.digest_sent_at && row.digest_sent_at > row.created_at ? row.digest_sent_at : row.created_at;
      const { count, titles } = await matchesSince(tx, row, since);
      const reminders = await dueReminders(tx, row, now);
      const wins = winsTaken.has(row.user_id) ? [] : await newFollowedWins(tx, row.user_id, since);
      if (!count && !reminders.length && !wins.length) continue;
      winsTaken.add(row.user_id);
      const digest = {
        subscriptionId: row.id,
        name: row.name,
        phone: row.phone,
        email: row.email,
        count,
        titles,
        reminders,
        remindDays: row.remind_days,
        wins,
      };
      if (await queueDigest(tx, messageOf(digest, origin, day), now)) queued++;
      await markReminded(tx, row.id, reminders, now);
      await markWinsSent(tx, row.user_id, wins, now);
      await tx.query('UPDATE bid_subscriptions SET digest_sent_at = $2 WHERE id = $1', [row.id, now]);
    }
    queued += await queueFollowDigests(tx, origin, now, day);
    await pruneDigestOutbox(tx, now);
    return queued;
  });
}

/**
 * Queues every subscription's matches crawled since its last digest (or its creation), once a day, then sends
 * whatever is due in the outbox: today's digests, and any an earlier run left pending (a crash, a refusal
 * whose back-off has passed).
 */
export async function sendDigests(db: Database, { messages, origin, now, signal }: DigestOptions): Promise<DigestRun> {
  const queued = await queueDigests(db, origin, now ?? new Date());
  // Sent after the queueing transaction commits: on PGlite the outbox provider's own writes wait for any open transaction.
  const drained = await drainDigests(db, { messages, now, signal });
  return { ...drained, skipped: queued === null };
}

/** The origin digest links are written on: PUBLIC_ORIGIN, else the main tenant's first host name. */
export function digestOrigin(tenants: readonly TenantManifest[], publicOrigin?: string): string {
  if (publicOrigin) return publicOrigin;
  const host = (tenants.find((tenant) => tenant.id === MAIN_TENANT_ID) ?? tenants[0])?.hostnames[0];
  return host ? `https://${host}` : 'http://localhost';
}
