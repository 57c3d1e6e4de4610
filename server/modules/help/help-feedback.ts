import { randomBytes } from 'node:crypto';
import type { Database, Queryable } from '../../db/database';
import { fail } from '../../services/failure';

// Helpful / not helpful votes and share links of help articles (migration 014-help.sql): of shown ones only
// (shown_help_articles), so an article visitors cannot see takes no vote and gets no link.

/** Anonymous votes an address may cast a day, whichever visitor ids it sends. */
export const VOTES_PER_ADDRESS_PER_DAY = 200;

export type Vote = 'helpful' | 'unhelpful';

export interface FeedbackState {
  vote: Vote | null;
  helpfulCount: number;
  unhelpfulCount: number;
}

/** Who votes: the key a vote is kept under (user, else visitor id, else address) and the address. */
export interface Voter {
  key: string;
  address: string;
  /** A logged-in user's vote is not capped by address. */
  user: boolean;
}

export async function feedbackState(db: Queryable, articleId: number, voterKey: string): Promise<FeedbackState> {
  const [row] = await db.query<{ helpful_count: number; unhelpful_count: number; helpful: boolean | null }>(
    `SELECT a.helpful_count, a.unhelpful_count,
       (SELECT f.helpful FROM help_feedback f WHERE f.article_id = a.id AND f.voter_key = $2) AS helpful
     FROM shown_help_articles a WHERE a.id = $1`,
    [articleId, voterKey],
  );
  if (!row) throw fail('helpArticleNotFound');
  const vote = row.helpful === null ? null : row.helpful ? 'helpful' : 'unhelpful';
  return { vote, helpfulCount: row.helpful_count, unhelpfulCount: row.unhelpful_count };
}

/** Records a voter's first vote on an article; a later one changes nothing. Answers the state and whether it counted. */
export async function vote(db: Database, articleId: number, voter: Voter, helpful: boolean): Promise<FeedbackState & { counted: boolean }> {
  const counted = await db.transaction(async (tx) => {
    const [article] = await tx.query<{ id: number }>('SELECT id FROM shown_help_articles WHERE id = $1 FOR UPDATE', [articleId]);
    if (!article) throw fail('helpArticleNotFound');
    const [existing] = await tx.query('SELECT 1 FROM help_feedback WHERE article_id = $1 AND voter_key = $2', [articleId, voter.key]);
    if (existing) return false;
    if (!voter.user) {
      const [today] = await tx.query<{ n: string | number }>(
        `SELECT count(*) AS n FROM (SELECT 1 FROM help_feedback WHERE address = $1 AND created_at >= now() - interval '1 day' LIMIT $2) v`,
        [voter.address, VOTES_PER_ADDRESS_PER_DAY],
      );
      if (Number(today?.n ?? 0) >= VOTES_PER_ADDRESS_PER_DAY) throw fail('helpVoteLimit');
    }
    await tx.query('INSERT INTO help_feedback (article_id, voter_key, helpful, address) VALUES ($1, $2, $3, $4)', [
      articleId,
      voter.key,
      helpful,
      voter.address,
    ]);
    await tx.query(
      `UPDATE help_articles SET ${helpful ? 'helpful_count = helpful_count' : 'unhelpful_count = unhelpful_count'} + 1 WHERE id = $1`,
      [articleId],
    );
    return true;
  });
  return { ...(await feedbackState(db, articleId, voter.key)), counted };
}

/** A share id: 16 URL-safe characters of 96 random bits, not guessable from the article. */
const newShareId = () => randomBytes(12).toString('base64url');

/** The share link id of an article: made the first time it is shared, the same one afterwards. */
export async function shareArticle(db: Queryable, articleId: number): Promise<string> {
  const [created] = await db.query<{ share_id: string }>(
    `INSERT INTO help_shares (share_id, article_id) SELECT $1, a.id FROM shown_help_articles a WHERE a.id = $2
     ON CONFLICT (article_id) DO NOTHING RETURNING share_id`,
    [newShareId(), articleId],
  );
  if (created) return created.share_id;
  const [existing] = await db.query<{ share_id: string }>(
    'SELECT s.share_id FROM help_shares s JOIN shown_help_articles a ON a.id = s.article_id WHERE s.article_id = $1',
    [articleId],
  );
  if (!existing) throw fail('helpArticleNotFound');
  return existing.share_id;
}
