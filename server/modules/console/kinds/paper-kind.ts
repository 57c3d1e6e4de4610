import { sql } from 'kysely';
import type { EditorialPaper, paperConsoleCalls } from '../../../../shared/calls/console-papers';
import type { CallBody } from '../../../../shared/calls/define-call';
import type { ProjectType } from '../../../../shared/calls/enums';
import { kyselyOf } from '../../../db/kysely';
import { sanitizeBody, sanitizeText } from '../../../services/sanitize';
import { mediaUrl } from '../../media/public';
import { itemStateOf, stateSelection, type EditorialKind, type Snapshot, type StateRow } from '../editorial-kind';
import { nameList, pdfKeyOf, requireCategory, requirePdf } from './library-fields';
import { definedOnly, plainTexts } from './prepare-fields';

type Fields = Omit<CallBody<typeof paperConsoleCalls.update>, 'id' | 'version'>;

interface PaperRow extends StateRow {
  title: string;
  authors: string[];
  organisation: string;
  journal: string;
  keywords: string[];
  category_id: number;
  project_type: string;
  abstract: string;
  content: string;
  file_key: string | null;
  pdf_name: string | null;
}

const toItem = (row: PaperRow): EditorialPaper => ({
  ...itemStateOf(row),
  title: row.title,
  authors: row.authors,
  organisation: row.organisation,
  journal: row.journal,
  keywords: row.keywords,
  categoryId: row.category_id,
  projectType: row.project_type,
  abstract: row.abstract,
  content: row.content,
  pdfUrl: row.file_key ? mediaUrl(row.file_key) : '',
  pdfName: row.pdf_name,
});

/** A list of names kept to plain text, without blanks or repeats; absent stays absent. */
const plainNames = (names: readonly string[] | undefined) => names && nameList(names.map(sanitizeText));

/** Papers: title, authors, organisation, journal, keywords, category, abstract, body and an attached PDF. */
export const paperKind: EditorialKind<PaperRow, EditorialPaper, Fields> = {
  itemType: 'paper',
  table: 'papers',
  stateColumn: 'publish_state',
  pagePath: (id) => `/paper/detail/${id}`,
  async read(db, id, forUpdate) {
    return kyselyOf(db)
      .selectFrom('papers as t')
      .leftJoin('media_files as f', 'f.key', 't.file_key')
      .select([
        ...stateSelection('publish_state'),
        't.title',
        't.authors',
        't.organisation',
        't.journal',
        't.keywords',
        't.category_id',
        't.project_type',
        't.abstract',
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
    await requireCategory(tx, 'paper', fields.categoryId);
    await requirePdf(tx, fields.pdfUrl);
    return definedOnly({
      ...fields,
      ...plainTexts(fields, ['title', 'organisation', 'journal', 'abstract']),
      authors: plainNames(fields.authors),
      keywords: plainNames(fields.keywords),
      content: fields.content === undefined ? undefined : sanitizeBody(fields.content),
    }) as Snapshot;
  },
  async insert(tx, fields, ctx) {
    // Papers have no identity column: ids are taken in turn.
    await tx.query("SELECT pg_advisory_xact_lock(hashtext('papers.id'))");
    const [created] = await tx.query<{ id: number }>(
      `INSERT INTO papers (id, title, category_id, content, release_time, publish_state)
       SELECT COALESCE(max(id), 0) + 1, $1, $2, '', $3, 'draft' FROM papers RETURNING id`,
      [fields.title, fields.categoryId, ctx.now],
    );
    return created!.id;
  },
  async store(tx, id, changed) {
    const c = changed as Partial<EditorialPaper>;
    const fileKey = await pdfKeyOf(tx, c.pdfUrl);
    const columns = {
      ...(c.title !== undefined && { title: c.title }),
      ...(c.authors !== undefined && { authors: c.authors }),
      ...(c.organisation !== undefined && { organisation: c.organisation }),
      ...(c.journal !== undefined && { journal: c.journal }),
      ...(c.keywords !== undefined && { keywords: c.keywords }),
      ...(c.categoryId !== undefined && { category_id: c.categoryId }),
      ...(c.projectType !== undefined && { project_type: c.projectType as ProjectType }),
      ...(c.abstract !== undefined && { abstract: c.abstract }),
      ...(c.content !== undefined && { content: c.content }),
      ...(fileKey !== undefined && { file_key: fileKey }),
    };
    if (Object.keys(columns).length) await kyselyOf(tx).updateTable('papers').set(columns).where('id', '=', id).execute();
  },
  listFilters: (query) => (query.categoryId === undefined ? [] : [sql<boolean>`t.category_id = ${query.categoryId as number}`]),
};
