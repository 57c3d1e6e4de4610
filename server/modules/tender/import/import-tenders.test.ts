import { mkdtempSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/database';
import { testDatabase } from '../../../test-support/test-app';
import { scrapedNotice, uniqueName } from '../../../test-support/tenders';
import { importTenderFiles } from './import-files';
import { countMatches } from '../subscription-feed';
import { importTenders, TENDER_IMPORT_MAX_BYTES } from './import-tenders';
import { toUtc, toYuan, tradeCategoryOf, projectTypeOf } from './normalise';
import { compileReleases } from './ocds-merge';
import { loadRegionMatcher } from './region-matcher';

let db: Database;
beforeAll(async () => {
  db = await testDatabase();
});

const ocid = () => uniqueName('ocds-test');
/** A credit code no other fixture has: 18 digits. */
const usccOf = () => `9144${String(Date.now()).slice(-8)}${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`;

function release(id: string, date: string, tag: string[], extra: Record<string, unknown> = {}) {
  return { ocid: '', id, date, tag, ...extra };
}

/** A project's releases: tender, then award (with a supplier and a credit code), in CNY. */
function projectReleases(project: string, buyer: string, winner: string, awardAmount = 1_234_000, uscc: string | null = null) {
  const parties = [
    { id: 'b', name: buyer, roles: ['buyer'], address: { region: '广东省', locality: '广州市天河区' } },
    { id: 'p', name: `${buyer}招标代理`, roles: ['procuringEntity'] },
    { id: 'w', name: winner, roles: ['supplier', 'tenderer'], ...(uscc ? { identifier: { scheme: 'CN-USCC', id: uscc } } : {}) },
  ];
  return [
    release(`${project}-1`, '2025-03-01T09:00:00+08:00', ['tender'], {
      ocid: project,
      buyer: { id: 'b', name: buyer },
      parties,
      tender: {
        id: 't',
        title: `广州市地铁线路土建施工${project}`,
        description: '招标范围<script>x</script>',
        value: { amount: 2_000_000, currency: 'CNY' },
        tenderPeriod: { endDate: '2025-03-20 09:30' },
        items: [{ id: '1', classification: { scheme: 'CPV', id: '45221000' } }],
        documents: [{ id: 'n', documentType: 'tenderNotice', title: '招标公告', url: 'https://example.org/notice/1' }],
      },
    }),
    release(`${project}-2`, '2025-04-01T09:00:00+08:00', ['award'], {
      ocid: project,
      parties,
      awards: [{ id: 'a1', status: 'active', suppliers: [{ id: 'w', name: winner }], value: { amount: awardAmount, currency: 'CNY' } }],
    }),
  ];
}

const tenderIdsOf = (project: string) =>
  db.query<{ id: number; eng_type: string; amount: string | null; original_url: string | null; city_code: string | null }>(
    'SELECT id, eng_type, amount::text AS amount, original_url, city_code FROM tenders WHERE project_key = $1 ORDER BY publish_time',
    [project],
  );

describe('OCDS merge', () => {
  it('applies later releases per field, merges arrays of objects by id, replaces other arrays', () => {
    const compiled = compileReleases([
      { ocid: 'o', date: '2025-02-01', tag: ['tenderUpdate'], tender: { title: 'B', items: [{ id: '1', quantity: 2 }], tags: ['y'] } },
      {
        ocid: 'o',
        date: '2025-01-01',
        tag: ['tender'],
        tender: { title: 'A', status: 'active', items: [{ id: '1', unit: 'm' }, { id: '2' }], tags: ['x'] },
      },
    ]);
    expect(compiled).toEqual({
      ocid: 'o',
      date: '2025-02-01',
      tag: ['compiled'],
      tender: { title: 'B', status: 'active', items: [{ id: '1', unit: 'm', quantity: 2 }, { id: '2' }], tags: ['y'] },
    });
  });
});

describe('normalisation rules', () => {
  it('reads amounts in 万元/亿元 and times without an offset as China time', () => {
    expect(toYuan('1,234.5万元')).toBe(12_345_000);
    expect(toYuan('3亿')).toBe(300_000_000);
    expect(toYuan(560000.4)).toBe(560000);
    expect(() => toYuan('面议')).toThrow();
    expect(toUtc('2025-03-01 09:30').toISOString()).toBe('2025-03-01T01:30:00.000Z');
    expect(toUtc('2025-03-01T09:30:00Z').toISOString()).toBe('2025-03-01T09:30:00.000Z');
    expect(() => toUtc('2025-02-30')).toThrow();
  });

  it('matches regions by the longest name, short forms included, districts under their city', async () => {
    const regions = await loadRegionMatcher(db);
    expect(regions.match('北京朝阳区建国路')?.value).toEqual({ provinceCode: '110000', cityCode: '110100', districtCode: '110105' });
    expect(regions.match('广东省广州市天河区')?.value).toEqual({ provinceCode: '440000', cityCode: '440100', districtCode: '440106' });
    expect(regions.match('吉林省长春市朝阳区')?.value.districtCode).toBe('220104');
    expect(regions.match('深圳市南山区')?.value).toMatchObject({ provinceCode: '440000', cityCode: '440300' });
    expect(regions.match('no place')).toBeNull();
  });

  it('takes categories from classification codes, else title words', () => {
    expect(tradeCategoryOf(['CPV:45221000'], '')).toMatchObject({ value: 'ENGINEERING', confidence: 0.9 });
    expect(tradeCategoryOf([], '某某医院药品采购')).toMatchObject({ value: 'DRUG', rule: 'keyword 药品' });
    expect(projectTypeOf('某某高速公路改扩建').value).toBe('ROAD');
    expect(projectTypeOf('城市轨道交通三号线').value).toBe('SUBWAY');
    expect(projectTypeOf('无关').value).toBe('COMMON');
  });
});

describe('importTenders', () => {
  it('imports an OCDS release package into one notice per stage, with parties, and skips it when imported again', async () => {
    const project = ocid();
    const buyer = uniqueName('业主');
    const winner = uniqueName('中标单位');
    const uscc = usccOf();
    const text = JSON.stringify({ publisher: { name: 'test' }, releases: projectReleases(project, buyer, winner, 1_234_000, uscc) });
    const first = await importTenders(db, { source: 'a.json', text });
    expect(first).toMatchObject({ format: 'ocds', created: 2, updated: 0, skipped: 0, refused: [] });
    const notices = await tenderIdsOf(project);
    expect(notices.map((n) => n.eng_type)).toEqual(['0100', '0104']);
    expect(notices[0]).toMatchObject({ amount: '2000000', original_url: 'https://example.org/notice/1', city_code: '440100' });
    expect(notices[1]!.amount).toBe('1234000');
    const [content] = await db.query<{ content: string; deadline: Date }>('SELECT content, deadline FROM tenders WHERE id = $1', [
      notices[0]!.id,
    ]);
    expect(content!.content).not.toContain('<script');
    expect(content!.deadline.toISOString()).toBe('2025-03-20T01:30:00.000Z');
    const parties = await db.query<{ role: string; name: string; amount: string | null; uscc: string | null }>(
      'SELECT p.role, o.name, p.amount::text AS amount, o.uscc FROM tender_parties p JOIN bid_orgs o ON o.id = p.org_id WHERE p.tender_id = $1 ORDER BY p.role',
      [notices[1]!.id],
    );
    expect(parties).toEqual([
      { role: 'agency', name: `${buyer}招标代理`, amount: null, uscc: null },
      { role: 'buyer', name: buyer, amount: null, uscc: null },
      { role: 'tenderer', name: winner, amount: null, uscc },
      { role: 'winner', name: winner, amount: '1234000', uscc },
    ]);
    const second = await importTenders(db, { source: 'moved/a.json', text });
    expect(second).toMatchObject({ created: 0, updated: 0, skipped: 2, refused: [] });
    const runs = await db.query<{ skipped: number }>('SELECT skipped FROM tender_import_runs WHERE id = $1', [second.runId]);
    expect(runs[0]!.skipped).toBe(2);
  });

  it('updates the notice in place when a changed release is imported, and the stage timeline with it', async () => {
    const project = ocid();
    const buyer = uniqueName('业主');
    const winner = uniqueName('中标单位');
    const lines = (amount: number) =>
      projectReleases(project, buyer, winner, amount)
        .map((r) => JSON.stringify(r))
        .join('\n');
    await importTenders(db, { source: 'a.jsonl', text: lines(1_000_000) });
    const before = await tenderIdsOf(project);
    const changed = await importTenders(db, { source: 'a.jsonl', text: lines(900_000) });
    expect(changed).toMatchObject({ created: 0, updated: 1, skipped: 1 });
    const after = await tenderIdsOf(project);
    expect(after.map((n) => n.id)).toEqual(before.map((n) => n.id));
    expect(after[1]!.amount).toBe('900000');
  });

  it('matches organisations by normalised name and by credit code', async () => {
    const name = uniqueName('中铁（北京）建设有限公司');
    const [org] = await db.query<{ id: number }>("INSERT INTO bid_orgs (name, party_type) VALUES ($1, 'SG') RETURNING id", [name]);
    const project = ocid();
    const spaced = name.replace('（', ' (').replace('）', ') ');
    await importTenders(db, { source: 'a.json', text: JSON.stringify({ releases: projectReleases(project, uniqueName('业主'), spaced) }) });
    const [winner] = await db.query<{ org_id: number }>(
      "SELECT p.org_id FROM tender_parties p JOIN tenders t ON t.id = p.tender_id WHERE t.project_key = $1 AND p.role = 'winner'",
      [project],
    );
    expect(winner!.org_id).toBe(org!.id);
    const uscc = usccOf();
    const other = ocid();
    await importTenders(db, {
      source: 'b.json',
      text: JSON.stringify({ releases: projectReleases(ocid(), uniqueName('业主'), spaced, 1, uscc) }),
    });
    await importTenders(db, {
      source: 'c.json',
      text: JSON.stringify({ releases: projectReleases(other, uniqueName('业主'), uniqueName('改名'), 1, uscc) }),
    });
    const [renamed] = await db.query<{ org_id: number }>(
      "SELECT p.org_id FROM tender_parties p JOIN tenders t ON t.id = p.tender_id WHERE t.project_key = $1 AND p.role = 'winner'",
      [other],
    );
    expect(renamed!.org_id).toBe(org!.id);
  });

  it('imports the scraped JSON-lines format', async () => {
    const code = uniqueName('ZB');
    const buyer = uniqueName('某市交通运输局');
    const winner = uniqueName('某路桥集团有限公司');
    const base = {
      projectCode: code,
      招标人: buyer,
      代理机构: uniqueName('代理'),
      regionText: '浙江省杭州市西湖区',
      bodyHtml: '<p>正文</p><img src=x onerror=alert(1)>',
    };
    const text = [
      {
        ...base,
        id: `${code}-1`,
        title: `${code}公路工程招标公告`,
        noticeType: '招标公告',
        publishTime: '2025-05-01 10:00',
        deadline: '2025-05-21 09:30',
        url: 'https://example.org/a',
        attachments: [{ title: '招标文件.pdf', url: 'https://example.org/a.pdf' }],
      },
      {
        ...base,
        id: `${code}-2`,
        title: `${code}公路工程中标结果`,
        noticeType: '中标结果',
        publishTime: '2025-06-01',
        中标人: winner,
        中标金额: '1,580.5万元',
        url: 'https://example.org/b',
      },
    ]
      .map((line) => JSON.stringify(line))
      .join('\n');
    const report = await importTenders(db, { source: 'scraped.jsonl', text });
    expect(report).toMatchObject({ format: 'scraped', created: 2, refused: [] });
    expect(report.notes).toHaveLength(2);
    const rows = await db.query<{
      eng_type: string;
      amount: string;
      project_type: string;
      district_code: string;
      attachments: string[];
      attachment_urls: string[];
    }>(
      'SELECT eng_type, amount::text AS amount, project_type, district_code, attachments, attachment_urls FROM tenders WHERE project_key = $1 ORDER BY publish_time',
      [code],
    );
    expect(rows.map((r) => r.eng_type)).toEqual(['0100', '0104']);
    expect(rows[0]).toMatchObject({
      project_type: 'ROAD',
      district_code: '330106',
      attachments: ['招标文件.pdf'],
      attachment_urls: ['https://example.org/a.pdf'],
    });
    expect(rows[1]!.amount).toBe('15805000');
  });

  it('refuses bad records with their reasons and imports the rest', async () => {
    const project = ocid();
    const good = JSON.stringify(projectReleases(project, uniqueName('业主'), uniqueName('中标'))[0]);
    const text = [
      good,
      '{"ocid": "broken", ',
      JSON.stringify({ id: 'no-ocid', date: '2025-01-01', tag: ['tender'] }),
      JSON.stringify({ ocid: ocid(), id: 'x', date: '2025-01-01', tag: ['tenderStrange'] }),
      JSON.stringify({ ...JSON.parse(good), ocid: ocid(), tender: { title: 'usd', value: { amount: 5, currency: 'USD' } } }),
    ].join('\n');
    const report = await importTenders(db, { source: 'bad.jsonl', text });
    expect(report.created).toBe(1);
    expect(report.refused.map((r) => `${r.at.split(' ')[0]} ${r.at.split(' ')[1]}: ${r.reason.split(':')[0]}`)).toEqual([
      'line 2: malformed JSON',
      'line 3: release without ocid',
      'line 4: unknown release tag',
      'line 5: currency USD has no rate to CNY (give one with --rate USD=…)',
    ]);
    const pretty = await importTenders(db, { source: 'pretty.json', text: '{\n  "releases": [\n    {"ocid": 1,}\n  ]\n}' });
    expect(pretty.refused).toEqual([{ at: 'line 3', reason: expect.stringContaining('malformed JSON') }]);
  });

  it('refuses a record the database refuses on its own, and imports the rest of its chunk', async () => {
    const codes = [uniqueName('CHUNK'), uniqueName('CHUNK'), uniqueName('CHUNK')];
    const lines = codes.map((code, i) =>
      // The middle notice's budget is past what a bigint holds: PostgreSQL refuses its row, not its chunk.
      JSON.stringify(scrapedNotice(code, i === 1 ? { budget: '99999999999999亿元' } : {})),
    );
    const report = await importTenders(db, { source: 'chunk.jsonl', text: lines.join('\n') });
    expect(report.created).toBe(2);
    expect(report.refused).toEqual([{ at: expect.stringMatching(/^line 2 /), reason: expect.stringContaining('bigint') }]);
    const stored = await db.query<{ project_key: string }>('SELECT project_key FROM tenders WHERE project_key = ANY($1::text[])', [codes]);
    expect(stored.map((row) => row.project_key).sort()).toEqual([codes[0], codes[2]].sort());
    expect((await importTenders(db, { source: 'chunk.jsonl', text: lines.join('\n') })).skipped).toBe(2);
  });

  it('refuses a file over the size limit before reading it, and imports the folder’s other files', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tender-import-'));
    writeFileSync(join(dir, 'a-big.json'), '');
    truncateSync(join(dir, 'a-big.json'), TENDER_IMPORT_MAX_BYTES + 1);
    writeFileSync(join(dir, 'b.json'), JSON.stringify({ releases: projectReleases(ocid(), uniqueName('业主'), uniqueName('中标')) }));
    const reports = await importTenderFiles(db, dir);
    expect(reports.map((r) => [r.created, r.refused.map((x) => x.reason.split(' (')[0])])).toEqual([
      [0, ['larger than 50 MB']],
      [2, []],
    ]);
  });
});

