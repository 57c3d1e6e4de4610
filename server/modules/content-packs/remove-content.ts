import type { Database, Queryable } from '../../db/database';
import type { RemovalKind } from './removal-kinds';
import type { RemovalTarget } from './removal-targets';

export interface RemovalLine {
  label: string;
  removed: number;
  /** Rows that stay, each with why: edited since it was seeded, or still used by other content. */
  kept: { key: string; reason: string }[];
  /** Keys named that the database does not have. */
  absent: number;
}

export interface RemovalReport {
  lines: RemovalLine[];
  /** Whether the removal was carried out (`apply`) or only tried and rolled back. */
  applied: boolean;
  /** Whether anything was (or would be) removed. */
  changed: boolean;
}

/** Every table that names an item of any kind by its type label and id (favourites, praise, reads, downloads). */
const USER_TABLES = ['user_operations', 'read_history', 'user_downloads', 'daily_reads'];

const KEPT_EDITED = 'edited by an operator since it was seeded';
const KEPT_USED = 'other content still refers to it';

class DryRun extends Error {}

function lineOf(lines: RemovalLine[], label: string): RemovalLine {
  let line = lines.find((each) => each.label === label);
  if (!line) lines.push((line = { label, removed: 0, kept: [], absent: 0 }));
  return line;
}

const isForeignKeyViolation = (err: unknown) => (err as { code?: string }).code === '23503';

/** Deletes the rows of `keys` in a savepoint, answering false (and deleting nothing) when another row refers to one. */
async function deleteAll(tx: Queryable, kind: RemovalKind, keys: string[]): Promise<boolean> {
  await tx.query('SAVEPOINT content_remove');
  try {
    await tx.query(`DELETE FROM ${kind.table} WHERE ${kind.keyColumn}::text = ANY($1::text[])`, [keys]);
    await tx.query('RELEASE SAVEPOINT content_remove');
    return true;
  } catch (err) {
    await tx.query('ROLLBACK TO SAVEPOINT content_remove');
    if (isForeignKeyViolation(err)) return false;
    throw err;
  }
}

async function removeKind(tx: Queryable, target: RemovalTarget, lines: RemovalLine[]): Promise<void> {
  const { kind } = target;
  const line = lineOf(lines, kind.label);
  const keys = [...new Set(await target.keys(tx))];
  const found = await tx.query<{ key: string; id: number | null; edited: boolean }>(
    `SELECT r.${kind.keyColumn}::text AS key, ${kind.bizType ? 'r.id' : 'NULL'} AS id,
       (${kind.edited ?? 'false'} OR EXISTS (SELECT 1 FROM audit_log a WHERE a.item_type = $2 AND a.item_id = r.${kind.keyColumn}::text)) AS edited
     FROM ${kind.table} r WHERE r.${kind.keyColumn}::text = ANY($1::text[])`,
    [keys, kind.auditType],
  );
  line.absent += keys.length - found.length;
  const order = new Map(keys.map((key, index) => [key, index]));
  found.sort((a, b) => order.get(a.key)! - order.get(b.key)!);
  for (const row of found.filter((each) => each.edited)) line.kept.push({ key: row.key, reason: KEPT_EDITED });
  const going = found.filter((row) => !row.edited);
  if (!going.length) return;
  const goingKeys = going.map((row) => row.key);
  const leftovers = kind.leftover
    ? (await tx.query<{ id: number | null }>(kind.leftover.collect, [goingKeys])).map((row) => row.id).filter((id) => id !== null)
    : [];
  const removed = new Set<string>();
  if (await deleteAll(tx, kind, goingKeys)) goingKeys.forEach((key) => removed.add(key));
  else {
    // One by one (children come first, so a row's own children have already gone): only a row that other
    // content still refers to stays.
    for (const key of goingKeys) {
      if (await deleteAll(tx, kind, [key])) removed.add(key);
      else line.kept.push({ key, reason: KEPT_USED });
    }
  }
  line.removed += removed.size;
  const ids = going.filter((row) => removed.has(row.key) && row.id !== null).map((row) => row.id!);
  if (kind.bizType && ids.length) {
    for (const table of USER_TABLES) {
      await tx.query(`DELETE FROM ${table} WHERE biz_type = $1 AND biz_id = ANY($2::int[])`, [kind.bizType, ids]);
    }
  }
  if (kind.leftover && leftovers.length) {
    const gone = await tx.query(kind.leftover.remove, [leftovers]);
    lineOf(lines, kind.leftover.label).removed += gone.length;
  }
}

/**
 * Deletes the rows the targets name, in one transaction, and reports per kind how many went, stayed (with why)
 * or were not there. Without `apply` it does the same and rolls it back: the report says what would go. Deleted
 * items leave the search index through the tables' triggers; the content version moves once, so every process's
 * cached pages and sitemaps follow.
 */
export async function removeContent(db: Database, targets: RemovalTarget[], options: { apply: boolean }): Promise<RemovalReport> {
  const lines: RemovalLine[] = [];
  const run = db.transaction(async (tx) => {
    for (const target of targets) await removeKind(tx, target, lines);
    // Some tables (products, courses) have no content-version trigger of their own.
    if (lines.some((line) => line.removed)) await tx.query('UPDATE content_version SET version = version + 1, changed_at = now()');
    if (!options.apply) throw new DryRun();
  });
  await run.catch((err: unknown) => {
    if (!(err instanceof DryRun)) throw err;
  });
  return { lines, applied: options.apply, changed: lines.some((line) => line.removed > 0) };
}

/** The report as the command prints it. */
export function formatRemovalReport(report: RemovalReport): string {
  const verb = report.applied ? 'removed' : 'would remove';
  const out = report.lines
    .filter((line) => line.removed + line.kept.length + line.absent > 0)
    .map((line) => `${line.label.padEnd(18)} ${verb} ${line.removed}, kept ${line.kept.length}, absent ${line.absent}`);
  for (const line of report.lines) for (const kept of line.kept) out.push(`kept ${line.label} ${kept.key}: ${kept.reason}`);
  if (!report.changed) out.push('Nothing to remove.');
  else if (report.applied) out.push('Content changed: cached pages, sitemaps and search are rebuilt.');
  else out.push('Dry run: nothing was deleted. Run again with --apply to delete.');
  return out.join('\n');
}
