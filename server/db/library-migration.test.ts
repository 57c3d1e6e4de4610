import { copyFileSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { LibraryType } from '../../shared/calls/enums';
import { MIGRATIONS_DIR } from '../paths';
import { testDatabase } from '../test-support/test-app';
import { openDatabase } from './database';
import { insertRows } from './insert-rows';
import { migrate } from './migrate';
import { readSeedData } from './seed-data';
import { importPack } from '../modules/content-packs/public';
import { DEMO_PACK, REFERENCE_PACK } from './seed';

// 004-library.sql turns the text categories of standards, policies and papers into rows with ids. A database
// seeded before it must end up exactly as a fresh one: same ids, every item in its category.

interface Seeded {
  id: number;
  title: string;
  category: string;
}
const files: [LibraryType, string, Seeded[]][] = [
  ['standard', 'standards', readSeedData<Seeded[]>('packs/reference/standards.json')],
  ['policy', 'policies', readSeedData<Seeded[]>('packs/demo/policies.json')],
  ['paper', 'papers', readSeedData<Seeded[]>('packs/demo/papers.json')],
];
/** Columns of the pre-004 tables as insertRows wants them. */
const columns = (names: string[]) =>
  names.map((name) => ({ name, type: name === 'id' ? 'int' : name === 'release_time' ? 'timestamptz' : 'text' }));
const expectedCategories = files.flatMap(([type, , items]) =>
  [...new Set(items.map((item) => item.category))].map((name, index) => ({ type, name, sort: index + 1 })),
);

describe('004-library.sql on a database seeded before it', () => {
  it('numbers the categories as a fresh seed does and keeps every item in its category', async () => {
    const shared = await testDatabase();
    // As in migrate.test.ts: on PGlite an empty schema first on the search path is a fresh database.
    const db = shared.kind === 'pglite' ? shared : await openDatabase({});
    const [{ search_path: searchPath } = { search_path: 'public' }] = await db.query<{ search_path: string }>('SHOW search_path');
    if (db === shared)
      await db.exec('DROP SCHEMA IF EXISTS migrate_library CASCADE; CREATE SCHEMA migrate_library; SET search_path TO migrate_library');
    const before = mkdtempSync(join(tmpdir(), 'portal-migrations-'));
    try {
      const older = readdirSync(MIGRATIONS_DIR).filter((name) => /^00[1-3]-[\w-]+\.sql$/.test(name));
      for (const name of older) copyFileSync(join(MIGRATIONS_DIR, name), join(before, name));
      expect(await migrate(db, before)).toEqual(older.sort());

      const now = new Date();
      for (const [, table, items] of files) {
        // The required columns of each table before 004, with placeholder values.
        const extra = { standards: ['number', 'issuer', 'status'], policies: ['issuer'], papers: [] }[table]!;
        await insertRows(
          db,
          table,
          columns(['id', 'title', 'category', 'content', 'release_time', ...extra]),
          items.map((item) => [item.id, item.title, item.category, '<p>x</p>', now, ...extra.map(() => 'x')]),
        );
      }

      expect(await migrate(db)).toContain('004-library.sql');
      const categories = await db.query<{ id: number; type: string; name: string; sort: number }>(
        'SELECT id, cat_type AS type, name, sort FROM content_categories ORDER BY id',
      );
      expect(categories).toEqual(expectedCategories.map((category, index) => ({ id: index + 1, ...category })));

      // The packs then find every category they need and add none.
      for (const pack of [REFERENCE_PACK, DEMO_PACK]) await importPack(db, pack, { now });
      expect(await db.query('SELECT id, cat_type AS type, name, sort FROM content_categories ORDER BY id')).toEqual(categories);
      for (const [type, table, items] of files) {
        const rows = await db.query<{ id: number; name: string; cat_type: string }>(
          `SELECT t.id, c.name, c.cat_type FROM ${table} t JOIN content_categories c ON c.id = t.category_id ORDER BY t.id`,
        );
        expect(rows).toEqual(items.map((item) => ({ id: item.id, name: item.category, cat_type: type })));
      }
    } finally {
      rmSync(before, { recursive: true, force: true });
      if (db === shared) await db.exec(`SET search_path TO ${searchPath}; DROP SCHEMA IF EXISTS migrate_library CASCADE`);
      else await db.close();
    }
  });
});