describe('the sample packs', () => {
  const samples = join(import.meta.dirname, '..', '..', '..', 'db', 'seed-data', 'tender-samples');

  it('import whole, change nothing the second time, and a re-published award updates its notice', async () => {
    const first = await importTenderFiles(db, samples);
    expect(first.map((r) => [r.source.split('/').pop(), r.refused])).toEqual([
      ['ocds-changed.jsonl', []],
      ['ocds-releases.json', []],
      ['scraped-notices.jsonl', []],
    ]);
    expect(first.reduce((n, r) => n + r.created, 0)).toBeGreaterThan(400);
    const again = await importTenderFiles(db, join(samples, 'ocds-releases.json'));
    // The release package's awards are older than the re-published ones: those notices change back, the rest are skipped.
    expect(again[0]).toMatchObject({ created: 0, refused: [] });
    const repeat = await importTenderFiles(db, samples);
    expect(repeat.map((r) => r.created)).toEqual([0, 0, 0]);
    expect(repeat[2]).toMatchObject({ updated: 0, skipped: 225 });
    const [winners] = await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM tenders t JOIN tender_parties p ON p.tender_id = t.id AND p.role = 'winner' WHERE t.project_key LIKE 'ocds-sample-%'",
    );
    expect(winners!.n).toBe(100);
  });
});

