import { beforeAll, describe, expect, it } from 'vitest';
import { ANALYTICS_RANGE_MAX_DAYS } from '../../../shared/calls/analytics';
import server from '../../../locales/zh-cn/server.json';
import { insertEvents, type TraceEvent } from '../tracking/public';
import { accountClient, accountTestOptions, DEMO } from '../../test-support/accounts';
import { withTestApp } from '../../test-support/test-app';
import { traceEvent } from '../../test-support/trace-events';

const NOW = Date.parse('2026-11-24T12:00:00+08:00');
const ctx = withTestApp({ ...accountTestOptions().options, clock: () => new Date(NOW) });
const client = () => accountClient(ctx);
/** Demo operators: main + quanzitong; erp + erppro. */
const OPERATOR_MAIN = '13800000010';

let token = '';
let plainToken = '';

const event = (day: string, extra: Partial<TraceEvent> = {}) => traceEvent('main', day, extra);

beforeAll(async () => {
  token = (await client().login(OPERATOR_MAIN, 'Demo1234')).token;
  plainToken = (await client().login(DEMO.personal.phone, DEMO.personal.password)).token;
  await insertEvents(ctx.db, [
    event('2026-11-20', { sid: 'a', path: '/news', referrer: 'baidu.com' }),
    event('2026-11-20', { sid: 'a', path: '/news/1' }),
    event('2026-11-20', { sid: 'b', path: '/news' }),
    event('2026-11-20', { sid: 'g', path: '/news', agent: 'bot' }),
    event('2026-11-22', { sid: 'a', path: '/news' }),
    event('2026-11-22', { kind: 'article', path: '', uid: 'u', artType: 'news', artId: 1, artTitle: '=cmd|x', spent: 40 }),
    event('2026-11-22', { kind: 'article', path: '', uid: 'u', artType: 'policy', artId: 9, artTitle: 'P', spent: 5 }),
    event('2026-11-22', { tenantId: 'erp', sid: 'z', path: '/erp-only' }),
  ]);
  // A booking and a chat of main on 22 Nov at 23:30 China time (15:30 UTC): they count for the 22nd.
  await ctx.db.query(
    `INSERT INTO bookings (tenant_id, phone, user_name, source_page, channel, address_hash, created_at)
     VALUES ('main', '13900000000', 'x', '/', 'baidu', 'h', '2026-11-22T15:30:00Z')`,
  );
  const [guest] = await ctx.db.query<{ guest_id: string }>(
    "INSERT INTO guests (tenant_id, source) VALUES ('main', 'x') RETURNING guest_id",
  );
  await ctx.db.query("INSERT INTO chat_conversations (tenant_id, guest_id, created_at) VALUES ('main', $1, '2026-11-22T15:30:00Z')", [
    guest!.guest_id,
  ]);
  await ctx.app.tracking.rollUpNow();
});

const range = (extra: Record<string, unknown> = {}) => ({ tenantId: 'main', from: '2026-11-19', to: '2026-11-23', ...extra });
const ask = <T>(call: string, body: unknown = range(), as = token) => client().call<T>(`/trace/analytics/${call}`, body, { token: as });

describe('analytics: who may ask', () => {
  it.each(['daily', 'topPages', 'topArticles', 'reading', 'sources', 'export'])(
    '%s: 401 without a session, 403 to a non-operator and for another tenant',
    async (call) => {
      const anonymous = await client().post(`/trace/analytics/${call}`, range());
      expect(anonymous.statusCode).toBe(401);
      const plain = await client().post(`/trace/analytics/${call}`, range(), { token: plainToken });
      expect(plain.statusCode).toBe(403);
      const other = await client().post(`/trace/analytics/${call}`, range({ tenantId: 'erp' }), { token });
      expect(other.statusCode).toBe(403);
      expect(other.json()).toMatchObject({ code: '40300' });
    },
  );
});

