// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { BADGE_MAX } from '../../src/lib/constants';
import { badgeText } from '../../src/lib/ui/badge';

// Lives here rather than beside src/lib/ui/badge.tsx, whose folder another engineer owns.
describe('badgeText (SPEC §4: hidden at 0, at most 99 shown)', () => {
  it('the maximum is 99', () => {
    expect(BADGE_MAX).toBe(99);
  });

  it.each([
    [0, null],
    [-1, null],
    [Number.NaN, null],
    [Number.POSITIVE_INFINITY, null],
    [1, '1'],
    [7, '7'],
    [98, '98'],
    [99, '99'],
    [100, '99+'],
    [12345, '99+'],
  ])('%d → %j', (count, expected) => {
    expect(badgeText(count)).toBe(expected);
  });

  it('honours a custom maximum', () => {
    expect(badgeText(9, 9)).toBe('9');
    expect(badgeText(10, 9)).toBe('9+');
  });
});
