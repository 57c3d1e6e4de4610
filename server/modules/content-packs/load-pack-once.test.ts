import { mkdirSync, mkdtempSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { seed } from '../../db/seed';
import { testDatabase } from '../../test-support/test-app';
import { loadTenants } from '../../tenants/load-tenants';
import { loadPackOnce } from './load-pack-once';

const work = mkdtempSync(join(tmpdir(), 'pack-once-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const column = (title: string) => ({ id: 9101, parentId: null, name: title, bizType: 'NEWS', sort: 1 });

describe('a shipped pack at start', () => {
  it('loads once per version of its files, so a restart keeps what operators changed since', async () => {
    const db = await testDatabase();
    const dir = join(work, 'columns');
    mkdirSync(dir);
    writeFileSync(join(dir, 'news-columns.json'), JSON.stringify([column('pack title')]));
    expect((await loadPackOnce(db, dir))?.changed).toBe(true);
    await db.query('UPDATE news_columns SET name = $1 WHERE id = 9101', ['operator title']);
    expect(await loadPackOnce(db, dir)).toBeNull();
    expect((await db.query<{ name: string }>('SELECT name FROM news_columns WHERE id = 9101'))[0]!.name).toBe('operator title');

    writeFileSync(join(dir, 'news-columns.json'), JSON.stringify([column('new pack title')]));
    expect((await loadPackOnce(db, dir))?.changed).toBe(true);
    expect((await db.query<{ name: string }>('SELECT name FROM news_columns WHERE id = 9101'))[0]!.name).toBe('new pack title');
  });

  it('records the shipped packs a seed loaded, so the next start passes them by', async () => {
    const db = await testDatabase();
    await db.query('UPDATE news SET title = $1 WHERE id = 1', ['operator title']);
    await seed(db, { tenants: loadTenants().tenants, now: new Date(), demoAccounts: true });
    expect((await db.query<{ title: string }>('SELECT title FROM news WHERE id = 1'))[0]!.title).toBe('operator title');
    const packs = (await db.query<{ pack: string }>('SELECT pack FROM content_pack_loads')).map((row) => row.pack);
    expect(packs).toEqual(expect.arrayContaining(['demo', 'reference']));
  });
});
