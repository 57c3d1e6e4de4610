import type { CallBody, CallReply } from '../../../shared/calls/define-call';
import { CONTENT_KINDS, type ContentKind } from '../../../shared/calls/enums';
import type { ColumnGroup, NewsBrief, NewsDetail, NewsListItem, NewsTag, newsCalls } from '../../../shared/calls/news';
import type { OperationKind } from '../../../shared/calls/user-content';
import { fail } from '../../services/failure';
import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import type { Database, Queryable } from '../../db/database';
import { kyselyOf } from '../../db/kysely';
import type { DB, NewsTable } from '../../db/schema-types';
import { countDailyRead, type ReadCaps, type Reader } from '../../services/daily-reads';
import { sanitizeBody } from '../../services/sanitize';
import { iso, limits, type Count, type Paged, type Paging } from '../../services/paging';

export type { Paged, Paging } from '../../services/paging';

// News of the information hub (SPEC §3/§7). Every list is paged in SQL with its total; nothing
// loads a whole table.

export const NEWS_BIZ_TYPE = 'news';

const HOT_DAYS = 90;
const RELATED_MAX = 5;
const POLY_PER_COLUMN = 6;
const BANNER_SIZE = 5;
const HOTS_SIZE = 10;
const TOP_READ_SIZE = 10;

const notFound = (reason: 'newsNotFound' | 'newsDirNotFound' | 'tagNotFound') => fail(reason);

interface ListRow {
  id: number;
  title: string;
  memo: string;
  release_time: Date;
  read_count: number;
  tags: NewsListItem['tags'] | null;
  total: string | number;
}

/** The tags of the news row aliased `n`, as a JSON array (fixed text: the list and the detail share it). */
const TAGS_OF_N = `COALESCE((
    SELECT json_agg(json_build_object('id', t.id, 'name', t.name) ORDER BY t.id)
    FROM news_tags nt JOIN tags t ON t.id = nt.tag_id WHERE nt.news_id = n.id
  ), '[]'::json)`;

const toListItem = (row: Omit<ListRow, 'total'>): NewsListItem => ({
  id: row.id,
  title: row.title,
  memo: row.memo,
  createrTime: iso(row.release_time),
  readCount: row.read_count,
  tags: row.tags ?? [],
});

/** Which news rows a list shows, as a condition on the row aliased `n`. */
export type NewsFilter = (eb: ExpressionBuilder<DB & { n: NewsTable }, 'n'>) => Expression<SqlBool>;

/** Only what visitors may see (the shown_news view of migration 025), and what `filter` keeps. */
const shownAnd =
  (filter: NewsFilter): NewsFilter =>
  (eb) =>
    eb.and([eb('n.status', '=', 'published'), eb('n.deleted_at', 'is', null), filter(eb)]);

/** Counts a list's total another way than over news itself (a tag's list counts its news_tags rows). */
export type NewsCount = (db: Kysely<DB>) => { executeTakeFirst(): Promise<{ total: Count } | undefined> };

/**
 * One page of the news that `filter` keeps, newest first, with the total (counted by `count` when given). The
 * page's ids are found first, so skipping to a deep page reads only the list index (news_list_idx covers the usual
 * filters); a count of its own keeps a large list from being read whole as count(*) OVER () would.
 */
