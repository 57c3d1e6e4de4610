import { SOLUTION_INDUSTRIES, solutionCalls, type SolutionIndustry } from '../../../shared/calls/product';
import { loadCall, notFound, previewTicketOf, type ContentArgs } from '../../engine/content/load-content';
import { hrefOf } from '../../engine/href';

// The solution calls (shared/calls/product.ts) and the addresses of the solution pages.

export const PAGE_SIZE = 10;

export const loadSolutions = (args: ContentArgs, body: { industry?: SolutionIndustry; page?: number; pageSize?: number }) =>
  loadCall(args, solutionCalls.listPaged, { pageSize: PAGE_SIZE, ...body });

/** One solution; a console preview link's ticket (`?preview=`) goes along. */
export const loadSolution = (args: ContentArgs, id: number) => loadCall(args, solutionCalls.get, { id, preview: previewTicketOf(args) });

/** An industry's address segment: its code in lower case (/solution/road). */
export const industrySlug = (industry: SolutionIndustry) => industry.toLowerCase();

/** The industry of a path segment; an unknown segment is a page that does not exist. */
export function industryOfSlug(slug: string | undefined): SolutionIndustry | undefined {
  if (slug === undefined) return undefined;
  return SOLUTION_INDUSTRIES.find((industry) => industrySlug(industry) === slug) ?? notFound();
}

/**
 * The address of a solution list. With an industry the page is the path's `:page?`; without one the first
 * path segment would read as an industry, so the page goes into the query string.
 */
export function solutionListHref(state: { industry?: SolutionIndustry; page: number }): string {
  const page = state.page > 1 ? state.page : undefined;
  if (!state.industry) return hrefOf('solution', {}, { page: page === undefined ? undefined : String(page) });
  return hrefOf('solution', { id: industrySlug(state.industry), page });
}