describe('a file that is no JSON at all', () => {
  it('is refused with one reason, not one per line', async () => {
    const report = await importTenders(db, { source: 'notes.txt', text: 'first line\nsecond line\nthird line\n' });
    expect(report.refused).toEqual([{ at: 'line 1', reason: expect.stringMatching(/^not JSON lines: malformed JSON/) }]);
  });
});

describe('new notices reach the rest of the portal', () => {
  it('count as new matches of a subscription, are queued for search and move the content version', async () => {
    const version = async () => Number((await db.query<{ version: number }>('SELECT version FROM content_version'))[0]!.version);
    const since = new Date(Date.now() - 1000);
    const before = await version();
    const project = ocid();
    await importTenders(db, {
      source: 'a.json',
      text: JSON.stringify({ releases: projectReleases(project, uniqueName('业主'), uniqueName('中标')) }),
    });
    expect(await version()).toBeGreaterThan(before);
    const ids = (await tenderIdsOf(project)).map((n) => n.id);
    const [queued] = await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM search_pending WHERE biz_type = 'tender' AND biz_id = ANY($1::int[])",
      [ids],
    );
    expect(queued!.n).toBe(2);
    const [count] = await countMatches(db, [{ regionCodes: ['440100'], engTypes: ['0104'], createdAfter: since }]);
    expect(count).toBeGreaterThanOrEqual(1);
    const [none] = await countMatches(db, [{ regionCodes: ['440100'], engTypes: ['0104'], createdAfter: new Date(Date.now() + 60_000) }]);
    expect(none).toBe(0);
  });
});
