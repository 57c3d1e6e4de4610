import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../paths';
import { resetDatabase, testDatabase } from '../test-support/test-app';
import { loadTenants } from '../tenants/load-tenants';
import { openDatabase, type Database } from './database';
import { migrate } from './migrate';
import { seed } from './seed';
import { readSeedData } from './seed-data';

const migrationFiles = readdirSync(MIGRATIONS_DIR)
  .filter((name) => /^\d{3}-[\w-]+\.sql$/.test(name))
  .sort();

const SEEDED_TABLES = ['service_settings', 'page_tdk', 'news_columns'] as const;

async function versions(db: Database): Promise<string[]> {
  return (await db.query<{ version: string }>('SELECT version FROM schema_migrations ORDER BY version')).map((r) => r.version);
}

async function snapshot(db: Database): Promise<Record<string, unknown[]>> {
  const out: Record<string, unknown[]> = {};
  for (const table of SEEDED_TABLES) {
    out[table] = await db.query(`SELECT * FROM ${table} ORDER BY 1, 2`);
  }
  return out;
}

describe('migrate()', () => {
  it('applies every migration on a fresh database, and nothing the second time', async () => {
    const shared = await testDatabase();
    // PGlite is one session: an empty schema first on the search path is a fresh database for migrate()
    // without the cost of another engine. A server's pool has many sessions, so it gets its own PGlite.
    const fresh = shared.kind === 'pglite' ? shared : await openDatabase({});
    const [{ search_path: searchPath } = { search_path: 'public' }] = await fresh.query<{ search_path: string }>('SHOW search_path');
    if (fresh === shared)
      await fresh.exec('DROP SCHEMA IF EXISTS migrate_fresh CASCADE; CREATE SCHEMA migrate_fresh; SET search_path TO migrate_fresh');
    const tablesNow = async () =>
      (
        await fresh.query<{ tablename: string }>('SELECT tablename FROM pg_tables WHERE schemaname = current_schema() ORDER BY tablename')
      ).map((t) => t.tablename);
    try {
      expect(migrationFiles.length).toBeGreaterThan(0);
      expect(await tablesNow()).toEqual([]);
      expect(await migrate(fresh)).toEqual(migrationFiles);
      expect(await versions(fresh)).toEqual(migrationFiles);
      expect(await migrate(fresh)).toEqual([]);
      expect(await versions(fresh)).toEqual(migrationFiles);
      expect(await tablesNow()).toEqual(
        expect.arrayContaining(['guests', 'news_columns', 'page_tdk', 'schema_migrations', 'service_settings']),
      );
    } finally {
      if (fresh === shared) {
        await fresh.exec(`SET search_path TO ${searchPath}; DROP SCHEMA IF EXISTS migrate_fresh CASCADE`);
      } else {
        await fresh.close();
      }
    }
  });

  it('applies nothing to the already migrated test database', async () => {
    const db = await testDatabase();
    expect(await migrate(db)).toEqual([]);
    expect(await versions(db)).toEqual(migrationFiles);
  });

  it('applies a new migration file exactly once on a migrated database', async () => {
    const db = await testDatabase();
    const dir = mkdtempSync(join(tmpdir(), 'portal-migrations-'));
    const probe = '999-test-probe.sql';
    try {
      writeFileSync(
        join(dir, probe),
        '-- a probe\nCREATE TABLE test_probe (id integer PRIMARY KEY);\nINSERT INTO test_probe VALUES (1);\n',
      );
      writeFileSync(join(dir, 'README.md'), 'not a migration');
      expect(await migrate(db, dir)).toEqual([probe]);
      expect(await migrate(db, dir)).toEqual([]);
      expect(await db.query('SELECT id FROM test_probe')).toEqual([{ id: 1 }]);
    } finally {
      await db.exec(`DROP TABLE IF EXISTS test_probe; DELETE FROM schema_migrations WHERE version = '${probe}'`);
      rmSync(dir, { recursive: true, force: true });
    }
  });

  // On the embedded engine, and on a PostgreSQL server under `npm run test:pg` (TEST_DATABASE_URL).
  it('runs a file of dollar-quoted functions, with semicolons in strings and comments, as written', async () => {
    const db = await testDatabase();
    const dir = mkdtempSync(join(tmpdir(), 'portal-migrations-'));
    const probe = '997-test-plpgsql.sql';
    const sql = [
      '/* a block comment; with a semicolon */',
      'CREATE TABLE test_plpgsql (id integer PRIMARY KEY, note text NOT NULL); -- trailing; comment',
      '',
      'CREATE FUNCTION test_plpgsql_note(n integer) RETURNS text LANGUAGE plpgsql AS $$',
      'DECLARE',
      "  prefix text := 'no; ';",
      'BEGIN',
      '  IF n < 0 THEN',
      "    RAISE EXCEPTION 'negative; %', n;",
      '  END IF;',
      '  RETURN prefix || n::text;',
      'END',
      '$$;',
      '',
      'CREATE FUNCTION test_plpgsql_quote() RETURNS text LANGUAGE plpgsql AS $body$',
      'BEGIN',
      "  RETURN '$$;' || E'\\\\';",
      'END',
      '$body$;',
      '',
      "INSERT INTO test_plpgsql VALUES (1, test_plpgsql_note(1)), (2, 'it''s; two'), (3, test_plpgsql_quote());",
      '-- the end; nothing after this',
      '',
    ].join('\n');
    try {
      writeFileSync(join(dir, probe), sql);
      expect(await migrate(db, dir)).toEqual([probe]);
      expect(await db.query('SELECT id, note FROM test_plpgsql ORDER BY id')).toEqual([
        { id: 1, note: 'no; 1' },
        { id: 2, note: "it's; two" },
        { id: 3, note: '$$;\\' },
      ]);
      await expect(db.query('SELECT test_plpgsql_note(-1)')).rejects.toThrow('negative; -1');
    } finally {
      await db.exec(
        `DROP TABLE IF EXISTS test_plpgsql; DROP FUNCTION IF EXISTS test_plpgsql_note(integer); DROP FUNCTION IF EXISTS test_plpgsql_quote(); DELETE FROM schema_migrations WHERE version = '${probe}'`,
      );
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('rolls a failing migration back entirely and records nothing', async () => {
    const db = await testDatabase();
    const dir = mkdtempSync(join(tmpdir(), 'portal-migrations-'));
    const broken = '998-test-broken.sql';
    try {
      writeFileSync(join(dir, broken), 'CREATE TABLE test_half (id integer);\nSELECT * FROM no_such_table;\n');
      await expect(migrate(db, dir)).rejects.toThrow();
      expect(await versions(db)).toEqual(migrationFiles);
      expect(await db.query("SELECT to_regclass('test_half') AS t")).toEqual([{ t: null }]);
    } finally {
      await db.exec('DROP TABLE IF EXISTS test_half');
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('seed()', () => {
  let db: Database;
  const { tenants } = loadTenants();

  beforeAll(async () => {
    db = await testDatabase();
    await resetDatabase(db);
  });
  afterAll(async () => {
    await resetDatabase(db);
  });

  it('seeds one setting per tenant, every page TDK and every news column', async () => {
    const pages = Object.keys(readSeedData<Record<string, unknown>>('page-tdk.json'));
    const columns = readSeedData<unknown[]>('packs/reference/news-columns.json');
    const count = async (table: string) => (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]!.n;
    expect(await count('service_settings')).toBe(tenants.length);
    expect(await count('page_tdk')).toBe(pages.length);
    expect(await count('news_columns')).toBe(columns.length);
    expect(await count('guests')).toBe(0);
  });

  it('adds no duplicate rows and changes nothing when run again', async () => {
    const before = await snapshot(db);
    await seed(db, { tenants, now: new Date() });
    await seed(db, { tenants, now: new Date() });
    expect(await snapshot(db)).toEqual(before);
  });

  it('keeps rows an operator changed since', async () => {
    await db.query("UPDATE service_settings SET auto_delayed = 99 WHERE tenant_id = 'erp'");
    await db.query("UPDATE page_tdk SET title = 'edited' WHERE tenant_id = '*' AND page_name = 'home'");
    await seed(db, { tenants, now: new Date() });
    expect(await db.query("SELECT auto_delayed FROM service_settings WHERE tenant_id = 'erp'")).toEqual([{ auto_delayed: 99 }]);
    expect(await db.query("SELECT title FROM page_tdk WHERE tenant_id = '*' AND page_name = 'home'")).toEqual([{ title: 'edited' }]);
  });

  it('adds the setting of a tenant that appears later, and only that', async () => {
    await db.query("DELETE FROM service_settings WHERE tenant_id = 'kunlun'");
    await seed(db, { tenants, now: new Date() });
    const rows = await db.query<{ tenant_id: string }>('SELECT tenant_id FROM service_settings ORDER BY tenant_id');
    expect(rows.map((r) => r.tenant_id)).toEqual(tenants.map((t) => t.id).sort());
  });
});
