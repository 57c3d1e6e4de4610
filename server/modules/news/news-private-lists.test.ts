import { beforeAll, describe, expect, it } from 'vitest';
import type { CheckLoginReply as CheckLoginResponse } from '../../../shared/calls/content-fields';
import type { CallReply } from '../../../shared/calls/define-call';
import type { userContentCalls } from '../../../shared/calls/user-content';
import { accountClient, accountTestOptions } from '../../test-support/accounts';
import { accountMsg, invalidMsg, serverMsg } from '../../test-support/messages';
import { withTestApp } from '../../test-support/test-app';

// The personal centre's lists (SPEC §7 private calls): what the user read, praised, favourited and downloaded.

type ReadHistoryPagedResponse = CallReply<typeof userContentCalls.readHistoryListPaged>;
type UserContentPage = CallReply<typeof userContentCalls.operationListPaged>;

const { options } = accountTestOptions();
const ctx = withTestApp(options);
const client = accountClient(ctx);

const titleOf = async (table: string, id: number) =>
  (await ctx.db.query<{ title: string }>(`SELECT title FROM ${table} WHERE id = $1`, [id]))[0]!.title;
/** Ages every row of a list by a minute, so the next action is clearly newer. */
const age = (table: string, column: string) => ctx.db.query(`UPDATE ${table} SET ${column} = ${column} - interval '1 minute'`);

let token: string;
let other: string;

beforeAll(async () => {
  token = (await client.register()).token;
  other = (await client.register()).token;
});

describe('without a valid token', () => {
  it.each([
    ['/news/readHistory/create', { bizType: 'news', bizId: 1 }],
    ['/news/operation/listPaged', { kind: 'praise' }],
    ['/news/download/listPaged', {}],
  ])('%s answers HTTP 401 with code 40100', async (url, body) => {
    for (const headers of [{}, { authorization: 'Bearer not-a-token' }] as Record<string, string>[]) {
      const response = await client.post(url, body, { headers });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ code: '40100', msg: accountMsg('sessionExpired') });
    }
  });
});

describe('/news/readHistory', () => {
  it('records reads of every readable kind and lists them newest first with their titles', async () => {
    const reads = [
      ['news', 3, 'news'],
      ['standard', 7, 'standards'],
      ['policy', 2, 'policies'],
      ['paper', 4, 'papers'],
    ] as const;
    for (const [bizType, bizId] of reads) {
      await age('read_history', 'read_at');
      expect(await client.call('/news/readHistory/create', { bizType, bizId }, { token })).toEqual({ code: '30000', msg: serverMsg('ok') });
    }
    const body = await client.call<ReadHistoryPagedResponse>('/news/readHistory/listPaged', {}, { token });
    expect(body.total).toBe(4);
    const expected = await Promise.all(
      [...reads].reverse().map(async ([bizType, bizId, table]) => ({ bizType, bizId, title: await titleOf(table, bizId) })),
    );
    expect(body.list.map(({ bizType, bizId, title }) => ({ bizType, bizId, title }))).toEqual(expected);
    expect(body.list.every((item) => item.title.length > 0 && !Number.isNaN(Date.parse(item.readAt)))).toBe(true);

    // Reading again moves an item to the top without adding a row.
    await age('read_history', 'read_at');
    await client.call('/news/readHistory/create', { bizType: 'news', bizId: 3 }, { token });
    const again = await client.call<ReadHistoryPagedResponse>('/news/readHistory/listPaged', { pageSize: 1 }, { token });
    expect(again).toMatchObject({ total: 4, list: [{ bizType: 'news', bizId: 3 }] });
    expect(await client.call('/news/readHistory/listPaged', { page: 9 }, { token })).toMatchObject({ list: [], total: 4 });
    expect(await client.call('/news/readHistory/listPaged', {}, { token: other })).toMatchObject({ list: [], total: 0 });
  });

  it('titles the library documents a reader opened through doc/get', async () => {
    const fresh = (await client.register()).token;
    await client.call('/ai/pub/doc/get', { docType: 'paper', id: 9 }, { token: fresh });
    const body = await client.call<ReadHistoryPagedResponse>('/news/readHistory/listPaged', {}, { token: fresh });
    expect(body).toMatchObject({ total: 1, list: [{ bizType: 'paper', bizId: 9, title: await titleOf('papers', 9) }] });
  });

  it('answers an item that does not exist with 40400 and records nothing', async () => {
    for (const body of [
      { bizType: 'standard', bizId: 99_999 },
      { bizType: 'news', bizId: 99_999 },
    ]) {
      expect(await client.call('/news/readHistory/create', body, { token: other })).toEqual({
        code: '40400',
        msg: serverMsg('contentNotFound'),
      });
    }
    expect(await client.call('/news/readHistory/listPaged', {}, { token: other })).toMatchObject({ total: 0 });
  });

  it.each([
    ['a kind that cannot be read', { bizType: 'tender', bizId: 1 }, invalidMsg('enum', { field: 'bizType' })],
    ['a zero id', { bizType: 'news', bizId: 0 }, invalidMsg('minimum', { field: 'bizId', limit: 1 })],
    ['a text id', { bizType: 'news', bizId: '1' }, invalidMsg('type', { field: 'bizId' })],
    ['no bizType', { bizId: 1 }, invalidMsg('required', { field: 'bizType' })],
    ['an extra property', { bizType: 'news', bizId: 1, title: 'x' }, invalidMsg('additionalProperties', { field: 'title' })],
  ])('refuses %s with code 40001', async (_case, body, msg) => {
    expect(await client.call('/news/readHistory/create', body, { token })).toEqual({ code: '40001', msg });
  });
});

