import type { CallBody } from '../../../../shared/calls/define-call';
import type { courseConsoleCalls } from '../../../../shared/calls/console-courses';
import type { Queryable } from '../../../db/database';
import { fail } from '../../../services/failure';
import { sanitizeText } from '../../../services/sanitize';
import { mediaKeyOf, mediaUrl, uploadKeyOf } from '../../media/public';

// A course's lessons as the console edits them: kept ones by id (their viewers' positions stay), new ones added,
// missing ones removed, all in the order given.

type LessonInput = NonNullable<CallBody<typeof courseConsoleCalls.update>['lessons']>[number];

export interface LessonRow {
  id: number;
  title: string;
  media_key: string | null;
  duration: number;
}

/** A lesson as the console shows and audits it; a seeded one plays its clip and has no video address. */
export interface PreparedLesson {
  id: number | null;
  title: string;
  videoUrl: string | null;
  duration: number;
}

export const toLessons = (rows: LessonRow[]): (PreparedLesson & { id: number })[] =>
  rows.map((row) => ({ id: row.id, title: row.title, videoUrl: row.media_key ? mediaUrl(row.media_key) : null, duration: row.duration }));

/** The lessons to store: a video address must be an uploaded video, a new lesson must have one, an id must be the course's. */
export async function prepareLessons(tx: Queryable, lessons: LessonInput[], current: PreparedLesson[]): Promise<PreparedLesson[]> {
  const prepared: PreparedLesson[] = [];
  for (const lesson of lessons) {
    const kept = lesson.id === undefined ? undefined : current.find((each) => each.id === lesson.id);
    if (lesson.id !== undefined && !kept) throw fail('console.notFound');
    if (lesson.videoUrl && !(await uploadKeyOf(tx, lesson.videoUrl, 'video'))) throw fail('console.unknownFile');
    if (!kept && !lesson.videoUrl) throw fail('console.lessonVideo');
    if (!sanitizeText(lesson.title)) throw fail('invalidField', { rule: 'minLength', field: 'title', limit: 1 });
    const videoUrl = lesson.videoUrl || (kept?.videoUrl ?? null);
    prepared.push({ id: lesson.id ?? null, title: sanitizeText(lesson.title), videoUrl, duration: lesson.duration });
  }
  return prepared;
}

export async function storeLessons(tx: Queryable, courseId: number, lessons: PreparedLesson[]): Promise<void> {
  const keptIds = lessons.flatMap((lesson) => (lesson.id === null ? [] : [lesson.id]));
  await tx.query('DELETE FROM video_lessons WHERE video_id = $1 AND NOT (id = ANY($2::int[]))', [courseId, keptIds]);
  // Out of the way first: (video_id, seq) is unique, and the kept lessons may change places.
  await tx.query('UPDATE video_lessons SET seq = seq + 1000 WHERE video_id = $1', [courseId]);
  for (const [index, lesson] of lessons.entries()) {
    const key = lesson.videoUrl ? mediaKeyOf(lesson.videoUrl) : null;
    if (lesson.id === null) {
      await tx.query('INSERT INTO video_lessons (video_id, seq, title, media_key, duration) VALUES ($1, $2, $3, $4, $5)', [
        courseId,
        index + 1,
        lesson.title,
        key,
        lesson.duration,
      ]);
    } else {
      // A kept seeded lesson keeps its clip unless a video was uploaded for it.
      await tx.query(
        `UPDATE video_lessons SET seq = $2, title = $3, duration = $4,
           media_key = COALESCE($5, media_key), clip = CASE WHEN $5::text IS NULL THEN clip END
         WHERE id = $1`,
        [lesson.id, index + 1, lesson.title, lesson.duration, key],
      );
    }
  }
}
