// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './format-date';

describe('formatDate', () => {
  it('shows the day in China Standard Time whatever the machine zone', () => {
    expect(formatDate('2026-11-21T16:30:00.000Z')).toBe('2026-11-22');
    expect(formatDate('2026-11-21T15:59:00.000Z')).toBe('2026-11-21');
    expect(formatDateTime('2026-01-05T01:07:00.000Z')).toBe('2026-01-05 09:07');
  });

  it('returns an empty string for unparseable input', () => {
    expect(formatDate('not a date')).toBe('');
    expect(formatDateTime('')).toBe('');
  });
});
