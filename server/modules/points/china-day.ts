import { readDay } from '../../services/daily-reads';

// Sign-in days are China days (UTC+8, no daylight saving): 15:59:59Z and 16:00:00Z fall on different days.

const DAY_MS = 86_400_000;

/** The China day of an instant, YYYY-MM-DD: the same day the counted reads and the tracking use. */
export const chinaDay = (at: Date): string => readDay(at);

/** The day `days` after (or before, when negative) a YYYY-MM-DD day. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The first and last day of a YYYY-MM month. */
export function monthBounds(month: string): { first: string; last: string } {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, number, 0)).toISOString().slice(0, 10);
  return { first: `${month}-01`, last };
}
