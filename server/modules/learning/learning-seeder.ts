import type { Queryable } from '../../db/database';
import { insertRows, type Column } from '../../db/insert-rows';
import type { Seeder } from '../../db/seed';
import { readSeedData, releaseTime } from '../../db/seed-data';
import { courseCoverName } from './course-cover';

// Demo courses (server/db/seed-data/learning/videos.json): categories, courses and their lessons. The few
// clips of learning/clips are reused across every lesson, each lesson with its clip's real duration. Dates
// are days before the day the seed runs; ids are the file's, so running the seed again adds nothing.

interface CourseSeed {
  id: number;
  title: string;
  teacher: string;
  memo: string;
  daysAgo: number;
  stars: number;
  views: number;
  recommended?: boolean;
  /** checkLogin: only a logged-in user may play it. */
  login?: boolean;
  lessons: string[];
}

export interface LearningSeed {
  clips: { file: string; duration: number }[];
  categories: { id: number; name: string; videos: CourseSeed[] }[];
}

export const readLearningSeed = () => readSeedData<LearningSeed>('learning/videos.json');

/** A lesson's id: its course's id and its number, so that ids stay stable. */
export const lessonId = (videoId: number, seq: number) => videoId * 100 + seq;

const int = (name: string): Column => ({ name, type: 'int' });
const txt = (name: string): Column => ({ name, type: 'text' });
const bool = (name: string): Column => ({ name, type: 'boolean' });

/** Sets each table's identity past its largest id. */
async function moveIdentitiesPast(tx: Queryable, tables: readonly string[]): Promise<void> {
  for (const table of tables) {
    await tx.query(`SELECT setval(pg_get_serial_sequence($1, 'id'), COALESCE((SELECT max(id) FROM ${table}), 0) + 1, false)`, [table]);
  }
}

export const learningSeeder: Seeder = {
  name: 'learning',
  async run(tx: Queryable, { now }) {
    const { clips, categories } = readLearningSeed();
    await insertRows(
      tx,
      'video_categories',
      [int('id'), txt('name'), int('sort')],
      categories.map((cat, index) => [cat.id, cat.name, index + 1]),
    );
    const courses = categories.flatMap((cat) => cat.videos.map((video) => ({ cat, video })));
    await insertRows(
      tx,
      'videos',
      [
        int('id'),
        int('cat_id'),
        txt('title'),
        txt('memo'),
        txt('teacher'),
        txt('cover'),
        bool('login_required'),
        bool('recommended'),
        int('read_count'),
        int('base_stars'),
        { name: 'release_time', type: 'timestamptz' },
      ],
      courses.map(({ cat, video }) => [
        video.id,
        cat.id,
        video.title,
        video.memo,
        video.teacher,
        courseCoverName(video.id),
        video.login === true,
        video.recommended === true,
        video.views,
        video.stars,
        releaseTime(now, video),
      ]),
    );
    const lessons = courses.flatMap(({ video }) =>
      video.lessons.map((title, index) => {
        const clip = clips[(video.id + index) % clips.length]!;
        return [lessonId(video.id, index + 1), video.id, index + 1, title, clip.file, clip.duration];
      }),
    );
    await insertRows(tx, 'video_lessons', [int('id'), int('video_id'), int('seq'), txt('title'), txt('clip'), int('duration')], lessons);
    // Seeded with their ids: the identities go on after them, for the courses the console makes.
    await moveIdentitiesPast(tx, ['video_categories', 'videos', 'video_lessons']);
  },
};

/** The ids of the demo courses and their categories (what `content:remove -- --demo` removes). */
export function demoCourseKeys(): { courses: number[]; categories: number[] } {
  const { categories } = readLearningSeed();
  return { courses: categories.flatMap((cat) => cat.videos.map((video) => video.id)), categories: categories.map((cat) => cat.id) };
}
