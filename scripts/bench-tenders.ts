import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { API_PREFIX, callUrl } from '../shared/calls/define-call';
import { searchCalls } from '../shared/calls/search';
import { tenderCalls, type SubscriptionInput } from '../shared/calls/tender';
import type { Database } from '../server/db/database';
import { startSession, findOrCreateByPhone } from '../server/modules/accounts/public';
import { importTenders } from '../server/modules/tender/public';
import { ROOT } from '../server/paths';
import type { BenchCall } from './bench-data';

// The tender cases of npm run bench: tender search under every single filter and the requirements'
// four-filter combination, keyword search, and the new-match counts of a user with ten subscriptions.

/** Ten subscriptions such as a contractor's business development keeps: keywords, regions, types, stages, amounts. */
const SUBSCRIPTIONS: SubscriptionInput[] = [
  { name: '广东地铁', keywords: ['地铁'], regionCodes: ['440000'] },
  { name: '盾构隧道', keywords: ['盾构', '隧道'], projectTypes: ['TUNNEL', 'SUBWAY'] },
  { name: '广深招标', regionCodes: ['440100', '440300'], engTypes: ['0100'] },
  { name: '江浙公路千万以上', projectTypes: ['ROAD'], regionCodes: ['320000', '330000'], amountMin: 10_000_000 },
  { name: '北京政府采购', tradeCategories: ['GOV_PURCHASE'], regionCodes: ['110000'] },
  { name: '监理招标', keywords: ['监理'], engTypes: ['0100', '0105'] },
  { name: '水利中型', projectTypes: ['WATER'], amountMin: 5_000_000, amountMax: 100_000_000 },
  { name: '川渝总承包', keywords: ['施工总承包'], regionCodes: ['510000', '500000'] },
  { name: '粤闽土地', tradeCategories: ['LAND_USE'], regionCodes: ['440000', '350000'] },
  { name: '山东房建中标', engTypes: ['0104'], projectTypes: ['BUILDING'], regionCodes: ['370000'] },
];

const SUBSCRIBER_PHONE = '13999999999';

/**
 * The subscriber's feeds last opened a week ago, and their kept counts of new matches (migration 041) up to
 * `keptMinutes` ago, or none kept (null).
 */
const awayAWeek = (db: Database, keptMinutes: number | null) => () =>
  db.query(
    `UPDATE bid_subscriptions SET last_seen_at = now() - interval '7 days', new_count = 0,
       counted_to = CASE WHEN $2::int IS NULL THEN NULL ELSE now() - make_interval(mins => $2::int) END
     WHERE user_id = (SELECT id FROM users WHERE phone = $1)`,
    [SUBSCRIBER_PHONE, keptMinutes],
  );

/** How many notices a feed's burst brings at once (a province's week of notices, or a backlog). */
const BURST = 6_000;

/**
 * `count` notices arrived five minutes ago, copies of older ones as new notices (their own ids and projects): what a
 * feed's backlog leaves in the stretch every count of new matches reads afresh. Removed by the case's tearDown.
 */
const burst = (db: Database, count: number) =>
  db.query(
    `INSERT INTO tenders (title, project_name, project_key, eng_type, trade_category, project_type, province_code, city_code,
       district_code, org_id, agency_id, amount, publish_time, deadline, bid_opening_time, source, content, attachments, created_at)
     SELECT title, project_name, project_key || '-burst', eng_type, trade_category, project_type, province_code, city_code,
       district_code, org_id, agency_id, amount, publish_time, deadline, bid_opening_time, 'bench-burst', content, attachments,
       now() - interval '5 minutes'
     FROM tenders WHERE source <> 'bench-burst' ORDER BY id LIMIT $1`,
    [count],
  );

/**
 * A user with the ten subscriptions, made through the real call, whose feeds were last opened a week ago:
 * answers the user's token. A kept bench database (BENCH_DIR) gets them anew.
 */
export async function benchSubscriber(app: FastifyInstance, db: Database): Promise<string> {
  const user = await findOrCreateByPhone(db, SUBSCRIBER_PHONE);
  await db.query('DELETE FROM bid_subscriptions WHERE user_id = $1', [user.id]);
  const { token } = await startSession(db, user, null, 24 * 3600);
  for (const subscription of SUBSCRIPTIONS) {
    const response = await app.inject({
      method: 'POST',
      url: `${API_PREFIX}${callUrl(tenderCalls.subscribeCreate)}`,
      headers: { authorization: `Bearer ${token}` },
      payload: subscription,
    });
    const body = response.json<{ code: string; msg?: string }>();
    if (body.code !== '30000') throw new Error(`subscribeCreate: ${body.code} ${body.msg ?? ''}`);
  }
  await db.query("UPDATE bid_subscriptions SET last_seen_at = now() - interval '7 days' WHERE user_id = $1", [user.id]);
  return token;
}

