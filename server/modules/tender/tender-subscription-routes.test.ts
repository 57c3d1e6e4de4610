import { beforeAll, describe, expect, it } from 'vitest';
import type { CallReply } from '../../../shared/calls/define-call';
import { SUBSCRIPTIONS_MAX } from '../../../shared/calls/enums';
import type { Subscription, tenderCalls } from '../../../shared/calls/tender';
import { accountClient, accountTestOptions } from '../../test-support/accounts';
import { serverMsg } from '../../test-support/messages';
import { withTestApp } from '../../test-support/test-app';
import { insertOrg, insertTender, uniqueWord } from '../../test-support/tenders';

type Model = CallReply<typeof tenderCalls.subscribeCreate>;
type Feed = CallReply<typeof tenderCalls.listPagedBySubscribe>;
type Counts = CallReply<typeof tenderCalls.countSubscribe>;

const { options } = accountTestOptions();
const ctx = withTestApp(options);
const client = accountClient(ctx);

const WORD = uniqueWord();
let alice: string;
let bob: string;
let orgId: number;

const create = (body: Record<string, unknown>, token = alice) => client.call<Model>('/ai/bidSubscribe/create', body, { token });
const subscriptionCount = async (token: string) =>
  (await client.call<{ list: Subscription[] }>('/ai/bidSubscribe/getByUser', {}, { token })).list.length;

beforeAll(async () => {
  alice = (await client.register()).token;
  bob = (await client.register()).token;
  orgId = await insertOrg(ctx.db);
});

