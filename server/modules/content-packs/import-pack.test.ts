import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/database';
import { migrate } from '../../db/migrate';
import { DEMO_PACK, REFERENCE_PACK } from '../../db/seed';
import { testDatabase } from '../../test-support/test-app';
import { exportPack } from './export-pack';
import { formatImportReport, importPack, type ImportReport } from './import-pack';

const work = mkdtempSync(join(tmpdir(), 'content-packs-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const totals = (report: ImportReport) =>
  report.kinds.reduce(
    (sum, kind) => ({
      created: sum.created + kind.created,
      updated: sum.updated + kind.updated,
      skipped: sum.skipped + kind.skipped,
      refused: sum.refused + kind.refused.length,
    }),
    { created: 0, updated: 0, skipped: 0, refused: 0 },
  );

function pack(files: Record<string, unknown[]>): string {
  const dir = mkdtempSync(join(work, 'pack-'));
  for (const [file, rows] of Object.entries(files)) writeFileSync(join(dir, `${file}.json`), JSON.stringify(rows));
  return dir;
}

describe('content packs', () => {
  it('skips every shipped row on a second import, and says nothing changed', async () => {
    const db = await testDatabase();
    for (const dir of [REFERENCE_PACK, DEMO_PACK]) {
      const report = await importPack(db, dir);
      expect(totals(report)).toMatchObject({ created: 0, updated: 0, refused: 0 });
      expect(totals(report).skipped).toBeGreaterThan(0);
      expect(report.changed).toBe(false);
      expect(formatImportReport(report)).toMatch(/Nothing changed\.$/);
    }
  });

  it('round-trips: an export loads whole into a fresh database, then skips everything', async () => {
    const out = join(work, 'export');
    await exportPack(await testDatabase(), out);
    const fresh = await openDatabase({});
    try {
      await migrate(fresh);
      const first = await importPack(fresh, out);
      expect(totals(first)).toMatchObject({ updated: 0, skipped: 0, refused: 0 });
      expect(first.kinds.find((kind) => kind.file === 'news')!.created).toBeGreaterThanOrEqual(213);
      const again = await importPack(fresh, out);
      expect(totals(again)).toMatchObject({ created: 0, updated: 0, refused: 0 });
      expect(again.changed).toBe(false);
    } finally {
      await fresh.close();
    }
  });

  it('exports what visitors see: a draft, a scheduled and a deleted news item stay out of the pack', async () => {
    const db = await testDatabase();
    const hidden = await db.query<{ id: number }>(
      `UPDATE news SET status = CASE WHEN id % 3 = 0 THEN 'draft' WHEN id % 3 = 1 THEN 'scheduled' ELSE status END,
         deleted_at = CASE WHEN id % 3 = 2 THEN now() END
       WHERE id IN (SELECT id FROM news ORDER BY id LIMIT 3) RETURNING id`,
    );
    expect(hidden).toHaveLength(3);
    const out = join(work, 'export-shown');
    const counts = await exportPack(db, out);
    const exported = JSON.parse(readFileSync(join(out, 'news.json'), 'utf8')) as { id: number }[];
    const [shown] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM shown_news');
    expect(counts.news).toBe(shown!.n);
    expect(exported.filter((row) => hidden.some((item) => item.id === row.id))).toEqual([]);
  });

  it('updates a changed row, sanitises its body, refuses bad rows with their reason and loads the rest', async () => {
    const db = await testDatabase();
    const [before] = await db.query<{ version: string }>('SELECT version FROM content_version');
    const news = (id: number, extra: Record<string, unknown> = {}) => ({
      id,
      dirId: 1,
      title: `Pack item ${id}`,
      releaseTime: '2024-05-01T08:00:00.000Z',
      content: '<p>Body</p><img src="x" onerror="window.__xss=1">',
      ...extra,
    });
    const dir = pack({
      news: [
        news(9001),
        news(9002, { dirId: 987_654 }),
        news(9003, { colour: 'red' }),
        news(9004, { daysAgo: 3 }),
        { id: 9005 },
        news(9001),
      ],
      'no-such-kind': [],
    });
    const report = await importPack(db, dir);
    const kind = report.kinds.find((entry) => entry.file === 'news')!;
    expect(kind).toMatchObject({ created: 1, updated: 0, skipped: 0 });
    const reasons = kind.refused.map((refusal) => `${refusal.at}: ${refusal.reason}`).join('\n');
    expect(reasons).toMatch(/news \(9002\): .*foreign key/);
    expect(reasons).toMatch(/news\.json\[2\]: .*additional properties/);
    expect(reasons).toMatch(/news\.json\[3\] \(9004\): give exactly one of releaseTime and daysAgo/);
    expect(reasons).toMatch(/news\.json\[4\]: .*required property/);
    expect(reasons).toMatch(/news\.json\[5\] \(9001\): id 9001 appears twice/);
    expect(report.unknownFiles).toEqual(['no-such-kind.json']);
    const [stored] = await db.query<{ content: string }>('SELECT content FROM news WHERE id = 9001');
    expect(stored!.content).toBe('<p>Body</p><img src="x" />');
    const [after] = await db.query<{ version: string }>('SELECT version FROM content_version');
    expect(Number(after!.version)).toBeGreaterThan(Number(before!.version));

    const changed = pack({ news: [news(9001, { title: 'Pack item renamed', tags: ['pack'] })] });
    expect(totals(await importPack(db, changed))).toMatchObject({ created: 0, updated: 1, skipped: 0 });
    expect(totals(await importPack(db, changed))).toMatchObject({ created: 0, updated: 0, skipped: 1 });
    const [renamed] = await db.query<{ title: string; tags: string[] }>(
      'SELECT title, ARRAY(SELECT t.name FROM news_tags nt JOIN tags t ON t.id = nt.tag_id WHERE nt.news_id = n.id) AS tags FROM news n WHERE id = 9001',
    );
    expect(renamed).toEqual({ title: 'Pack item renamed', tags: ['pack'] });
  });

  it('reads JSON lines, one row a line', async () => {
    const dir = mkdtempSync(join(work, 'lines-'));
    mkdirSync(dir, { recursive: true });
    const rows = JSON.parse(readFileSync(join(DEMO_PACK, 'job-cities.json'), 'utf8')) as unknown[];
    writeFileSync(join(dir, 'job-cities.jsonl'), `${rows.map((row) => JSON.stringify(row)).join('\n')}\n{broken\n`);
    const report = await importPack(await testDatabase(), dir);
    const kind = report.kinds.find((entry) => entry.file === 'job-cities')!;
    expect(kind).toMatchObject({ created: 0, updated: 0, skipped: rows.length });
    expect(kind.refused).toEqual([{ at: `job-cities.jsonl:${rows.length + 1}`, reason: expect.stringMatching(/^is not valid JSON/) }]);
  });
});
