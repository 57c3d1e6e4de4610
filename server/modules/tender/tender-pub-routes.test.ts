import { beforeAll, describe, expect, it } from 'vitest';
import type { CallReply } from '../../../shared/calls/define-call';
import { TENDER_TOTAL_CAP } from '../../../shared/calls/enums';
import type { RegionNode, tenderCalls, TenderListItem } from '../../../shared/calls/tender';
import type { userContentCalls } from '../../../shared/calls/user-content';
import { accountClient, accountTestOptions } from '../../test-support/accounts';
import { serverMsg } from '../../test-support/messages';
import { withTestApp } from '../../test-support/test-app';
import { insertOrg, insertTender, uniqueName, uniqueWord } from '../../test-support/tenders';
import { countMatches } from './subscription-feed';

type Page = CallReply<typeof tenderCalls.listPaged>;
type OrgPage = CallReply<typeof tenderCalls.listOrgPaged>;
type Detail = CallReply<typeof tenderCalls.getByBidId>;
type Regions = CallReply<typeof tenderCalls.customerRegion>;
type History = CallReply<typeof userContentCalls.readHistoryListPaged>;

const { options } = accountTestOptions();
const ctx = withTestApp(options);
const client = accountClient(ctx);

/** A word only this file's fixtures hold, in their project names. */
const WORD = uniqueWord();
let orgId: number;
let agencyId: number;
let token: string;
const ids: Record<string, number> = {};

const count = async (sql: string, params: unknown[] = []) =>
  Number((await ctx.db.query<{ n: string | number }>(`SELECT count(*) AS n FROM tenders t WHERE ${sql}`, params))[0]!.n);
const isNewestFirst = (list: TenderListItem[]) =>
  list.every(
    (item, i) =>
      i === 0 ||
      Date.parse(list[i - 1]!.publishTime) > Date.parse(item.publishTime) ||
      (list[i - 1]!.publishTime === item.publishTime && list[i - 1]!.id > item.id),
  );

beforeAll(async () => {
  token = (await client.register()).token;
  orgId = await insertOrg(ctx.db, uniqueName('业主'), 'YZ', '440000');
  agencyId = await insertOrg(ctx.db, uniqueName('代理'), 'ZX', null);
  const project = uniqueName('project');
  const tender = (key: string, fixture: Partial<Parameters<typeof insertTender>[1]>) =>
    insertTender(ctx.db, { orgId, projectName: `${WORD} 城市轨道交通工程`, ...fixture }).then((id) => (ids[key] = id));
  // Seven tenders of one organisation: Guangzhou subway notices of every stage, one Shenzhen road
  // announcement, one Beijing water result, one old and one without an amount.
  await tender('announcement', {
    title: '广州市地铁十八号线土建施工招标公告',
    projectKey: project,
    projectType: 'SUBWAY',
    daysAgo: 20,
    amount: 52_000_000,
    agencyId,
    content: '<p>招标范围</p><script>alert(1)</script>',
    attachments: ['招标文件.pdf', '工程量清单.xlsx'],
  });
  await tender('clarification', {
    title: '广州市地铁十八号线土建施工澄清公告',
    projectKey: project,
    projectType: 'SUBWAY',
    engType: '0105',
    daysAgo: 15,
  });
  await tender('opening', {
    title: '广州市地铁十八号线开标记录',
    projectKey: project,
    projectType: 'SUBWAY',
    engType: '0102',
    daysAgo: 10,
  });
  await tender('result', {
    title: '广州市地铁十八号线中标结果公示',
    projectKey: project,
    projectType: 'SUBWAY',
    engType: '0104',
    daysAgo: 5,
    amount: 49_500_000,
  });
  await tender('shenzhen', { title: '深圳市道路改造工程招标公告', cityCode: '440300', districtCode: null, daysAgo: 2, amount: 3_000_000 });
  await tender('beijing', {
    title: '北京市供水管网中标结果',
    provinceCode: '110000',
    cityCode: '110100',
    districtCode: '110105',
    projectType: 'WATER',
    engType: '0104',
    tradeCategory: 'GOV_PURCHASE',
    daysAgo: 40,
    amount: 800_000,
  });
  await tender('old', { title: '广州市老旧小区改造招标公告', projectType: 'BUILDING', daysAgo: 200, amount: null });
});

