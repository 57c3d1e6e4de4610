import { hrefOf } from '../href';

/** Where an item of each SPEC §9 content type label opens. */
const DETAIL_ROUTES: Record<string, string> = {
  news: 'newsDetail',
  standard: 'standardDetail',
  policy: 'policyDetail',
  paper: 'paperDetail',
  tender: 'tenderDetails',
  course: 'videoDetail',
};

/** The detail page of an item, or the list of its area when the type has no detail page (downloads). */
export function contentHref(bizType: string, id: number, kind?: string): string | undefined {
  // A product search hit is a product or a solution (SearchHit.kind).
  if (bizType === 'product') return hrefOf(kind === 'solution' ? 'solutionDetail' : 'productDetail', { id });
  const route = DETAIL_ROUTES[bizType];
  if (route) return hrefOf(route, { id });
  if (bizType === 'help') return hrefOf('helpDetail', { resId: id });
  if (bizType === 'material') return hrefOf('download');
  return undefined;
}
