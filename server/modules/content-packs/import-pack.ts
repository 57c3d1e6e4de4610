import type { Database, Queryable } from '../../db/database';
import type { PackKind } from './pack-kind';
import { readPack, type Refusal } from './read-pack';

export interface KindReport {
  file: string;
  created: number;
  updated: number;
  skipped: number;
  refused: Refusal[];
}

export interface ImportReport {
  kinds: KindReport[];
  /** Files in the folder that are no kind of the pack (a typo in a name would otherwise load nothing, silently). */
  unknownFiles: string[];
  /** Whether anything was created or updated. */
  changed: boolean;
}

const normalise = (value: unknown) => (value instanceof Date ? value.toISOString() : value);
const same = (a: unknown, b: unknown) => JSON.stringify(normalise(a)) === JSON.stringify(normalise(b));

async function writeRow(
  tx: Queryable,
  kind: PackKind,
  key: string,
  facts: Record<string, unknown>,
  initial: Record<string, unknown>,
  before?: Record<string, unknown>,
) {
  const values = kind.columns ? await kind.columns(tx, facts) : facts;
  if (before) {
    const names = Object.keys(values);
    const sets = names.map((name, index) => `${name} = $${index + 2}`).join(', ');
    await tx.query(`UPDATE ${kind.table} SET ${sets} WHERE ${kind.keyColumn}::text = $1`, [key, ...names.map((name) => values[name])]);
  } else {
    const all = { [kind.keyColumn]: kind.keyColumn === 'id' ? Number(key) : key, ...values, ...initial };
    const names = Object.keys(all);
    const params = names.map((_, index) => `$${index + 1}`).join(', ');
    await tx.query(`INSERT INTO ${kind.table} (${names.join(', ')}) VALUES (${params})`, Object.values(all));
  }
  await kind.writeExtra?.(tx, key, facts, before);
}

/** Loads one kind's rows in one transaction; each row in a savepoint, so a row the database refuses refuses only itself. */
async function importKind(db: Database, kind: PackKind, rows: Record<string, unknown>[], report: KindReport, now: Date): Promise<void> {
  if (!rows.length) return;
  await db.transaction(async (tx) => {
    const existing = new Map((await tx.query(kind.select)).map((row) => [String(row.key), row]));
    for (const row of rows) {
      const key = kind.key(row);
      const { facts, initial } = kind.stored(row, now);
      const before = existing.get(key);
      if (before && Object.entries(facts).every(([name, value]) => same(value, before[name]))) {
        report.skipped++;
        continue;
      }
      await tx.query('SAVEPOINT pack_row');
      try {
        await writeRow(tx, kind, key, facts, initial, before);
        await tx.query('RELEASE SAVEPOINT pack_row');
        if (before) report.updated++;
        else report.created++;
      } catch (err) {
        await tx.query('ROLLBACK TO SAVEPOINT pack_row');
        const { message, detail } = err as { message: string; detail?: string };
        report.refused.push({ at: `${kind.file} (${key})`, reason: detail ? `${message}: ${detail}` : message });
      }
    }
  });
}

/**
 * Loads a content pack folder (docs/content-packs.md) by key: a new row is created, a changed one updated, an
 * identical one skipped, and a row that cannot load is refused with its reason while the others load. A change
 * moves the content version (the tables' triggers), so every process's page cache empties.
 */
export async function importPack(db: Database, dir: string, options: { now?: Date } = {}): Promise<ImportReport> {
  const now = options.now ?? new Date();
  const { files, unknown } = readPack(dir);
  const kinds: KindReport[] = [];
  for (const { kind, rows, refused } of files) {
    const report: KindReport = { file: kind.file, created: 0, updated: 0, skipped: 0, refused: [...refused] };
    await importKind(db, kind, rows, report, now);
    kinds.push(report);
  }
  return { kinds, unknownFiles: unknown, changed: kinds.some((kind) => kind.created + kind.updated > 0) };
}

/** The report as the command prints it. */
export function formatImportReport(report: ImportReport): string {
  const lines = report.kinds
    .filter((kind) => kind.created + kind.updated + kind.skipped + kind.refused.length > 0)
    .map(
      (kind) =>
        `${kind.file.padEnd(16)} created ${kind.created}, updated ${kind.updated}, skipped ${kind.skipped}, refused ${kind.refused.length}`,
    );
  for (const kind of report.kinds) for (const refusal of kind.refused) lines.push(`refused ${refusal.at}: ${refusal.reason}`);
  for (const file of report.unknownFiles) lines.push(`ignored ${file}: no kind of content pack has this name`);
  lines.push(report.changed ? 'Content changed: cached pages are rebuilt.' : 'Nothing changed.');
  return lines.join('\n');
}
