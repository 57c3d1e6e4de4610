import type { Queryable } from '../../db/database';

// The new wins of the organisations a user follows, for the daily digest (migration 036): a win is a winner
// row of tender_parties on a notice that reached the database after both the digest's `since` and the follow;
// bid_org_wins_sent records each win a message listed, so no later digest of the user lists it again.

/** Wins a message lists at most; the rest are counted and marked all the same. */
const WINS_MAX = 100;

export interface FollowedWin {
  tenderId: number;
  orgId: number;
  org: string;
  title: string;
}

/** The user's followed organisations' wins not yet listed, reached since `since`, newest first. */
export async function newFollowedWins(tx: Queryable, userId: string, since: Date): Promise<FollowedWin[]> {
  const rows = await tx.query<{ tender_id: number; org_id: number; org: string; title: string }>(
    `SELECT w.tender_id, w.org_id, o.name AS org, t.title
     FROM user_bid_orgs f
     JOIN tender_parties w ON w.org_id = f.org_id AND w.role = 'winner'
     JOIN tenders t ON t.id = w.tender_id
     JOIN bid_orgs o ON o.id = w.org_id
     WHERE f.user_id = $1 AND t.created_at > greatest($2::timestamptz, f.created_at)
       AND NOT EXISTS (SELECT 1 FROM bid_org_wins_sent s WHERE s.user_id = $1 AND s.tender_id = w.tender_id AND s.org_id = w.org_id)
     ORDER BY t.publish_time DESC, t.id DESC, w.org_id LIMIT ${WINS_MAX}`,
    [userId, since],
  );
  return rows.map((row) => ({ tenderId: row.tender_id, orgId: row.org_id, org: row.org, title: row.title }));
}

/** Records the wins a queued message listed. */
export async function markWinsSent(tx: Queryable, userId: string, wins: readonly FollowedWin[], now: Date): Promise<void> {
  if (!wins.length) return;
  await tx.query(
    `INSERT INTO bid_org_wins_sent (user_id, tender_id, org_id, sent_at) SELECT $1, w.tender_id, w.org_id, $4
     FROM unnest($2::int[], $3::int[]) AS w(tender_id, org_id) ON CONFLICT DO NOTHING`,
    [userId, wins.map((win) => win.tenderId), wins.map((win) => win.orgId), now],
  );
}
