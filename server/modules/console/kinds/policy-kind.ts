import { sql } from 'kysely';
import type { EditorialPolicy, policyConsoleCalls } from '../../../../shared/calls/console-policies';
import type { CallBody } from '../../../../shared/calls/define-call';
import type { ProjectType } from '../../../../shared/calls/enums';
import { kyselyOf } from '../../../db/kysely';
import { sanitizeBody } from '../../../services/sanitize';
import { mediaUrl } from '../../media/public';
import { itemStateOf, stateSelection, type EditorialKind, type Snapshot, type StateRow } from '../editorial-kind';
import { pdfKeyOf, requireCategory, requirePdf } from './library-fields';
import { definedOnly, plainTexts } from './prepare-fields';

type Fields = Omit<CallBody<typeof policyConsoleCalls.update>, 'id' | 'version'>;

interface PolicyRow extends StateRow {
  title: string;
  issuer: string;
  doc_number: string;
  category_id: number;
  project_type: string;
  region: string;
  summary: string;
  content: string;
  file_key: string | null;
  pdf_name: string | null;
}

const toItem = (row: PolicyRow): EditorialPolicy => ({
  ...itemStateOf(row),
  title: row.title,
  issuer: row.issuer,
  docNumber: row.doc_number,
  categoryId: row.category_id,
  projectType: row.project_type,
  region: row.region,
  summary: row.summary,
  content: row.content,
  pdfUrl: row.file_key ? mediaUrl(row.file_key) : '',
  pdfName: row.pdf_name,
});

/** Policies: title, issuing body, document number, category, region, summary, body and an attached PDF. */
export const policyKind: EditorialKind<PolicyRow, EditorialPolicy, Fields> = {
  itemType: 'policy',
  table: 'policies',
  stateColumn: 'publish_state',
  pagePath: (id) => `/policy/detail/${id}`,
  async read(db, id, forUpdate) {
    return kyselyOf(db)
      .selectFrom('policies as t')
      .leftJoin('media_files as f', 'f.key', 't.file_key')
      .select([
        ...stateSelection('publish_state'),
        't.title',
        't.issuer',
        't.doc_number',
        't.category_id',
        't.project_type',
        't.region',
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
    await requireCategory(tx, 'policy', fields.categoryId);
    await requirePdf(tx, fields.pdfUrl);
    return definedOnly({
      ...fields,
      ...plainTexts(fields, ['title', 'issuer', 'docNumber', 'region', 'summary']),
      content: fields.content === undefined ? undefined : sanitizeBody(fields.content),
    }) as Snapshot;
  },
  async insert(tx, fields, ctx) {
    // Policies have no identity column: ids are taken in turn.
    await tx.query("SELECT pg_advisory_xact_lock(hashtext('policies.id'))");
    const [created] = await tx.query<{ id: number }>(
      `INSERT INTO policies (id, title, issuer, category_id, content, release_time, publish_state)
       SELECT COALESCE(max(id), 0) + 1, $1, '', $2, '', $3, 'draft' FROM policies RETURNING id`,
      [fields.title, fields.categoryId, ctx.now],
    );
    return created!.id;
  },
  async store(tx, id, changed) {
    const c = changed as Partial<EditorialPolicy>;
    const fileKey = await pdfKeyOf(tx, c.pdfUrl);
    const columns = {
      ...(c.title !== undefined && { title: c.title }),
      ...(c.issuer !== undefined && { issuer: c.issuer }),
      ...(c.docNumber !== undefined && { doc_number: c.docNumber }),
      ...(c.categoryId !== undefined && { category_id: c.categoryId }),
      ...(c.projectType !== undefined && { project_type: c.projectType as ProjectType }),
      ...(c.region !== undefined && { region: c.region }),
      ...(c.summary !== undefined && { summary: c.summary }),
      ...(c.content !== undefined && { content: c.content }),
      ...(fileKey !== undefined && { file_key: fileKey }),
    };
    if (Object.keys(columns).length) await kyselyOf(tx).updateTable('policies').set(columns).where('id', '=', id).execute();
  },
  listFilters: (query) => (query.categoryId === undefined ? [] : [sql<boolean>`t.category_id = ${query.categoryId as number}`]),
};
