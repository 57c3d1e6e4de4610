import type { CallBody } from '../../../shared/calls/define-call';
import type { ProductLogEntry, productCalls } from '../../../shared/calls/product';
import type { Queryable } from '../../db/database';
import { fail } from '../../services/failure';
import { fetchPage, iso, type Paged } from '../../services/paging';

// The update log (SPEC §2 productLog): releases newest first, of one product or of all. Visitors see the
// published releases of published products (shown_product_logs, shown_products).

interface LogRow {
  id: number;
  product_id: number;
  product_name: string;
  version_name: string;
  changes: string[];
  release_time: Date;
}

const toEntry = (row: LogRow): ProductLogEntry => ({
  id: row.id,
  product: { id: row.product_id, name: row.product_name },
  version: row.version_name,
  changes: row.changes,
  releaseTime: iso(row.release_time),
});

/** A page of releases, newest first; an unknown product is 40400. */
export async function listProductLog(
  db: Queryable,
  query: NonNullable<CallBody<typeof productCalls.logPaged>>,
): Promise<Paged<ProductLogEntry>> {
  if (query.productId !== undefined) {
    const [found] = await db.query('SELECT 1 FROM shown_products WHERE id = $1', [query.productId]);
    if (!found) throw fail('productNotFound');
  }
  const where = '($1::int IS NULL OR l.product_id = $1)';
  return fetchPage(
    db,
    `SELECT l.id, l.product_id, p.name AS product_name, l.version_name, l.changes, l.release_time, count(*) OVER () AS total
     FROM shown_product_logs l JOIN shown_products p ON p.id = l.product_id WHERE ${where} ORDER BY l.release_time DESC, l.id DESC`,
    `SELECT count(*) AS total FROM shown_product_logs l WHERE ${where}`,
    [query.productId ?? null],
    query,
    toEntry,
  );
}
