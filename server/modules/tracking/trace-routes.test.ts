import { describe, expect, it } from 'vitest';
import { TRACE_EPOCH_MS, TRACE_IGNORED_CODE } from '../../../shared/calls/trace';
import server from '../../../locales/zh-cn/server.json';
import { accountClient, DEMO, freshIp } from '../../test-support/accounts';
import { withTestApp } from '../../test-support/test-app';

/** A controllable clock: 2026-11-24 10:00 China time unless a test moves it. */
let nowMs = Date.parse('2026-11-24T10:00:00+08:00');
const ctx = withTestApp({ clock: () => new Date(nowMs), tracking: { perVisitorPerMinute: 5 } });

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

let sidCount = 0;
const freshSid = () => `sid-${process.pid}-${++sidCount}`;
const tNow = () => String(nowMs - TRACE_EPOCH_MS);

interface Options {
  tenant?: string;
  ua?: string;
  ip?: string;
}

async function stat(query: Record<string, string>, options: Options = {}) {
  const response = await ctx.app.inject({
    method: 'GET',
    url: '/api/trace/trace/stat.htm',
    query,
    headers: { 'x-tenant': options.tenant ?? 'kunlun', 'user-agent': options.ua ?? CHROME },
    remoteAddress: options.ip ?? freshIp(),
  });
  return { status: response.statusCode, body: response.json<{ code: string; msg: string }>() };
}

async function leave(payload: string, contentType: string, options: Options = {}) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/trace/trace/leave',
    payload,
    headers: { 'content-type': contentType, 'x-tenant': options.tenant ?? 'kunlun', 'user-agent': options.ua ?? CHROME },
    remoteAddress: options.ip ?? freshIp(),
  });
  return { status: response.statusCode, body: response.json<{ code: string; msg: string }>() };
}

type Event = {
  kind: string;
  t: number;
  path: string;
  sid: string;
  uid: string | null;
  mid: string | null;
  referrer: string;
  agent: string;
  spent: number | null;
  artType: string | null;
  artId: number | null;
  artTitle: string | null;
};
async function eventsOf(sid: string): Promise<Event[]> {
  const response = await ctx.app.inject({ method: 'GET', url: '/api/dev/trace/events', query: { sid } });
  return response.json<{ events: Event[] }>().events;
}

describe('stat.htm: page views', () => {
  it('stores a view with t, the path and search of the url, sid, uid, mid, referrer domain and agent class', async () => {
    const sid = freshSid();
    const answer = await stat({
      t: tNow(),
      url: 'http://kunlun.localhost:3000/news/12/?a=1#top',
      sid,
      uid: 'u-1',
      mid: 'm-1',
      ref: 'https://www.baidu.com/s?wd=x',
    });
    expect(answer).toMatchObject({ status: 200, body: { code: '30000' } });
    const [event] = await eventsOf(sid);
    expect(event).toMatchObject({
      kind: 'view',
      t: nowMs - TRACE_EPOCH_MS,
      path: '/news/12?a=1',
      sid,
      uid: 'u-1',
      mid: 'm-1',
      referrer: 'baidu.com',
      agent: 'desktop',
    });
  });

  it('takes a path, or a doubly encoded address, and classes mobiles and bots', async () => {
    const sid = freshSid();
    await stat({ t: tNow(), url: '/policy', sid }, { ua: IPHONE });
    await stat({ t: tNow(), url: encodeURIComponent('https://x.example/help/3?q=%E5%A5%BD'), sid }, { ua: GOOGLEBOT });
    const events = await eventsOf(sid);
    expect(events.map((e) => [e.path, e.agent, e.uid, e.referrer])).toEqual([
      ['/help/3?q=%E5%A5%BD', 'bot', null, ''],
      ['/policy', 'mobile', null, ''],
    ]);
  });

  it('caps a stored path at 512 characters', async () => {
    const sid = freshSid();
    expect((await stat({ t: tNow(), url: `/${'a'.repeat(2000)}`, sid })).body.code).toBe('30000');
    expect((await eventsOf(sid))[0]!.path).toHaveLength(512);
  });
});

describe('stat.htm and leave: bad input is refused with 40001 and nothing stored, never a 500', () => {
  it.each([
    ['t more than a day ahead', { t: String(nowMs - TRACE_EPOCH_MS + 2 * 86_400_000), url: '/' }, server.trace.badTime],
    ['a non-URL url', { t: '1000', url: 'javascript:alert(1)' }, server.trace.badUrl],
    ['a relative url', { t: '1000', url: 'news/1' }, server.trace.badUrl],
    ['an ftp url', { t: '1000', url: 'ftp://x/y' }, server.trace.badUrl],
  ])('%s', async (_, query, msg) => {
    const sid = freshSid();
    const answer = await stat({ ...query, sid });
    expect(answer).toMatchObject({ status: 200, body: { code: '40001', msg } });
    expect(await eventsOf(sid)).toEqual([]);
  });

  it.each([
    ['no sid', { t: '1000', url: '/' }],
    ['a bad sid', { t: '1000', url: '/', sid: 'a b' }],
    ['a negative t', { t: '-5', url: '/', sid: 'x' }],
    ['a t of letters', { t: 'abc', url: '/', sid: 'x' }],
    ['a t of 20 digits', { t: '9'.repeat(20), url: '/', sid: 'x' }],
    ['a huge url', { t: '1000', url: `/${'a'.repeat(3000)}`, sid: 'x' }],
    ['no url', { t: '1000', sid: 'x' }],
  ])('%s', async (_, query) => {
    const answer = await stat(query as Record<string, string>);
    expect(answer).toMatchObject({ status: 200, body: { code: '40001' } });
  });

  it('refuses a leave body that is not JSON, as text/plain too', async () => {
    expect((await leave('{nope', 'text/plain')).body.code).toBe('40001');
    expect((await leave('{nope', 'application/json')).body.code).toBe('40001');
  });
});

