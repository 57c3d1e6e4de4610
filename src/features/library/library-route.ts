import { LIBRARY_TYPES, type LibraryType, type ProjectType } from '../../../shared/calls/enums';
import { filterQuery } from '../../engine/content/list-query';
import { hrefOf } from '../../engine/href';

// Standards, policies and papers share their pages: the route name says which type a page shows.

/** The list route of each type; its detail route is `${type}Detail`. */
export const LIST_ROUTE: Record<LibraryType, LibraryType> = { standard: 'standard', policy: 'policy', paper: 'paper' };
export const DETAIL_ROUTE: Record<LibraryType, string> = {
  standard: 'standardDetail',
  policy: 'policyDetail',
  paper: 'paperDetail',
};

/** The library type of a list or detail route name (`standard`, `policyDetail` …); standard for anything else. */
export function libraryTypeOf(routeName: string | undefined): LibraryType {
  return LIBRARY_TYPES.find((type) => routeName === type || routeName === DETAIL_ROUTE[type]) ?? 'standard';
}

export interface LibraryListState {
  catId?: number;
  page: number;
  projectType: ProjectType;
  keyword: string;
}

/**
 * The address of a library list. With a category the page is the path's `:page?`; without one the first
 * path segment would read as a category id, so the page goes into the query string.
 */
export function libraryListHref(type: LibraryType, state: LibraryListState): string {
  const query = filterQuery({ projectType: state.projectType, keyword: state.keyword });
  const page = state.page > 1 ? state.page : undefined;
  if (state.catId === undefined) return hrefOf(LIST_ROUTE[type], {}, { ...query, page: page === undefined ? undefined : String(page) });
  return hrefOf(LIST_ROUTE[type], { id: state.catId, page }, query);
}
