import { TRACE_EPOCH_MS, TRACE_SPENT_MAX, TRACE_URL_MAX } from '../../../shared/calls/trace';
import type { ArticleData } from '../state/portal-atoms';
import type { TraceSender } from './trace-sender';

/** Who is browsing, read when a report goes out: the visitor id, and the stored session fields when logged in. */
export interface TraceIdentity {
  sid: string | undefined;
  /** SPEC §3 stored token fields: the user (unionid) and the membership (staffId). */
  token?: string;
  unionid?: string;
  staffId?: string;
}

export interface TrackerOptions {
  sender: TraceSender;
  identity: () => TraceIdentity;
  now?: () => number;
  /** The document's referrer when it is another site, for the first view only. */
  externalReferrer?: string;
  /** An article trace was stored: the reading it reported is done (SPEC §4 clears articleData). */
  onArticleReported?: (article: ArticleData) => void;
  warn?: (message: string, error?: unknown) => void;
}

export interface Tracker {
  /** A page is shown at `url` (the first one, or a client-side navigation), at `at` or now: the previous one is left. */
  view(url: string, at?: number): void;
  /** The article the current page shows (SPEC §3 articleData), or none. */
  setArticle(article: ArticleData | null): void;
  /** The page is hidden or unloaded: its leave and article reports go out as the page goes. */
  hide(): void;
  /** The page is shown again after `hide`: its time on page starts over, without a new page view. */
  show(): void;
}

interface View {
  url: string;
  start: number;
  /** Already reported as left (hidden); a second leave would count its time twice. */
  left: boolean;
}

const stamp = (time: number) => String(Math.max(0, time - TRACE_EPOCH_MS));
const seconds = (from: number, to: number) => Math.min(TRACE_SPENT_MAX, Math.max(0, Math.round((to - from) / 1000)));
const clip = (text: string, max: number) => text.slice(0, max);

/** Page views, leave reports and article traces of one browser tab (SPEC §4, §7, §9). */
export function createTracker({
  sender,
  identity,
  now = () => Date.now(),
  externalReferrer,
  onArticleReported,
  warn = (message, error) => console.warn(message, error),
}: TrackerOptions): Tracker {
  let current: View | null = null;
  let article: ArticleData | null = null;
  let referrer = externalReferrer;
  // Readings reported or being reported: the page's articleData is cleared only when the answer comes, and a
  // leave (an unload, say) may come first; a reading is sent again only after a failure.
  const sent = new WeakSet<ArticleData>();
  const quietly = (label: string, report: Promise<unknown>) => void report.catch((error: unknown) => warn(label, error));

  function reportArticle(at: number) {
    const reading = article;
    const { token, sid } = identity();
    if (!reading || !token || sent.has(reading)) return;
    sent.add(reading);
    const body = {
      artId: Number(reading.id),
      ...(reading.artAuthorStaffId ? { artAuthorStaffId: reading.artAuthorStaffId } : {}),
      artType: reading.type,
      artTitle: clip(reading.title, 300),
      spent: seconds(reading.startTime, at),
      ...(sid ? { sid } : {}),
    };
    sender.article(body, token).then(
      (stored) => {
        if (!stored) {
          sent.delete(reading);
          return warn('trace.article: not stored');
        }
        if (article === reading) article = null;
        onArticleReported?.(reading);
      },
      (error: unknown) => {
        sent.delete(reading);
        warn('trace.article: failed', error);
      },
    );
  }

  function leave(unloading: boolean, at = now()) {
    const view = current;
    if (!view || view.left) return;
    view.left = true;
    const { sid } = identity();
    if (sid) quietly('trace.leave: failed', sender.leave({ t: stamp(at), url: view.url, sid, spent: seconds(view.start, at) }, unloading));
    reportArticle(at);
  }

  return {
    view(url, at = now()) {
      leave(false, at);
      const address = clip(url, TRACE_URL_MAX);
      current = { url: address, start: at, left: false };
      const { sid, token, unionid, staffId } = identity();
      // Without a visitor id (storage refused) the API host would refuse the view; nothing is sent.
      if (!sid) return;
      const logged = token ? { uid: unionid || undefined, mid: staffId || undefined } : {};
      quietly('trace.stat: failed', sender.stat({ t: stamp(at), url: address, sid, ...logged, ref: referrer }));
      referrer = undefined;
    },
    setArticle(next) {
      article = next;
    },
    hide() {
      leave(true);
    },
    show() {
      if (current?.left) current = { ...current, start: now(), left: false };
    },
  };
}
