import type { KeptVideoItem, UserVideoItem, VideoOperationKind, VideoOperations } from '../../../shared/calls/learning';
import type { Queryable } from '../../db/database';
import { iso, type Count, type Paged, type Paging } from '../../services/paging';
import { fail } from '../../services/failure';
import { ITEM_COLUMNS, ITEM_FROM, STAR_COUNT, toItem, type ItemRow } from './video-rows';
import { pageVideos, requireVideo, type VideoQuery } from './videos';

// A user's favourites, stars and playback positions of the courses (SPEC §7 favorite, addStar, …).

/** The counters of a course and, for a user, their marks and positions; a visitor (null) has none. */
export async function operationState(db: Queryable, userId: string | null, id: number): Promise<VideoOperations> {
  await requireVideo(db, id);
  const [row] = await db.query<{ star_count: Count; favorite_count: Count; favorited: boolean; starred: boolean }>(
    `SELECT ${STAR_COUNT} AS star_count,
       (SELECT count(*) FROM video_operations o WHERE o.video_id = v.id AND o.kind = 'favorite') AS favorite_count,
       EXISTS (SELECT 1 FROM video_operations o WHERE o.video_id = v.id AND o.user_id = $2 AND o.kind = 'favorite') AS favorited,
       EXISTS (SELECT 1 FROM video_operations o WHERE o.video_id = v.id AND o.user_id = $2 AND o.kind = 'star') AS starred
     FROM shown_videos v WHERE v.id = $1`,
    [id, userId],
  );
  const positions = userId
    ? await db.query<{ lessonId: number; position: number }>(
        `SELECT p.lesson_id AS "lessonId", round(p.position)::int AS position FROM video_positions p
         JOIN video_lessons l ON l.id = p.lesson_id WHERE p.user_id = $1 AND l.video_id = $2 ORDER BY l.seq`,
        [userId, id],
      )
    : [];
  return {
    favorited: row!.favorited,
    starred: row!.starred,
    starCount: Number(row!.star_count),
    favoriteCount: Number(row!.favorite_count),
    positions,
  };
}

/** Favourites or stars a course (again: no change), or takes it back. */
export async function setOperation(
  db: Queryable,
  userId: string,
  id: number,
  kind: VideoOperationKind,
  on: boolean,
): Promise<VideoOperations> {
  await requireVideo(db, id);
  if (on) {
    await db.query('INSERT INTO video_operations (user_id, video_id, kind) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [userId, id, kind]);
  } else {
    await db.query('DELETE FROM video_operations WHERE user_id = $1 AND video_id = $2 AND kind = $3', [userId, id, kind]);
  }
  return operationState(db, userId, id);
}

/** Where the user stopped in a lesson, kept until they move on. */
export async function savePosition(db: Queryable, userId: string, lessonId: number, position: number): Promise<void> {
  const [lesson] = await db.query<{ duration: number }>('SELECT duration FROM video_lessons WHERE id = $1', [lessonId]);
  if (!lesson) throw fail('lessonNotFound');
  await db.query(
    `INSERT INTO video_positions (user_id, lesson_id, position) VALUES ($1, $2, $3)
     ON CONFLICT (user_id, lesson_id) DO UPDATE SET position = EXCLUDED.position, updated_at = now()`,
    [userId, lessonId, Math.min(position, lesson.duration)],
  );
}

/** The user's marks on each course; the user is $3, after the two parameters of pageVideos' filter. */
const MARKS = `EXISTS (SELECT 1 FROM video_operations o WHERE o.video_id = v.id AND o.user_id = $3 AND o.kind = 'favorite') AS favorited,
  EXISTS (SELECT 1 FROM video_operations o WHERE o.video_id = v.id AND o.user_id = $3 AND o.kind = 'star') AS starred`;

/** A page of courses with the user's marks on each. */
export function pageUserVideos(db: Queryable, userId: string, query: VideoQuery): Promise<Paged<UserVideoItem>> {
  return pageVideos<UserVideoItem>(db, query, {
    columns: MARKS,
    params: [userId],
    map: (row) => ({ ...toItem(row), favorited: row.favorited === true, starred: row.starred === true }),
  });
}

/** The courses the user favourited or starred, latest first. */
export async function listKept(db: Queryable, userId: string, kind: VideoOperationKind, paging: Paging): Promise<Paged<KeptVideoItem>> {
  const { page = 1, pageSize = 10 } = paging;
  const rows = await db.query<ItemRow & { at: Date; total: Count }>(
    `SELECT ${ITEM_COLUMNS}, k.created_at AS at, count(*) OVER () AS total
     FROM ${ITEM_FROM} JOIN video_operations k ON k.video_id = v.id AND k.user_id = $1 AND k.kind = $2
     ORDER BY k.created_at DESC, v.id DESC LIMIT $3 OFFSET $4`,
    [userId, kind, pageSize, (page - 1) * pageSize],
  );
  const total = rows.length
    ? Number(rows[0]!.total)
    : Number(
        (
          await db.query<{ total: Count }>('SELECT count(*) AS total FROM video_operations WHERE user_id = $1 AND kind = $2', [
            userId,
            kind,
          ])
        )[0]!.total,
      );
  return { list: rows.map((row) => ({ ...toItem(row), at: iso(row.at) })), total };
}
