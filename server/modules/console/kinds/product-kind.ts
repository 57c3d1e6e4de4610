import { sql } from 'kysely';
import type { EditorialProduct, productConsoleCalls } from '../../../../shared/calls/console-products';
import type { CallBody } from '../../../../shared/calls/define-call';
import type { ProductCategory, ProductEdition, ProductScreen, TitledText } from '../../../../shared/calls/product';
import { kyselyOf } from '../../../db/kysely';
import { itemStateOf, stateSelection, type EditorialKind, type Snapshot, type StateRow } from '../editorial-kind';
import { newId, plainEntries, requiredText } from './offering-fields';
import { definedOnly, plainTexts } from './prepare-fields';

type Fields = Omit<CallBody<typeof productConsoleCalls.update>, 'id' | 'version'> & { code?: string };

interface ProductRow extends StateRow {
  code: string;
  name: string;
  category: string;
  slogan: string;
  summary: string;
  features: TitledText[];
  screens: ProductScreen[];
  editions: ProductEdition[];
  sort: number;
}

const toItem = (row: ProductRow): EditorialProduct => ({
  ...itemStateOf(row),
  code: row.code,
  name: row.name,
  category: row.category as ProductCategory,
  slogan: row.slogan,
  summary: row.summary,
  features: row.features,
  screens: row.screens,
  editions: row.editions,
  sort: row.sort,
});

/**
 * Products: a code fixed at creation, name, category, slogan, summary, features, screens (drawn mock-ups, by
 * kind), editions and the place in the catalogue. Previewed on their page, /product/{id}.
 */
export const productKind: EditorialKind<ProductRow, EditorialProduct, Fields> = {
  itemType: 'product',
  table: 'products',
  stateColumn: 'publish_state',
  pagePath: (id) => `/product/${id}`,
  listTitle: sql<string>`t.name`,
  async read(db, id, forUpdate) {
    return kyselyOf(db)
      .selectFrom('products as t')
      .select([
        ...stateSelection('publish_state'),
        't.code',
        't.name',
        't.category',
        't.slogan',
        't.summary',
        sql<TitledText[]>`t.features`.as('features'),
        sql<ProductScreen[]>`t.screens`.as('screens'),
        sql<ProductEdition[]>`t.editions`.as('editions'),
        't.sort',
      ])
      .where('t.id', '=', id)
      .$if(forUpdate, (q) => q.forUpdate('t'))
      .executeTakeFirst();
  },
  toItem,
  snapshot: ({ updatedAt: _u, ...rest }) => rest,
  async prepare(_tx, fields) {
    return definedOnly({
      ...fields,
      ...plainTexts(fields, ['slogan', 'summary']),
      name: fields.name === undefined ? undefined : requiredText('name', fields.name),
      features: plainEntries('features', fields.features, ['title', 'text']),
      screens: plainEntries('screens', fields.screens, ['kind', 'caption']),
      editions: plainEntries('editions', fields.editions, ['name', 'price', 'note']),
    }) as Snapshot;
  },
  async insert(tx, fields, ctx) {
    // The id comes from offering_ids, the column's default, shared with solutions.
    const created = await tx.query<{ id: number }>(
      `INSERT INTO products (code, name, category, slogan, summary, release_time, publish_state)
       VALUES ($1, $2, $3, '', '', $4, 'draft') ON CONFLICT (code) DO NOTHING RETURNING id`,
      [fields.code, fields.name, fields.category, ctx.now],
    );
    return newId(created);
  },
  async store(tx, id, changed) {
    // The code is written by insert only.
    const c = changed as Partial<EditorialProduct>;
    const columns = {
      ...(c.name !== undefined && { name: c.name }),
      ...(c.category !== undefined && { category: c.category }),
      ...(c.slogan !== undefined && { slogan: c.slogan }),
      ...(c.summary !== undefined && { summary: c.summary }),
      ...(c.features !== undefined && { features: JSON.stringify(c.features) }),
      ...(c.screens !== undefined && { screens: JSON.stringify(c.screens) }),
      ...(c.editions !== undefined && { editions: JSON.stringify(c.editions) }),
      ...(c.sort !== undefined && { sort: c.sort }),
    };
    if (Object.keys(columns).length) await kyselyOf(tx).updateTable('products').set(columns).where('id', '=', id).execute();
  },
  listFilters: (query) => (query.category === undefined ? [] : [sql<boolean>`t.category = ${query.category as string}`]),
};
