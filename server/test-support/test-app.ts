import { afterAll, beforeAll } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { AppOptions } from '../app-options';
import type { Database } from '../db/database';
import { seed } from '../db/seed';
import { loadTenants, type LoadDirs } from '../tenants/load-tenants';
import { createTenantRegistry } from '../tenants/tenant-registry';
import { TEST_FIXTURE_PACK } from './fixture-pack';
import { fileDatabase } from './test-database';

/**
 * The test file's own database, migrated and seeded with the demo content: a copy of the run's template
 * (a PGlite data folder, or a database on the PostgreSQL server named by TEST_DATABASE_URL), closed after
 * the file. Every call within one file answers the same database; no other file sees it.
 */
export function testDatabase(): Promise<Database> {
  return fileDatabase();
}

/** Tables whose rows the migrations insert (the points rules, the content version's one row): a reset keeps them, as a fresh database has them. */
const MIGRATION_DATA = ['schema_migrations', 'point_rules', 'residue_kinds', 'content_version'];

/** Empties every table and seeds again, with the demo users unless told otherwise: for a test that changes the seed itself. */
export async function resetDatabase(db: Database, dirs: LoadDirs = {}, demoAccounts = true): Promise<void> {
  const tables = await db.query<{ tablename: string }>(
    'SELECT tablename FROM pg_tables WHERE schemaname = current_schema() AND NOT (tablename = ANY($1))',
    [MIGRATION_DATA],
  );
  if (tables.length) await db.exec(`TRUNCATE ${tables.map((t) => `"${t.tablename}"`).join(', ')} RESTART IDENTITY CASCADE`);
  await seed(db, {
    tenants: loadTenants(dirs).tenants,
    now: new Date(),
    demoAccounts,
    extraPacks: demoAccounts ? [TEST_FIXTURE_PACK] : [],
  });
}

export interface TestAppOptions extends Partial<Omit<AppOptions, 'db' | 'tenants'>> {
  dirs?: LoadDirs;
}

/**
 * The app factory on the file's database. With `dirs` (tenant folders of the test's own), the seed runs
 * again for those tenants: it only adds what is missing, such as a new tenant's settings.
 */
/** A current desktop browser's user agent: what injected requests carry unless a test names its own. */
export const BROWSER_AGENT =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';
/** What light-my-request sends by default: isbot rightly calls it a crawler, whose reads are not counted. */
const INJECTED_AGENT = 'lightMyRequest';

export async function createTestApp(options: TestAppOptions = {}): Promise<FastifyInstance> {
  const db = await testDatabase();
  const tenants = loadTenants(options.dirs);
  if (options.dirs) await seed(db, { tenants: tenants.tenants, now: new Date(), demoAccounts: true });
  const beforeRoutes = async (app: FastifyInstance) => {
    app.addHook('onRequest', async (request) => {
      if (request.headers['user-agent'] === INJECTED_AGENT) request.headers['user-agent'] = BROWSER_AGENT;
    });
    await options.beforeRoutes?.(app);
  };
  const app = await buildApp({ db, tenants: createTenantRegistry(tenants), ...options, beforeRoutes });
  await app.ready();
  return app;
}

export interface TestContext {
  app: FastifyInstance;
  db: Database;
}

/** Registers beforeAll/afterAll for a test file: an app on the file's seeded database. */
export function withTestApp(options: TestAppOptions = {}): TestContext {
  const context = {} as TestContext;
  beforeAll(async () => {
    context.app = await createTestApp(options);
    context.db = await testDatabase();
  });
  afterAll(() => context.app?.close());
  return context;
}
