import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SEED_DATA_DIR } from '../paths';

/** Demo content is data: JSON files in server/db/seed-data/. */
export function readSeedData<T>(file: string): T {
  return JSON.parse(readFileSync(join(SEED_DATA_DIR, file), 'utf8')) as T;
}

const DAY_MS = 86_400_000;

/** A release time `daysAgo` days before `now`, staggered by id so items of one day keep an order. */
export function releaseTime(now: Date, item: { id: number; daysAgo: number }): Date {
  return new Date(now.getTime() - item.daysAgo * DAY_MS - (item.id % 600) * 60_000);
}
