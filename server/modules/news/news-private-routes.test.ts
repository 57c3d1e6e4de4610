import { beforeAll, describe, expect, it } from 'vitest';
import type { CallReply } from '../../../shared/calls/define-call';
import type { newsCalls } from '../../../shared/calls/news';
import type { userContentCalls } from '../../../shared/calls/user-content';
import { accountClient, accountTestOptions } from '../../test-support/accounts';
import { accountMsg, serverMsg } from '../../test-support/messages';
import { withTestApp } from '../../test-support/test-app';

type NewsGetResponse = CallReply<typeof newsCalls.get>;
type ReadHistoryPagedResponse = CallReply<typeof userContentCalls.readHistoryListPaged>;
type UserOperationResponse = CallReply<typeof newsCalls.userOperation>;

const { options } = accountTestOptions();
const ctx = withTestApp(options);
const client = accountClient(ctx);

const PREFIXES = ['/news/pub', '/ai/pub'] as const;
const praiseCount = async (id: number) =>
  (await ctx.db.query<{ praise_count: number }>('SELECT praise_count FROM news WHERE id = $1', [id]))[0]!.praise_count;

let token: string;
let userId: string;

beforeAll(async () => {
  const session = await client.register();
  token = session.token;
  userId = (await ctx.db.query<{ user_id: string }>('SELECT user_id FROM sessions ORDER BY created_at DESC LIMIT 1'))[0]!.user_id;
});

describe('without a valid token', () => {
  const calls = [
    ...PREFIXES.flatMap((prefix) =>
      ['praise', 'cancelPraise', 'favorite', 'cancelFavorite', 'userOperation'].map((name) => [`${prefix}/${name}`, { id: 1 }] as const),
    ),
    ['/news/readHistory/listPaged', {}] as const,
  ];

  it.each(calls)('%s answers HTTP 401 with code 40100', async (url, body) => {
    for (const headers of [{}, { authorization: 'Bearer not-a-token' }] as Record<string, string>[]) {
      const response = await client.post(url, body, { headers });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ code: '40100', msg: accountMsg('sessionExpired') });
    }
  });
});

describe.each(PREFIXES)('praise and favourite under %s', (prefix) => {
  const id = prefix === '/news/pub' ? 40 : 41;

  it('praises once however often it is sent, and cancels back', async () => {
    await ctx.db.query('UPDATE news SET praise_count = 3 WHERE id = $1', [id]);
    const first = await client.call<UserOperationResponse>(`${prefix}/praise`, { id }, { token });
    expect(first).toEqual({ code: '30000', msg: serverMsg('ok'), praised: true, favorited: false, praiseCount: 4 });
    const again = await client.call<UserOperationResponse>(`${prefix}/praise`, { id }, { token });
    expect(again).toMatchObject({ praised: true, praiseCount: 4 });
    expect(await praiseCount(id)).toBe(4);
    expect((await client.call<UserOperationResponse>(`${prefix}/userOperation`, { id }, { token })).praised).toBe(true);

    const cancel = await client.call<UserOperationResponse>(`${prefix}/cancelPraise`, { id }, { token });
    expect(cancel).toMatchObject({ code: '30000', praised: false, praiseCount: 3 });
    const cancelAgain = await client.call<UserOperationResponse>(`${prefix}/cancelPraise`, { id }, { token });
    expect(cancelAgain).toMatchObject({ praised: false, praiseCount: 3 });
    expect(await praiseCount(id)).toBe(3);
  });

  it('never takes the praise count below 0', async () => {
    await ctx.db.query('UPDATE news SET praise_count = 0 WHERE id = $1', [id]);
    expect(await client.call(`${prefix}/cancelPraise`, { id }, { token })).toMatchObject({ code: '30000', praiseCount: 0 });
    await client.call(`${prefix}/praise`, { id }, { token });
    // Someone reset the counter meanwhile: cancelling still stops at 0.
    await ctx.db.query('UPDATE news SET praise_count = 0 WHERE id = $1', [id]);
    expect(await client.call(`${prefix}/cancelPraise`, { id }, { token })).toMatchObject({ code: '30000', praised: false, praiseCount: 0 });
    expect(await praiseCount(id)).toBe(0);
  });

  it('favourites and unfavourites without touching the praise count', async () => {
    const before = await praiseCount(id);
    expect(await client.call(`${prefix}/favorite`, { id }, { token })).toMatchObject({ code: '30000', favorited: true });
    expect(await client.call(`${prefix}/favorite`, { id }, { token })).toMatchObject({ code: '30000', favorited: true });
    expect(await client.call(`${prefix}/userOperation`, { id }, { token })).toMatchObject({ favorited: true, praised: false });
    expect(await client.call(`${prefix}/cancelFavorite`, { id }, { token })).toMatchObject({ code: '30000', favorited: false });
    expect(await client.call(`${prefix}/cancelFavorite`, { id }, { token })).toMatchObject({ code: '30000', favorited: false });
    expect(await praiseCount(id)).toBe(before);
    const rows = await ctx.db.query("SELECT 1 FROM user_operations WHERE user_id = $1 AND biz_id = $2 AND kind = 'favorite'", [userId, id]);
    expect(rows).toHaveLength(0);
  });

  it('answers an unknown item with 40400 and bad ids with 40001', async () => {
    for (const name of ['praise', 'favorite', 'userOperation']) {
      expect(await client.call(`${prefix}/${name}`, { id: 999_999 }, { token })).toEqual({ code: '40400', msg: serverMsg('newsNotFound') });
      expect(await client.call(`${prefix}/${name}`, { id: 'abc' }, { token })).toMatchObject({ code: '40001' });
      expect(await client.call(`${prefix}/${name}`, { id: 0 }, { token })).toMatchObject({ code: '40001' });
    }
  });
});

