import type { VideoCategory, VideoDetail, VideoItem, VideoSort } from '../../../shared/calls/learning';
import type { Queryable } from '../../db/database';
import { countDailyRead, type ReadCaps, type Reader } from '../../services/daily-reads';
import { containsPattern, fetchPage, type Count, type Paged, type Paging } from '../../services/paging';
import { fail } from '../../services/failure';
import type { CoverCourse } from './course-cover';
import { EVERY_ITEM_FROM, ITEM_COLUMNS, ITEM_FROM, STAR_COUNT, toItem, VIDEO_BIZ_TYPE, type ItemRow } from './video-rows';

// The public side of the learning videos (SPEC §7): categories, course lists, recommendations, one course.

export interface VideoQuery extends Paging {
  catId?: number;
  keyword?: string;
  sort?: VideoSort;
}

const ORDERS: Record<VideoSort, string> = {
  newest: 'v.release_time DESC, v.id DESC',
  popular: `${STAR_COUNT} DESC, v.release_time DESC, v.id DESC`,
};

// Fixed statements whose filters are null when not asked for: planned with their values, such a filter folds away.

/** A keyword pattern ($1) in a course's title or description. */
const KEYWORD_FILTER = '($1::text IS NULL OR v.title ILIKE $1 OR v.memo ILIKE $1)';

/** A list's category ($1) and keyword pattern ($2). */
const LIST_FILTER = '($1::int IS NULL OR v.cat_id = $1) AND ($2::text IS NULL OR v.title ILIKE $2 OR v.memo ILIKE $2)';

const keywordPattern = (keyword: string | undefined) => (keyword ? containsPattern(keyword) : null);

/** The categories in their order, each counting its courses (those matching `keyword`, when given). */
export async function listCategories(db: Queryable, keyword?: string): Promise<VideoCategory[]> {
  const rows = await db.query<{ id: number; name: string; count: Count }>(
    `SELECT c.id, c.name, (SELECT count(*) FROM shown_videos v WHERE v.cat_id = c.id AND ${KEYWORD_FILTER}) AS count
     FROM video_categories c ORDER BY c.sort, c.id`,
    [keywordPattern(keyword)],
  );
  return rows.map((row) => ({ id: row.id, name: row.name, count: Number(row.count) }));
}

export async function requireCategory(db: Queryable, id: number): Promise<void> {
  const [row] = await db.query('SELECT 1 FROM video_categories WHERE id = $1', [id]);
  if (!row) throw fail('videoCategoryNotFound');
}

/** One page of courses; `extra` adds columns (a user's marks) whose parameters are $3 onward, after the filter's. */
export async function pageVideos<T = VideoItem>(
  db: Queryable,
  query: VideoQuery,
  extra: { columns: string; params: unknown[]; map: (row: ItemRow & Record<string, unknown>) => T } | null = null,
): Promise<Paged<T>> {
  if (query.catId !== undefined) await requireCategory(db, query.catId);
  const params = [query.catId ?? null, keywordPattern(query.keyword)];
  return fetchPage<ItemRow & Record<string, unknown>, T>(
    db,
    `SELECT ${ITEM_COLUMNS}${extra ? `, ${extra.columns}` : ''}, count(*) OVER () AS total
     FROM ${ITEM_FROM} WHERE ${LIST_FILTER} ORDER BY ${ORDERS[query.sort ?? 'newest']}`,
    // The count reads the filter's parameters only: the extra columns' are not in it.
    { sql: `SELECT count(*) AS total FROM ${ITEM_FROM} WHERE ${LIST_FILTER}`, params },
    [...params, ...(extra?.params ?? [])],
    query,
    extra ? extra.map : (row) => toItem(row) as T,
  );
}

/** Recommended courses first, then the most starred; of a category when given, never `excludeId`. */
export async function recommendVideos(db: Queryable, options: { catId?: number; excludeId?: number; size?: number }): Promise<VideoItem[]> {
  const rows = await db.query<ItemRow>(
    `SELECT ${ITEM_COLUMNS} FROM ${ITEM_FROM} WHERE v.id <> $2 AND ($3::int IS NULL OR v.cat_id = $3)
     ORDER BY v.recommended DESC, ${STAR_COUNT} DESC, v.id DESC LIMIT $1`,
    [options.size ?? 6, options.excludeId ?? 0, options.catId ?? null],
  );
  return rows.map(toItem);
}

/** What a course's generated cover shows. */
export async function coverCourse(db: Queryable, id: number): Promise<CoverCourse> {
  const [row] = await db.query<{ title: string; category: string; cat_id: number }>(
    'SELECT v.title, c.name AS category, v.cat_id FROM shown_videos v JOIN video_categories c ON c.id = v.cat_id WHERE v.id = $1',
    [id],
  );
  if (!row) throw fail('videoNotFound');
  return { title: row.title, category: row.category, categoryId: row.cat_id };
}

export async function requireVideo(db: Queryable, id: number): Promise<{ id: number; loginRequired: boolean }> {
  const [row] = await db.query<{ login_required: boolean }>('SELECT login_required FROM shown_videos WHERE id = $1', [id]);
  if (!row) throw fail('videoNotFound');
  return { id, loginRequired: row.login_required };
}

/** One course with its lessons, or 40400; `unpublished` also finds one visitors cannot see (a preview). */
export async function getVideo(db: Queryable, id: number, unpublished = false): Promise<VideoDetail> {
  const [row] = await db.query<ItemRow & { favorite_count: Count }>(
    `SELECT ${ITEM_COLUMNS}, (SELECT count(*) FROM video_operations o WHERE o.video_id = v.id AND o.kind = 'favorite') AS favorite_count
     FROM ${unpublished ? EVERY_ITEM_FROM : ITEM_FROM} WHERE v.id = $1`,
    [id],
  );
  if (!row) throw fail('videoNotFound');
  const lessons = await db.query<{ id: number; seq: number; title: string; duration: number }>(
    'SELECT id, seq, title, duration FROM video_lessons WHERE video_id = $1 ORDER BY seq',
    [id],
  );
  return { ...toItem(row), favoriteCount: Number(row.favorite_count), lessons };
}

/** A course as its viewer opens it, the view counted once a day per viewer (content/daily-reads.ts). */
export async function readVideo(db: Queryable, id: number, reader: Reader, caps: ReadCaps): Promise<VideoDetail> {
  const model = await getVideo(db, id);
  const counted = await countDailyRead(db, { bizType: VIDEO_BIZ_TYPE, table: 'videos' }, id, reader, caps);
  return counted ? { ...model, viewCount: model.viewCount + 1 } : model;
}