export function tenderBenchCalls(db: Database, token: string): BenchCall[] {
  const list = (name: string, body: object): BenchCall => ({
    name: `tender ${name}`,
    row: tenderCalls.listPaged,
    body: () => body,
    budget: true,
  });
  return [
    list('no filter', {}),
    list('no filter, page 100', { page: 100 }),
    list('keyword 地铁', { keyword: '地铁' }),
    list('keyword 施工总承包', { keyword: '施工总承包' }),
    list('province 440000', { regionCode: '440000' }),
    list('city 440100', { regionCode: '440100' }),
    list('projectType SUBWAY', { projectType: 'SUBWAY' }),
    list('days 30', { days: 30 }),
    list('tradeCategory GOV_PURCHASE', { tradeCategory: 'GOV_PURCHASE' }),
    list('tradeCategory ENGINEERING', { tradeCategory: 'ENGINEERING' }),
    list('engType 0104', { engType: '0104' }),
    list('amount 10M-50M', { amountMin: 10_000_000, amountMax: 50_000_000 }),
    list('SUBWAY+440000+30d+0104', { projectType: 'SUBWAY', regionCode: '440000', days: 30, engType: '0104' }),
    {
      name: 'tender search 地铁 (/search group)',
      row: searchCalls.search,
      body: () => ({ keyword: '地铁', type: 'tender' }),
      budget: true,
    },
    // As the digest schedule leaves them (kept up to 40 minutes ago at worst: settled 15 minutes, kept when 15 behind,
    // a tick every 10), and with nothing kept (the schedule off, or a deployment's first read): that read counts the
    // whole week once and keeps it.
    {
      name: 'tender countSubscribe, 10 kept, a week away',
      row: tenderCalls.countSubscribe,
      body: () => ({}),
      token,
      budget: true,
      before: awayAWeek(db, 45),
    },
    {
      name: 'tender countSubscribe, 10 kept, after a burst',
      row: tenderCalls.countSubscribe,
      body: () => ({}),
      token,
      budget: true,
      before: awayAWeek(db, 45),
      setUp: () => burst(db, BURST),
      tearDown: () => db.query("DELETE FROM tenders WHERE source = 'bench-burst'"),
    },
    {
      name: 'tender countSubscribe, 10 unkept, a week away',
      row: tenderCalls.countSubscribe,
      body: () => ({}),
      token,
      budget: false,
      before: awayAWeek(db, null),
    },
  ];
}

/**
 * The tender data issue's cases at scale: the busiest organisation's page (the one on the most notices in any role:
 * its analysis and the paged list of every notice it takes part in), and a result notice's winning bids with its
 * similar projects. By wins alone, an imported sample organisation can come first with a tenth of the rows.
 */
export async function tenderAnalysisBenchCalls(db: Database): Promise<BenchCall[]> {
  const [busiest] = await db.query<{ org_id: number }>(
    'SELECT org_id FROM tender_parties GROUP BY org_id ORDER BY count(*) DESC, org_id LIMIT 1',
  );
  const results = await db.query<{ tender_id: number }>(
    "SELECT tender_id FROM tender_parties WHERE role = 'tenderer' GROUP BY tender_id ORDER BY tender_id DESC LIMIT 50",
  );
  if (!busiest || !results.length) return [];
  const orgId = busiest.org_id;
  return [
    { name: 'tender orgStats, busiest organisation', row: tenderCalls.orgStats, body: () => ({ orgId }), budget: true },
    {
      name: 'tender listOrgPaged parties',
      row: tenderCalls.listOrgPaged,
      body: (i) => ({ orgId, parties: true, page: 1 + (i % 5) }),
      budget: true,
    },
    {
      name: 'tender related (bids, similar)',
      row: tenderCalls.related,
      body: (i) => ({ id: results[i % results.length]!.tender_id }),
      budget: true,
    },
  ];
}

/** Exports of the whole list (10,000 rows, the cap) as .xlsx and .csv, timed once each after a warm-up: ms. */
export async function benchExports(app: FastifyInstance, token: string): Promise<{ format: string; ms: number; bytes: number }[]> {
  const url = `${API_PREFIX}${callUrl(tenderCalls.export)}`;
  const exportOnce = async (format: 'xlsx' | 'csv') => {
    const started = performance.now();
    const response = await app.inject({ method: 'POST', url, payload: { format }, headers: { authorization: `Bearer ${token}` } });
    if (response.statusCode !== 200) throw new Error(`export ${format}: HTTP ${response.statusCode} ${response.body.slice(0, 200)}`);
    return { format, ms: performance.now() - started, bytes: response.rawPayload.length };
  };
  await exportOnce('csv');
  return [await exportOnce('xlsx'), await exportOnce('csv'), await exportOnce('xlsx')];
}

/**
 * Import throughput on one process: the scraped sample pack (225 notices) made new `copies` times over (ids and
 * project codes), in files of ten packs (2,250 notices, a day of a province's notices) imported through
 * importTenders (normalise, dedupe, parties, write, queue attachments), then removed. Answers notices/s.
 */
export async function benchImport(db: Database, copies: number): Promise<{ notices: number; seconds: number; perSecond: number }> {
  const pack = readFileSync(join(ROOT, 'server/db/seed-data/tender-samples/scraped-notices.jsonl'), 'utf8').trim().split('\n');
  const PACKS_A_FILE = 10;
  // New ids on every run, so that a kept bench database imports rather than skips.
  const run = Date.now().toString(36);
  const started = performance.now();
  let notices = 0;
  for (let file = 0; file * PACKS_A_FILE < copies; file++) {
    const lines: string[] = [];
    for (let copy = file * PACKS_A_FILE; copy < Math.min(copies, (file + 1) * PACKS_A_FILE); copy++) {
      lines.push(...pack.map((line) => line.replaceAll('SAMPLE-ZB-', `BENCH-${run}-${copy}-ZB-`)));
    }
    const report = await importTenders(db, { source: `bench-${file}.jsonl`, text: lines.join('\n') });
    if (report.refused.length) throw new Error(`import refused ${report.refused.length}: ${JSON.stringify(report.refused[0])}`);
    notices += report.created + report.updated;
  }
  const seconds = (performance.now() - started) / 1000;
  // Untimed: the copies leave, so that a kept bench database keeps its year of notices (a burst of thousands arriving
  // in one hour would weigh on the next run's counts of new matches).
  await db.query('DELETE FROM tenders WHERE id IN (SELECT tender_id FROM tender_sources WHERE external_id LIKE $1)', [`BENCH-${run}-%`]);
  return { notices, seconds, perSecond: notices / seconds };
}