export async function pageNews(db: Queryable, filter: NewsFilter, paging: Paging, count?: NewsCount): Promise<Paged<NewsListItem>> {
  const { limit, offset } = limits(paging);
  const query = kyselyOf(db);
  const page = query
    .selectFrom('news as n')
    .select('n.id')
    .where(shownAnd(filter))
    .orderBy('n.release_time', 'desc')
    .orderBy('n.id', 'desc')
    .limit(limit)
    .offset(offset)
    .as('page');
  const [rows, counted] = await Promise.all([
    query
      .selectFrom(page)
      .innerJoin('news as n', 'n.id', 'page.id')
      .select(['n.id', 'n.title', 'n.memo', 'n.release_time', 'n.read_count', sql.raw<NewsListItem['tags'] | null>(TAGS_OF_N).as('tags')])
      .orderBy('n.release_time', 'desc')
      .orderBy('n.id', 'desc')
      .execute(),
    (
      count ??
      ((all) =>
        all
          .selectFrom('news as n')
          .select((eb) => eb.fn.countAll<Count>().as('total'))
          .where(shownAnd(filter)))
    )(query).executeTakeFirst(),
  ]);
  return { list: rows.map(toListItem), total: Number(counted?.total ?? 0) };
}

export async function findColumn(db: Queryable, id: number): Promise<{ id: number; name: string }> {
  const [column] = await db.query<{ id: number; name: string }>('SELECT id, name FROM news_columns WHERE id = $1', [id]);
  if (!column) throw notFound('newsDirNotFound');
  return column;
}

/** A column's news, with those of its child columns, optionally filtered by project type and age. */
export async function listDirNews(db: Queryable, query: CallBody<typeof newsCalls.dirNews>) {
  const newsDir = await findColumn(db, query.dirId);
  const dirs = await db.query<{ id: number }>('SELECT id FROM news_columns WHERE id = $1 OR parent_id = $1', [query.dirId]);
  // Only the filters asked for, so each query gets the plan of its own filters.
  const page = await pageNews(
    db,
    (eb) =>
      eb.and([
        eb('n.dir_id', '=', eb.fn.any(eb.val(dirs.map((dir) => dir.id)))),
        ...(query.projectType && query.projectType !== 'ALL' ? [eb('n.project_type', '=', query.projectType)] : []),
        ...(query.days ? [eb('n.release_time', '>=', sql<Date>`now() - make_interval(days => ${query.days}::int)`)] : []),
      ]),
    query,
  );
  return { ...page, newsDir };
}

export async function findTag(db: Queryable, id: number): Promise<NewsTag> {
  const [tag] = await db.query<{ id: number; name: string; count: string | number }>(
    'SELECT t.id, t.name, (SELECT count(*) FROM news_tags nt JOIN shown_news n ON n.id = nt.news_id WHERE nt.tag_id = t.id) AS count FROM tags t WHERE t.id = $1',
    [id],
  );
  if (!tag) throw notFound('tagNotFound');
  return { id: tag.id, name: tag.name, count: Number(tag.count) };
}

export async function listTagNews(db: Queryable, tagId: number, paging: Paging) {
  const { id, name } = await findTag(db, tagId);
  const page = await pageNews(
    db,
    (eb) => eb('n.id', 'in', eb.selectFrom('news_tags as nt').select('nt.news_id').where('nt.tag_id', '=', tagId)),
    paging,
    (all) =>
      all
        .selectFrom('news_tags as nt')
        .innerJoin('news as n', 'n.id', 'nt.news_id')
        .select((eb) => eb.fn.countAll<Count>().as('total'))
        .where('nt.tag_id', '=', tagId)
        .where('n.status', '=', 'published')
        .where('n.deleted_at', 'is', null),
  );
  return { ...page, tag: { id, name } };
}

/** Tags by how many news items carry them, most first. */
export async function listTags(db: Queryable, paging: Paging): Promise<Paged<NewsTag>> {
  const { limit, offset } = limits(paging);
  const rows = await db.query<{ id: number; name: string; count: string | number; total: string | number }>(
    // news_tags is counted per tag first, from its (tag_id, news_id) index alone.
    `SELECT t.id, t.name, COALESCE(c.n, 0) AS count, count(*) OVER () AS total
     FROM tags t LEFT JOIN (SELECT tag_id, count(*) AS n FROM news_tags JOIN shown_news s ON s.id = news_id GROUP BY tag_id) c ON c.tag_id = t.id
     ORDER BY COALESCE(c.n, 0) DESC, t.id LIMIT $1 OFFSET $2`,
    [limit, offset],
  );
  const total = rows.length
    ? Number(rows[0]!.total)
    : Number((await db.query<{ total: string | number }>('SELECT count(*) AS total FROM tags'))[0]?.total ?? 0);
  return { list: rows.map((row) => ({ id: row.id, name: row.name, count: Number(row.count) })), total };
}

