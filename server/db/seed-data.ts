import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SEED_DATA_DIR } from '../paths';

/** Demo content is data: JSON files in server/db/seed-data/. */
export function readSeedData<T>(file: string): T {
  return JSON.parse(readFileSync(join(SEED_DATA_DIR, file), 'utf8')) as T;
}
