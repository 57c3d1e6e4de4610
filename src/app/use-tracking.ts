import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { createPath, useLocation } from 'react-router-dom';
import { usePortal } from '../engine/portal-context';
import { articleDataAtom } from '../engine/state/portal-atoms';
import type { Tracker } from '../engine/tracking/tracker';
import { useCurrentRoute } from '../engine/use-current-route';

interface PendingView {
  url: string;
  at: number;
}

/**
 * SPEC §4 tracking, once for the whole app: a page view for every page of the route table the router shows
 * (loads and client-side navigations alike), leave reports on route change and unload, and the reading time
 * of the article a detail page named. Effects only, so a server render sends nothing. The tracker is a chunk
 * loaded after hydration; views shown before it arrives are kept, with their times, and reported then.
 */
export function useTracking() {
  const { bootstrap, tenant } = usePortal();
  const tenantRef = useRef(tenant.id);
  tenantRef.current = tenant.id;
  const setArticle = useSetAtom(articleDataAtom);
  const [tracker, setTracker] = useState<Tracker | null>(null);
  const pending = useRef<PendingView[]>([]);
  // The page effect reads the ref, which is set in the same task as the pending views are replayed.
  const loaded = useRef<Tracker | null>(null);
  useEffect(() => {
    let stop: (() => void) | undefined;
    let live = true;
    import('../engine/tracking/browser-tracking')
      .then(({ startBrowserTracking }) => {
        if (!live) return;
        const started = startBrowserTracking({
          apiBase: bootstrap.apiBase,
          tenantId: () => tenantRef.current,
          onArticleReported: (reading) => setArticle((value) => (value === reading ? null : value)),
        });
        stop = started.stop;
        loaded.current = started.tracker;
        for (const view of pending.current.splice(0)) started.tracker.view(view.url, view.at);
        setTracker(started.tracker);
      })
      .catch((error: unknown) => console.warn('tracking: not loaded', error));
    return () => {
      live = false;
      loaded.current = null;
      stop?.();
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
    const view = { url: `${window.location.origin}${addressRef.current}`, at: Date.now() };
    if (loaded.current) loaded.current.view(view.url, view.at);
    else pending.current.push(view);
  }, [page]);

  const article = useAtomValue(articleDataAtom);
  useEffect(() => {
    tracker?.setArticle(article);
  }, [tracker, article]);
}
