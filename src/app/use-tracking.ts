import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { usePortal } from '../engine/portal-context';
import { articleDataAtom } from '../engine/state/portal-atoms';
import { createTraceSender } from '../engine/tracking/trace-sender';
import { createTracker, type TraceIdentity, type Tracker } from '../engine/tracking/tracker';
import { useCurrentRoute } from '../engine/use-current-route';
import { readStored, STORAGE_KEYS } from '../lib/storage-keys';
import { visitorId } from '../lib/visitor-id';

/** The stored session fields (SPEC §3) rather than the user atom: the session check runs after the first view. */
function storedIdentity(): TraceIdentity {
  return {
    sid: visitorId(),
    token: readStored(STORAGE_KEYS.token) ?? undefined,
    unionid: readStored(STORAGE_KEYS.unionid) ?? undefined,
    staffId: readStored(STORAGE_KEYS.staffId) ?? undefined,
  };
}

function externalReferrer(): string | undefined {
  try {
    return document.referrer && new URL(document.referrer).origin !== window.location.origin ? document.referrer : undefined;
  } catch {
    return undefined;
  }
}

/**
 * SPEC §4 tracking, once for the whole app: a page view for every page of the route table the router shows
 * (loads and client-side navigations alike), leave reports on route change and unload, and the reading time
 * of the article a detail page named. Effects only, so a server render sends nothing.
 */
export function useTracking() {
  const { bootstrap, tenant } = usePortal();
  const tenantRef = useRef(tenant.id);
  tenantRef.current = tenant.id;
  const setArticle = useSetAtom(articleDataAtom);
  const [tracker, setTracker] = useState<Tracker | null>(null);
  useEffect(() => {
    const sendBeacon = typeof navigator.sendBeacon === 'function' ? (url: string, data: string) => navigator.sendBeacon(url, data) : undefined;
    const created = createTracker({
      sender: createTraceSender({ apiBase: bootstrap.apiBase, tenantId: () => tenantRef.current, sendBeacon }),
      identity: storedIdentity,
      externalReferrer: externalReferrer(),
      onArticleReported: (reading) => setArticle((value) => (value === reading ? null : value)),
    });
    const onHide = () => created.hide();
    const onVisibility = () => (document.visibilityState === 'hidden' ? created.hide() : created.show());
    window.addEventListener('pagehide', onHide);
    document.addEventListener('visibilitychange', onVisibility);
    setTracker(created);
    return () => {
      window.removeEventListener('pagehide', onHide);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [bootstrap.apiBase, setArticle]);

  const { row } = useCurrentRoute();
  const location = useLocation();
  const page = row ? `${location.pathname}${location.search}` : null;
  useEffect(() => {
    if (tracker && page) tracker.view(window.location.href);
  }, [tracker, page]);

  const article = useAtomValue(articleDataAtom);
  useEffect(() => tracker?.setArticle(article), [tracker, article]);
}
