import { API_PREFIX, callUrl } from '../../../shared/calls/define-call';
import { learningCalls, type VideoItem } from '../../../shared/calls/learning';
import { join } from 'node:path';
import { SEED_DATA_DIR } from '../../paths';
import { courseCoverName } from './course-cover';
import { iso, type Count } from '../../services/paging';

// How a course row reads from SQL and leaves as the calls' VideoItem.

/** The demo lessons' clips and covers (made once by make-clips.sh beside them). */
export const CLIPS_DIR = join(SEED_DATA_DIR, 'learning', 'clips');

/** The SPEC §9 content type label of courses, in daily_reads. */
export const VIDEO_BIZ_TYPE = 'course';

/** A course's stars: the seeded base plus the users'. */
export const STAR_COUNT = `(v.base_stars + (SELECT count(*) FROM video_operations o WHERE o.video_id = v.id AND o.kind = 'star'))`;

/** The columns of a VideoItem, from `videos v JOIN video_categories c ON c.id = v.cat_id`. */
export const ITEM_COLUMNS = `v.id, v.cat_id, c.name AS cat_name, v.title, v.memo, v.teacher, v.cover, v.cover_url, v.login_required, v.read_count,
  v.release_time, ${STAR_COUNT} AS star_count,
  (SELECT count(*) FROM video_lessons l WHERE l.video_id = v.id) AS lesson_count,
  (SELECT coalesce(sum(l.duration), 0) FROM video_lessons l WHERE l.video_id = v.id) AS duration`;

export const ITEM_FROM = 'shown_videos v JOIN video_categories c ON c.id = v.cat_id';
/** ITEM_FROM with the courses visitors cannot see (a preview). */
export const EVERY_ITEM_FROM = 'videos v JOIN video_categories c ON c.id = v.cat_id';

export interface ItemRow {
  id: number;
  cat_id: number;
  cat_name: string;
  title: string;
  memo: string;
  teacher: string;
  cover: string;
  /** An uploaded cover's address, which wins over the seeded `cover` (none: the drawn one). */
  cover_url: string;
  login_required: boolean;
  read_count: number;
  release_time: Date;
  star_count: Count;
  lesson_count: Count;
  duration: Count;
}

/** The address of a cover picture on the API host. */
export const coverUrl = (name: string) => `${API_PREFIX}${callUrl(learningCalls.cover, { name })}`;

export const toItem = (row: ItemRow): VideoItem => ({
  id: row.id,
  catId: row.cat_id,
  catName: row.cat_name,
  title: row.title,
  memo: row.memo,
  teacher: row.teacher,
  cover: row.cover_url || coverUrl(row.cover || courseCoverName(row.id)),
  lessonCount: Number(row.lesson_count),
  duration: Number(row.duration),
  viewCount: row.read_count,
  starCount: Number(row.star_count),
  loginRequired: row.login_required,
  releaseTime: iso(row.release_time),
});
