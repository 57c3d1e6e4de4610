import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MIGRATIONS_DIR } from '../paths';
import type { Database } from './database';
import { splitSqlStatements } from './sql-statements';

// Any fixed number: it only has to be the same in every process that migrates this database.
const MIGRATION_LOCK = 730_001;

/**
 * Applies server/db/migrations/NNN-name.sql in order, each once, under a lock so parallel starts are safe. A file
 * may hold any SQL (dollar-quoted function bodies over many lines included); its statements run one by one. Files
 * are recorded by name only, with no checksum: editing an applied file changes nothing on a database that has it,
 * so only reformatting that keeps the meaning belongs in an applied file.
 */
export async function migrate(db: Database, dir = MIGRATIONS_DIR): Promise<string[]> {
  const files = readdirSync(dir)
    .filter((name) => /^\d{3}-[\w-]+\.sql$/.test(name))
    .sort();
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.query(
      'CREATE TABLE IF NOT EXISTS schema_migrations (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const done = new Set((await tx.query<{ version: string }>('SELECT version FROM schema_migrations')).map((r) => r.version));
    const applied: string[] = [];
    for (const file of files) {
      if (done.has(file)) continue;
      for (const statement of splitSqlStatements(readFileSync(join(dir, file), 'utf8'))) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (version) VALUES ($1)', [file]);
      applied.push(file);
    }
    return applied;
  });
}
