import { sql } from 'kysely';
import type { CallBody } from '../../../shared/calls/define-call';
import type { EditorialBrief, EditorialNews, EditorialState, consoleCalls } from '../../../shared/calls/console';
import type { Queryable } from '../../db/database';
import { kyselyOf } from '../../db/kysely';
import type { NewsTable } from '../../db/schema-types';
import { fail } from '../../services/failure';
import { containsPattern, iso, limits, type Count, type Paged } from '../../services/paging';
import { isChiefAdmin, type Editor } from './access';

/** A news row as read (Kysely's select types), with its tag ids. */
export interface NewsRow {
  id: number;
  dir_id: number;
  title: string;
  vice_title: string;
  memo: string;
  content: string;
  cover_url: string;
  source: string;
  author_name: string;
  seo_title: string;
  seo_keyword: string;
  seo_desc: string;
  tenant_ids: string[];
  status: string;
  release_time: Date;
  deleted_at: Date | null;
  updated_at: Date;
  read_count: number;
  version: number;
  tag_ids: number[];
}

const COLUMNS = [
  'n.id',
  'n.dir_id',
  'n.title',
  'n.vice_title',
  'n.memo',
  'n.content',
  'n.cover_url',
  'n.source',
  'n.author_name',
  'n.seo_title',
  'n.seo_keyword',
  'n.seo_desc',
  'n.tenant_ids',
  'n.status',
  'n.release_time',
  'n.deleted_at',
  'n.updated_at',
  'n.read_count',
  'n.version',
] as const satisfies readonly `n.${keyof NewsTable}`[];

const TAG_IDS = sql<number[]>`ARRAY(SELECT nt.tag_id FROM news_tags nt WHERE nt.news_id = n.id ORDER BY nt.tag_id)`;

/** One row, locked for the transaction's change when `forUpdate`; 40400 when there is none. */
export async function readNews(db: Queryable, id: number, forUpdate = false): Promise<NewsRow> {
  const row = await kyselyOf(db)
    .selectFrom('news as n')
    .select([...COLUMNS, TAG_IDS.as('tag_ids')])
    .where('n.id', '=', id)
    .$if(forUpdate, (q) => q.forUpdate())
    .executeTakeFirst();
  if (!row) throw fail('console.newsNotFound');
  return row;
}

export const toEditorialNews = (row: NewsRow): EditorialNews => ({
  id: row.id,
  dirId: row.dir_id,
  title: row.title,
  viceTitle: row.vice_title,
  memo: row.memo,
  content: row.content,
  coverUrl: row.cover_url,
  source: row.source,
  authorName: row.author_name,
  seoTitle: row.seo_title,
  seoKeyword: row.seo_keyword,
  seoDesc: row.seo_desc,
  tagIds: row.tag_ids,
  tenants: row.tenant_ids,
  state: row.status as EditorialState,
  releaseTime: iso(row.release_time),
  deletedAt: row.deleted_at && iso(row.deleted_at),
  updatedAt: iso(row.updated_at),
  readCount: row.read_count,
  version: row.version,
});

type ListQuery = NonNullable<CallBody<typeof consoleCalls.newsList>>;

/** One page of the news the editor may touch, last changed first. Deleted items only when asked for. */
export async function listEditorialNews(db: Queryable, editor: Editor, query: ListQuery): Promise<Paged<EditorialBrief>> {
  const { limit, offset } = limits(query);
  const scope = isChiefAdmin(editor) ? undefined : editor.editorTenants;
  const filtered = kyselyOf(db)
    .selectFrom('news as n')
    .$if(scope !== undefined, (q) => q.where(sql<boolean>`n.tenant_ids && ${scope ?? []}::text[]`))
    .$if(query.tenant !== undefined, (q) => q.where(sql<boolean>`${query.tenant ?? ''} = ANY(n.tenant_ids)`))
    .$if(query.dirId !== undefined, (q) => q.where('n.dir_id', '=', query.dirId ?? 0))
    .$if(query.keyword !== undefined, (q) => q.where('n.title', 'ilike', containsPattern(query.keyword ?? '')))
    .where((eb) =>
      query.status === 'deleted'
        ? eb('n.deleted_at', 'is not', null)
        : eb.and([eb('n.deleted_at', 'is', null), ...(query.status ? [eb('n.status', '=', query.status)] : [])]),
    );
  const [rows, counted] = await Promise.all([
    filtered
      .select(['n.id', 'n.dir_id', 'n.title', 'n.tenant_ids', 'n.status', 'n.release_time', 'n.deleted_at', 'n.updated_at', 'n.version'])
      .orderBy('n.updated_at', 'desc')
      .orderBy('n.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    filtered.select((eb) => eb.fn.countAll<Count>().as('total')).executeTakeFirst(),
  ]);
  const list = rows.map((row) => ({
    id: row.id,
    dirId: row.dir_id,
    title: row.title,
    tenants: row.tenant_ids,
    state: row.status as EditorialState,
    releaseTime: iso(row.release_time),
    deletedAt: row.deleted_at && iso(row.deleted_at),
    updatedAt: iso(row.updated_at),
    version: row.version,
  }));
  return { list, total: Number(counted?.total ?? 0) };
}
