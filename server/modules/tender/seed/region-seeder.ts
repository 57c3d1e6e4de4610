import type { Database, Queryable } from '../../../db/database';
import { insertRows } from '../../../db/insert-rows';
import type { Seeder } from '../../../db/seed';
import { readSeedData } from '../../../db/seed-data';

// The national administrative divisions (server/db/seed-data/regions.json): reference data for tenders,
// subscriptions and the region tree, loaded on every database, demo or not.

/** [code, name] rows, every parent before its children. */
type RegionRow = [code: string, name: string];

/** The parent of a 6-digit code: a district's city, a city's province; none for a province. */
export function parentOf(code: string): string | null {
  if (code.endsWith('0000')) return null;
  return code.endsWith('00') ? `${code.slice(0, 2)}0000` : `${code.slice(0, 4)}00`;
}

const levelOf = (code: string) => (code.endsWith('0000') ? 1 : code.endsWith('00') ? 2 : 3);

async function loadRegions(tx: Queryable): Promise<void> {
  const { regions } = readSeedData<{ regions: RegionRow[] }>('regions.json');
  const columns = [
    { name: 'code', type: 'text' },
    { name: 'name', type: 'text' },
    { name: 'parent_code', type: 'text' },
    { name: 'level', type: 'smallint' },
  ];
  // Level by level, so every parent exists before its children reference it.
  for (const level of [1, 2, 3]) {
    const rows = regions.filter(([code]) => levelOf(code) === level).map(([code, name]) => [code, name, parentOf(code), level]);
    await insertRows(tx, 'regions', columns, rows);
  }
}

export const regionSeeder: Seeder = { name: 'regions', run: (tx) => loadRegions(tx) };

/** Loads the divisions into a database that has none yet (an import run before the server first seeded it). */
export async function ensureRegions(db: Database): Promise<void> {
  const [any] = await db.query('SELECT 1 FROM regions LIMIT 1');
  if (!any) await db.transaction(loadRegions);
}
