import { useCurrentRoute } from '../use-current-route';

/** The data the current page module's `loadData` returned (typed by the page that loaded it). */
export function usePageData<T>(): T {
  return useCurrentRoute().data?.data as T;
}
