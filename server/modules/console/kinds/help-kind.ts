import { sql } from 'kysely';
import type { EditorialHelp, helpConsoleCalls } from '../../../../shared/calls/console-help';
import type { CallBody } from '../../../../shared/calls/define-call';
import type { Queryable } from '../../../db/database';
import { kyselyOf } from '../../../db/kysely';
import { fail } from '../../../services/failure';
import { iso } from '../../../services/paging';
import { sanitizeBody } from '../../../services/sanitize';
import { itemStateOf, stateSelection, type EditorialKind, type Snapshot, type StateRow } from '../editorial-kind';
import { definedOnly, plainTexts } from './prepare-fields';

type Fields = Omit<CallBody<typeof helpConsoleCalls.update>, 'id' | 'version'>;

interface HelpRow extends StateRow {
  category_id: number;
  res_number: string;
  title: string;
  summary: string;
  content: string;
  update_time: Date;
  read_count: number;
}

const toItem = (row: HelpRow): EditorialHelp => ({
  ...itemStateOf(row),
  categoryId: row.category_id,
  resNumber: row.res_number,
  title: row.title,
  summary: row.summary,
  content: row.content,
  updateTime: iso(row.update_time),
  readCount: row.read_count,
});

/** Whether another article than `id` has this number (a deleted one keeps its number, to be restored with it). */
async function numberTaken(tx: Queryable, resNumber: string, id: number | undefined): Promise<boolean> {
  const found = await kyselyOf(tx).selectFrom('help_articles').select('id').where('res_number', '=', resNumber).executeTakeFirst();
  return found !== undefined && found.id !== id;
}

/** A write, with the unique number's violation (two editors taking one number at once) as the refusal it is. */
async function numberChecked<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    const taken = error instanceof Error && 'code' in error && error.code === '23505' && error.message.includes('res_number');
    if (taken) throw fail('console.duplicateNumber');
    throw error;
  }
}

/**
 * Help articles: category, public number, title, summary and a rich-text body whose h2/h3 headings become the
 * page's table of contents. Their release time is publish_time; update_time (the page's update time, the lists'
 * order) moves with every save of their fields (changeTimeColumn).
 */
export const helpKind: EditorialKind<HelpRow, EditorialHelp, Fields> = {
  itemType: 'help',
  table: 'help_articles',
  stateColumn: 'publish_state',
  releaseColumn: 'publish_time',
  changeTimeColumn: 'update_time',
  pagePath: (id) => `/help/detail/${id}`,
  async read(db, id, forUpdate) {
    return kyselyOf(db)
      .selectFrom('help_articles as t')
      .select([
        ...stateSelection('publish_state', 'publish_time'),
        't.category_id',
        't.res_number',
        't.title',
        't.summary',
        't.content',
        't.update_time',
        't.read_count',
      ])
      .where('t.id', '=', id)
      .$if(forUpdate, (q) => q.forUpdate('t'))
      .executeTakeFirst();
  },
  toItem,
  snapshot: ({ updatedAt: _u, updateTime: _t, readCount: _r, ...rest }) => rest,
  async prepare(tx, fields, _ctx, current) {
    if (
      fields.categoryId !== undefined &&
      !(await kyselyOf(tx).selectFrom('help_categories').select('id').where('id', '=', fields.categoryId).executeTakeFirst())
    ) {
      throw fail('console.unknownCategory');
    }
    if (fields.resNumber !== undefined && (await numberTaken(tx, fields.resNumber, current?.id))) throw fail('console.duplicateNumber');
    return definedOnly({
      ...fields,
      ...plainTexts(fields, ['title', 'summary']),
      // Headings stay (the site's allow-list keeps h2/h3): the article page anchors them for its table of contents.
      content: fields.content === undefined ? undefined : sanitizeBody(fields.content),
    }) as Snapshot;
  },
  async insert(tx, fields, ctx) {
    // Help articles have no identity column (the packs name their ids): ids are taken in turn.
    await tx.query("SELECT pg_advisory_xact_lock(hashtext('help_articles.id'))");
    const [created] = await numberChecked(
      tx.query<{ id: number }>(
        `INSERT INTO help_articles (id, category_id, res_number, title, content, publish_time, update_time, publish_state)
         SELECT COALESCE(max(id), 0) + 1, $1, $2, $3, '', $4, $4, 'draft' FROM help_articles RETURNING id`,
        [fields.categoryId, fields.resNumber, fields.title, ctx.now],
      ),
    );
    return created!.id;
  },
  async store(tx, id, changed) {
    const c = changed as Partial<EditorialHelp>;
    const columns = {
      ...(c.categoryId !== undefined && { category_id: c.categoryId }),
      ...(c.resNumber !== undefined && { res_number: c.resNumber }),
      ...(c.title !== undefined && { title: c.title }),
      ...(c.summary !== undefined && { summary: c.summary }),
      ...(c.content !== undefined && { content: c.content }),
    };
    if (Object.keys(columns).length) {
      await numberChecked(kyselyOf(tx).updateTable('help_articles').set(columns).where('id', '=', id).execute());
    }
  },
  listFilters: (query) => (query.categoryId === undefined ? [] : [sql<boolean>`t.category_id = ${query.categoryId as number}`]),
};
