import { cpSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { inject } from 'vitest';
import { openDatabase, type Database, type DatabaseOptions } from '../db/database';
import { databaseUrl, onServer, type DatabaseTemplate } from './database-template';

// The worker's side of database-template.ts: one copy of the template per test file, opened on first use
// and released after the file's last hook (file-database-setup.ts).

let engine: Promise<DatabaseOptions['engine']> | undefined;

/**
 * PGlite's code, compiled once per worker: every database of the worker runs on the same compiled (and by
 * then optimised) module instead of compiling 9 MB of WebAssembly for each file.
 */
function sharedEngine(): Promise<DatabaseOptions['engine']> {
  engine ??= (async () => {
    const require = createRequire(import.meta.url);
    const file = (name: string) => readFileSync(require.resolve(`@electric-sql/pglite/${name}`));
    return { pgliteWasmModule: await WebAssembly.compile(file('pglite.wasm')), fsBundle: new Blob([file('pglite.data')]) };
  })();
  return engine;
}

let fileCount = 0;

interface FileDatabase {
  db: Database;
  release(): Promise<void>;
}

async function openCopy(template: DatabaseTemplate): Promise<FileDatabase> {
  const name = `${process.pid}_${++fileCount}`;
  if (template.kind === 'pglite') {
    const dataDir = join(template.copiesDir, name);
    cpSync(template.dataDir, dataDir, { recursive: true });
    const remove = () => rmSync(dataDir, { recursive: true, force: true });
    try {
      const db = await openDatabase({ dataDir, engine: await sharedEngine() });
      return { db, release: () => db.close().finally(remove) };
    } catch (err) {
      remove();
      throw err;
    }
  }
  const database = `${template.database}_${name}`;
  await onServer(template.url, `CREATE DATABASE "${database}" TEMPLATE "${template.database}"`);
  const db = await openDatabase({ databaseUrl: databaseUrl(template.url, database) });
  return {
    db,
    async release() {
      await db.close();
      // The pool's sessions are still closing when close() resolves: a plain DROP waits for them (up to 5 s),
      // where WITH (FORCE) would cut them off and their client would throw. FORCE only for a session left open.
      await onServer(template.url, `DROP DATABASE IF EXISTS "${database}"`).catch((err: unknown) => {
        if ((err as { code?: string }).code !== '55006') throw err;
        return onServer(template.url, `DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
      });
    },
  };
}

let current: Promise<FileDatabase> | undefined;

/** The database of the running test file, copied from the template on first use. */
export function fileDatabase(): Promise<Database> {
  current ??= openCopy(inject('databaseTemplate') ?? missingTemplate());
  return current.then((file) => file.db);
}

/** Closes (and removes) the running file's database; file-database-setup.ts calls it after each file. */
export async function releaseFileDatabase(): Promise<void> {
  const file = current;
  current = undefined;
  // A copy that failed to open has already failed its file's hook; there is nothing to release.
  const opened = await file?.catch(() => undefined);
  await opened?.release();
}

function missingTemplate(): never {
  throw new Error('No database template: the server tests run through vitest.config.ts, whose global setup makes it.');
}
