import type { BatchedStore } from '../../http/batched-rate-limit-store';
import { addressKey } from '../../http/client-address';
import { withinDaily } from '../../http/daily-caps';

export interface TraceDailyLimits {
  traceEventsPerAddressPerDay: number;
  traceEventsPerTenantPerDay: number;
}

/**
 * The daily caps on tracking events, per address (an IPv6 /64 as one) and per tenant: whether an event of this
 * tenant from this address on this China day may still be kept. Counted in the global limit's store (in memory,
 * shared with the other processes every flush): a page view never waits for the database, and N processes allow
 * what one would within the store's overshoot. An exempt address (RATE_LIMIT_EXEMPT) counts for its tenant only.
 */
export function traceDailyCaps(store: BatchedStore, exempt: (ip: string) => boolean, limits: TraceDailyLimits) {
  return (tenantId: string, ip: string, day: string): boolean =>
    (exempt(ip) || withinDaily(store, `trace:a:${addressKey(ip)}`, 1, limits.traceEventsPerAddressPerDay, day)) &&
    withinDaily(store, `trace:t:${tenantId}`, 1, limits.traceEventsPerTenantPerDay, day);
}