interface DetailRow {
  id: number;
  dir_id: number;
  dir_name: string;
  title: string;
  memo: string;
  vice_title: string;
  creator_id: string | null;
  release_time: Date;
  read_count: number;
  props: Record<string, unknown> | null;
  content: string;
  praise_count: number;
  critic_count: number;
  seo_desc: string;
  seo_keyword: string;
  seo_title: string;
  tags: NewsDetail['tags'] | null;
  docs: NewsDetail['docs'] | null;
  prev: NewsDetail['prev'];
  next: NewsDetail['next'];
  related: NewsDetail['related'] | null;
}

/** The SPEC §3 detail of one news item, or 40400; `unpublished` also finds one visitors cannot see yet (a preview). */
export async function getNewsDetail(db: Queryable, id: number, unpublished = false): Promise<NewsDetail> {
  const [row] = await db.query<DetailRow>(
    `SELECT n.id, n.dir_id, c.name AS dir_name, n.title, n.memo, n.vice_title, n.creator_id, n.release_time, n.read_count,
       n.props, n.content, n.praise_count, n.critic_count, n.seo_desc, n.seo_keyword, n.seo_title, ${TAGS_OF_N} AS tags,
       COALESCE((SELECT json_agg(json_build_object('id', d.id, 'title', d.title) ORDER BY d.id)
                 FROM news_docs d WHERE d.news_id = n.id), '[]'::json) AS docs,
       (SELECT json_build_object('id', p.id, 'title', p.title) FROM shown_news p
         WHERE p.dir_id = n.dir_id AND (p.release_time, p.id) < (n.release_time, n.id)
         ORDER BY p.release_time DESC, p.id DESC LIMIT 1) AS prev,
       (SELECT json_build_object('id', x.id, 'title', x.title) FROM shown_news x
         WHERE x.dir_id = n.dir_id AND (x.release_time, x.id) > (n.release_time, n.id)
         ORDER BY x.release_time, x.id LIMIT 1) AS next,
       COALESCE((SELECT json_agg(json_build_object('id', r.id, 'title', r.title) ORDER BY r.shared DESC, r.release_time DESC, r.id DESC)
         FROM (SELECT o.id, o.title, o.release_time, count(*) AS shared
               FROM news_tags mine JOIN news_tags other ON other.tag_id = mine.tag_id AND other.news_id <> mine.news_id
               JOIN shown_news o ON o.id = other.news_id
               WHERE mine.news_id = n.id
               GROUP BY o.id, o.title, o.release_time
               ORDER BY shared DESC, o.release_time DESC, o.id DESC LIMIT ${RELATED_MAX}) r), '[]'::json) AS related
     FROM news n JOIN news_columns c ON c.id = n.dir_id
     WHERE n.id = $1 AND n.deleted_at IS NULL AND ($2 OR EXISTS (SELECT 1 FROM shown_news s WHERE s.id = n.id))`,
    [id, unpublished],
  );
  if (!row) throw notFound('newsNotFound');
  return {
    id: row.id,
    dirId: row.dir_id,
    dirName: row.dir_name,
    title: row.title,
    memo: row.memo,
    viceTitle: row.vice_title,
    creatorId: row.creator_id,
    releaseTime: iso(row.release_time),
    readCount: row.read_count,
    props: row.props ?? {},
    // Sanitised again on the way out: rows written by other tools than the seed must not reach a page raw.
    content: sanitizeBody(row.content),
    praiseCount: row.praise_count,
    criticCount: row.critic_count,
    seoDesc: row.seo_desc,
    seoKeyword: row.seo_keyword,
    seoTitle: row.seo_title,
    tags: row.tags ?? [],
    docs: row.docs ?? [],
    prev: row.prev,
    next: row.next,
    related: row.related ?? [],
  };
}

