import { beforeAll, describe, expect, it } from 'vitest';
import type { CallReply } from '../../../shared/calls/define-call';
import type { tenderCalls } from '../../../shared/calls/tender';
import type { userContentCalls } from '../../../shared/calls/user-content';
import { accountClient, accountTestOptions } from '../../test-support/accounts';
import { accountMsg, serverMsg } from '../../test-support/messages';
import { withTestApp } from '../../test-support/test-app';
import { insertOrg, insertTender, uniqueName, uniqueWord } from '../../test-support/tenders';

type Page = CallReply<typeof tenderCalls.listPaged>;
type Operations = CallReply<typeof tenderCalls.userOperation>;
type Orgs = CallReply<typeof tenderCalls.orgListPaged>;
type Operated = CallReply<typeof userContentCalls.operationListPaged>;

const { options } = accountTestOptions();
const ctx = withTestApp(options);
const client = accountClient(ctx);

const WORD = uniqueWord();
let alice: string;
let bob: string;
let orgA: number;
let orgB: number;
const ids: Record<string, number> = {};

beforeAll(async () => {
  alice = (await client.register()).token;
  bob = (await client.register()).token;
  orgA = await insertOrg(ctx.db, uniqueName(`${WORD} 建设集团`), 'YZ', '440000');
  orgB = await insertOrg(ctx.db, uniqueName(`${WORD} 监理公司`), 'JL', '110000');
  const day = 86_400_000;
  const tender = (key: string, fixture: Partial<Parameters<typeof insertTender>[1]>) =>
    insertTender(ctx.db, { orgId: orgA, projectName: WORD, ...fixture }).then((id) => (ids[key] = id));
  await tender('big', { amount: 90_000_000, daysAgo: 9, deadline: new Date(Date.now() + 20 * day) });
  await tender('small', { amount: 10_000, daysAgo: 3, deadline: new Date(Date.now() + 2 * day) });
  await tender('none', { amount: null, daysAgo: 1, deadline: null });
  await tender('past', { amount: 500_000, daysAgo: 30, deadline: new Date(Date.now() - 5 * day) });
  await tender('ofB', { orgId: orgB, amount: 1_000_000, daysAgo: 2, deadline: new Date(Date.now() + 7 * day) });
});

describe('without a session', () => {
  const rows: [string, unknown][] = [
    ['/ai/pub/userOperation/praise', { id: 1 }],
    ['/ai/pub/userOperation/cancelPraise', { id: 1 }],
    ['/ai/pub/userOperation/favorite', { id: 1 }],
    ['/ai/pub/userOperation/cancelFavorite', { id: 1 }],
    ['/ai/pub/userOperation/userOperation', { id: 1 }],
    ['/ai/bid/listPagedSort', {}],
    ['/ai/bid/listPagedBySubscribe', { subscribeId: 1 }],
    ['/ai/bid/listPagedByFollow', {}],
    ['/ai/bid/listPagedByFavorite', {}],
    ['/ai/bid/countSubscribe', {}],
    ['/ai/bidSubscribe/create', { name: 'x' }],
    ['/ai/bidSubscribe/update', { id: 1, name: 'x' }],
    ['/ai/bidSubscribe/getByUser', {}],
    ['/ai/bidSubscribe/get', { id: 1 }],
    ['/ai/bidSubscribe/list', {}],
    ['/ai/bidSubscribe/remove', { id: 1 }],
    ['/ai/bidOrg/listPaged', {}],
    ['/ai/userBidOrg/create', { orgId: 1 }],
    ['/ai/userBidOrg/remove', { orgId: 1 }],
    ['/ai/userOrgName/update', { names: [] }],
    ['/ai/userOrgName/get', {}],
  ];
  it.each(rows)('%s answers HTTP 401 with code 40100', async (url, body) => {
    const response = await client.post(url, body);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: '40100', msg: accountMsg('sessionExpired') });
  });
});