describe('analytics: bad ranges are 40001 with a clear msg', () => {
  it.each([
    ['from after to', { from: '2026-11-23', to: '2026-11-19' }, server.analytics.rangeInvalid],
    [
      'a range too long',
      { from: '2025-01-01', to: '2026-11-23' },
      server.analytics.rangeTooLong.replace('{{max}}', String(ANALYTICS_RANGE_MAX_DAYS)),
    ],
  ])('%s', async (_, change, msg) => {
    expect(await ask('daily', range(change))).toMatchObject({ code: '40001', msg });
  });

  it.each([['2026-02-30'], ['20261101'], ['yesterday'], ['']])('a bad date %j', async (from) => {
    expect(await ask('daily', range({ from }))).toMatchObject({ code: '40001' });
  });

  it('takes a range of exactly the longest length', async () => {
    const answer = await ask<{ list: unknown[] }>('daily', range({ from: '2025-11-23', to: '2026-11-23' }));
    expect(answer.code).toBe('30000');
    expect(answer.list).toHaveLength(ANALYTICS_RANGE_MAX_DAYS);
  });
});

describe('analytics: figures from the rollups', () => {
  it('daily: every day of the range, zeros included, bots apart, bookings and chats per China day', async () => {
    const answer = await ask<{ list: unknown[] }>('daily');
    expect(answer.list).toEqual([
      { day: '2026-11-19', views: 0, visitors: 0, botViews: 0, bookings: 0, chats: 0 },
      { day: '2026-11-20', views: 3, visitors: 2, botViews: 1, bookings: 0, chats: 0 },
      { day: '2026-11-21', views: 0, visitors: 0, botViews: 0, bookings: 0, chats: 0 },
      { day: '2026-11-22', views: 1, visitors: 1, botViews: 0, bookings: 1, chats: 1 },
      { day: '2026-11-23', views: 0, visitors: 0, botViews: 0, bookings: 0, chats: 0 },
    ]);
  });

  it('topPages, topArticles, reading and sources', async () => {
    expect((await ask<{ list: unknown[] }>('topPages')).list).toEqual([
      { path: '/news', views: 3, visitors: 3 },
      { path: '/news/1', views: 1, visitors: 1 },
    ]);
    expect((await ask<{ list: unknown[] }>('topArticles')).list).toEqual([
      { artType: 'news', artId: 1, title: '=cmd|x', reads: 1, spentSeconds: 40 },
      { artType: 'policy', artId: 9, title: 'P', reads: 1, spentSeconds: 5 },
    ]);
    expect((await ask<{ list: unknown[] }>('reading')).list).toEqual([
      { artType: 'news', reads: 1, spentSeconds: 40 },
      { artType: 'policy', reads: 1, spentSeconds: 5 },
    ]);
    const sources = await ask('sources');
    expect(sources).toMatchObject({
      sources: [
        { source: '', views: 2 },
        { source: 'baidu.com', views: 1 },
      ],
      channels: [{ channel: 'baidu', bookings: 1 }],
    });
  });

  it('export: one CSV with BOM, the daily figures, top pages and top articles, formulas neutralised', async () => {
    const response = await client().post('/trace/analytics/export', range(), { token });
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toContain('attachment');
    const text = response.body;
    expect(text.startsWith('\ufeff')).toBe(true);
    const lines = text.slice(1).split('\r\n');
    expect(lines[0]).toBe(server.analytics.csv.daily.join(','));
    expect(lines[2]).toBe('2026-11-20,3,2,1,0,0');
    expect(lines).toContain(server.analytics.csv.pages.join(','));
    expect(lines).toContain('/news,3,3');
    expect(lines).toContain("news,1,'=cmd|x,1,40");
  });
});

describe('analytics: tenants', () => {
  it("answers each of the operator's tenants in order with its views, bookings and chats of the days", async () => {
    const body = await ask<{ code: string; list: unknown[] }>('tenants', { from: '2026-11-19', to: '2026-11-23' });
    expect(body.code).toBe('30000');
    // main: 4 person views (the bot's apart), a booking and a chat; quanzitong: nothing. erp is not this operator's.
    expect(body.list).toEqual([
      { tenantId: 'main', views: 4, bookings: 1, chats: 1 },
      { tenantId: 'quanzitong', views: 0, bookings: 0, chats: 0 },
    ]);
  });

  it('is for operators only and checks the days', async () => {
    expect((await client().post('/trace/analytics/tenants', { from: '2026-11-19', to: '2026-11-23' })).statusCode).toBe(401);
    expect(
      (await client().post('/trace/analytics/tenants', { from: '2026-11-19', to: '2026-11-23' }, { token: plainToken })).statusCode,
    ).toBe(403);
    const reversed = await ask<{ code: string }>('tenants', { from: '2026-11-23', to: '2026-11-19' });
    expect(reversed.code).toBe('40001');
  });
});