describe('leave', () => {
  it('accepts the JSON body as text/plain (navigator.sendBeacon) and as JSON', async () => {
    const sid = freshSid();
    const body = (spent: number) => JSON.stringify({ t: tNow(), url: 'https://kunlun.example/news', sid, spent });
    expect((await leave(body(3), 'text/plain;charset=UTF-8')).body.code).toBe('30000');
    expect((await leave(body(7), 'application/json')).body.code).toBe('30000');
    const events = await eventsOf(sid);
    expect(events.map((e) => [e.kind, e.path, e.spent])).toEqual([
      ['leave', '/news', 7],
      ['leave', '/news', 3],
    ]);
  });
});

describe('floods from one visitor', () => {
  it('ignores views past the per-visitor cap of a minute with their own code, and takes them again the next minute', async () => {
    const sid = freshSid();
    const answers = [];
    for (let i = 0; i < 8; i += 1) answers.push((await stat({ t: tNow(), url: `/p${i}`, sid })).body);
    expect(answers.slice(0, 5).every((a) => a.code === '30000')).toBe(true);
    expect(answers.slice(5)).toEqual(Array(3).fill({ code: TRACE_IGNORED_CODE, msg: server.trace.flood }));
    expect(await eventsOf(sid)).toHaveLength(5);
    nowMs += 60_000;
    expect((await stat({ t: tNow(), url: '/again', sid })).body.code).toBe('30000');
    expect(await eventsOf(sid)).toHaveLength(6);
  });
});

describe('article', () => {
  it('needs a session, and stores the reading time with the session user as reader', async () => {
    const article = { artId: 42, artAuthorStaffId: 'staff-1', artType: 'news', artTitle: 'A title', spent: 3, sid: freshSid() };
    const client = accountClient(ctx);
    const anonymous = await client.post('/trace/trace/article', article, { headers: { 'x-tenant': 'kunlun' } });
    expect(anonymous.statusCode).toBe(401);
    const session = await client.login(DEMO.personal.phone, DEMO.personal.password);
    const answer = await client.call('/trace/trace/article', article, { token: session.token, headers: { 'x-tenant': 'kunlun' } });
    expect(answer.code).toBe('30000');
    const [event] = await eventsOf(article.sid);
    expect(event).toMatchObject({ kind: 'article', spent: 3, artType: 'news', artId: 42, artTitle: 'A title', path: '' });
    expect(event!.uid).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('privacy', () => {
  it('stores no raw address, only a salted hash that changes with the China day', async () => {
    const ip = '203.0.113.77';
    const sid = freshSid();
    await stat({ t: tNow(), url: '/a', sid }, { ip });
    const dayBefore = nowMs;
    nowMs += 86_400_000;
    await stat({ t: tNow(), url: '/b', sid }, { ip });
    await ctx.app.tracking.tracker.flush();
    const rows = await ctx.db.query<Record<string, unknown>>('SELECT * FROM trace_events WHERE sid = $1 ORDER BY id', [sid]);
    expect(JSON.stringify(rows)).not.toContain(ip);
    expect(JSON.stringify(rows)).not.toContain('203.0.113');
    const [first, second] = rows.map((r) => r.address_hash as string);
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(second).not.toBe(first);
    const salts = await ctx.db.query<{ day: string }>("SELECT to_char(day, 'YYYY-MM-DD') AS day FROM trace_salts ORDER BY day");
    expect(salts.length).toBeGreaterThanOrEqual(2);
    // Retention forgets the salts of past days.
    await ctx.app.tracking.rollUpNow();
    const left = await ctx.db.query<{ day: string }>("SELECT to_char(day, 'YYYY-MM-DD') AS day FROM trace_salts");
    expect(left.map((s) => s.day)).toEqual([new Date(nowMs + 8 * 3_600_000).toISOString().slice(0, 10)]);
    expect(dayBefore).toBeLessThan(nowMs);
  });
});

describe('the analytics stay correct after bad input, floods and bots', () => {
  it('counts the stored views only, bots apart', async () => {
    const tenant = 'neisheng';
    const sid = freshSid();
    const options = { tenant };
    for (let i = 0; i < 9; i += 1) await stat({ t: tNow(), url: `/n${i % 2}`, sid }, options);
    await stat({ t: tNow(), url: 'not a url', sid: freshSid() }, options);
    await stat({ t: '99999999999999', url: '/', sid: freshSid() }, options);
    await stat({ t: tNow(), url: '/', sid: freshSid() }, { ...options, ua: GOOGLEBOT });
    await stat({ t: tNow(), url: '/', sid: freshSid() }, { ...options, ua: GOOGLEBOT });
    await ctx.app.tracking.rollUpNow();
    const [day] = await ctx.db.query('SELECT views, bot_views, visitors FROM trace_daily WHERE tenant_id = $1', [tenant]);
    expect(day).toEqual({ views: 5, bot_views: 2, visitors: 1 });
  });
});
