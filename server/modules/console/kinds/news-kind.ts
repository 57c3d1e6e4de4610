import { sql } from 'kysely';
import type { CallBody } from '../../../../shared/calls/define-call';
import type { EditorialNews, newsConsoleCalls } from '../../../../shared/calls/console-news';
import { kyselyOf } from '../../../db/kysely';
import { fail } from '../../../services/failure';
import { sanitizeBody } from '../../../services/sanitize';
import { itemStateOf, stateSelection, type EditorialKind, type Snapshot, type StateRow } from '../editorial-kind';
import { definedOnly, plainTexts } from './prepare-fields';

type Fields = Omit<CallBody<typeof newsConsoleCalls.update>, 'id' | 'version'>;

interface NewsRow extends StateRow {
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
  read_count: number;
  tag_ids: number[];
}

const TAG_IDS = sql<number[]>`ARRAY(SELECT nt.tag_id FROM news_tags nt WHERE nt.news_id = t.id ORDER BY nt.tag_id)`;

const toItem = (row: NewsRow): EditorialNews => ({
  ...itemStateOf(row),
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
  readCount: row.read_count,
});

/** News: columns, tags, cover, summary, body, source and search-engine texts. */
export const newsKind: EditorialKind<NewsRow, EditorialNews, Fields> = {
  itemType: 'news',
  table: 'news',
  stateColumn: 'status',
  pagePath: (id) => `/news/${id}`,
  async read(db, id, forUpdate) {
    return kyselyOf(db)
      .selectFrom('news as t')
      .select([
        ...stateSelection('status'),
        't.dir_id',
        't.title',
        't.vice_title',
        't.memo',
        't.content',
        't.cover_url',
        't.source',
        't.author_name',
        't.seo_title',
        't.seo_keyword',
        't.seo_desc',
        't.read_count',
        TAG_IDS.as('tag_ids'),
      ])
      .where('t.id', '=', id)
      .$if(forUpdate, (q) => q.forUpdate())
      .executeTakeFirst();
  },
  toItem,
  snapshot: ({ updatedAt: _u, readCount: _r, ...rest }) => rest,
  async prepare(tx, fields) {
    const cleaned: Snapshot = definedOnly({
      ...fields,
      ...plainTexts(fields, ['title', 'viceTitle', 'memo', 'source', 'authorName', 'seoTitle', 'seoKeyword', 'seoDesc']),
      content: fields.content === undefined ? undefined : sanitizeBody(fields.content),
    });
    const db = kyselyOf(tx);
    if (
      fields.dirId !== undefined &&
      !(await db.selectFrom('news_columns').select('id').where('id', '=', fields.dirId).executeTakeFirst())
    ) {
      throw fail('console.unknownColumn');
    }
    if (fields.tagIds?.length) {
      const found = await db.selectFrom('tags').select('id').where('id', 'in', fields.tagIds).execute();
      if (found.length !== fields.tagIds.length) throw fail('console.unknownTag');
    }
    return cleaned;
  },
  async insert(tx, fields, ctx) {
    // news ids are not generated (the packs name them): the next one is taken under a lock of its own.
    await tx.query("SELECT pg_advisory_xact_lock(hashtext('news.id'))");
    const [created] = await tx.query<{ id: number }>(
      `INSERT INTO news (id, dir_id, title, content, status, release_time, creator_id)
       SELECT COALESCE(max(id), 0) + 1, $1, $2, '', 'draft', $3, $4 FROM news RETURNING id`,
      [fields.dirId, fields.title, ctx.now, ctx.editor.userId],
    );
    return created!.id;
  },
  async store(tx, id, changed) {
    const { tagIds, ...rest } = changed as Partial<EditorialNews>;
    const columns = {
      ...(rest.dirId !== undefined && { dir_id: rest.dirId }),
      ...(rest.title !== undefined && { title: rest.title }),
      ...(rest.viceTitle !== undefined && { vice_title: rest.viceTitle }),
      ...(rest.memo !== undefined && { memo: rest.memo }),
      ...(rest.content !== undefined && { content: rest.content }),
      ...(rest.coverUrl !== undefined && { cover_url: rest.coverUrl }),
      ...(rest.source !== undefined && { source: rest.source }),
      ...(rest.authorName !== undefined && { author_name: rest.authorName }),
      ...(rest.seoTitle !== undefined && { seo_title: rest.seoTitle }),
      ...(rest.seoKeyword !== undefined && { seo_keyword: rest.seoKeyword }),
      ...(rest.seoDesc !== undefined && { seo_desc: rest.seoDesc }),
    };
    if (Object.keys(columns).length) await kyselyOf(tx).updateTable('news').set(columns).where('id', '=', id).execute();
    if (tagIds) {
      await tx.query('DELETE FROM news_tags WHERE news_id = $1', [id]);
      if (tagIds.length) await tx.query('INSERT INTO news_tags (news_id, tag_id) SELECT $1, unnest($2::int[])', [id, tagIds]);
    }
  },
  listFilters: (query) => (query.dirId === undefined ? [] : [sql<boolean>`t.dir_id = ${query.dirId as number}`]),
};
