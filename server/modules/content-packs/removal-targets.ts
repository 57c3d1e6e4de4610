import type { Queryable } from '../../db/database';
import { demoCourseKeys } from '../learning/public';
import { demoProductKeys } from '../product/public';
import { DEMO_TENDER_KEY_PATTERN, demoOrganisationNames } from '../tender/public';
import { PACK_KINDS } from './pack-kinds';
import { PACK_REMOVALS, SEEDED_REMOVALS, type RemovalKind } from './removal-kinds';
import { readPack } from './read-pack';

/** Rows of one kind to remove: their keys, or (for content with no fixed keys) a query that finds them. */
export interface RemovalTarget {
  kind: RemovalKind;
  keys: (tx: Queryable) => Promise<string[]>;
}

/**
 * The rows a pack folder names, children before parents (the reverse of the order they load in). Rows the
 * pack's schemas refuse are left out; their keys are unsure.
 */
export function packTargets(dir: string): RemovalTarget[] {
  const { files } = readPack(dir);
  return files
    .filter((file) => file.rows.length)
    .sort((a, b) => PACK_KINDS.indexOf(b.kind) - PACK_KINDS.indexOf(a.kind))
    .map((file) => {
      const keys = file.rows.map((row) => file.kind.key(row)).reverse();
      return { kind: PACK_REMOVALS[file.kind.file]!, keys: async () => keys };
    });
}

const fixed = (kind: RemovalKind, keys: (string | number)[]): RemovalTarget => ({ kind, keys: async () => keys.map(String) });

/** What the demo seeders added: the demo tenders (by their key's form) and organisations, products, solutions and courses. */
export function seededDemoTargets(): RemovalTarget[] {
  const products = demoProductKeys();
  const courses = demoCourseKeys();
  return [
    {
      kind: SEEDED_REMOVALS.tenders,
      keys: async (tx) =>
        (await tx.query<{ id: number }>('SELECT id FROM tenders WHERE project_key ~ $1 ORDER BY id', [DEMO_TENDER_KEY_PATTERN])).map(
          (row) => String(row.id),
        ),
    },
    fixed(SEEDED_REMOVALS.organisations, demoOrganisationNames()),
    fixed(SEEDED_REMOVALS.solutions, products.solutions),
    fixed(SEEDED_REMOVALS.products, products.products),
    fixed(SEEDED_REMOVALS.videos, courses.courses),
    fixed(SEEDED_REMOVALS.videoCategories, courses.categories),
  ];
}
