// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { busiestTenant } from './busiest-tenant';

const row = (tenantId: string, views: number, bookings = 0, chats = 0) => ({ tenantId, views, bookings, chats });

describe('busiestTenant', () => {
  it('skips a first tenant with nothing to show for the one with the most', () => {
    expect(busiestTenant([row('main', 0), row('kunlun', 3), row('erp', 9)], 'main')).toBe('erp');
  });
  it('counts bookings and chats as data too', () => {
    expect(busiestTenant([row('main', 0), row('kunlun', 0, 1)], 'main')).toBe('kunlun');
  });
  it('keeps the earlier tenant on a tie, and the fallback when none has data', () => {
    expect(busiestTenant([row('main', 2), row('kunlun', 2)], 'x')).toBe('main');
    expect(busiestTenant([row('main', 0), row('kunlun', 0)], 'main')).toBe('main');
    expect(busiestTenant([], 'main')).toBe('main');
  });
});
