import { describe, expect, it } from 'vitest';
import { addDays, chinaDay, monthBounds } from './china-day';

describe('China days', () => {
  it.each([
    ['2026-03-01T15:59:59Z', '2026-03-01'],
    ['2026-03-01T16:00:00Z', '2026-03-02'],
    ['2026-12-31T16:00:00Z', '2027-01-01'],
    ['2026-01-01T00:00:00Z', '2026-01-01'],
  ])('%s is %s in China', (instant, day) => {
    expect(chinaDay(new Date(instant))).toBe(day);
  });

  it('steps across months and leap days', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('bounds a month', () => {
    expect(monthBounds('2028-02')).toEqual({ first: '2028-02-01', last: '2028-02-29' });
    expect(monthBounds('2026-12')).toEqual({ first: '2026-12-01', last: '2026-12-31' });
  });
});