/**
 * Counts a read of an existing news item once per visitor per day (daily-reads.ts); answers whether it
 * counted. A logged-in reader's history is updated on every read.
 */
export async function recordNewsRead(db: Queryable, newsId: number, reader: Reader, caps: ReadCaps): Promise<boolean> {
  const counted = await countDailyRead(db, { bizType: NEWS_BIZ_TYPE, table: 'news' }, newsId, reader, caps);
  if (reader.userId) {
    await db.query(
      `INSERT INTO read_history (user_id, biz_type, biz_id) SELECT $1::uuid, '${NEWS_BIZ_TYPE}', n.id FROM shown_news n WHERE n.id = $2
       ON CONFLICT (user_id, biz_type, biz_id) DO UPDATE SET read_at = now()`,
      [reader.userId, newsId],
    );
  }
  return counted;
}

const briefColumns = 'n.id, n.title, n.memo, n.release_time, n.read_count';
const toBrief = (row: Omit<ListRow, 'tags' | 'total'>): NewsBrief => ({
  id: row.id,
  title: row.title,
  memo: row.memo,
  createrTime: iso(row.release_time),
  readCount: row.read_count,
});

/** The latest items of every top-level column, grouped by kind (NEWS, then KNOW). */
export async function polymerization(db: Queryable): Promise<ColumnGroup[]> {
  const rows = await db.query<{
    id: number;
    name: string;
    biz_type: ContentKind;
    news: { id: number; title: string; release_time: string }[] | null;
  }>(
    `SELECT c.id, c.name, c.biz_type,
       (SELECT json_agg(json_build_object('id', l.id, 'title', l.title, 'release_time', l.release_time) ORDER BY l.release_time DESC, l.id DESC)
        FROM (SELECT n.id, n.title, n.release_time FROM shown_news n
              WHERE n.dir_id = c.id OR n.dir_id IN (SELECT s.id FROM news_columns s WHERE s.parent_id = c.id)
              ORDER BY n.release_time DESC, n.id DESC LIMIT ${POLY_PER_COLUMN}) l) AS news
     FROM news_columns c WHERE c.parent_id IS NULL ORDER BY c.sort, c.id`,
  );
  const groups: ColumnGroup[] = [];
  for (const bizType of CONTENT_KINDS) {
    const children = rows
      .filter((row) => row.biz_type === bizType)
      .map((row) => ({
        id: row.id,
        name: row.name,
        newsList: (row.news ?? []).map((item) => ({ id: item.id, title: item.title, createrTime: iso(item.release_time) })),
      }));
    if (children.length) groups.push({ bizType, children });
  }
  return groups;
}

export async function hotsAndBanner(db: Queryable): Promise<{ banner: NewsBrief[]; hots: NewsBrief[] }> {
  const banner = await db.query<ListRow>(
    `SELECT ${briefColumns} FROM shown_news n ORDER BY n.release_time DESC, n.id DESC LIMIT ${BANNER_SIZE}`,
  );
  const hots = await db.query<ListRow>(
    `SELECT ${briefColumns} FROM shown_news n WHERE n.release_time >= now() - make_interval(days => ${HOT_DAYS})
     ORDER BY n.read_count DESC, n.release_time DESC, n.id DESC LIMIT ${HOTS_SIZE}`,
  );
  return { banner: banner.map(toBrief), hots: hots.map(toBrief) };
}

