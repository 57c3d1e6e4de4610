import { sql } from 'kysely';
import type { CallBody } from '../../../../shared/calls/define-call';
import type { EditorialCourse, courseConsoleCalls } from '../../../../shared/calls/console-courses';
import type { Queryable } from '../../../db/database';
import { kyselyOf } from '../../../db/kysely';
import { itemStateOf, stateSelection, type EditorialKind, type Snapshot, type StateRow } from '../editorial-kind';
import { storeLessons, toLessons, type LessonRow, type PreparedLesson, prepareLessons } from './course-lessons';
import { definedOnly, plainTexts } from './prepare-fields';

type Fields = Omit<CallBody<typeof courseConsoleCalls.update>, 'id' | 'version'>;

interface CourseRow extends StateRow {
  title: string;
  category: string;
  teacher: string;
  memo: string;
  cover_url: string;
  login_required: boolean;
  lessons: LessonRow[];
}

const LESSONS = sql<LessonRow[]>`COALESCE((SELECT json_agg(json_build_object('id', l.id, 'title', l.title,
  'media_key', l.media_key, 'duration', l.duration) ORDER BY l.seq) FROM video_lessons l WHERE l.video_id = t.id), '[]'::json)`;

const toItem = (row: CourseRow): EditorialCourse => ({
  ...itemStateOf(row),
  title: row.title,
  category: row.category,
  teacher: row.teacher,
  memo: row.memo,
  coverUrl: row.cover_url,
  loginRequired: row.login_required,
  lessons: toLessons(row.lessons),
});

/** The id of the category of that name, made when it is new. */
async function categoryId(tx: Queryable, name: string): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `WITH made AS (
       INSERT INTO video_categories (name, sort) SELECT $1, COALESCE(max(sort), 0) + 1 FROM video_categories
       ON CONFLICT (name) DO NOTHING RETURNING id)
     SELECT id FROM made UNION ALL SELECT id FROM video_categories WHERE name = $1 LIMIT 1`,
    [name],
  );
  return row!.id;
}

/** Courses: title, category, teacher, description, cover, whether playing needs a login, and the lessons in order. */
export const courseKind: EditorialKind<CourseRow, EditorialCourse, Fields> = {
  itemType: 'course',
  table: 'videos',
  stateColumn: 'publish_state',
  pagePath: (id) => `/video/detail/${id}`,
  async read(db, id, forUpdate) {
    return kyselyOf(db)
      .selectFrom('videos as t')
      .innerJoin('video_categories as c', 'c.id', 't.cat_id')
      .select([
        ...stateSelection('publish_state'),
        't.title',
        'c.name as category',
        't.teacher',
        't.memo',
        't.cover_url',
        't.login_required',
        LESSONS.as('lessons'),
      ])
      .where('t.id', '=', id)
      .$if(forUpdate, (q) => q.forUpdate('t'))
      .executeTakeFirst();
  },
  toItem,
  snapshot: ({ updatedAt: _u, ...rest }) => rest,
  async prepare(tx, fields, _ctx, current) {
    const { lessons, ...rest } = fields;
    const cleaned: Snapshot = definedOnly({ ...rest, ...plainTexts(rest, ['title', 'category', 'teacher', 'memo']) });
    if (lessons) cleaned.lessons = await prepareLessons(tx, lessons, current?.lessons ?? []);
    return cleaned;
  },
  async insert(tx, fields, ctx) {
    const [created] = await tx.query<{ id: number }>(
      `INSERT INTO videos (cat_id, title, release_time, publish_state) VALUES ($1, $2, $3, 'draft') RETURNING id`,
      [await categoryId(tx, fields.category as string), fields.title, ctx.now],
    );
    return created!.id;
  },
  async store(tx, id, changed) {
    const c = changed as Partial<Omit<EditorialCourse, 'lessons'>> & { lessons?: PreparedLesson[] };
    const columns = {
      ...(c.title !== undefined && { title: c.title }),
      ...(c.category !== undefined && { cat_id: await categoryId(tx, c.category) }),
      ...(c.teacher !== undefined && { teacher: c.teacher }),
      ...(c.memo !== undefined && { memo: c.memo }),
      ...(c.coverUrl !== undefined && { cover_url: c.coverUrl }),
      ...(c.loginRequired !== undefined && { login_required: c.loginRequired }),
    };
    if (Object.keys(columns).length) await kyselyOf(tx).updateTable('videos').set(columns).where('id', '=', id).execute();
    if (c.lessons) await storeLessons(tx, id, c.lessons);
  },
  listFilters: (query) => (query.categoryId === undefined ? [] : [sql<boolean>`t.cat_id = ${query.categoryId as number}`]),
};
