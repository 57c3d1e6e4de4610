import { sql } from 'kysely';
import type { downloadConsoleCalls, EditorialDownload } from '../../../../shared/calls/console-downloads';
import type { CallBody } from '../../../../shared/calls/define-call';
import type { Queryable } from '../../../db/database';
import { kyselyOf } from '../../../db/kysely';
import { fail } from '../../../services/failure';
import { findMediaFile, mediaUrl, uploadKeyOf } from '../../media/public';
import { itemStateOf, stateSelection, type EditorialKind, type Snapshot, type StateRow } from '../editorial-kind';
import { definedOnly, plainTexts } from './prepare-fields';

type Fields = Omit<CallBody<typeof downloadConsoleCalls.update>, 'id' | 'version'>;

interface DownloadRow extends StateRow {
  title: string;
  dir_id: number;
  memo: string;
  file_key: string | null;
  file_name: string;
  file_type: string;
  size_kb: number;
  download_count: number;
}

/** The file type the download area shows (its extension), by the sniffed content type of media kind `file`. */
const FILE_TYPES: Record<string, string> = {
  'application/pdf': 'pdf',
  'application/zip': 'zip',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
};

const toItem = (row: DownloadRow): EditorialDownload => ({
  ...itemStateOf(row),
  title: row.title,
  dirId: row.dir_id,
  memo: row.memo,
  fileUrl: row.file_key ? mediaUrl(row.file_key) : '',
  fileName: row.file_name,
  fileType: row.file_type,
  sizeKb: row.size_kb,
  downloadCount: row.download_count,
});

/** The columns an uploaded file sets: its key, and the name, type and size the download area shows. */
async function fileColumns(tx: Queryable, url: string) {
  const key = await uploadKeyOf(tx, url, 'file');
  const file = key ? await findMediaFile(tx, key) : undefined;
  if (!key || !file) throw fail('console.unknownFile');
  const type = FILE_TYPES[file.contentType] ?? '';
  const name = file.originalName.includes('.') || !type ? file.originalName : `${file.originalName}.${type}`;
  return { file_key: key, file_name: name, file_type: type, size_kb: Math.max(1, Math.ceil(file.size / 1024)) };
}

/**
 * Files of the download area: title, directory, note and the uploaded file. Shown only in the area's list
 * (/information/download), which has no page per file: nothing to preview.
 */
export const downloadKind: EditorialKind<DownloadRow, EditorialDownload, Fields> = {
  itemType: 'material',
  table: 'downloads',
  stateColumn: 'publish_state',
  pagePath: () => null,
  async read(db, id, forUpdate) {
    return kyselyOf(db)
      .selectFrom('downloads as t')
      .select([
        ...stateSelection('publish_state'),
        't.title',
        't.dir_id',
        't.memo',
        't.file_key',
        't.file_name',
        't.file_type',
        't.size_kb',
        't.download_count',
      ])
      .where('t.id', '=', id)
      .$if(forUpdate, (q) => q.forUpdate('t'))
      .executeTakeFirst();
  },
  toItem,
  // The file's name, type and size follow from the file; the count is the visitors'.
  snapshot: ({ updatedAt: _u, fileName: _n, fileType: _t, sizeKb: _s, downloadCount: _c, ...rest }) => rest,
  async prepare(tx, fields) {
    const cleaned: Snapshot = definedOnly({ ...fields, ...plainTexts(fields, ['title', 'memo']) });
    if (fields.dirId !== undefined) {
      const found = await kyselyOf(tx).selectFrom('download_dirs').select('id').where('id', '=', fields.dirId).executeTakeFirst();
      if (!found) throw fail('console.unknownCategory');
    }
    if (fields.fileUrl !== undefined && !(await uploadKeyOf(tx, fields.fileUrl, 'file'))) throw fail('console.unknownFile');
    return cleaned;
  },
  async insert(tx, fields, ctx) {
    await tx.query("SELECT pg_advisory_xact_lock(hashtext('downloads.id'))");
    const [created] = await tx.query<{ id: number }>(
      `INSERT INTO downloads (id, dir_id, title, file_name, file_type, release_time, publish_state)
       SELECT COALESCE(max(id), 0) + 1, $1, $2, '', '', $3, 'draft' FROM downloads RETURNING id`,
      [fields.dirId, fields.title, ctx.now],
    );
    return created!.id;
  },
  async store(tx, id, changed) {
    const c = changed as Partial<EditorialDownload>;
    const columns = {
      ...(c.title !== undefined && { title: c.title }),
      ...(c.dirId !== undefined && { dir_id: c.dirId }),
      ...(c.memo !== undefined && { memo: c.memo }),
      ...(c.fileUrl && (await fileColumns(tx, c.fileUrl))),
    };
    if (Object.keys(columns).length) await kyselyOf(tx).updateTable('downloads').set(columns).where('id', '=', id).execute();
  },
  listFilters: (query) => (query.dirId === undefined ? [] : [sql<boolean>`t.dir_id = ${query.dirId as number}`]),
};
