import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { testDatabase } from '../../test-support/test-app';
import { traceEvent } from '../../test-support/trace-events';
import { insertEvents, type TraceEvent } from './event-buffer';
import { dropOldEvents, rollUp } from './rollup';

let db: Database;
beforeAll(async () => {
  db = await testDatabase();
});

const NOW = new Date('2026-11-24T04:00:00Z'); // 12:00 China time
let tenantCount = 0;
const freshTenant = () => `rollup-${++tenantCount}`;

/** An event of the 24th (noon China time) unless told otherwise. */
const event = (tenantId: string, extra: Partial<TraceEvent> = {}) => traceEvent(tenantId, '2026-11-24', extra);

const daily = (tenantId: string) =>
  db.query<{ day: string; views: number; bot_views: number; visitors: number; leaves: number }>(
    "SELECT to_char(day, 'YYYY-MM-DD') AS day, views, bot_views, visitors, leaves FROM trace_daily WHERE tenant_id = $1 ORDER BY day",
    [tenantId],
  );
const paths = (tenantId: string) =>
  db.query<{ path: string; views: number; visitors: number; leaves: number; spent: string }>(
    `SELECT path, sum(views)::int AS views, sum(visitors)::int AS visitors, sum(leaves)::int AS leaves, sum(spent)::text AS spent
     FROM trace_daily_paths WHERE tenant_id = $1 GROUP BY path ORDER BY path`,
    [tenantId],
  );
const sources = (tenantId: string) =>
  db.query<{ source: string; views: number }>(
    'SELECT source, sum(views)::int AS views FROM trace_daily_sources WHERE tenant_id = $1 GROUP BY source ORDER BY source',
    [tenantId],
  );

describe('rollUp', () => {
  it('counts views, bots apart, exact unique visitors across runs, paths, leaves, articles and sources', async () => {
    const t = freshTenant();
    await insertEvents(db, [
      event(t, { sid: 'a', path: '/', referrer: 'baidu.com' }),
      event(t, { sid: 'a', path: '/news' }),
      event(t, { sid: 'b', path: '/news' }),
      event(t, { sid: 'bot', path: '/news', agent: 'bot' }),
      event(t, { sid: 'a', kind: 'leave', path: '/news', spent: 12 }),
      event(t, { sid: 'a', kind: 'article', path: '', uid: 'u', artType: 'news', artId: 7, artTitle: 'Old', spent: 30 }),
      event(t, { sid: 'c', path: '/', day: '2026-11-23', receivedAt: new Date('2026-11-23T12:00:00+08:00') }),
    ]);
    await rollUp(db, NOW);
    // A later run: visitor a again (not new), visitor d new, a second reading of article 7 with a new title.
    await insertEvents(db, [
      event(t, { sid: 'a', path: '/news' }),
      event(t, { sid: 'd', path: '/news', referrer: 'bing.com' }),
      event(t, { sid: 'd', kind: 'article', path: '', uid: 'u2', artType: 'news', artId: 7, artTitle: 'New', spent: 5 }),
    ]);
    const run = await rollUp(db, NOW);
    expect(run).toMatchObject({ ran: true, events: 3 });

    expect(await daily(t)).toEqual([
      { day: '2026-11-23', views: 1, bot_views: 0, visitors: 1, leaves: 0 },
      { day: '2026-11-24', views: 5, bot_views: 1, visitors: 3, leaves: 1 },
    ]);
    expect(await paths(t)).toEqual([
      { path: '/', views: 2, visitors: 2, leaves: 0, spent: '0' },
      { path: '/news', views: 4, visitors: 3, leaves: 1, spent: '12' },
    ]);
    const articles = await db.query(
      'SELECT title, reads, spent::int FROM trace_daily_articles JOIN trace_article_titles USING (tenant_id, art_type, art_id) WHERE tenant_id = $1',
      [t],
    );
    expect(articles).toEqual([{ title: 'New', reads: 2, spent: 35 }]);
    // Arrivals: a from baidu, d from bing, b direct on the 24th; c direct on the 23rd.
    expect(await sources(t)).toEqual([
      { source: '', views: 2 },
      { source: 'baidu.com', views: 1 },
      { source: 'bing.com', views: 1 },
    ]);
  });

  it('loses and doubles nothing with events inserted while rollups run, two at a time', async () => {
    const t = freshTenant();
    const writes = Array.from({ length: 20 }, (_, i) =>
      insertEvents(
        db,
        Array.from({ length: 50 }, (_, j) => event(t, { sid: `v${i}-${j % 10}`, path: `/p${j % 3}` })),
      ),
    );
    const rollups = Array.from({ length: 6 }, () => rollUp(db, NOW, 300));
    await Promise.all([...writes, ...rollups]);
    await Promise.all([rollUp(db, NOW), rollUp(db, NOW)]);
    await rollUp(db, NOW);
    expect(await daily(t)).toEqual([{ day: '2026-11-24', views: 1000, bot_views: 0, visitors: 200, leaves: 0 }]);
    const perPath = await paths(t);
    expect(perPath.reduce((sum, p) => sum + p.views, 0)).toBe(1000);
    const [state] = await db.query<{ last_id: string; max: string }>(
      'SELECT last_id::text, (SELECT max(id) FROM trace_events)::text AS max FROM trace_rollup_state',
    );
    expect(state!.last_id).toBe(state!.max);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)('waits for an insert that took a lower id and commits late (PostgreSQL)', async () => {
    const t = freshTenant();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let inserted!: () => void;
    const insertedYet = new Promise<void>((resolve) => (inserted = resolve));
    const slow = db.transaction(async (tx) => {
      await insertEvents(tx, [event(t, { sid: 'early' })]);
      inserted();
      await held;
    });
    await insertedYet;
    await insertEvents(db, [event(t, { sid: 'late' })]);
    const rolling = rollUp(db, NOW);
    setTimeout(release, 300);
    await Promise.all([slow, rolling]);
    await rollUp(db, NOW);
    expect(await daily(t)).toEqual([{ day: '2026-11-24', views: 2, bot_views: 0, visitors: 2, leaves: 0 }]);
  });

  it('forgets visitor marks of days before yesterday once caught up', async () => {
    const t = freshTenant();
    await insertEvents(db, [event(t, { sid: 'old', day: '2026-11-20', receivedAt: new Date('2026-11-20T12:00:00+08:00') })]);
    await rollUp(db, NOW);
    const marks = await db.query('SELECT 1 FROM trace_visitor_marks WHERE tenant_id = $1', [t]);
    expect(marks).toEqual([]);
    expect(await daily(t)).toEqual([{ day: '2026-11-20', views: 1, bot_views: 0, visitors: 1, leaves: 0 }]);
  });
});

describe('dropOldEvents', () => {
  it('drops raw events older than the retention once rolled up, and keeps the rollups', async () => {
    const t = freshTenant();
    const old = new Date(NOW.getTime() - 40 * 86_400_000);
    await insertEvents(db, [event(t, { sid: 'x', receivedAt: old, day: '2026-10-15' }), event(t, { sid: 'y' })]);
    // Not rolled up yet: kept.
    await dropOldEvents(db, NOW, 30);
    expect(await db.query('SELECT sid FROM trace_events WHERE tenant_id = $1 ORDER BY sid', [t])).toHaveLength(2);
    await rollUp(db, NOW);
    await dropOldEvents(db, NOW, 30);
    expect(await db.query('SELECT sid FROM trace_events WHERE tenant_id = $1', [t])).toEqual([{ sid: 'y' }]);
    expect((await daily(t)).map((d) => d.views)).toEqual([1, 1]);
  });
});
