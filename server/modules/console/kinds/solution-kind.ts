import { sql } from 'kysely';
import type { EditorialSolution, solutionConsoleCalls } from '../../../../shared/calls/console-products';
import type { CallBody } from '../../../../shared/calls/define-call';
import type { SolutionCase, SolutionIndustry, TitledText } from '../../../../shared/calls/product';
import { kyselyOf } from '../../../db/kysely';
import { itemStateOf, stateSelection, type EditorialKind, type Snapshot, type StateRow } from '../editorial-kind';
import { newId, plainEntries, plainEntry, requireProducts } from './offering-fields';
import { definedOnly, plainTexts } from './prepare-fields';

type Fields = Omit<CallBody<typeof solutionConsoleCalls.update>, 'id' | 'version'> & { code?: string };

interface SolutionRow extends StateRow {
  code: string;
  title: string;
  industry: string;
  summary: string;
  pains: TitledText[];
  approach: TitledText[];
  product_ids: number[];
  cases: SolutionCase[];
  sort: number;
}

const toItem = (row: SolutionRow): EditorialSolution => ({
  ...itemStateOf(row),
  code: row.code,
  title: row.title,
  industry: row.industry as SolutionIndustry,
  summary: row.summary,
  pains: row.pains,
  approach: row.approach,
  productIds: row.product_ids,
  cases: row.cases,
  sort: row.sort,
});

/** Cases with their figures, every text plain. */
const plainCases = (cases: Fields['cases']) =>
  cases?.map((item) => ({
    ...plainEntry('cases', item, ['project', 'customer', 'text']),
    figures: plainEntries('cases.figures', item.figures, ['label', 'value'])!,
  }));

/**
 * Solutions: a code fixed at creation, industry, title, summary, pains, approach, the products they are built
 * from (existing ones; the page shows the published ones) and customer cases with figures. Previewed on their
 * page, /solution/detail/{id}.
 */
export const solutionKind: EditorialKind<SolutionRow, EditorialSolution, Fields> = {
  itemType: 'solution',
  table: 'solutions',
  stateColumn: 'publish_state',
  pagePath: (id) => `/solution/detail/${id}`,
  async read(db, id, forUpdate) {
    return kyselyOf(db)
      .selectFrom('solutions as t')
      .select([
        ...stateSelection('publish_state'),
        't.code',
        't.title',
        't.industry',
        't.summary',
        sql<TitledText[]>`t.pains`.as('pains'),
        sql<TitledText[]>`t.approach`.as('approach'),
        't.product_ids',
        sql<SolutionCase[]>`t.cases`.as('cases'),
        't.sort',
      ])
      .where('t.id', '=', id)
      .$if(forUpdate, (q) => q.forUpdate('t'))
      .executeTakeFirst();
  },
  toItem,
  snapshot: ({ updatedAt: _u, ...rest }) => rest,
  async prepare(tx, fields) {
    await requireProducts(tx, fields.productIds);
    return definedOnly({
      ...fields,
      ...plainTexts(fields, ['title', 'summary']),
      pains: plainEntries('pains', fields.pains, ['title', 'text']),
      approach: plainEntries('approach', fields.approach, ['title', 'text']),
      cases: plainCases(fields.cases),
    }) as Snapshot;
  },
  async insert(tx, fields, ctx) {
    // The id comes from offering_ids, the column's default, shared with products.
    const created = await tx.query<{ id: number }>(
      `INSERT INTO solutions (code, industry, title, summary, release_time, publish_state)
       VALUES ($1, $2, $3, '', $4, 'draft') ON CONFLICT (code) DO NOTHING RETURNING id`,
      [fields.code, fields.industry, fields.title, ctx.now],
    );
    return newId(created);
  },
  async store(tx, id, changed) {
    // The code is written by insert only.
    const c = changed as Partial<EditorialSolution>;
    const columns = {
      ...(c.title !== undefined && { title: c.title }),
      ...(c.industry !== undefined && { industry: c.industry }),
      ...(c.summary !== undefined && { summary: c.summary }),
      ...(c.pains !== undefined && { pains: JSON.stringify(c.pains) }),
      ...(c.approach !== undefined && { approach: JSON.stringify(c.approach) }),
      ...(c.productIds !== undefined && { product_ids: c.productIds }),
      ...(c.cases !== undefined && { cases: JSON.stringify(c.cases) }),
      ...(c.sort !== undefined && { sort: c.sort }),
    };
    if (Object.keys(columns).length) await kyselyOf(tx).updateTable('solutions').set(columns).where('id', '=', id).execute();
  },
  listFilters: (query) => (query.industry === undefined ? [] : [sql<boolean>`t.industry = ${query.industry as string}`]),
};