describe('read history', () => {
  it('records what a logged-in user reads, latest first, and counts their read once a day', async () => {
    const before = (await ctx.db.query<{ read_count: number }>('SELECT read_count FROM news WHERE id = 50'))[0]!.read_count;
    for (const id of [50, 51, 52, 50]) {
      const body = await client.call<NewsGetResponse>('/news/pub/get', { id, visitorId: `other-${id}` }, { token });
      expect(body.code).toBe('30000');
    }
    // Counted once by user, whatever visitor id or address came with it.
    expect((await ctx.db.query<{ read_count: number }>('SELECT read_count FROM news WHERE id = 50'))[0]!.read_count).toBe(before + 1);

    const page = await client.call<ReadHistoryPagedResponse>('/news/readHistory/listPaged', {}, { token });
    expect(page.code).toBe('30000');
    expect(page.total).toBe(3);
    expect(page.list.map((item) => item.bizId).sort()).toEqual([50, 51, 52]);
    for (const item of page.list) {
      expect(item).toEqual({ bizType: 'news', bizId: item.bizId, title: expect.any(String), readAt: expect.any(String) });
      expect(item.title.length).toBeGreaterThan(0);
    }
    expect(page.list.every((item, i) => i === 0 || Date.parse(page.list[i - 1]!.readAt) >= Date.parse(item.readAt))).toBe(true);

    const second = await client.call<ReadHistoryPagedResponse>('/news/readHistory/listPaged', { page: 2, pageSize: 2 }, { token });
    expect(second).toMatchObject({ total: 3 });
    expect(second.list).toHaveLength(1);
    expect(await client.call('/news/readHistory/listPaged', { page: 9 }, { token })).toMatchObject({ code: '30000', list: [], total: 3 });
    expect(await client.call('/news/readHistory/listPaged', { page: 0 }, { token })).toMatchObject({ code: '40001' });
  });

  it('keeps an empty history for a new user', async () => {
    const other = await client.register();
    expect(await client.call('/news/readHistory/listPaged', undefined, { token: other.token })).toMatchObject({
      code: '30000',
      list: [],
      total: 0,
    });
  });
});
