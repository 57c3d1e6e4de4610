import { afterAll, beforeAll } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../app';
import { openDatabase, type Database } from '../db/database';
import { migrate } from '../db/migrate';
import { seed } from '../db/seed';
import { loadTenants, type LoadDirs } from '../tenants/load-tenants';
import { createTenantRegistry } from '../tenants/tenant-registry';

let shared: Promise<Database> | undefined;

/**
 * One migrated database for the whole server test run: in-memory PGlite, or the PostgreSQL server named by
 * TEST_DATABASE_URL (scripts/test-with-postgres.sh).
 */
export function testDatabase(): Promise<Database> {
  shared ??= (async () => {
    const db = await openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL });
    await migrate(db);
    return db;
  })();
  return shared;
}

/** Empties every table and seeds again, so each test file starts from the demo content. */
export async function resetDatabase(db: Database, dirs: LoadDirs = {}): Promise<void> {
  const tables = await db.query<{ tablename: string }>(
    "SELECT tablename FROM pg_tables WHERE schemaname = current_schema() AND tablename <> 'schema_migrations'",
  );
  if (tables.length) await db.exec(`TRUNCATE ${tables.map((t) => `"${t.tablename}"`).join(', ')} RESTART IDENTITY CASCADE`);
  await seed(db, { tenants: loadTenants(dirs).tenants, now: new Date() });
}

export interface TestAppOptions extends Partial<Omit<AppOptions, 'db' | 'tenants'>> {
  dirs?: LoadDirs;
}

/** The app factory on the shared test database, freshly seeded. */
export async function createTestApp(options: TestAppOptions = {}): Promise<FastifyInstance> {
  const db = await testDatabase();
  await resetDatabase(db, options.dirs);
  const app = await buildApp({ db, tenants: createTenantRegistry(loadTenants(options.dirs)), ...options });
  await app.ready();
  return app;
}

export interface TestContext {
  app: FastifyInstance;
  db: Database;
}

/** Registers beforeAll/afterAll for a test file: a freshly seeded app on the shared database. */
export function withTestApp(options: TestAppOptions = {}): TestContext {
  const context = {} as TestContext;
  beforeAll(async () => {
    context.app = await createTestApp(options);
    context.db = await testDatabase();
  });
  afterAll(() => context.app.close());
  return context;
}
