/** China Standard Time is UTC+8 all year (no daylight saving): the portal's days and clock times are China's. */
export const CHINA_OFFSET_MS = 8 * 3_600_000;

/** An instant as China's wall clock, `YYYY-MM-DDTHH:mm:ss.sss` (the digits of China time, no zone). */
export const chinaWallClock = (time: number): string => new Date(time + CHINA_OFFSET_MS).toISOString().slice(0, 23);

/** The China day (YYYY-MM-DD) of an instant. */
export const chinaDayOf = (time: number): string => chinaWallClock(time).slice(0, 10);
