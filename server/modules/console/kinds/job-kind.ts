import { sql } from 'kysely';
import type { EditorialJob, jobConsoleCalls } from '../../../../shared/calls/console-jobs';
import type { CallBody } from '../../../../shared/calls/define-call';
import { kyselyOf } from '../../../db/kysely';
import { fail } from '../../../services/failure';
import { sanitizeBody } from '../../../services/sanitize';
import { itemStateOf, stateSelection, type EditorialKind, type Snapshot, type StateRow } from '../editorial-kind';
import { definedOnly, plainTexts } from './prepare-fields';

type Fields = Omit<CallBody<typeof jobConsoleCalls.update>, 'id' | 'version'>;

interface JobRow extends StateRow {
  title: string;
  city_code: string;
  department: string;
  category: string;
  salary: string;
  experience: string;
  education: string;
  headcount: number;
  description: string;
}

const TEXTS = ['title', 'department', 'category', 'salary', 'experience', 'education'] as const;

const toItem = (row: JobRow): EditorialJob => ({
  ...itemStateOf(row),
  title: row.title,
  cityCode: row.city_code,
  department: row.department,
  category: row.category,
  salary: row.salary,
  experience: row.experience,
  education: row.education,
  headcount: row.headcount,
  description: row.description,
});

/**
 * Open positions: title, city, department, terms and a rich-text description. Shown only in the recruit page's
 * list (/recruit, each position unfolds in place), which has no page per position: nothing to preview.
 */
export const jobKind: EditorialKind<JobRow, EditorialJob, Fields> = {
  itemType: 'job',
  table: 'jobs',
  stateColumn: 'publish_state',
  pagePath: () => null,
  async read(db, id, forUpdate) {
    return kyselyOf(db)
      .selectFrom('jobs as t')
      .select([
        ...stateSelection('publish_state'),
        't.title',
        't.city_code',
        't.department',
        't.category',
        't.salary',
        't.experience',
        't.education',
        't.headcount',
        't.description',
      ])
      .where('t.id', '=', id)
      .$if(forUpdate, (q) => q.forUpdate('t'))
      .executeTakeFirst();
  },
  toItem,
  snapshot: ({ updatedAt: _u, ...rest }) => rest,
  async prepare(tx, fields) {
    const cleaned: Snapshot = definedOnly({
      ...fields,
      ...plainTexts(fields, TEXTS),
      description: fields.description === undefined ? undefined : sanitizeBody(fields.description),
    });
    if (fields.cityCode !== undefined) {
      const found = await kyselyOf(tx).selectFrom('job_cities').select('code').where('code', '=', fields.cityCode).executeTakeFirst();
      if (!found) throw fail('console.unknownCity');
    }
    return cleaned;
  },
  async insert(tx, fields, ctx) {
    await tx.query("SELECT pg_advisory_xact_lock(hashtext('jobs.id'))");
    const [created] = await tx.query<{ id: number }>(
      `INSERT INTO jobs (id, title, city_code, description, release_time, publish_state)
       SELECT COALESCE(max(id), 0) + 1, $1, $2, '', $3, 'draft' FROM jobs RETURNING id`,
      [fields.title, fields.cityCode, ctx.now],
    );
    return created!.id;
  },
  async store(tx, id, changed) {
    const c = changed as Partial<EditorialJob>;
    const columns = {
      ...(c.title !== undefined && { title: c.title }),
      ...(c.cityCode !== undefined && { city_code: c.cityCode }),
      ...(c.department !== undefined && { department: c.department }),
      ...(c.category !== undefined && { category: c.category }),
      ...(c.salary !== undefined && { salary: c.salary }),
      ...(c.experience !== undefined && { experience: c.experience }),
      ...(c.education !== undefined && { education: c.education }),
      ...(c.headcount !== undefined && { headcount: c.headcount }),
      ...(c.description !== undefined && { description: c.description }),
    };
    if (Object.keys(columns).length) await kyselyOf(tx).updateTable('jobs').set(columns).where('id', '=', id).execute();
  },
  listFilters: (query) => (query.cityCode === undefined ? [] : [sql<boolean>`t.city_code = ${query.cityCode as string}`]),
};
