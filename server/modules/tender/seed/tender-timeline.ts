import { TENDER_STAGE_CODES, type TenderStage } from '../../../../shared/calls/enums';
import type { Random } from '../../../db/seeders/seeded-random';

// When each stage of a demo project happens, on Beijing office hours: documents for about a week, bids due
// about 20 days after the announcement and opened then, a clarification in between, the result days to
// weeks after the opening.

export const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
/** China Standard Time, UTC+8 all year. */
export const BEIJING_OFFSET_MS = 8 * HOUR_MS;

/** The Beijing midnight that starts the day of `time`, as a UTC instant. */
export const beijingDayStart = (time: number) => Math.floor((time + BEIJING_OFFSET_MS) / DAY_MS) * DAY_MS - BEIJING_OFFSET_MS;

const officeTime = (random: Random) => (8.5 + random.next() * 9.5) * HOUR_MS;
const OPENING_HOURS = [9, 9.5, 10, 14.5];

export interface Timeline {
  /** When each stage's notice is published. */
  published: Record<TenderStage, Date>;
  docsUntil: Date;
  /** Bids are due and opened. */
  opening: Date;
}

/** A project's stages from an announcement on the day `daysAgo` days before `now`. */
export function timeline(random: Random, now: Date, daysAgo: number): Timeline {
  const announced = beijingDayStart(now.getTime() - daysAgo * DAY_MS);
  const dueDays = random.int(20, 25);
  const opening = announced + dueDays * DAY_MS + random.pick(OPENING_HOURS) * HOUR_MS;
  return {
    published: {
      '0100': new Date(announced + officeTime(random)),
      '0105': new Date(announced + random.int(3, dueDays - 5) * DAY_MS + officeTime(random)),
      '0102': new Date(opening + random.int(1, 4) * HOUR_MS),
      '0104': new Date(beijingDayStart(opening) + random.int(3, 15) * DAY_MS + officeTime(random)),
    },
    docsUntil: new Date(announced + random.int(5, 7) * DAY_MS + 17 * HOUR_MS),
    opening: new Date(opening),
  };
}

/** The same timeline whole days earlier (a positive count) or later. */
export function shifted(line: Timeline, days: number): Timeline {
  const move = (date: Date) => new Date(date.getTime() - days * DAY_MS);
  const published = Object.fromEntries(TENDER_STAGE_CODES.map((stage) => [stage, move(line.published[stage])])) as Timeline['published'];
  return { published, docsUntil: move(line.docsUntil), opening: move(line.opening) };
}

/** Whole days from `now`'s Beijing day back to the day of `time`. */
export const daysBefore = (now: Date, time: Date) =>
  Math.round((beijingDayStart(now.getTime()) - beijingDayStart(time.getTime())) / DAY_MS);
