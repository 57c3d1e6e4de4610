import { useLocation, useSearchParams } from 'react-router-dom';
import { pageOfQuery } from './list-query';
import { positiveParam } from './load-content';

/**
 * A personal-centre panel's own query values (its page, the feed it opened), beside the other panels': the
 * panel's state lives in the address like every list's, and the back button returns to it.
 */
export function usePanelQuery() {
  const [params] = useSearchParams();
  const location = useLocation();
  const href = (change: Record<string, string | number | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(change)) {
      if (value === undefined || value === '') next.delete(key);
      else next.set(key, String(value));
    }
    const search = next.toString();
    return `${location.pathname}${search ? `?${search}` : ''}`;
  };
  const page = (name: string) => pageOfQuery(params.get(name));
  /** The value of a page parameter: the first page is left out of the address. */
  const pageValue = (page: number) => (page > 1 ? page : undefined);
  /** A positive id from the query string, or undefined for anything else. */
  const id = (name: string) => {
    const value = params.get(name);
    return value && /^[1-9]\d{0,8}$/.test(value) ? positiveParam(value) : undefined;
  };
  return { href, page, pageValue, id };
}
