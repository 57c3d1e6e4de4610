import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Queryable } from '../../db/database';
import { PACK_KINDS } from './pack-kinds';

/** Writes every kind's rows as `<file>.json`, one row a line, in key order; returns the count per file. */
export async function exportPack(db: Queryable, dir: string): Promise<Record<string, number>> {
  mkdirSync(dir, { recursive: true });
  const counts: Record<string, number> = {};
  for (const kind of PACK_KINDS) {
    const stored = await db.query(`SELECT * FROM (${kind.select}) s ORDER BY ${kind.keyColumn}`);
    const rows = (kind.order ?? ((all) => all))(stored.map(kind.toRow));
    writeFileSync(join(dir, `${kind.file}.json`), `[\n${rows.map((row) => `  ${JSON.stringify(row)}`).join(',\n')}\n]\n`);
    counts[kind.file] = rows.length;
  }
  return counts;
}
