import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { Database } from '../../db/database';
import { kyselyOf } from '../../db/kysely';
import { importPack, type ImportReport } from './import-pack';

/** A digest of the pack's files, names and bytes: it changes when any row does. */
export function packFingerprint(dir: string): string {
  const hash = createHash('sha256');
  for (const name of readdirSync(dir)
    .filter((file) => /\.jsonl?$/.test(file))
    .sort()) {
    hash
      .update(name)
      .update('\0')
      .update(readFileSync(join(dir, name)))
      .update('\0');
  }
  return hash.digest('hex');
}

/**
 * Loads a shipped pack at start, once per version of its files: null when this version was loaded before. A pack
 * with refused rows is not recorded, so the next start tries again.
 */
export async function loadPackOnce(db: Database, dir: string, options: { now?: Date } = {}): Promise<ImportReport | null> {
  const pack = basename(dir);
  const fingerprint = packFingerprint(dir);
  const loaded = await kyselyOf(db).selectFrom('content_pack_loads').select('fingerprint').where('pack', '=', pack).executeTakeFirst();
  if (loaded?.fingerprint === fingerprint) return null;
  const report = await importPack(db, dir, options);
  if (report.kinds.every((kind) => !kind.refused.length) && !report.unknownFiles.length) {
    await kyselyOf(db)
      .insertInto('content_pack_loads')
      .values({ pack, fingerprint })
      .onConflict((conflict) => conflict.column('pack').doUpdateSet({ fingerprint, loaded_at: new Date() }))
      .execute();
  }
  return report;
}
