import pg from 'pg';
// Loads vitest's types for the augmentation below, also where this file is used outside a test (deploy scenario).
import type {} from 'vitest';
import type { Database } from '../db/database';
import { migrate } from '../db/migrate';
import { seed } from '../db/seed';
import { indexPending } from '../modules/search/public';
import { loadTenants } from '../tenants/load-tenants';
import { TEST_FIXTURE_PACK } from './fixture-pack';

// Each server test file gets a database of its own, copied from one template that the global setup
// (global-setup.ts) migrates and seeds once per run:
// - PGlite: the template's data folder, in memory-backed /dev/shm where there is one; each file opens a copy
//   of the folder (no initdb, no migrations, no seed).
// - PostgreSQL (TEST_DATABASE_URL): a template database; each file gets `CREATE DATABASE … TEMPLATE …`,
//   dropped when the file ends.
// Files run in parallel workers and never see each other's rows.

/** What the global setup hands to the workers. */
export type DatabaseTemplate = { kind: 'pglite'; dataDir: string; copiesDir: string } | { kind: 'postgres'; url: string; database: string };

declare module 'vitest' {
  interface ProvidedContext {
    databaseTemplate: DatabaseTemplate;
  }
}

/**
 * Migrates and seeds a database, then indexes the seeded items for search as the app's first start would:
 * what every test file starts from. The demo users are the tests' fixtures, on PostgreSQL too (where a real
 * start leaves them out), and so is the hostile content of tests/fixtures/content-pack. (Each app still indexes whatever is pending when it is ready, which is
 * then nothing, instead of the whole seed in every file.)
 */
export async function prepareTemplate(db: Database): Promise<void> {
  await migrate(db);
  await seed(db, { tenants: loadTenants().tenants, now: new Date(), demoAccounts: true, extraPacks: [TEST_FIXTURE_PACK] });
  await indexPending(db);
}

/** The same server, another database: the URL with its path replaced. */
export function databaseUrl(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** Runs statements on the server of `url` over one short connection (CREATE/DROP DATABASE). */
export async function onServer(url: string, ...statements: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}
