import { analyticsCalls, type AnalyticsTenantActivity } from '../../../shared/calls/analytics';
import type { ApiClient } from '../../lib/api/api-client';
import { presetRange, type Preset } from './analytics-range';

const activity = (item: AnalyticsTenantActivity) => item.views + item.bookings + item.chats;

/** The tenant with the most to show (views, bookings and chats), the earlier one on a tie; `fallback` when none has any. */
export function busiestTenant(list: readonly AnalyticsTenantActivity[], fallback: string): string {
  let best: AnalyticsTenantActivity | undefined;
  for (const item of list) if (activity(item) > (best ? activity(best) : 0)) best = item;
  return best?.tenantId ?? fallback;
}

/**
 * The tenant /analytics opens on: the busiest of the operator's tenants over the page's first `days`, so an
 * operator does not land on an empty entrance. Any failure opens on the first tenant, as before.
 */
export async function openingTenant(
  api: ApiClient,
  tenantIds: readonly string[],
  token: string,
  days: Preset,
  now: number,
): Promise<string> {
  const first = tenantIds[0] ?? '';
  if (tenantIds.length < 2) return first;
  try {
    const { list } = await api.call(analyticsCalls.tenants, presetRange(days, now), { token, silent: true });
    return busiestTenant(list, first);
  } catch {
    return first;
  }
}