describe('first', () => {
  it('answers the newest tenders, 8 unless asked for up to 20', async () => {
    const future = await insertTender(ctx.db, { orgId, daysAgo: -1 });
    const first = await client.call<CallReply<typeof tenderCalls.first>>('/ai/pub/bid/first', {});
    expect(first.code).toBe('30000');
    expect(first.list.length).toBeLessThanOrEqual(8);
    expect(first.list[0]!.id).toBe(future);
    expect(isNewestFirst(first.list)).toBe(true);
    expect((await client.call<CallReply<typeof tenderCalls.first>>('/ai/pub/bid/first', { size: 3 })).list).toHaveLength(3);
    expect((await client.call<CallReply<typeof tenderCalls.first>>('/ai/pub/bid/first')).code).toBe('30000');
    for (const size of [0, 21, 'x', -1]) expect(await client.call('/ai/pub/bid/first', { size })).toMatchObject({ code: '40001' });
    await ctx.db.query('DELETE FROM tenders WHERE id = $1', [future]);
  });
});

const search = (body: Record<string, unknown>) => client.call<Page>('/ai/pub/bid/listPaged', { keyword: WORD, ...body });

describe('listPaged', () => {
  it('finds the keyword in project names, newest first, with every list field', async () => {
    const page = await search({ pageSize: 50 });
    expect(page.code).toBe('30000');
    expect(page.total).toBe(7);
    expect(page.list.map((item) => item.id)).toEqual(
      ['shenzhen', 'result', 'opening', 'clarification', 'announcement', 'beijing', 'old'].map((key) => ids[key]),
    );
    expect(page.list[4]).toEqual({
      id: ids.announcement,
      title: '广州市地铁十八号线土建施工招标公告',
      projectName: `${WORD} 城市轨道交通工程`,
      engType: '0100',
      tradeCategory: 'ENGINEERING',
      projectType: 'SUBWAY',
      province: { code: '440000', name: '广东省' },
      city: { code: '440100', name: '广州市' },
      district: { code: '440106', name: '天河区' },
      org: { id: orgId, name: expect.any(String) },
      agency: { id: agencyId, name: expect.any(String) },
      amount: 52_000_000,
      publishTime: expect.any(String),
      deadline: null,
      bidOpeningTime: null,
      source: 'fixture',
    });
    expect(page.list[0]).toMatchObject({ district: null, agency: null, city: { code: '440300', name: '深圳市' } });
    expect(page.list[6]!.amount).toBeNull();
  });

  it('finds a keyword in titles, alone and with filters', async () => {
    const title = await client.call<Page>('/ai/pub/bid/listPaged', { keyword: '十八号线', pageSize: 50 });
    expect(title.list.map((item) => item.id)).toEqual(
      expect.arrayContaining([ids.announcement, ids.clarification, ids.opening, ids.result]),
    );
    expect(title.total).toBe(await count("t.title ILIKE '%十八号线%' OR t.project_name ILIKE '%十八号线%'"));
    expect((await search({ keyword: `${WORD}x` })).total).toBe(0);
  });

  it.each([
    ['a province', { regionCode: '440000' }, ['shenzhen', 'result', 'opening', 'clarification', 'announcement', 'old']],
    ['a city', { regionCode: '440300' }, ['shenzhen']],
    ['a municipality', { regionCode: '110000' }, ['beijing']],
    ['a project type', { projectType: 'SUBWAY' }, ['result', 'opening', 'clarification', 'announcement']],
    ['ALL project types', { projectType: 'ALL' }, ['shenzhen', 'result', 'opening', 'clarification', 'announcement', 'beijing', 'old']],
    ['the last week', { days: 7 }, ['shenzhen', 'result']],
    ['the last month', { days: 30 }, ['shenzhen', 'result', 'opening', 'clarification', 'announcement']],
    ['the last year', { days: 365 }, ['shenzhen', 'result', 'opening', 'clarification', 'announcement', 'beijing', 'old']],
    ['all time', { days: 0 }, ['shenzhen', 'result', 'opening', 'clarification', 'announcement', 'beijing', 'old']],
    ['a trade category', { tradeCategory: 'GOV_PURCHASE' }, ['beijing']],
    ['an engineering type', { engType: '0104' }, ['result', 'beijing']],
    ['a minimum amount', { amountMin: 3_000_000 }, ['shenzhen', 'result', 'announcement']],
    ['a maximum amount', { amountMax: 3_000_000 }, ['shenzhen', 'opening', 'clarification', 'beijing']],
    ['an amount range', { amountMin: 3_000_000, amountMax: 50_000_000 }, ['shenzhen', 'result']],
    ['an equal amount range', { amountMin: 800_000, amountMax: 800_000 }, ['beijing']],
    ['subway, Guangdong, last month, results', { projectType: 'SUBWAY', regionCode: '440000', days: 30, engType: '0104' }, ['result']],
  ])('filters by %s', async (_name, filter, expected) => {
    const page = await search({ ...filter, pageSize: 50 });
    expect(page.code, page.msg).toBe('30000');
    expect(page.list.map((item) => item.id)).toEqual(expected.map((key) => ids[key]));
    expect(page.total).toBe(expected.length);
  });

  it('filters without a keyword as a direct SQL count does', async () => {
    const cases: [Record<string, unknown>, string, unknown[]][] = [
      [{ regionCode: '440100' }, 't.city_code = $1', ['440100']],
      [
        { projectType: 'SUBWAY', regionCode: '440000', days: 30, engType: '0104' },
        "t.project_type = 'SUBWAY' AND t.province_code = '440000' AND t.publish_time >= now() - interval '30 days' AND t.eng_type = '0104'",
        [],
      ],
      [{ amountMin: 49_500_000, amountMax: 49_500_000 }, 't.amount = 49500000', []],
      [{}, 'TRUE', []],
    ];
    for (const [filter, sql, params] of cases) {
      const page = await client.call<Page>('/ai/pub/bid/listPaged', filter);
      expect(page.total, JSON.stringify(filter)).toBe(await count(sql, params));
      expect(isNewestFirst(page.list)).toBe(true);
    }
  });

  it('pages: a page past the end keeps the total, 50 a page at most', async () => {
    const second = await search({ page: 2, pageSize: 3 });
    expect(second.list.map((item) => item.id)).toEqual([ids.clarification, ids.announcement, ids.beijing]);
    expect(second.total).toBe(7);
    expect(await search({ page: 100_000 })).toMatchObject({ code: '30000', list: [], total: 7 });
    expect(await search({ page: 4, pageSize: 3, regionCode: '440000' })).toMatchObject({ code: '30000', list: [], total: 6 });
    expect((await search({ pageSize: 50 })).list).toHaveLength(7);
  });

  it.each([
    ['a district', { regionCode: '440106' }, serverMsg('regionTooFine')],
    ['an unknown region', { regionCode: '990000' }, serverMsg('regionNotFound')],
    ['a minimum above the maximum', { amountMin: 2, amountMax: 1 }, serverMsg('amountRangeInvalid')],
  ])('refuses %s with its reason', async (_name, body, msg) => {
    expect(await search(body)).toEqual({ code: '40001', msg });
  });

  it.each([
    ['an unknown project type', { projectType: 'ROCKET' }],
    ['an unknown trade category', { tradeCategory: 'SPACE' }],
    ['an unknown engineering type', { engType: '0103' }],
    ['a numeric engineering type', { engType: 104 }],
    ['an unlisted time filter', { days: 5 }],
    ['a malformed region', { regionCode: '44000' }],
    ['a region as a number', { regionCode: 440000 }],
    ['a negative amount', { amountMin: -1 }],
    ['a huge amount', { amountMax: 1e20 }],
    ['a 5,000-character keyword', { keyword: '地'.repeat(5000) }],
    ['a NUL byte', { keyword: `a\u0000b` }],
    ['page 0', { page: 0 }],
    ['a negative page', { page: -3 }],
    ['a huge page', { page: 2 ** 40 }],
    ['a text page', { page: '2' }],
    ['pageSize 51', { pageSize: 51 }],
    ['an unknown field', { orgId: 1 }],
  ])('answers 40001 to %s', async (_name, body) => {
    const response = await client.post('/ai/pub/bid/listPaged', { keyword: WORD, ...body });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ code: '40001' });
  });

  it('takes a keyword of punctuation alone as written', async () => {
    expect(await search({ keyword: '%_' })).toMatchObject({
      code: '30000',
      total: await count("t.title LIKE '%\\%\\_%' OR t.project_name LIKE '%\\%\\_%'"),
    });
  });
});

