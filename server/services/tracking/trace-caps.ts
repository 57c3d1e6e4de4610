import { addressKey } from '../../http/client-address';
import type { Store } from '../../http/rate-limit-store';

const DAY_MS = 86_400_000;

export interface TraceDailyLimits {
  traceEventsPerAddressPerDay: number;
  traceEventsPerTenantPerDay: number;
}

/** Counts one under `key` for the day and answers whether it stays within `max` (the store answers in the call). */
function within(store: Store, key: string, max: number): boolean {
  let current = 0;
  store.incr(key, (_err, result) => (current = result?.current ?? 0), DAY_MS, max);
  return current <= max;
}

/**
 * The daily caps on tracking events, per address (an IPv6 /64 as one) and per tenant: whether an event of this
 * tenant from this address on this China day may still be kept. Counted in the global limit's store (in memory,
 * shared with the other processes every flush): a page view never waits for the database, and N processes allow
 * what one would within the store's overshoot. An exempt address (RATE_LIMIT_EXEMPT) counts for its tenant only.
 */
export function traceDailyCaps(store: Store, exempt: (ip: string) => boolean, limits: TraceDailyLimits) {
  return (tenantId: string, ip: string, day: string): boolean =>
    (exempt(ip) || within(store, `trace-day:${day}:a:${addressKey(ip)}`, limits.traceEventsPerAddressPerDay)) &&
    within(store, `trace-day:${day}:t:${tenantId}`, limits.traceEventsPerTenantPerDay);
}
