import type { FastifyInstance } from 'fastify';
import { API_PREFIX, callUrl } from '../shared/calls/define-call';
import { searchCalls } from '../shared/calls/search';
import { tenderCalls, type SubscriptionInput } from '../shared/calls/tender';
import type { Database } from '../server/db/database';
import { startSession, findOrCreateByPhone } from '../server/modules/accounts/public';
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

/**
 * A user with the ten subscriptions, made through the real call, whose feeds were last opened a week ago:
 * answers the user's token. A kept bench database (BENCH_DIR) gets them anew.
 */
export async function benchSubscriber(app: FastifyInstance, db: Database): Promise<string> {
  const user = await findOrCreateByPhone(db, '13999999999');
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

export function tenderBenchCalls(token: string): BenchCall[] {
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
    { name: 'tender countSubscribe, 10 subscriptions', row: tenderCalls.countSubscribe, body: () => ({}), token, budget: true },
  ];
}