describe('create, read, update, remove', () => {
  it('creates a subscription with its lists cleaned and its regions named', async () => {
    const created = await create({
      name: '  广东地铁  ',
      keywords: ['地铁', ' 地铁 ', '盾构'],
      regionCodes: ['440000', '110100', '440000'],
      projectTypes: ['SUBWAY', 'ALL'],
      tradeCategories: ['ENGINEERING'],
      engTypes: ['0100', '0104'],
      amountMin: 1_000_000,
    });
    expect(created.code, created.msg).toBe('30000');
    expect(created.model).toEqual({
      id: expect.any(Number),
      name: '广东地铁',
      keywords: ['地铁', '盾构'],
      regionCodes: ['440000', '110100'],
      regions: [
        { code: '440000', name: '广东省' },
        { code: '110100', name: '北京市' },
      ],
      projectTypes: ['SUBWAY'],
      tradeCategories: ['ENGINEERING'],
      engTypes: ['0100', '0104'],
      amountMin: 1_000_000,
      amountMax: null,
      digest: true,
      remindDays: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const { id } = created.model;
    expect(await client.call('/ai/bidSubscribe/get', { id }, { token: alice })).toMatchObject({ code: '30000', model: created.model });

    const updated = await client.call<Model>(
      '/ai/bidSubscribe/update',
      { id, name: '全国隧道', keywords: ['隧道'], digest: false },
      { token: alice },
    );
    expect(updated.model).toMatchObject({
      id,
      name: '全国隧道',
      keywords: ['隧道'],
      regionCodes: [],
      regions: [],
      projectTypes: [],
      amountMin: null,
      digest: false,
    });

    const second = await create({ name: '水利' });
    expect(second.model).toMatchObject({ keywords: [], regionCodes: [], digest: true });
    const all = await client.call<{ list: Subscription[] }>('/ai/bidSubscribe/getByUser', {}, { token: alice });
    expect(all.list.map((item) => item.id)).toEqual([second.model.id, id]);
    const paged = await client.call<{ list: Subscription[]; total: number }>(
      '/ai/bidSubscribe/list',
      { pageSize: 1, page: 2 },
      { token: alice },
    );
    expect(paged).toMatchObject({ total: 2 });
    expect(paged.list.map((item) => item.id)).toEqual([id]);
    expect(await client.call('/ai/bidSubscribe/list', { page: 9 }, { token: alice })).toMatchObject({ list: [], total: 2 });

    expect(await client.call('/ai/bidSubscribe/remove', { id: second.model.id }, { token: alice })).toEqual({
      code: '30000',
      msg: serverMsg('ok'),
    });
    expect(await client.call('/ai/bidSubscribe/get', { id: second.model.id }, { token: alice })).toEqual({
      code: '40400',
      msg: serverMsg('subscriptionNotFound'),
    });
    expect(await client.call('/ai/bidSubscribe/remove', { id: second.model.id }, { token: alice })).toMatchObject({ code: '40400' });
    await client.call('/ai/bidSubscribe/remove', { id }, { token: alice });
  });

  it('keeps at most SUBSCRIPTIONS_MAX per user', async () => {
    const user = (await client.register()).token;
    for (let i = 0; i < SUBSCRIPTIONS_MAX; i++) expect((await create({ name: `订阅${i}` }, user)).code).toBe('30000');
    expect(await create({ name: '多一个' }, user)).toEqual({
      code: '40001',
      msg: serverMsg('subscriptionLimit').replace('{{max}}', String(SUBSCRIPTIONS_MAX)),
    });
    expect(await subscriptionCount(user)).toBe(SUBSCRIPTIONS_MAX);
    expect((await create({ name: '别人的' }, bob)).code).toBe('30000');
  });

  it.each([
    ['a district', { regionCodes: ['440106'] }, serverMsg('regionTooFine')],
    ['an unknown region', { regionCodes: ['440000', '990000'] }, serverMsg('regionNotFound')],
    ['an upside-down amount range', { amountMin: 10, amountMax: 9 }, serverMsg('amountRangeInvalid')],
  ])('refuses %s with its reason, storing nothing', async (_name, body, msg) => {
    const before = await subscriptionCount(alice);
    expect(await create({ name: '坏的', ...body })).toEqual({ code: '40001', msg });
    expect(await subscriptionCount(alice)).toBe(before);
  });

  it.each([
    ['no name', {}],
    ['a blank name', { name: '   ' }],
    ['a 31-character name', { name: '名'.repeat(31) }],
    ['an unknown project type', { name: 'x', projectTypes: ['ROCKET'] }],
    ['an unknown trade category', { name: 'x', tradeCategories: ['SPACE'] }],
    ['an unknown engineering type', { name: 'x', engTypes: ['0101'] }],
    ['a malformed region', { name: 'x', regionCodes: ['44'] }],
    ['11 keywords', { name: 'x', keywords: Array.from({ length: 11 }, (_, i) => `词${i}`) }],
    ['a 5,000-character keyword', { name: 'x', keywords: ['词'.repeat(5000)] }],
    ['a NUL byte', { name: 'x', keywords: ['a\u0000'] }],
    ['a negative amount', { name: 'x', amountMin: -1 }],
    ['a text digest', { name: 'x', digest: 'yes' }],
    ['an unknown field', { name: 'x', userId: 'someone' }],
  ])('answers 40001 to %s, storing nothing', async (_name, body) => {
    const before = await subscriptionCount(alice);
    expect(await create(body)).toMatchObject({ code: '40001' });
    expect(await subscriptionCount(alice)).toBe(before);
  });
});

describe('ownership', () => {
  it('another user can neither read, change, delete nor open a subscription', async () => {
    const { model } = await create({ name: 'Alice 的订阅', keywords: [WORD] });
    const { id } = model;
    const notFound = { code: '40400', msg: serverMsg('subscriptionNotFound') };
    expect(await client.call('/ai/bidSubscribe/get', { id }, { token: bob })).toEqual(notFound);
    expect(await client.call('/ai/bidSubscribe/update', { id, name: 'Bob 改的' }, { token: bob })).toEqual(notFound);
    expect(await client.call('/ai/bidSubscribe/remove', { id }, { token: bob })).toEqual(notFound);
    expect(await client.call('/ai/bid/listPagedBySubscribe', { subscribeId: id }, { token: bob })).toEqual(notFound);
    expect(
      (await client.call<{ list: Subscription[] }>('/ai/bidSubscribe/getByUser', {}, { token: bob })).list.map((item) => item.id),
    ).not.toContain(id);
    expect((await client.call<Counts>('/ai/bid/countSubscribe', {}, { token: bob })).list.map((item) => item.subscribeId)).not.toContain(
      id,
    );
    expect((await client.call<Model>('/ai/bidSubscribe/get', { id }, { token: alice })).model).toEqual(model);
    await client.call('/ai/bidSubscribe/remove', { id }, { token: alice });
  });

  it('answers unknown and malformed ids as such', async () => {
    for (const url of ['/ai/bidSubscribe/get', '/ai/bidSubscribe/remove']) {
      expect(await client.call(url, { id: 2_000_000_000 }, { token: alice })).toMatchObject({ code: '40400' });
      for (const id of [0, -1, 'x', 2 ** 31, 1.5])
        expect(await client.call(url, { id }, { token: alice })).toMatchObject({ code: '40001' });
    }
    expect(await client.call('/ai/bid/listPagedBySubscribe', { subscribeId: 0 }, { token: alice })).toMatchObject({ code: '40001' });
  });
});

describe('matches, new matches and the feed', () => {
  it('counts the matches added since the feed was opened, and opening the feed marks them seen', async () => {
    const { model } = await create({
      name: '匹配',
      keywords: [WORD, '不存在的词组合'],
      regionCodes: ['440100', '110000'],
      engTypes: ['0100', '0104'],
    });
    const other = (await create({ name: '别的', keywords: [uniqueWord()] })).model;
    const matching = (fixture: Partial<Parameters<typeof insertTender>[1]>) =>
      insertTender(ctx.db, { orgId, title: `${WORD} 公告`, ...fixture });
    const hit1 = await matching({});
    const hit2 = await matching({ provinceCode: '110000', cityCode: '110100', districtCode: null, engType: '0104', daysAgo: 3 });
    await matching({ cityCode: '440300', districtCode: null }); // another city
    await matching({ engType: '0105' }); // another stage
    await insertTender(ctx.db, { orgId }); // no keyword

    const counts = await client.call<Counts>('/ai/bid/countSubscribe', {}, { token: alice });
    expect(counts.code).toBe('30000');
    expect(counts.list).toEqual(
      expect.arrayContaining([
        { subscribeId: model.id, count: 2 },
        { subscribeId: other.id, count: 0 },
      ]),
    );
    expect(counts.total).toBe(counts.list.reduce((sum, item) => sum + item.count, 0));

    const feed = await client.call<Feed>('/ai/bid/listPagedBySubscribe', { subscribeId: model.id }, { token: alice });
    expect(feed).toMatchObject({ code: '30000', total: 2, subscription: { id: model.id, name: '匹配' } });
    expect(feed.list.map((item) => item.id)).toEqual([hit1, hit2]);
    const after = await client.call<Counts>('/ai/bid/countSubscribe', {}, { token: alice });
    expect(after.list.find((item) => item.subscribeId === model.id)!.count).toBe(0);

    // A tender crawled later is new again; one published long ago but crawled now is new as well.
    await matching({ daysAgo: 300 });
    expect(
      (await client.call<Counts>('/ai/bid/countSubscribe', {}, { token: alice })).list.find((item) => item.subscribeId === model.id)!.count,
    ).toBe(1);
    expect(
      await client.call<Feed>('/ai/bid/listPagedBySubscribe', { subscribeId: model.id, page: 3, pageSize: 1 }, { token: alice }),
    ).toMatchObject({
      list: [expect.objectContaining({ title: `${WORD} 公告` })],
      total: 3,
    });
    expect(
      await client.call('/ai/bid/listPagedBySubscribe', { subscribeId: model.id, page: 4, pageSize: 1 }, { token: alice }),
    ).toMatchObject({ list: [], total: 3 });
  });

  it('keeps the count as it is read: a week away is counted once, later reads add what arrived since', async () => {
    const word = uniqueWord();
    const criteria = { name: '保留计数', keywords: [word], regionCodes: ['440100'] };
    const { model } = await create(criteria);
    const countOf = async () =>
      (await client.call<Counts>('/ai/bid/countSubscribe', {}, { token: alice })).list.find((item) => item.subscribeId === model.id)!.count;
    const kept = async () =>
      (
        await ctx.db.query<{ new_count: number; counted_to: Date | null }>(
          'SELECT new_count, counted_to FROM bid_subscriptions WHERE id = $1',
          [model.id],
        )
      )[0]!;
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
    const awayAWeek = () =>
      ctx.db.query(
        "UPDATE bid_subscriptions SET last_seen_at = now() - interval '7 days', new_count = 0, counted_to = NULL WHERE id = $1",
        [model.id],
      );
    await awayAWeek();
    for (const days of [5, 3, 2]) await insertTender(ctx.db, { orgId, title: `${word} 公告`, createdAt: daysAgo(days) });
    await insertTender(ctx.db, { orgId, title: `${word} 公告`, cityCode: '440300', districtCode: null, createdAt: daysAgo(2) });

    expect(await countOf()).toBe(3);
    const first = await kept();
    expect(first.new_count).toBe(3);
    expect(Date.now() - first.counted_to!.getTime()).toBeGreaterThan(10 * 60_000);

    // The kept count is what a later read starts from: it is not counted again.
    await ctx.db.query('UPDATE bid_subscriptions SET new_count = 7 WHERE id = $1', [model.id]);
    expect(await countOf()).toBe(7);
    // A notice arriving now is counted on top of it.
    await insertTender(ctx.db, { orgId, title: `${word} 公告` });
    expect(await countOf()).toBe(8);

    // Changing what it matches counts again from the last opening, with the new criteria.
    await client.call('/ai/bidSubscribe/update', { id: model.id, ...criteria, regionCodes: ['440300'] }, { token: alice });
    expect(await countOf()).toBe(1);

    // Two reads at once keep the count once.
    await client.call('/ai/bidSubscribe/update', { id: model.id, ...criteria }, { token: alice });
    await awayAWeek();
    const both = await Promise.all([countOf(), countOf()]);
    expect(both).toEqual([4, 4]);
    expect((await kept()).new_count).toBe(3);
    expect(await countOf()).toBe(4);

    // Opening the feed starts it again.
    await client.call<Feed>('/ai/bid/listPagedBySubscribe', { subscribeId: model.id }, { token: alice });
    expect(await kept()).toEqual({ new_count: 0, counted_to: null });
    expect(await countOf()).toBe(0);
  });

  it('matches amounts within the range', async () => {
    const word = uniqueWord();
    const { model } = await create({ name: '金额', keywords: [word], amountMin: 1_000, amountMax: 2_000 }, bob);
    for (const amount of [999, 1_000, 2_000, 2_001, null]) await insertTender(ctx.db, { orgId, projectName: word, amount });
    const feed = await client.call<Feed>('/ai/bid/listPagedBySubscribe', { subscribeId: model.id }, { token: bob });
    expect(feed.list.map((item) => item.amount).sort()).toEqual([1_000, 2_000]);
  });

  it('answers an empty count for a user without subscriptions', async () => {
    const user = (await client.register()).token;
    expect(await client.call('/ai/bid/countSubscribe', undefined, { token: user })).toEqual({
      code: '30000',
      msg: serverMsg('ok'),
      list: [],
      total: 0,
    });
  });
});
