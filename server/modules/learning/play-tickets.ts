import type { Queryable } from '../../db/database';
import { newToken, sha256 } from '../accounts/public';
import { fail } from '../../services/failure';

// Play tickets of login-required courses (migration 013): a <video> element fetches its clip by ranges and
// cannot send the bearer header, so checkLogin gives the logged-in user a ticket for the course, reused by
// every range request until it expires.

/** Long enough to watch a course and come back to it after a pause. */
export const PLAY_TICKET_TTL_SECONDS = 4 * 3600;

export async function issuePlayTicket(db: Queryable, userId: string, videoId: number): Promise<string> {
  const ticket = newToken();
  await db.query('DELETE FROM video_play_tickets WHERE user_id = $1 AND expires_at < now()', [userId]);
  await db.query(
    `INSERT INTO video_play_tickets (ticket_hash, user_id, video_id, expires_at) VALUES ($1, $2, $3, now() + make_interval(secs => $4))`,
    [sha256(ticket), userId, videoId, PLAY_TICKET_TTL_SECONDS],
  );
  return ticket;
}

export async function validPlayTicket(db: Queryable, ticket: string, videoId: number): Promise<boolean> {
  const [row] = await db.query('SELECT 1 FROM video_play_tickets WHERE ticket_hash = $1 AND video_id = $2 AND expires_at > now()', [
    sha256(ticket),
    videoId,
  ]);
  return row !== undefined;
}

/** A lesson's video: a seeded clip beside the seed data, or an uploaded file in the media storage. */
export type LessonSource = { clip: string } | { mediaKey: string };

export type LessonClip = { videoId: number; loginRequired: boolean } & LessonSource;

/** The video of a lesson and whether its course needs a login, or 40400. */
export async function lessonClip(db: Queryable, lessonId: number): Promise<LessonClip> {
  const [row] = await db.query<{ video_id: number; clip: string | null; media_key: string | null; login_required: boolean }>(
    `SELECT l.video_id, l.clip, l.media_key, v.login_required
     FROM video_lessons l JOIN shown_videos v ON v.id = l.video_id WHERE l.id = $1`,
    [lessonId],
  );
  if (!row) throw fail('lessonNotFound');
  const source = row.media_key ? { mediaKey: row.media_key } : { clip: row.clip! };
  return { videoId: row.video_id, loginRequired: row.login_required, ...source };
}
