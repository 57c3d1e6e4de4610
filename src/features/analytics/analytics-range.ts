import { ANALYTICS_RANGE_MAX_DAYS, type AnalyticsRange } from '../../../shared/calls/analytics';
import { chinaDayOf } from '../../../shared/china-time';

const DAY_MS = 86_400_000;

/** The range presets: today and the last 7, 30 and 90 days, today included. */
export const PRESETS = [1, 7, 30, 90] as const;
export type Preset = (typeof PRESETS)[number];

export type DateRange = Pick<AnalyticsRange, 'from' | 'to'>;

/** The China-time day (YYYY-MM-DD) of an instant. */
export const chinaDay = chinaDayOf;

/** The last `days` days up to the China-time day of `now`. */
export function presetRange(days: Preset, now: number): DateRange {
  return { from: chinaDay(now - (days - 1) * DAY_MS), to: chinaDay(now) };
}

/** The preset a range is, if any (the buttons show which one is chosen). */
export function presetOf(range: DateRange, now: number): Preset | undefined {
  return PRESETS.find((days) => {
    const preset = presetRange(days, now);
    return preset.from === range.from && preset.to === range.to;
  });
}

/** Why a range cannot be asked about ('order', 'length'), or undefined when it can. */
export function rangeProblem({ from, to }: DateRange): 'order' | 'length' | undefined {
  if (!from || !to) return 'order';
  const span = (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;
  if (Number.isNaN(span) || span < 1) return 'order';
  return span > ANALYTICS_RANGE_MAX_DAYS ? 'length' : undefined;
}
