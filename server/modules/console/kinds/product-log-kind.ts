import { sql } from 'kysely';
import type { EditorialProductLog, productLogConsoleCalls } from '../../../../shared/calls/console-products';
import type { CallBody } from '../../../../shared/calls/define-call';
import type { Queryable } from '../../../db/database';
import { kyselyOf } from '../../../db/kysely';
import { fail } from '../../../services/failure';
import { checkItem } from '../access';
import { itemStateOf, stateSelection, type EditorialKind, type Snapshot, type StateRow, type WriteContext } from '../editorial-kind';
import { requiredText } from './offering-fields';
import { definedOnly } from './prepare-fields';

type Fields = Omit<CallBody<typeof productLogConsoleCalls.update>, 'id' | 'version'>;

interface LogRow extends StateRow {
  product_id: number;
  product_name: string;
  version_name: string;
  changes: string[];
}

const toItem = (row: LogRow): EditorialProductLog => ({
  ...itemStateOf(row),
  productId: row.product_id,
  productName: row.product_name,
  versionName: row.version_name,
  changes: row.changes,
});

/** Refuses a product that does not exist, or that the editor may not edit: a release is part of its product. */
async function requireOwnProduct(tx: Queryable, productId: number, ctx: WriteContext) {
  const [product] = await tx.query<{ tenant_ids: string[] }>('SELECT tenant_ids FROM products WHERE id = $1', [productId]);
  if (!product) throw fail('console.unknownProduct');
  checkItem(ctx.editor, product.tenant_ids);
}

/**
 * Refuses a version the product's log already has (a deleted entry's too: restore that one instead). Writes of one
 * product's log wait for each other here, so two saves cannot both take a version.
 */
async function requireFreeVersion(tx: Queryable, productId: number, versionName: string, id: number | undefined) {
  await tx.query("SELECT pg_advisory_xact_lock(hashtext('product_logs.version'), $1)", [productId]);
  const taken = await tx.query('SELECT 1 FROM product_logs WHERE product_id = $1 AND version_name = $2 AND id IS DISTINCT FROM $3', [
    productId,
    versionName,
    id ?? null,
  ]);
  if (taken.length) throw fail('console.versionTaken');
}

/**
 * The update log: one release of one product (one the editor may edit), its version (unique per product) and the
 * changes as plain-text lines; its release time is the editorial one. Shown only in the update log's list (/product/log?product={id}),
 * with no page per release: nothing to preview.
 */
export const productLogKind: EditorialKind<LogRow, EditorialProductLog, Fields> = {
  itemType: 'productLog',
  table: 'product_logs',
  stateColumn: 'publish_state',
  pagePath: () => null,
  listTitle: sql<string>`(SELECT p.name FROM products p WHERE p.id = t.product_id) || ' ' || t.version_name`,
  async read(db, id, forUpdate) {
    return kyselyOf(db)
      .selectFrom('product_logs as t')
      .innerJoin('products as p', 'p.id', 't.product_id')
      .select([...stateSelection('publish_state'), 't.product_id', 'p.name as product_name', 't.version_name', 't.changes'])
      .where('t.id', '=', id)
      .$if(forUpdate, (q) => q.forUpdate('t'))
      .executeTakeFirst();
  },
  toItem,
  // The product's name follows from its id.
  snapshot: ({ updatedAt: _u, productName: _n, ...rest }) => rest,
  async prepare(tx, fields, ctx, current) {
    if (fields.productId !== undefined && fields.productId !== current?.productId) await requireOwnProduct(tx, fields.productId, ctx);
    const cleaned = definedOnly({
      ...fields,
      versionName: fields.versionName === undefined ? undefined : requiredText('versionName', fields.versionName),
      changes: fields.changes?.map((line) => requiredText('changes', line)),
    });
    const productId = cleaned.productId ?? current?.productId;
    const versionName = cleaned.versionName ?? current?.versionName;
    const moved = productId !== current?.productId || versionName !== current?.versionName;
    if (productId !== undefined && versionName !== undefined && moved) await requireFreeVersion(tx, productId, versionName, current?.id);
    return cleaned as Snapshot;
  },
  async insert(tx, fields, ctx) {
    const [created] = await tx.query<{ id: number }>(
      `INSERT INTO product_logs (product_id, version_name, changes, release_time, publish_state)
       VALUES ($1, $2, $3::text[], $4, 'draft') RETURNING id`,
      [fields.productId, fields.versionName, fields.changes, ctx.now],
    );
    return created!.id;
  },
  async store(tx, id, changed) {
    const c = changed as Partial<EditorialProductLog>;
    const columns = {
      ...(c.productId !== undefined && { product_id: c.productId }),
      ...(c.versionName !== undefined && { version_name: c.versionName }),
      ...(c.changes !== undefined && { changes: c.changes }),
    };
    if (Object.keys(columns).length) await kyselyOf(tx).updateTable('product_logs').set(columns).where('id', '=', id).execute();
  },
  listFilters: (query) => (query.productId === undefined ? [] : [sql<boolean>`t.product_id = ${query.productId as number}`]),
};