describe('praise and favourite', () => {
  const op = (name: string, id: number, token = alice) => client.call<Operations>(`/ai/pub/userOperation/${name}`, { id }, { token });

  it('praises and favourites once however often sent, per user, and cancels back', async () => {
    const id = ids.big!;
    expect(await op('praise', id)).toEqual({
      code: '30000',
      msg: serverMsg('ok'),
      model: { praised: true, favorited: false, followed: false, praiseCount: 1 },
    });
    expect((await op('praise', id)).model.praiseCount).toBe(1);
    expect((await op('praise', id, bob)).model).toMatchObject({ praised: true, praiseCount: 2 });
    expect((await op('favorite', id)).model).toMatchObject({ favorited: true, praised: true });
    expect((await op('userOperation', id, bob)).model).toEqual({ praised: true, favorited: false, followed: false, praiseCount: 2 });
    expect((await op('cancelPraise', id)).model).toMatchObject({ praised: false, praiseCount: 1 });
    expect((await op('cancelPraise', id)).model).toMatchObject({ praised: false, praiseCount: 1 });
    expect((await op('cancelFavorite', id)).model).toMatchObject({ favorited: false });
    expect((await op('userOperation', id, bob)).model.praised).toBe(true);
    await op('cancelPraise', id, bob);
  });

  it('appears in the personal centre with its title', async () => {
    await op('favorite', ids.small!);
    const list = await client.call<Operated>('/news/operation/listPaged', { kind: 'favorite' }, { token: alice });
    expect(list.list[0]).toEqual({ bizType: 'tender', bizId: ids.small, title: expect.any(String), at: expect.any(String) });
    expect(list.list[0]!.title.length).toBeGreaterThan(0);
    await op('cancelFavorite', ids.small!);
  });

  it('answers an unknown tender with 40400 and bad ids with 40001, storing nothing', async () => {
    for (const name of ['praise', 'favorite', 'userOperation', 'cancelPraise']) {
      expect(await op(name, 2_000_000_000)).toEqual({ code: '40400', msg: serverMsg('tenderNotFound') });
      for (const id of [0, -1, 'abc', 3.5])
        expect(await client.call(`/ai/pub/userOperation/${name}`, { id }, { token: alice })).toMatchObject({ code: '40001' });
    }
    expect(await ctx.db.query("SELECT 1 FROM user_operations WHERE biz_type = 'tender' AND biz_id = 2000000000")).toHaveLength(0);
  });
});

describe('listPagedSort', () => {
  const sorted = async (sort?: string) =>
    (await client.call<Page>('/ai/bid/listPagedSort', { keyword: WORD, ...(sort && { sort }) }, { token: alice })).list.map(
      (item) => item.id,
    );

  it('orders newest first by default, by amount (none last) or by the soonest upcoming deadline', async () => {
    expect(await sorted()).toEqual([ids.none, ids.ofB, ids.small, ids.big, ids.past]);
    expect(await sorted('newest')).toEqual(await sorted());
    expect(await sorted('amount')).toEqual([ids.big, ids.ofB, ids.past, ids.small, ids.none]);
    expect(await sorted('amountAsc')).toEqual([ids.small, ids.past, ids.ofB, ids.big, ids.none]);
    expect(await sorted('deadline')).toEqual([ids.small, ids.ofB, ids.big, ids.none, ids.past]);
  });

  it('orders the public list the same way, without a session (the list page sorts for visitors too)', async () => {
    for (const sort of ['newest', 'amount', 'amountAsc', 'deadline']) {
      const open = await client.call<Page>('/ai/pub/bid/listPaged', { keyword: WORD, sort });
      expect(open.list.map((item) => item.id)).toEqual(await sorted(sort));
    }
    expect(await client.call('/ai/pub/bid/listPaged', { sort: 'price' })).toMatchObject({ code: '40001' });
  });

  it('takes the search filters and refuses bad ones', async () => {
    const page = await client.call<Page>(
      '/ai/bid/listPagedSort',
      { keyword: WORD, sort: 'amount', amountMin: 500_000, pageSize: 2 },
      { token: alice },
    );
    expect(page).toMatchObject({ code: '30000', total: 3 });
    expect(page.list.map((item) => item.id)).toEqual([ids.big, ids.ofB]);
    expect(await client.call('/ai/bid/listPagedSort', { sort: 'price' }, { token: alice })).toMatchObject({ code: '40001' });
    expect(await client.call('/ai/bid/listPagedSort', { regionCode: '440106' }, { token: alice })).toEqual({
      code: '40001',
      msg: serverMsg('regionTooFine'),
    });
    expect(await client.call('/ai/bid/listPagedSort', { page: -1 }, { token: alice })).toMatchObject({ code: '40001' });
  });
});

