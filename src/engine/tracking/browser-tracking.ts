import { readStored, STORAGE_KEYS } from '../../lib/storage-keys';
import { visitorId } from '../../lib/visitor-id';
import type { ArticleData } from '../state/portal-atoms';
import { createTraceSender } from './trace-sender';
import { createTracker, type TraceIdentity, type Tracker } from './tracker';

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

export interface BrowserTrackingOptions {
  apiBase: string;
  tenantId: () => string;
  onArticleReported: (article: ArticleData) => void;
}

/**
 * The tab's tracker, wired to the browser: storage for who is browsing, and leave reports when the page is
 * hidden or unloaded. Loaded after hydration as a chunk of its own, so the first-load script does not carry it.
 */
export function startBrowserTracking({ apiBase, tenantId, onArticleReported }: BrowserTrackingOptions): {
  tracker: Tracker;
  stop: () => void;
} {
  const sendBeacon =
    typeof navigator.sendBeacon === 'function' ? (url: string, data: string) => navigator.sendBeacon(url, data) : undefined;
  const tracker = createTracker({
    sender: createTraceSender({ apiBase, tenantId, sendBeacon }),
    identity: storedIdentity,
    externalReferrer: externalReferrer(),
    onArticleReported,
  });
  const onHide = () => tracker.hide();
  const onVisibility = () => (document.visibilityState === 'hidden' ? tracker.hide() : tracker.show());
  window.addEventListener('pagehide', onHide);
  document.addEventListener('visibilitychange', onVisibility);
  return {
    tracker,
    stop: () => {
      window.removeEventListener('pagehide', onHide);
      document.removeEventListener('visibilitychange', onVisibility);
    },
  };
}