describe('/news/operation/listPaged', () => {
  it('lists what the user praised, and separately what they favourited, newest first', async () => {
    const user = (await client.register()).token;
    for (const id of [11, 12]) {
      await age('user_operations', 'created_at');
      await client.call('/news/pub/praise', { id }, { token: user });
    }
    await client.call('/ai/pub/favorite', { id: 13 }, { token: user });
    await client.call('/news/pub/praise', { id: 14 }, { token: other });

    const praised = await client.call<UserContentPage>('/news/operation/listPaged', { kind: 'praise' }, { token: user });
    expect(praised).toMatchObject({ code: '30000', total: 2 });
    expect(praised.list.map(({ bizType, bizId, title }) => ({ bizType, bizId, title }))).toEqual([
      { bizType: 'news', bizId: 12, title: await titleOf('news', 12) },
      { bizType: 'news', bizId: 11, title: await titleOf('news', 11) },
    ]);
    const favourites = await client.call<UserContentPage>('/news/operation/listPaged', { kind: 'favorite' }, { token: user });
    expect(favourites).toMatchObject({ total: 1, list: [{ bizType: 'news', bizId: 13 }] });

    await client.call('/news/pub/cancelPraise', { id: 12 }, { token: user });
    expect(await client.call('/news/operation/listPaged', { kind: 'praise', pageSize: 1, page: 2 }, { token: user })).toMatchObject({
      list: [],
      total: 1,
    });
  });

  it.each([
    ['no kind', {}, invalidMsg('required', { field: 'kind' })],
    ['an unknown kind', { kind: 'critic' }, invalidMsg('enum', { field: 'kind' })],
    ['page 0', { kind: 'praise', page: 0 }, invalidMsg('minimum', { field: 'page', limit: 1 })],
  ])('refuses %s with code 40001', async (_case, body, msg) => {
    expect(await client.call('/news/operation/listPaged', body, { token })).toEqual({ code: '40001', msg });
  });
});

describe('/news/download/listPaged', () => {
  const download = async (user: string, url: string, body: object) => {
    const check = await client.call<CheckLoginResponse>(url, body, { token: user });
    expect((await ctx.app.inject({ method: 'GET', url: check.url! })).statusCode).toBe(200);
  };

  it('lists what the user downloaded, newest first, once per item', async () => {
    const user = (await client.register()).token;
    expect(await client.call('/news/download/listPaged', {}, { token: user })).toMatchObject({ code: '30000', list: [], total: 0 });
    await download(user, '/news/pub/download/checkLogin', { id: 5 });
    await age('user_downloads', 'downloaded_at');
    await download(user, '/ai/pub/doc/checkLogin', { docType: 'policy', id: 3 });
    await age('user_downloads', 'downloaded_at');
    await download(user, '/news/pub/download/checkLogin', { id: 6 });
    await age('user_downloads', 'downloaded_at');
    await download(user, '/news/pub/download/checkLogin', { id: 5 });

    const body = await client.call<UserContentPage>('/news/download/listPaged', {}, { token: user });
    expect(body.total).toBe(3);
    expect(body.list.map(({ bizType, bizId, title }) => ({ bizType, bizId, title }))).toEqual([
      { bizType: 'material', bizId: 5, title: await titleOf('downloads', 5) },
      { bizType: 'material', bizId: 6, title: await titleOf('downloads', 6) },
      { bizType: 'policy', bizId: 3, title: await titleOf('policies', 3) },
    ]);
    expect(await client.call('/news/download/listPaged', { page: 2, pageSize: 2 }, { token: user })).toMatchObject({
      total: 3,
      list: [{ bizType: 'policy', bizId: 3 }],
    });
  });

  it('does not count a link that was only asked for', async () => {
    const user = (await client.register()).token;
    await client.call('/news/pub/download/checkLogin', { id: 7 }, { token: user });
    expect(await client.call('/news/download/listPaged', {}, { token: user })).toMatchObject({ total: 0 });
  });

  it('refuses a page size over 50 with code 40001', async () => {
    expect(await client.call('/news/download/listPaged', { pageSize: 51 }, { token })).toEqual({
      code: '40001',
      msg: invalidMsg('maximum', { field: 'pageSize', limit: 50 }),
    });
  });
});
