import type { CountNode } from '../../../shared/calls/content-fields';
import { PROJECT_TYPES, type LibraryType, type ProjectType } from '../../../shared/calls/enums';
import type { LibraryListItem } from '../../../shared/calls/library';
import { fail } from '../../services/failure';
import type { Queryable } from '../../db/database';
import type { Count } from '../../services/paging';
import { buildTree, type NodeRow } from '../../services/tree';

// Categories of the library (SPEC §7 /cat/dir): a tree per content type; every count includes the
// category's descendants.

/** The table of each library type; the only table names library SQL is built with. */
export const LIBRARY_TABLES: Record<LibraryType, string> = {
  standard: 'shown_standards',
  policy: 'shown_policies',
  paper: 'shown_papers',
};

/** A category and every category below it, as `SELECT id FROM sub` (the root's id is the parameter named). */
export const SUBTREE = (param: string) => `WITH RECURSIVE sub AS (
    SELECT id FROM content_categories WHERE id = ${param}
    UNION ALL SELECT c.id FROM content_categories c JOIN sub ON c.parent_id = sub.id
  )`;

export type CategoryRef = LibraryListItem['category'];

/** A category of this type, or 40400. */
export async function findCategory(db: Queryable, catType: LibraryType, id: number): Promise<CategoryRef> {
  const [row] = await db.query<CategoryRef>('SELECT id, name FROM content_categories WHERE id = $1 AND cat_type = $2', [id, catType]);
  if (!row) throw fail('categoryNotFound');
  return row;
}

export async function categoryTree(db: Queryable, catType: LibraryType): Promise<CountNode[]> {
  const rows = await db.query<NodeRow>(
    `SELECT c.id, c.parent_id, c.name, (SELECT count(*) FROM ${LIBRARY_TABLES[catType]} t WHERE t.category_id = c.id) AS count
     FROM content_categories c WHERE c.cat_type = $1 ORDER BY c.parent_id NULLS FIRST, c.sort, c.id`,
    [catType],
  );
  return buildTree(rows);
}

/** Items per project type, within a category (and its descendants) or the whole type: ALL first with the sum. */
export async function comBucket(
  db: Queryable,
  catType: LibraryType,
  catId?: number,
): Promise<{ projectType: ProjectType; count: number }[]> {
  if (catId !== undefined) await findCategory(db, catType, catId);
  const rows = await db.query<{ project_type: string; count: Count }>(
    `${SUBTREE('$1::int')}
     SELECT t.project_type, count(*) AS count FROM ${LIBRARY_TABLES[catType]} t
     WHERE $1::int IS NULL OR t.category_id IN (SELECT id FROM sub) GROUP BY t.project_type`,
    [catId ?? null],
  );
  const counts = new Map(rows.map((row) => [row.project_type, Number(row.count)]));
  const buckets = PROJECT_TYPES.filter((type) => type !== 'ALL').map((projectType) => ({
    projectType,
    count: counts.get(projectType) ?? 0,
  }));
  return [{ projectType: 'ALL', count: buckets.reduce((sum, bucket) => sum + bucket.count, 0) }, ...buckets];
}
