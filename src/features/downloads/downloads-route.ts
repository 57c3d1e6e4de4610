import { hrefOf } from '../../engine/href';

export interface DownloadListState {
  dirId?: number;
  page: number;
  keyword: string;
}

/**
 * The address of a download list. In a directory the page is the path's `:page?`; without one the first
 * path segment would read as a directory id, so the page goes into the query string.
 */
export function downloadListHref(state: DownloadListState): string {
  const keyword = state.keyword || undefined;
  const page = state.page > 1 ? state.page : undefined;
  if (state.dirId === undefined) return hrefOf('download', {}, { keyword, page: page === undefined ? undefined : String(page) });
  return hrefOf('download', { id: state.dirId, page }, { keyword });
}