describe('organisations and follows', () => {
  it('lists organisations by name and party type, most tenders first, with the caller’s follow', async () => {
    const orgs = await client.call<Orgs>('/ai/bidOrg/listPaged', { keyword: WORD }, { token: alice });
    expect(orgs.code).toBe('30000');
    expect(orgs.total).toBe(2);
    expect(orgs.list).toEqual([
      {
        id: orgA,
        name: expect.any(String),
        partyType: 'YZ',
        province: { code: '440000', name: '广东省' },
        tenderCount: 4,
        followed: false,
      },
      {
        id: orgB,
        name: expect.any(String),
        partyType: 'JL',
        province: { code: '110000', name: '北京市' },
        tenderCount: 1,
        followed: false,
      },
    ]);
    expect(
      (await client.call<Orgs>('/ai/bidOrg/listPaged', { keyword: WORD, partyType: 'JL' }, { token: alice })).list.map((org) => org.id),
    ).toEqual([orgB]);
    expect((await client.call<Orgs>('/ai/bidOrg/listPaged', { keyword: WORD, partyType: 'ALL' }, { token: alice })).total).toBe(2);
    expect(await client.call('/ai/bidOrg/listPaged', { keyword: WORD, page: 3 }, { token: alice })).toMatchObject({ list: [], total: 2 });
    expect(await client.call('/ai/bidOrg/listPaged', { partyType: 'XX' }, { token: alice })).toMatchObject({ code: '40001' });
  });

  it('follows per user: the followed list and feed are the caller’s own, and B cannot remove A’s follow', async () => {
    expect(await client.call('/ai/userBidOrg/create', { orgId: orgA }, { token: alice })).toEqual({
      code: '30000',
      msg: serverMsg('ok'),
      followed: true,
    });
    expect(await client.call('/ai/userBidOrg/create', { orgId: orgA }, { token: alice })).toMatchObject({ followed: true });
    expect(await client.call('/ai/userBidOrg/create', { orgId: orgB }, { token: bob })).toMatchObject({ followed: true });

    const followed = await client.call<Orgs>('/ai/bidOrg/listPaged', { followed: true }, { token: alice });
    expect(followed.list.map((org) => org.id)).toEqual([orgA]);
    expect(followed.list[0]!.followed).toBe(true);

    const feed = await client.call<Page>('/ai/bid/listPagedByFollow', {}, { token: alice });
    expect(feed.total).toBe(4);
    expect(feed.list.map((item) => item.id)).toEqual([ids.none, ids.small, ids.big, ids.past]);
    expect(
      (await client.call<Page>('/ai/bid/listPagedByFollow', { orgId: orgA, pageSize: 1, page: 2 }, { token: alice })).list.map((i) => i.id),
    ).toEqual([ids.small]);
    expect(await client.call('/ai/bid/listPagedByFollow', { orgId: orgB }, { token: alice })).toMatchObject({ list: [], total: 0 });
    expect((await client.call<Page>('/ai/bid/listPagedByFollow', {}, { token: bob })).list.map((item) => item.id)).toEqual([ids.ofB]);

    // Bob removing "his" follow of orgA changes nothing of Alice's.
    expect(await client.call('/ai/userBidOrg/remove', { orgId: orgA }, { token: bob })).toMatchObject({ code: '30000', followed: false });
    expect((await client.call<Page>('/ai/bid/listPagedByFollow', {}, { token: alice })).total).toBe(4);
    const detail = await client.call<CallReply<typeof tenderCalls.getByBidId>>('/ai/pub/bid/getByBidId', { id: ids.big }, { token: alice });
    expect(detail.model.followed).toBe(true);

    expect(await client.call('/ai/userBidOrg/remove', { orgId: orgA }, { token: alice })).toMatchObject({ followed: false });
    expect(await client.call('/ai/bid/listPagedByFollow', {}, { token: alice })).toMatchObject({ list: [], total: 0 });
  });

  it('answers an unknown organisation with 40400 and stores nothing', async () => {
    for (const url of ['/ai/userBidOrg/create', '/ai/userBidOrg/remove']) {
      expect(await client.call(url, { orgId: 2_000_000_000 }, { token: alice })).toEqual({
        code: '40400',
        msg: serverMsg('bidOrgNotFound'),
      });
      for (const orgId of [0, -2, 'x', null]) expect(await client.call(url, { orgId }, { token: alice })).toMatchObject({ code: '40001' });
    }
    expect(await ctx.db.query('SELECT 1 FROM user_bid_orgs WHERE org_id = 2000000000')).toHaveLength(0);
  });
});

