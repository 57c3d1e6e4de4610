import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { DEMO_PACK, REFERENCE_PACK, SEEDERS, seed } from '../../db/seed';
import { TEST_FIXTURE_PACK } from '../../test-support/fixture-pack';
import { resetDatabase, testDatabase } from '../../test-support/test-app';
import { loadTenants } from '../../tenants/load-tenants';
import { indexPending } from '../search/public';
import { importPack } from './import-pack';
import { readPack } from './read-pack';
import { formatRemovalReport, removeContent, type RemovalReport } from './remove-content';
import { packTargets, seededDemoTargets } from './removal-targets';

// A database seeded by older code: a start without the demo (reference pack only), into which the demo seeders
// and the demo and fixture packs were loaded anyway, as every start did before they were gated. content:remove
// takes them out again, but for what operators edited since, and leaves the reference content alone.

let db: Database;
const FIXTURE_NEWS = [211, 212, 213];
/** Demo news an editor saved (version 2), and one only the audit log names. */
const EDITED = 1;
const AUDITED = 2;
/** A download an operator added to a demo download directory: the directory must stay. */
const OPERATOR_DOWNLOAD = 9901;
/** A demo solution saved in the console, and a demo product with an update-log entry written there. */
const EDITED_SOLUTION = 'water-river';
const LOGGED_PRODUCT = 'jzb';

const count = async (sql: string, params: unknown[] = []) =>
  (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, params))[0]!.n;
const contentVersion = async () => Number((await db.query<{ version: string }>('SELECT version FROM content_version'))[0]!.version);
const line = (report: RemovalReport, label: string) => report.lines.find((each) => each.label === label);
const keptKeys = (report: RemovalReport, label: string) =>
  line(report, label)!
    .kept.map((kept) => kept.key)
    .sort();
const targets = () => [...[DEMO_PACK, TEST_FIXTURE_PACK].flatMap(packTargets), ...seededDemoTargets()];
const packIds = (dir: string, file: string) =>
  readPack(dir)
    .files.find((each) => each.kind.file === file)!
    .rows.map((row) => Number(row.id));

let reference: { columns: number; standards: number; standardDocs: number };
let userId: string;

beforeAll(async () => {
  db = await testDatabase();
  await resetDatabase(db, {}, false);
  const now = new Date();
  await seed(
    db,
    { tenants: loadTenants().tenants, now },
    SEEDERS.filter((seeder) => seeder.demo).map((seeder) => ({ ...seeder, demo: false })),
  );
  for (const pack of [DEMO_PACK, TEST_FIXTURE_PACK]) await importPack(db, pack, { now });
  await indexPending(db);

  await db.query("UPDATE news SET version = 2, title = title || '（更正）' WHERE id = $1", [EDITED]);
  await db.query("INSERT INTO audit_log (action, item_type, item_id) VALUES ('unpublish', 'news', $1)", [String(AUDITED)]);
  await db.query('UPDATE solutions SET version = 2 WHERE code = $1', [EDITED_SOLUTION]);
  await db.query(
    `INSERT INTO audit_log (action, item_type, item_id)
     SELECT 'create', 'productLog', l.id::text FROM product_logs l JOIN products p ON p.id = l.product_id WHERE p.code = $1 LIMIT 1`,
    [LOGGED_PRODUCT],
  );
  await db.query(
    "INSERT INTO downloads (id, dir_id, title, file_name, file_type, release_time) VALUES ($1, 2, '运营上传', 'a.pdf', 'pdf', now())",
    [OPERATOR_DOWNLOAD],
  );
  userId = (await db.query<{ id: string }>("INSERT INTO users (phone) VALUES ('13900009999') RETURNING id"))[0]!.id;
  for (const id of [211, EDITED]) {
    await db.query("INSERT INTO user_operations (user_id, biz_type, biz_id, kind) VALUES ($1, 'news', $2, 'favorite')", [userId, id]);
    await db.query("INSERT INTO read_history (user_id, biz_type, biz_id) VALUES ($1, 'news', $2)", [userId, id]);
  }
  await db.query("INSERT INTO video_operations (user_id, video_id, kind) VALUES ($1, 1, 'favorite')", [userId]);
  reference = {
    columns: await count('news_columns'),
    standards: await count('standards'),
    standardDocs: await count("search_docs WHERE biz_type = 'standard'"),
  };
});