/** The most read items, of a column (with its children) when given. */
export async function topRead(db: Queryable, dirId?: number): Promise<NewsBrief[]> {
  if (dirId !== undefined) await findColumn(db, dirId);
  const rows = await db.query<ListRow>(
    `SELECT ${briefColumns} FROM shown_news n
     WHERE $1::int IS NULL OR n.dir_id = $1 OR n.dir_id IN (SELECT id FROM news_columns WHERE parent_id = $1)
     ORDER BY n.read_count DESC, n.release_time DESC, n.id DESC LIMIT ${TOP_READ_SIZE}`,
    [dirId ?? null],
  );
  return rows.map(toBrief);
}

export async function statsCount(db: Queryable): Promise<Omit<CallReply<typeof newsCalls.statsCount>, 'code' | 'msg'>> {
  const [row] = await db.query<Record<'news' | 'standards' | 'policies' | 'papers' | 'downloads' | 'jobs', string | number>>(
    `SELECT (SELECT count(*) FROM shown_news) AS news, (SELECT count(*) FROM shown_standards) AS standards,
       (SELECT count(*) FROM shown_policies) AS policies, (SELECT count(*) FROM shown_papers) AS papers,
       (SELECT count(*) FROM shown_downloads) AS downloads, (SELECT count(*) FROM shown_jobs) AS jobs`,
  );
  return {
    news: Number(row?.news ?? 0),
    standards: Number(row?.standards ?? 0),
    policies: Number(row?.policies ?? 0),
    papers: Number(row?.papers ?? 0),
    downloads: Number(row?.downloads ?? 0),
    jobs: Number(row?.jobs ?? 0),
  };
}

export type OperationState = Omit<CallReply<typeof newsCalls.userOperation>, 'code' | 'msg'>;

export async function operationState(db: Queryable, userId: string, newsId: number): Promise<OperationState> {
  const [row] = await db.query<{ praise_count: number; praised: boolean; favorited: boolean }>(
    `SELECT n.praise_count,
       EXISTS (SELECT 1 FROM user_operations o WHERE o.user_id = $1 AND o.biz_type = '${NEWS_BIZ_TYPE}' AND o.biz_id = n.id AND o.kind = 'praise') AS praised,
       EXISTS (SELECT 1 FROM user_operations o WHERE o.user_id = $1 AND o.biz_type = '${NEWS_BIZ_TYPE}' AND o.biz_id = n.id AND o.kind = 'favorite') AS favorited
     FROM shown_news n WHERE n.id = $2`,
    [userId, newsId],
  );
  if (!row) throw notFound('newsNotFound');
  return { praised: row.praised, favorited: row.favorited, praiseCount: row.praise_count };
}

/**
 * Sets or clears a praise or favourite of a user on a news item. Idempotent: only a real change moves
 * news.praise_count, which never goes below 0.
 */
export async function setOperation(
  db: Database,
  userId: string,
  newsId: number,
  kind: OperationKind,
  on: boolean,
): Promise<OperationState> {
  await db.transaction(async (tx) => {
    const [news] = await tx.query<{ id: number }>(
      "SELECT id FROM news WHERE id = $1 AND status = 'published' AND deleted_at IS NULL FOR UPDATE",
      [newsId],
    );
    if (!news) throw notFound('newsNotFound');
    const changed = on
      ? await tx.query(
          `INSERT INTO user_operations (user_id, biz_type, biz_id, kind) VALUES ($1, '${NEWS_BIZ_TYPE}', $2, $3)
           ON CONFLICT DO NOTHING RETURNING biz_id`,
          [userId, newsId, kind],
        )
      : await tx.query(
          `DELETE FROM user_operations WHERE user_id = $1 AND biz_type = '${NEWS_BIZ_TYPE}' AND biz_id = $2 AND kind = $3 RETURNING biz_id`,
          [userId, newsId, kind],
        );
    if (kind === 'praise' && changed.length) {
      await tx.query('UPDATE news SET praise_count = GREATEST(praise_count + $2, 0) WHERE id = $1', [newsId, on ? 1 : -1]);
    }
  });
  return operationState(db, userId, newsId);
}