describe('listOrgPaged', () => {
  it('answers the organisation and its tenders, newest first', async () => {
    const page = await client.call<OrgPage>('/ai/pub/bid/listOrgPaged', { orgId, pageSize: 2 });
    expect(page.code).toBe('30000');
    expect(page.total).toBe(7);
    expect(page.list.map((item) => item.id)).toEqual([ids.shenzhen, ids.result]);
    expect(page.org).toEqual({
      id: orgId,
      name: expect.any(String),
      partyType: 'YZ',
      province: { code: '440000', name: '广东省' },
      tenderCount: 7,
      followed: false,
    });
    const agency = await client.call<OrgPage>('/ai/pub/bid/listOrgPaged', { orgId: agencyId });
    expect(agency).toMatchObject({ code: '30000', list: [], total: 0, org: { id: agencyId, province: null, tenderCount: 0 } });
    expect(await client.call('/ai/pub/bid/listOrgPaged', { orgId, page: 9 })).toMatchObject({ code: '30000', list: [], total: 7 });
  });

  it('says whether a logged-in caller follows it', async () => {
    await client.call('/ai/userBidOrg/create', { orgId }, { token });
    expect((await client.call<OrgPage>('/ai/pub/bid/listOrgPaged', { orgId }, { token })).org.followed).toBe(true);
    expect((await client.call<OrgPage>('/ai/pub/bid/listOrgPaged', { orgId })).org.followed).toBe(false);
    await client.call('/ai/userBidOrg/remove', { orgId }, { token });
  });

  it('answers an unknown organisation with 40400 and bad ids with 40001', async () => {
    expect(await client.call('/ai/pub/bid/listOrgPaged', { orgId: 2_000_000_000 })).toEqual({
      code: '40400',
      msg: serverMsg('bidOrgNotFound'),
    });
    for (const bad of [0, -1, 'abc', 1.5, 2 ** 31])
      expect(await client.call('/ai/pub/bid/listOrgPaged', { orgId: bad })).toMatchObject({ code: '40001' });
    expect(await client.call('/ai/pub/bid/listOrgPaged', {})).toMatchObject({ code: '40001' });
  });
});

