import { chinaWallClock } from '../../../shared/china-time';
import type { Queryable } from '../../db/database';
import type { SubscriptionRow } from './subscriptions';
import { TENDER_BIZ_TYPE } from './tender-rows';

// Deadline reminders (migration 034): a subscription with remind_days asks its daily message to list the
// notices its user favourited, or whose tendering organisation the user follows, whose deadline comes within
// that many days. Each notice is listed once per subscription (bid_reminders_sent).

/** Reminders a message lists at most; the rest of a day's due notices are counted and marked all the same. */
const REMINDERS_MAX = 100;

export interface Reminder {
  tenderId: number;
  title: string;
  /** China time, to the minute. */
  deadline: string;
}

/** The subscription's notices due for a reminder at `now`, soonest deadline first; none when it asks for none. */
export async function dueReminders(tx: Queryable, row: SubscriptionRow, now: Date): Promise<Reminder[]> {
  if (!row.remind_days) return [];
  const rows = await tx.query<{ id: number; title: string; deadline: Date }>(
    `SELECT t.id, t.title, t.deadline FROM tenders t
     WHERE t.deadline > $3 AND t.deadline <= $3::timestamptz + make_interval(days => $4::int)
       AND (EXISTS (SELECT 1 FROM user_operations u
                    WHERE u.user_id = $1 AND u.biz_type = '${TENDER_BIZ_TYPE}' AND u.biz_id = t.id AND u.kind = 'favorite')
            OR EXISTS (SELECT 1 FROM user_bid_orgs f WHERE f.user_id = $1 AND f.org_id = t.org_id))
       AND NOT EXISTS (SELECT 1 FROM bid_reminders_sent r WHERE r.subscription_id = $2 AND r.tender_id = t.id)
     ORDER BY t.deadline, t.id LIMIT ${REMINDERS_MAX}`,
    [row.user_id, row.id, now, row.remind_days],
  );
  return rows.map((tender) => ({
    tenderId: tender.id,
    title: tender.title,
    deadline: chinaWallClock(tender.deadline.getTime()).slice(0, 16).replace('T', ' '),
  }));
}

/** Records the reminders a queued message listed, so that no later digest lists them again. */
export async function markReminded(tx: Queryable, subscriptionId: number, reminders: readonly Reminder[], now: Date): Promise<void> {
  if (!reminders.length) return;
  await tx.query(
    `INSERT INTO bid_reminders_sent (subscription_id, tender_id, sent_at) SELECT $1, id, $3 FROM unnest($2::int[]) id
     ON CONFLICT DO NOTHING`,
    [subscriptionId, reminders.map((reminder) => reminder.tenderId), now],
  );
}
