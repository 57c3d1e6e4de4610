import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Queryable } from '../../db/database';
import { PACK_KINDS } from './pack-kinds';

/**
 * What visitors see, of any kind's rows: published and not deleted (a kind without those columns, such as a
 * category, is all shown). A pack row carries no status, so a draft or a scheduled item exported would be loaded
 * as published wherever the pack goes.
 */
const SHOWN = `coalesce(to_jsonb(s) ->> 'status', 'published') = 'published' AND to_jsonb(s) ->> 'deleted_at' IS NULL`;

/** Writes every kind's shown rows as `<file>.json`, one row a line, in key order; returns the count per file. */
export async function exportPack(db: Queryable, dir: string): Promise<Record<string, number>> {
  mkdirSync(dir, { recursive: true });
  const counts: Record<string, number> = {};
  for (const kind of PACK_KINDS) {
    const stored = await db.query(`SELECT * FROM (${kind.select}) s WHERE ${SHOWN} ORDER BY ${kind.keyColumn}`);
    const rows = (kind.order ?? ((all) => all))(stored.map(kind.toRow));
    writeFileSync(join(dir, `${kind.file}.json`), `[\n${rows.map((row) => `  ${JSON.stringify(row)}`).join(',\n')}\n]\n`);
    counts[kind.file] = rows.length;
  }
  return counts;
}