describe('getByBidId and checkLogin', () => {
  it('gives a visitor the summary, locked', async () => {
    const { model, code } = await client.call<Detail>('/ai/pub/bid/getByBidId', { id: ids.announcement, visitorId: uniqueName('v') });
    expect(code).toBe('30000');
    expect(model).toMatchObject({
      id: ids.announcement,
      title: '广州市地铁十八号线土建施工招标公告',
      amount: 52_000_000,
      locked: true,
      content: '',
      attachments: [],
      stages: [],
      praised: false,
      favorited: false,
      followed: false,
    });
    expect(await client.call('/ai/pub/bid/checkLogin', { id: ids.announcement })).toEqual({
      code: '30000',
      msg: serverMsg('ok'),
      loggedIn: false,
    });
  });

  it('gives a logged-in caller the sanitised body, attachments and the stages oldest first, and records the read', async () => {
    await client.call('/ai/pub/userOperation/favorite', { id: ids.opening }, { token });
    const { model } = await client.call<Detail>('/ai/pub/bid/getByBidId', { id: ids.opening }, { token });
    expect(model).toMatchObject({ locked: false, favorited: true, praised: false, followed: false, engType: '0102' });
    expect(model.stages.map((stage) => [stage.id, stage.engType])).toEqual([
      [ids.announcement, '0100'],
      [ids.clarification, '0105'],
      [ids.opening, '0102'],
      [ids.result, '0104'],
    ]);
    expect(model.stages.every((stage, i) => i === 0 || stage.publishTime > model.stages[i - 1]!.publishTime)).toBe(true);

    const announcement = (await client.call<Detail>('/ai/pub/bid/getByBidId', { id: ids.announcement }, { token })).model;
    expect(announcement.content).toContain('招标范围');
    expect(announcement.content).not.toContain('script');
    expect(announcement.attachments).toEqual([
      { index: 0, name: '招标文件.pdf', contentType: 'application/pdf', size: expect.any(Number), originalUrl: null, downloadable: true },
      {
        index: 1,
        name: '工程量清单.xlsx',
        contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        size: expect.any(Number),
        originalUrl: null,
        downloadable: true,
      },
    ]);
    expect(await client.call('/ai/pub/bid/checkLogin', { id: ids.announcement }, { token })).toMatchObject({ loggedIn: true });

    const history = await client.call<History>('/news/readHistory/listPaged', {}, { token });
    expect(history.list.slice(0, 2)).toEqual([
      { bizType: 'tender', bizId: ids.announcement, title: '广州市地铁十八号线土建施工招标公告', readAt: expect.any(String) },
      { bizType: 'tender', bizId: ids.opening, title: '广州市地铁十八号线开标记录', readAt: expect.any(String) },
    ]);
    await client.call('/ai/pub/userOperation/cancelFavorite', { id: ids.opening }, { token });
  });

  it('serves each attachment as a download of its type and listed size, made from the notice, to a logged-in reader', async () => {
    const { model } = await client.call<Detail>('/ai/pub/bid/getByBidId', { id: ids.announcement }, { token });
    const [pdf, xlsx] = model.attachments;
    const download = (index: number, as?: string) =>
      client.post('/ai/bid/attachment', { id: ids.announcement, index }, as ? { token: as } : undefined);

    const first = await download(0, token);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/pdf');
    expect(first.headers['content-disposition']).toBe(
      `attachment; filename="download.pdf"; filename*=UTF-8''${encodeURIComponent('招标文件.pdf')}`,
    );
    expect(first.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(first.rawPayload.length).toBe(pdf!.size);
    expect(first.rawPayload.toString('latin1')).toMatch(/%%EOF\n$/);

    const second = await download(1, token);
    expect(second.headers['content-type']).toBe(xlsx!.contentType);
    // A zip (Office Open XML) whose sheet holds the notice's own text.
    expect(second.rawPayload.subarray(0, 2).toString('latin1')).toBe('PK');
    expect(second.rawPayload.length).toBe(xlsx!.size);
    // The same notice gives the same bytes.
    expect((await download(1, token)).rawPayload.equals(second.rawPayload)).toBe(true);

    expect((await download(0)).statusCode).toBe(401);
    expect((await download(2, token)).json()).toMatchObject({ code: '40400', msg: serverMsg('tenderAttachmentNotFound') });
    expect((await client.post('/ai/bid/attachment', { id: 999_999_999, index: 0 }, { token })).json()).toMatchObject({ code: '40400' });
  });

  it('counts a read once a day per visitor id, account or address', async () => {
    const id = ids.beijing;
    const reads = async () => (await client.call<Detail>('/ai/pub/userOperation/stats', { id })).model.readCount;
    const before = await reads();
    const visitorId = uniqueName('visitor');
    const first = await client.call<Detail>('/ai/pub/bid/getByBidId', { id, visitorId });
    expect(first.model.readCount).toBe(before + 1);
    await client.call('/ai/pub/bid/getByBidId', { id, visitorId });
    expect(await reads()).toBe(before + 1);
    await client.call('/ai/pub/bid/getByBidId', { id }, { token });
    await client.call('/ai/pub/bid/getByBidId', { id, visitorId: uniqueName('other') }, { token });
    expect(await reads()).toBe(before + 2);
    await client.call('/ai/pub/bid/getByBidId', { id }, { ip: '10.200.0.9' });
    await client.call('/ai/pub/bid/getByBidId', { id }, { ip: '10.200.0.9' });
    expect(await reads()).toBe(before + 3);
  });

  it('answers an unknown tender with 40400 and stores nothing', async () => {
    const unknown = 2_000_000_000;
    for (const url of ['/ai/pub/bid/getByBidId', '/ai/pub/bid/checkLogin', '/ai/pub/userOperation/stats']) {
      expect(await client.call(url, { id: unknown }, { token })).toEqual({ code: '40400', msg: serverMsg('tenderNotFound') });
      for (const bad of [0, -5, 'abc', null, 2 ** 31]) expect(await client.call(url, { id: bad })).toMatchObject({ code: '40001' });
    }
    expect(await ctx.db.query('SELECT 1 FROM daily_reads WHERE biz_type = $1 AND biz_id = $2', ['tender', unknown])).toHaveLength(0);
    expect(await ctx.db.query('SELECT 1 FROM read_history WHERE biz_type = $1 AND biz_id = $2', ['tender', unknown])).toHaveLength(0);
    expect(await client.call('/ai/pub/bid/getByBidId', { id: ids.old, visitorId: 'x'.repeat(65) })).toMatchObject({ code: '40001' });
  });
});

describe('stats', () => {
  it('counts reads, praise and favourites', async () => {
    const id = ids.shenzhen;
    await client.call('/ai/pub/userOperation/praise', { id }, { token });
    await client.call('/ai/pub/userOperation/favorite', { id }, { token });
    expect(await client.call('/ai/pub/userOperation/stats', { id })).toEqual({
      code: '30000',
      msg: serverMsg('ok'),
      model: { readCount: 0, praiseCount: 1, favoriteCount: 1 },
    });
  });
});

describe('spiderListPaged', () => {
  it('lists the same filters, newest crawl first', async () => {
    const word = uniqueWord();
    const made = [];
    for (const [daysAgo, created] of [
      [1, 3],
      [30, 1],
      [5, 2],
    ] as const) {
      made.push(await insertTender(ctx.db, { orgId, projectName: word, daysAgo, createdAt: new Date(Date.now() - created * 3_600_000) }));
    }
    const page = await client.call<Page>('/crm/sales/spiderBiding/listPaged', { keyword: word });
    expect(page).toMatchObject({ code: '30000', total: 3 });
    expect(page.list.map((item) => item.id)).toEqual([made[1], made[2], made[0]]);
    expect((await client.call<Page>('/crm/sales/spiderBiding/listPaged', { keyword: word, days: 7 })).total).toBe(2);
    expect(await client.call('/crm/sales/spiderBiding/listPaged', { keyword: word, regionCode: '440106' })).toMatchObject({
      code: '40001',
    });
  });
});

describe('customerRegion', () => {
  const tree = (body?: Record<string, unknown>) => client.call<Regions>('/crm/sales/customerV2/customerRegion', body);
  const codes = (nodes: RegionNode[]) => nodes.map((node) => node.code);

  it('answers the provinces with their cities by default', async () => {
    const { list, code } = await tree();
    expect(code).toBe('30000');
    expect(list.length).toBeGreaterThanOrEqual(31);
    const guangdong = list.find((node) => node.code === '440000')!;
    expect(guangdong.name).toBe('广东省');
    expect(guangdong.children.find((node) => node.code === '440100')).toEqual({ code: '440100', name: '广州市', children: [] });
    expect((await tree({ depth: 1 })).list.every((node) => node.children.length === 0)).toBe(true);
  });

  it('answers the tree below a province or a city, `depth` levels deep', async () => {
    const cities = (await tree({ parentCode: '440000', depth: 1 })).list;
    expect(codes(cities)).toContain('440100');
    expect(cities.every((node) => node.code.startsWith('44') && node.children.length === 0)).toBe(true);
    const withDistricts = (await tree({ parentCode: '440000', depth: 3 })).list;
    expect(codes(withDistricts.find((node) => node.code === '440100')!.children)).toContain('440106');
    const districts = (await tree({ parentCode: '440100' })).list;
    expect(districts.find((node) => node.code === '440106')).toEqual({ code: '440106', name: '天河区', children: [] });
    expect((await tree({ parentCode: '440106' })).list).toEqual([]);
  });

  it('refuses an unknown parent and a bad depth', async () => {
    expect(await tree({ parentCode: '990000' })).toEqual({ code: '40001', msg: serverMsg('regionNotFound') });
    for (const body of [{ depth: 0 }, { depth: 4 }, { parentCode: '4401' }, { parentCode: 'abcdef' }]) {
      expect(await tree(body)).toMatchObject({ code: '40001' });
    }
  });
});

describe('a list of more than TENDER_TOTAL_CAP tenders', () => {
  it('counts up to the cap, says so, and ends its pages there', async () => {
    const big = await insertOrg(ctx.db);
    await ctx.db.query(
      `INSERT INTO tenders (title, project_name, project_key, eng_type, trade_category, project_type, province_code, org_id, publish_time)
       SELECT 'cap ' || n, 'cap', 'cap-' || n, '0100', 'OTHER', 'ROAD', '440000', $1, now() - make_interval(secs => n)
       FROM generate_series(1, $2::int) n`,
      [big, TENDER_TOTAL_CAP + 1],
    );
    const page = (body: Record<string, unknown>) => client.call<OrgPage>('/ai/pub/bid/listOrgPaged', { orgId: big, ...body });
    const first = await page({});
    expect(first).toMatchObject({ code: '30000', total: TENDER_TOTAL_CAP, capped: true, org: { tenderCount: TENDER_TOTAL_CAP + 1 } });
    expect(first.list[0]!.title).toBe('cap 1');
    const last = await page({ page: TENDER_TOTAL_CAP / 50, pageSize: 50 });
    expect(last.list).toHaveLength(50);
    expect(last.list[49]!.title).toBe(`cap ${TENDER_TOTAL_CAP}`);
    expect(await page({ page: TENDER_TOTAL_CAP / 50 + 1, pageSize: 50 })).toMatchObject({
      list: [],
      total: TENDER_TOTAL_CAP,
      capped: true,
    });
    expect((await search({ keyword: WORD })).capped).toBe(false);
    // A keyword in more titles than are sorted (walked newest first), alone or with a filter (tested per tender).
    for (const body of [{ keyword: 'cap' }, { keyword: 'cap', regionCode: '440000' }]) {
      const hits = await search({ ...body, page: 3, pageSize: 20 });
      expect(hits).toMatchObject({ code: '30000', total: TENDER_TOTAL_CAP, capped: true });
      expect(hits.list.map((item) => item.title)).toEqual(Array.from({ length: 20 }, (_, i) => `cap ${41 + i}`));
    }
    // New matches among the newest notices are counted in one pass, older ones each on its own: both at once.
    const [batch] = await ctx.db.query<{ at: Date }>("SELECT max(created_at) AS at FROM tenders WHERE title LIKE 'cap %'");
    await ctx.db.query("UPDATE tenders SET created_at = $1::timestamptz + interval '1 minute' WHERE title IN ('cap 1', 'cap 2', 'cap 3')", [
      batch!.at,
    ]);
    const criteria = { keywords: ['cap'], regionCodes: ['440000'] };
    // A millisecond after the batch (a Date drops the database's microseconds): only the three moved later.
    const afterBatch = new Date(batch!.at.getTime() + 1);
    const counts = await countMatches(ctx.db, [
      { ...criteria, createdAfter: new Date(Date.now() - 3_600_000) },
      { ...criteria, createdAfter: afterBatch },
    ]);
    expect(counts).toEqual([TENDER_TOTAL_CAP, 3]);
  });
});
