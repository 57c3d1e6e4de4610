import { describe, expect, it } from 'vitest';
import { monthGrid } from './month-grid';

describe('monthGrid', () => {
  it('starts the weeks on Monday', () => {
    // 1 March 2026 is a Sunday.
    const weeks = monthGrid('2026-03');
    expect(weeks[0]).toEqual([null, null, null, null, null, null, '2026-03-01']);
    expect(weeks.at(-1)).toEqual(['2026-03-30', '2026-03-31', null, null, null, null, null]);
    expect(weeks).toHaveLength(6);
  });

  it('counts leap Februaries', () => {
    const days = monthGrid('2028-02').flat().filter(Boolean);
    expect(days).toHaveLength(29);
    expect(days.at(-1)).toBe('2028-02-29');
  });
});
