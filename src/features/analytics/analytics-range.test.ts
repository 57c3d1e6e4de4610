// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { chinaDay, presetOf, presetRange, rangeProblem } from './analytics-range';

// 23:30 UTC on 24 Nov is already 25 Nov in China.
const LATE_UTC = Date.UTC(2026, 10, 24, 23, 30);

describe('analytics date ranges (China time)', () => {
  it('reads the day in China time', () => {
    expect(chinaDay(LATE_UTC)).toBe('2026-11-25');
    expect(chinaDay(Date.UTC(2026, 10, 24, 15, 59))).toBe('2026-11-24');
  });

  it.each([
    [1, '2026-11-25'],
    [7, '2026-11-19'],
    [30, '2026-10-27'],
    [90, '2026-08-28'],
  ] as const)('the last %i days start on %s and end today', (days, from) => {
    expect(presetRange(days, LATE_UTC)).toEqual({ from, to: '2026-11-25' });
    expect(presetOf({ from, to: '2026-11-25' }, LATE_UTC)).toBe(days);
  });

  it("names no preset for a range of the user's own", () => {
    expect(presetOf({ from: '2026-11-01', to: '2026-11-03' }, LATE_UTC)).toBeUndefined();
  });

  it('refuses a reversed, empty or too long range', () => {
    expect(rangeProblem({ from: '2026-11-02', to: '2026-11-01' })).toBe('order');
    expect(rangeProblem({ from: '', to: '2026-11-01' })).toBe('order');
    expect(rangeProblem({ from: '2025-01-01', to: '2026-11-01' })).toBe('length');
    expect(rangeProblem({ from: '2025-11-02', to: '2026-11-02' })).toBeUndefined();
  });
});
