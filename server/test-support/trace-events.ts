import type { TraceEvent } from '../modules/tracking/public';

/** A raw tracking event for tests: a person's view of '/' by visitor 's' on a China day, unless told otherwise. */
export function traceEvent(tenantId: string, day: string, extra: Partial<TraceEvent> = {}): TraceEvent {
  return {
    tenantId,
    kind: 'view',
    receivedAt: new Date(`${day}T12:00:00+08:00`),
    day,
    clientT: 1,
    sid: 's',
    uid: null,
    mid: null,
    path: '/',
    referrer: '',
    agent: 'desktop',
    addressHash: 'h',
    spent: null,
    artType: null,
    artId: null,
    artTitle: null,
    artAuthor: null,
    ...extra,
  };
}
