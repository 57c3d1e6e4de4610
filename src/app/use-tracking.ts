import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import { createPath, useLocation } from 'react-router-dom';
import { usePortal } from '../engine/portal-context';
import { articleDataAtom } from '../engine/state/portal-atoms';
import { startBrowserTracking } from '../engine/tracking/browser-tracking';
import type { Tracker } from '../engine/tracking/tracker';
import { useCurrentRoute } from '../engine/use-current-route';

/**
 * SPEC §4 tracking, once for the whole app: a page view for every page of the route table the router shows
 * (loads and client-side navigations alike), leave reports on route change and unload, and the reading time
 * of the article a detail page named. Effects only, so a server render sends nothing. The tracker is part of the
 * entry (3 KB): as a chunk of its own, every page paid a request's headers for it.
 */
export function useTracking() {
  const { bootstrap, tenant } = usePortal();
  const tenantRef = useRef(tenant.id);
  tenantRef.current = tenant.id;
  const setArticle = useSetAtom(articleDataAtom);
  // The page and article effects below run after this one in the same commit, and read the ref: the tracker is
  // no state, whose setting would render the whole layout again right after hydration.
  const started = useRef<Tracker | null>(null);
  useEffect(() => {
    const tracking = startBrowserTracking({
      apiBase: bootstrap.apiBase,
      tenantId: () => tenantRef.current,
      onArticleReported: (reading) => setArticle((value) => (value === reading ? null : value)),
    });
    started.current = tracking.tracker;
    return () => {
      started.current = null;
      tracking.stop();
    };
  }, [bootstrap.apiBase, setArticle]);

  const { row } = useCurrentRoute();
  const location = useLocation();
  // A page is its path and query; a change of the hash alone (a table of contents) is no new view.
  const page = row ? `${location.pathname}${location.search}` : null;
  const address = createPath(location);
  const addressRef = useRef(address);
  addressRef.current = address;
  useEffect(() => {
    if (!page) return;
    started.current?.view(`${window.location.origin}${addressRef.current}`, Date.now());
  }, [page]);

  const article = useAtomValue(articleDataAtom);
  useEffect(() => {
    started.current?.setArticle(article);
  }, [article]);
}