describe('content:remove on a database seeded by older code', () => {
  it('seeded the old way: fixtures, demo pack and demo seeders all there, and indexed', async () => {
    expect(await count('news WHERE id = ANY($1)', [FIXTURE_NEWS])).toBe(3);
    expect(await count("search_docs WHERE biz_type = 'news' AND biz_id = ANY($1)", [FIXTURE_NEWS])).toBe(3);
    expect(await count('products')).toBeGreaterThan(0);
    expect(await count('videos')).toBeGreaterThan(0);
    expect(await count('tenders')).toBeGreaterThan(0);
  });

  it('is a dry run by default: it reports what would go and deletes nothing', async () => {
    const news = await count('news');
    const version = await contentVersion();
    const report = await removeContent(db, targets(), { apply: false });
    expect(report).toMatchObject({ applied: false, changed: true });
    expect(line(report, 'news')!.removed).toBe(packIds(DEMO_PACK, 'news').length + FIXTURE_NEWS.length - 2);
    expect(formatRemovalReport(report)).toMatch(/would remove[\s\S]*Dry run: nothing was deleted/);
    expect(await count('news')).toBe(news);
    expect(await contentVersion()).toBe(version);
  });

  it('with apply, removes the fixtures, the demo pack and the demo seeders’ content, but what operators edited', async () => {
    const version = await contentVersion();
    const report = await removeContent(db, targets(), { apply: true });
    expect(report).toMatchObject({ applied: true, changed: true });

    expect(await count('news WHERE id = ANY($1)', [FIXTURE_NEWS])).toBe(0);
    expect(await count("search_docs WHERE biz_type = 'news' AND biz_id = ANY($1)", [FIXTURE_NEWS])).toBe(0);
    expect(await count('tags t WHERE NOT EXISTS (SELECT 1 FROM news_tags nt WHERE nt.tag_id = t.id)')).toBe(0);
    const demoNews = packIds(DEMO_PACK, 'news');
    expect((await db.query<{ id: number }>('SELECT id FROM news WHERE id = ANY($1) ORDER BY id', [demoNews])).map((r) => r.id)).toEqual([
      EDITED,
      AUDITED,
    ]);
    expect(keptKeys(report, 'news')).toEqual([String(EDITED), String(AUDITED)]);
    expect(await count("search_docs WHERE biz_type = 'news'")).toBe(2);
    expect(await count('news_tags WHERE news_id <> ALL($1)', [[EDITED, AUDITED]])).toBe(0);

    for (const [file, table] of [
      ['policies', 'policies'],
      ['papers', 'papers'],
      ['jobs', 'jobs'],
      ['help-articles', 'help_articles'],
    ] as const) {
      expect(await count(`${table} WHERE id = ANY($1)`, [packIds(DEMO_PACK, file)]), table).toBe(0);
    }
    expect(await count("search_docs WHERE biz_type IN ('policy', 'paper', 'help', 'tender')")).toBe(0);
    for (const table of ['videos', 'video_lessons', 'video_categories', 'tenders', 'bid_orgs']) {
      expect(await count(table), table).toBe(0);
    }
    // What the console changed stays: the solution saved there, the product with its releases.
    expect(keptKeys(report, 'solutions')).toEqual([EDITED_SOLUTION]);
    expect(keptKeys(report, 'products')).toEqual([LOGGED_PRODUCT]);
    expect(await count('product_logs l JOIN products p ON p.id = l.product_id WHERE p.code = $1', [LOGGED_PRODUCT])).toBe(
      await count('product_logs'),
    );
    expect(await count("search_docs WHERE biz_type = 'product'")).toBe(2);
    // The operator's download stays, and so does the directory it is in (and that directory's parent).
    expect(await count('downloads')).toBe(1);
    const keptDir = { reason: 'other content still refers to it' };
    expect(line(report, 'download-dirs')!.kept).toEqual([
      { key: '2', ...keptDir },
      { key: '1', ...keptDir },
    ]);

    // Favourites and reading history of removed items go; those of the kept item stay.
    expect(await count('user_operations WHERE user_id = $1', [userId])).toBe(1);
    expect(await count('read_history WHERE user_id = $1 AND biz_id = $2', [userId, EDITED])).toBe(1);
    expect(await count('read_history WHERE user_id = $1', [userId])).toBe(1);
    expect(await count('video_operations')).toBe(0);

    // The reference pack is untouched; pages, sitemaps and search see a new content version.
    expect(await count('news_columns')).toBe(reference.columns);
    expect(await count('standards')).toBe(reference.standards);
    expect(await count("search_docs WHERE biz_type = 'standard'")).toBe(reference.standardDocs);
    expect((await importPack(db, REFERENCE_PACK)).changed).toBe(false);
    expect(await contentVersion()).toBeGreaterThan(version);
    expect(formatRemovalReport(report)).toMatch(/kept news 1: edited by an operator/);
  });

  it('removes nothing on a second run, and says so', async () => {
    const version = await contentVersion();
    const report = await removeContent(db, targets(), { apply: true });
    expect(report.changed).toBe(false);
    expect(report.lines.every((each) => each.removed === 0)).toBe(true);
    expect(keptKeys(report, 'news')).toEqual([String(EDITED), String(AUDITED)]);
    expect(formatRemovalReport(report)).toMatch(/Nothing to remove\.$/);
    expect(await contentVersion()).toBe(version);
  });
});
