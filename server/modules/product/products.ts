import type { CallBody } from '../../../shared/calls/define-call';
import type { ProductDetail, ProductEdition, ProductItem, ProductScreen, TitledText, productCalls } from '../../../shared/calls/product';
import type { Queryable } from '../../db/database';
import { fail } from '../../services/failure';
import { fetchPage, type Paged } from '../../services/paging';
import { solutionsUsing } from './solutions';

// The product catalogue and a product's page (shared/calls/product.ts). Texts are plain: the seed and the
// console strip any markup before storage, and the portal renders them as text. Visitors see the published
// products only (shown_products); the console edits the table.

interface ProductRow {
  id: number;
  name: string;
  category: ProductItem['category'];
  slogan: string;
  summary: string;
  screens: ProductScreen[];
}

const toItem = (row: ProductRow): ProductItem => ({
  id: row.id,
  name: row.name,
  category: row.category,
  slogan: row.slogan,
  summary: row.summary,
  cover: row.screens[0]?.kind ?? 'table',
});

const ORDER = `array_position(ARRAY['PLATFORM', 'MANAGEMENT', 'DIGITAL', 'MOBILE'], p.category), p.sort, p.id`;

/** Products of a category or of all, in catalogue order. */
export function listProducts(db: Queryable, query: NonNullable<CallBody<typeof productCalls.listPaged>>): Promise<Paged<ProductItem>> {
  const where = '($1::text IS NULL OR p.category = $1)';
  return fetchPage(
    db,
    `SELECT p.id, p.name, p.category, p.slogan, p.summary, p.screens, count(*) OVER () AS total FROM shown_products p WHERE ${where} ORDER BY ${ORDER}`,
    `SELECT count(*) AS total FROM shown_products p WHERE ${where}`,
    [query.category ?? null],
    query,
    toItem,
  );
}

/**
 * One product with the (published) solutions built on it; an unknown id is 40400. `unpublished` also finds one
 * visitors cannot see (a preview).
 */
export async function getProduct(db: Queryable, id: number, unpublished = false): Promise<ProductDetail> {
  const [row] = await db.query<ProductRow & { features: TitledText[]; editions: ProductEdition[] }>(
    `SELECT id, name, category, slogan, summary, screens, features, editions FROM ${unpublished ? 'products' : 'shown_products'} WHERE id = $1`,
    [id],
  );
  if (!row) throw fail('productNotFound');
  return { ...toItem(row), features: row.features, screens: row.screens, editions: row.editions, solutions: await solutionsUsing(db, id) };
}
