import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/database';
import { ROOT } from '../paths';
import { databaseUrl, onServer, prepareTemplate, type DatabaseTemplate } from './database-template';

/**
 * Vitest global setup of the server project: migrates and seeds one template database per run, which every
 * test file then copies (test-database.ts). Answers the teardown that removes it and any copy left behind.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const database = `portal_test_${process.pid}`;
    await onServer(url, `DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`, `CREATE DATABASE "${database}"`);
    const db = await openDatabase({ databaseUrl: databaseUrl(url, database) });
    try {
      await prepareTemplate(db);
    } finally {
      await db.close();
    }
    project.provide('databaseTemplate', { kind: 'postgres', url, database } satisfies DatabaseTemplate);
    return () => onServer(url, `DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
  }

  // Copies are written and read at memory speed on tmpfs; the folder holds about 45 MB per open copy.
  const base = existsSync('/dev/shm') ? '/dev/shm' : tmpdir();
  removeAbandoned(base);
  const root = mkdtempSync(join(base, `${PREFIX}${process.pid}-`));
  const template: DatabaseTemplate = { kind: 'pglite', dataDir: join(root, 'template'), copiesDir: join(root, 'files') };
  mkdirSync(template.copiesDir);
  try {
    cpSync(await emptyCluster(), template.dataDir, { recursive: true });
    const db = await openDatabase({ dataDir: template.dataDir });
    try {
      await prepareTemplate(db);
    } finally {
      await db.close();
    }
  } catch (err) {
    rmSync(root, { recursive: true, force: true });
    throw err;
  }
  project.provide('databaseTemplate', template);
  return async () => rmSync(root, { recursive: true, force: true });
}

const PREFIX = 'portal-test-db-';

/** Removes the folders of runs that were killed before their teardown (their process is gone). */
function removeAbandoned(base: string): void {
  for (const name of readdirSync(base)) {
    const pid = name.startsWith(PREFIX) ? Number(name.slice(PREFIX.length).split('-')[0]) : NaN;
    if (Number.isInteger(pid) && !isRunning(pid)) rmSync(join(base, name), { recursive: true, force: true });
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * A freshly initialised, empty PGlite data folder, kept in node_modules/.cache for the installed PGlite
 * version: its initdb (about 5 s on a data folder) then runs once per install instead of once per run.
 */
async function emptyCluster(): Promise<string> {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const { version } = JSON.parse(readFileSync(join(dirname(entry), '..', 'package.json'), 'utf8')) as { version: string };
  const cached = join(ROOT, 'node_modules', '.cache', 'portal-tests', `pglite-${version}-initdb`);
  if (existsSync(join(cached, 'PG_VERSION'))) return cached;
  // Made beside it and renamed into place, so a run never sees half a folder; a parallel run may win the race.
  const making = `${cached}.${process.pid}`;
  rmSync(making, { recursive: true, force: true });
  await (await openDatabase({ dataDir: making })).close();
  try {
    renameSync(making, cached);
  } catch {
    rmSync(making, { recursive: true, force: true });
  }
  return cached;
}
