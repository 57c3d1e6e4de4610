import { productCalls } from '../../../shared/calls/product';
import { loadCall, previewTicketOf, type ContentArgs } from '../../engine/content/load-content';
import { hrefOf } from '../../engine/href';

// The product calls (shared/calls/product.ts) and the addresses of the product pages.

/** The whole catalogue fits one call (8–12 products). */
export const CATALOGUE_SIZE = 50;
export const LOG_PAGE_SIZE = 10;

export const loadCatalogue = (args: ContentArgs) => loadCall(args, productCalls.listPaged, { pageSize: CATALOGUE_SIZE });

/** One product; a console preview link's ticket (`?preview=`) goes along. */
export const loadProduct = (args: ContentArgs, id: number) => loadCall(args, productCalls.get, { id, preview: previewTicketOf(args) });

export const loadLog = (args: ContentArgs, body: { productId?: number; page?: number; pageSize?: number }) =>
  loadCall(args, productCalls.logPaged, { pageSize: LOG_PAGE_SIZE, ...body });

/** A product id from the query string; anything malformed reads as "every product". */
export function productIdOf(value: string | null): number | undefined {
  return value && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : undefined;
}

/** The update log: the page in the path, the product in the query string. */
export function productLogHref(state: { productId?: number; page: number }): string {
  return hrefOf(
    'productLog',
    { page: state.page > 1 ? state.page : undefined },
    { product: state.productId ? String(state.productId) : undefined },
  );
}