describe('listPagedByFavorite', () => {
  it('lists the caller’s favourites, latest favourite first', async () => {
    for (const key of ['past', 'big', 'small']) await client.call('/ai/pub/userOperation/favorite', { id: ids[key] }, { token: alice });
    await ctx.db.query("UPDATE user_operations SET created_at = now() - interval '1 hour' WHERE biz_id = $1 AND kind = 'favorite'", [
      ids.big,
    ]);
    const page = await client.call<Page>('/ai/bid/listPagedByFavorite', {}, { token: alice });
    expect(page.total).toBe(3);
    expect(page.list.map((item) => item.id)).toEqual([ids.small, ids.past, ids.big]);
    expect(await client.call('/ai/bid/listPagedByFavorite', undefined, { token: bob })).toMatchObject({
      code: '30000',
      list: [],
      total: 0,
    });
    expect(await client.call('/ai/bid/listPagedByFavorite', { page: 5 }, { token: alice })).toMatchObject({ list: [], total: 3 });
    expect(await client.call('/ai/bid/listPagedByFavorite', { pageSize: 0 }, { token: alice })).toMatchObject({ code: '40001' });
  });
});

describe('userOrgName', () => {
  it('keeps each user’s own names, each once', async () => {
    expect(await client.call('/ai/userOrgName/get', {}, { token: alice })).toEqual({ code: '30000', msg: serverMsg('ok'), names: [] });
    expect(await client.call('/ai/userOrgName/update', { names: ['中铁一局', '中铁二局', '中铁一局'] }, { token: alice })).toMatchObject({
      names: ['中铁一局', '中铁二局'],
    });
    expect(await client.call('/ai/userOrgName/get', undefined, { token: alice })).toMatchObject({ names: ['中铁一局', '中铁二局'] });
    expect(await client.call('/ai/userOrgName/get', {}, { token: bob })).toMatchObject({ names: [] });
    expect(await client.call('/ai/userOrgName/update', { names: [] }, { token: alice })).toMatchObject({ names: [] });
  });

  it.each([
    ['too many names', { names: ['甲公司', '乙公司', '丙公司', '丁公司', '戊公司', '己公司'] }],
    ['a one-character name', { names: ['甲'] }],
    ['a name with spaces around', { names: [' 甲公司'] }],
    ['a NUL byte', { names: ['甲\u0000公司'] }],
    ['a long name', { names: ['甲'.repeat(51)] }],
    ['no list', {}],
  ])('refuses %s and stores nothing', async (_name, body) => {
    await client.call('/ai/userOrgName/update', { names: ['中铁三局'] }, { token: bob });
    expect(await client.call('/ai/userOrgName/update', body, { token: bob })).toMatchObject({ code: '40001' });
    expect(await client.call('/ai/userOrgName/get', {}, { token: bob })).toMatchObject({ names: ['中铁三局'] });
  });
});
