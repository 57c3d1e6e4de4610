import { sql } from 'kysely';
import type { EditorialStandard, standardConsoleCalls } from '../../../../shared/calls/console-standards';
import type { CallBody } from '../../../../shared/calls/define-call';
import type { ProjectType } from '../../../../shared/calls/enums';
import { kyselyOf } from '../../../db/kysely';
import { fail } from '../../../services/failure';
import { sanitizeBody } from '../../../services/sanitize';
import { mediaUrl, uploadKeyOf } from '../../media/public';
import { itemStateOf, stateSelection, type EditorialKind, type Snapshot, type StateRow } from '../editorial-kind';
import { definedOnly, plainTexts } from './prepare-fields';

type Fields = Omit<CallBody<typeof standardConsoleCalls.update>, 'id' | 'version'>;

interface StandardRow extends StateRow {
  number: string;
  title: string;
  category_id: number;
  project_type: string;
  issuer: string;
  status: string;
  summary: string;
  content: string;
  file_key: string | null;
  pdf_name: string | null;
}

const toItem = (row: StandardRow): EditorialStandard => ({
  ...itemStateOf(row),
  number: row.number,
  title: row.title,
  categoryId: row.category_id,
  projectType: row.project_type,
  issuer: row.issuer,
  status: row.status,
  summary: row.summary,
  content: row.content,
  pdfUrl: row.file_key ? mediaUrl(row.file_key) : '',
  pdfName: row.pdf_name,
});

/** Standards: number, title, category, issuing body, status, summary, body and an attached PDF. */
export const standardKind: EditorialKind<StandardRow, EditorialStandard, Fields> = {
  itemType: 'standard',
  table: 'standards',
  stateColumn: 'publish_state',
  pagePath: (id) => `/standard/detail/${id}`,
  async read(db, id, forUpdate) {
    return kyselyOf(db)
      .selectFrom('standards as t')
      .leftJoin('media_files as f', 'f.key', 't.file_key')
      .select([
        ...stateSelection('publish_state'),
        't.number',
        't.title',
        't.category_id',
        't.project_type',
        't.issuer',
        't.status',
        't.summary',
        't.content',
        't.file_key',
        'f.original_name as pdf_name',
      ])
      .where('t.id', '=', id)
      .$if(forUpdate, (q) => q.forUpdate('t'))
      .executeTakeFirst();
  },
  toItem,
  snapshot: ({ updatedAt: _u, pdfName: _n, ...rest }) => rest,
  async prepare(tx, fields) {
    const cleaned: Snapshot = definedOnly({
      ...fields,
      ...plainTexts(fields, ['number', 'title', 'issuer', 'status', 'summary']),
      content: fields.content === undefined ? undefined : sanitizeBody(fields.content),
    });
    if (fields.categoryId !== undefined) {
      const found = await kyselyOf(tx)
        .selectFrom('content_categories')
        .select('id')
        .where('id', '=', fields.categoryId)
        .where('cat_type', '=', 'standard')
        .executeTakeFirst();
      if (!found) throw fail('console.unknownCategory');
    }
    if (fields.pdfUrl && !(await uploadKeyOf(tx, fields.pdfUrl, 'pdf'))) throw fail('console.unknownFile');
    return cleaned;
  },
  async insert(tx, fields, ctx) {
    await tx.query("SELECT pg_advisory_xact_lock(hashtext('standards.id'))");
    const [created] = await tx.query<{ id: number }>(
      `INSERT INTO standards (id, number, title, category_id, issuer, status, content, release_time, publish_state)
       SELECT COALESCE(max(id), 0) + 1, $1, $2, $3, '', '', '', $4, 'draft' FROM standards RETURNING id`,
      [fields.number, fields.title, fields.categoryId, ctx.now],
    );
    return created!.id;
  },
  async store(tx, id, changed) {
    const c = changed as Partial<EditorialStandard>;
    const fileKey = c.pdfUrl === undefined ? undefined : c.pdfUrl ? await uploadKeyOf(tx, c.pdfUrl, 'pdf') : null;
    const columns = {
      ...(c.number !== undefined && { number: c.number }),
      ...(c.title !== undefined && { title: c.title }),
      ...(c.categoryId !== undefined && { category_id: c.categoryId }),
      ...(c.projectType !== undefined && { project_type: c.projectType as ProjectType }),
      ...(c.issuer !== undefined && { issuer: c.issuer }),
      ...(c.status !== undefined && { status: c.status }),
      ...(c.summary !== undefined && { summary: c.summary }),
      ...(c.content !== undefined && { content: c.content }),
      ...(fileKey !== undefined && { file_key: fileKey }),
    };
    if (Object.keys(columns).length) await kyselyOf(tx).updateTable('standards').set(columns).where('id', '=', id).execute();
  },
  listFilters: (query) => (query.categoryId === undefined ? [] : [sql<boolean>`t.category_id = ${query.categoryId as number}`]),
};
