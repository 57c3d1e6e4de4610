import { describe, expect, it } from 'vitest';
import { PROJECT_TYPES, TENDER_STAGE_CODES, TRADE_CATEGORIES } from '../../../../shared/calls/enums';
import { sanitizeBody } from '../../../services/sanitize';
import { withTestApp } from '../../../test-support/test-app';
import { loadTenants } from '../../../tenants/load-tenants';
import { seed } from '../../../db/seed';
import { demoProjects, tenderSeeder } from './tender-seeder';

const ctx = withTestApp();

const count = async (where = 'true', params: unknown[] = []) =>
  (await ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM tenders t WHERE ${where}`, params))[0]!.n;
const groups = async (column: string) =>
  new Map(
    (await ctx.db.query<{ key: string; n: number }>(`SELECT ${column} AS key, count(*)::int AS n FROM tenders GROUP BY 1`)).map((row) => [
      row.key,
      row.n,
    ]),
  );

describe('demo tenders (the seed)', () => {
  it('holds at least 1,200 tenders of every stage, trade category and project type but ALL', async () => {
    expect(await count()).toBeGreaterThanOrEqual(1200);
    const stages = await groups('eng_type');
    for (const stage of TENDER_STAGE_CODES) expect(stages.get(stage), stage).toBeGreaterThanOrEqual(50);
    const trades = await groups('trade_category');
    for (const trade of TRADE_CATEGORIES) expect(trades.get(trade), trade).toBeGreaterThanOrEqual(5);
    const types = await groups('project_type');
    expect([...types.keys()].sort()).toEqual(PROJECT_TYPES.filter((type) => type !== 'ALL').sort());
    // Weighted towards construction.
    const construction = ['ROAD', 'SUBWAY', 'TUNNEL', 'BUILDING', 'WATER', 'GOV'].reduce((sum, type) => sum + (types.get(type) ?? 0), 0);
    expect(construction / (await count())).toBeGreaterThan(0.7);
  });

  it('covers every province, with cities and districts that belong to it', async () => {
    const [provinces] = await ctx.db.query<{ all: number; used: number }>(
      'SELECT (SELECT count(*)::int FROM regions WHERE level = 1) AS all, (SELECT count(DISTINCT province_code)::int FROM tenders) AS used',
    );
    expect(provinces!.used).toBe(provinces!.all);
    expect(Math.min(...(await groups('province_code')).values())).toBeGreaterThanOrEqual(5);
    const misplaced = `NOT EXISTS (SELECT 1 FROM regions c WHERE c.code = t.city_code AND c.level = 2 AND c.parent_code = t.province_code)
      OR (t.district_code IS NOT NULL AND NOT EXISTS (SELECT 1 FROM regions d WHERE d.code = t.district_code AND d.level = 3 AND d.parent_code = t.city_code))`;
    expect(await count(misplaced)).toBe(0);
    expect(await count('district_code IS NOT NULL')).toBeGreaterThan((await count()) / 2);
  });

  it('has at least 150 projects of two or more stages, in the natural order, days to weeks apart', async () => {
    const rows = await ctx.db.query<{ project_key: string; stages: string[]; times: Date[] }>(
      `SELECT project_key, array_agg(eng_type ORDER BY publish_time) AS stages, array_agg(publish_time ORDER BY publish_time) AS times
       FROM tenders GROUP BY project_key HAVING count(*) >= 2`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(150);
    for (const row of rows) {
      const order = row.stages.map((stage) => TENDER_STAGE_CODES.indexOf(stage as (typeof TENDER_STAGE_CODES)[number]));
      expect(order, row.project_key).toEqual([...new Set(order)].sort());
      const gaps = row.times.slice(1).map((time, i) => (new Date(time).getTime() - new Date(row.times[i]!).getTime()) / 3_600_000);
      for (const gap of gaps) expect(gap, row.project_key).toBeGreaterThanOrEqual(1);
    }
    // One project shares its name, region, organisation and trade across its stages.
    const [mixed] = await ctx.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM (SELECT project_key FROM tenders GROUP BY project_key
       HAVING count(DISTINCT (project_name, province_code, city_code, org_id, trade_category, project_type)) > 1) p`,
    );
    expect(mixed!.n).toBe(0);
  });

  it('dates every notice within the last year and never in the future; bids are due about 20 days after the announcement', async () => {
    expect(await count("publish_time > now() OR publish_time < now() - interval '365 days'")).toBe(0);
    expect(await count("publish_time > now() - interval '7 days'")).toBeGreaterThan(0);
    expect(await count("publish_time < now() - interval '300 days'")).toBeGreaterThan(0);
    expect(await count("eng_type = '0100' AND (deadline - publish_time NOT BETWEEN interval '19 days' AND interval '26 days')")).toBe(0);
    expect(await count("eng_type IN ('0100', '0105') AND deadline IS NULL")).toBe(0);
  });

  it('gives announcements a budget and results a lower winning amount, in whole yuan', async () => {
    expect(await count("eng_type IN ('0100', '0104') AND (amount IS NULL OR amount <= 0)")).toBe(0);
    const [row] = await ctx.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM tenders r JOIN tenders a ON a.project_key = r.project_key AND a.eng_type = '0100'
       WHERE r.eng_type = '0104' AND r.trade_category = 'ENGINEERING' AND r.amount >= a.amount`,
    );
    expect(row!.n).toBe(0);
  });

  it('has several subway results in Guangdong in the last month (the four-filter case of the tender requirements)', async () => {
    const n = await count(
      "project_type = 'SUBWAY' AND province_code = '440000' AND eng_type = '0104' AND publish_time >= now() - interval '30 days'",
    );
    expect(n).toBeGreaterThanOrEqual(3);
    expect(n).toBeLessThanOrEqual(15);
  });

  it('names organisations of every party type, tendering organisations and agencies among them', async () => {
    const parties = await ctx.db.query<{ party_type: string }>('SELECT DISTINCT party_type FROM bid_orgs ORDER BY 1');
    expect(parties.map((row) => row.party_type)).toEqual(['COMMON', 'JG', 'JL', 'SG', 'YZ', 'ZX']);
    expect(await count("NOT EXISTS (SELECT 1 FROM bid_orgs o WHERE o.id = t.org_id AND o.party_type IN ('YZ', 'COMMON'))")).toBe(0);
    expect(
      await count("agency_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM bid_orgs o WHERE o.id = t.agency_id AND o.party_type = 'ZX')"),
    ).toBe(0);
  });

  it('stores sanitised bodies with their sections, plain titles, sources and attachments', async () => {
    const rows = await ctx.db.query<{
      eng_type: string;
      title: string;
      source: string;
      content: string;
      attachments: string[];
      trade_category: string;
    }>('SELECT eng_type, title, source, content, attachments, trade_category FROM tenders');
    for (const row of rows) {
      expect(sanitizeBody(row.content)).toBe(row.content);
      expect(row.content).toMatch(/^<h3>/);
      expect(row.title + row.source).not.toMatch(/[<>{}]/);
      expect(row.content).not.toMatch(/[{}]/);
      if (row.eng_type === '0104' || (row.eng_type === '0102' && row.trade_category === 'ENGINEERING'))
        expect(row.content).toContain('<table>');
    }
    expect(rows.filter((row) => row.attachments.length).length).toBeGreaterThan(rows.length / 2);
  });

  it('puts every tender in the search index', async () => {
    const [row] = await ctx.db.query<{ n: number }>("SELECT count(*)::int AS n FROM search_docs WHERE biz_type = 'tender'");
    expect(row!.n).toBe(await count());
  });

  it('adds nothing when it runs again, and makes the same demo from the same day', async () => {
    const before = await count();
    const orgs = (await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM bid_orgs'))[0]!.n;
    await seed(ctx.db, { tenants: loadTenants().tenants, now: new Date() }, [tenderSeeder]);
    expect(await count()).toBe(before);
    expect((await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM bid_orgs'))[0]!.n).toBe(orgs);
    const now = new Date('2026-03-01T08:00:00Z');
    expect(demoProjects(now)).toEqual(demoProjects(now));
    // New tenders take ids after the demo's.
    const [inserted] = await ctx.db.query<{ id: number }>(
      `INSERT INTO tenders (title, project_name, project_key, eng_type, trade_category, project_type, province_code, org_id, publish_time)
       SELECT 'x', 'x', 'x', '0100', 'OTHER', 'NON', '110000', min(id), now() FROM bid_orgs RETURNING id`,
    );
    expect(inserted!.id).toBeGreaterThan(
      (await ctx.db.query<{ max: number }>("SELECT max(id) AS max FROM tenders WHERE project_key <> 'x'"))[0]!.max,
    );
  });
});
