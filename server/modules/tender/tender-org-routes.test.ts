import { beforeAll, describe, expect, it } from 'vitest';
import type { CallReply } from '../../../shared/calls/define-call';
import type { tenderCalls } from '../../../shared/calls/tender';
import { accountClient, accountTestOptions } from '../../test-support/accounts';
import { withTestApp } from '../../test-support/test-app';
import { uniqueName } from '../../test-support/tenders';
import { recordingMessages } from '../../test-support/recording-messages';
import { FOLLOWS_PATH, sendDigests } from './digests';
import { importTenders } from './import/import-tenders';

// An organisation's analysis, a project's winning-bid view and similar projects, on notices
// imported from an OCDS package whose parties and amounts are known.

type Stats = CallReply<typeof tenderCalls.orgStats>;
type Related = CallReply<typeof tenderCalls.related>;
type OrgPage = CallReply<typeof tenderCalls.listOrgPaged>;

const { options } = accountTestOptions();
const ctx = withTestApp(options);
const client = accountClient(ctx);

const WINNER = uniqueName('示例建工集团有限公司');
const RIVAL = uniqueName('示例路桥有限公司');
const OTHER = uniqueName('示例市政有限公司');
const BUYER = uniqueName('示例城投集团');
const BUYER2 = uniqueName('示例水务集团');
const KEY = uniqueName('ocds-orgs');

interface Project {
  n: number;
  date: string;
  buyer: string;
  title: string;
  place: [string, string];
  budget: number;
  /** Offers in order of their bids; the first named `winner` wins with its offer. */
  bids: [string, number | null][];
  winner: string | null;
  cpv?: string;
}

/** A project as an OCDS tender release and, when it has a winner, an award release with its bids. */
function releasesOf(project: Project) {
  const ocid = `${KEY}-${project.n}`;
  const names = [...new Set([project.buyer, ...project.bids.map(([name]) => name)])];
  const idOf = (name: string) => `p${names.indexOf(name)}`;
  const parties = names.map((name) => ({
    id: idOf(name),
    name,
    roles: name === project.buyer ? ['buyer'] : ['tenderer', ...(name === project.winner ? ['supplier'] : [])],
    ...(name === project.buyer ? { address: { region: project.place[0], locality: project.place[1] } } : {}),
  }));
  const tender = {
    ocid,
    id: `${ocid}-1`,
    date: `${project.date}T09:00:00+08:00`,
    tag: ['tender'],
    buyer: { id: idOf(project.buyer), name: project.buyer },
    parties,
    tender: {
      id: 't',
      title: project.title,
      value: { amount: project.budget, currency: 'CNY' },
      items: [{ id: '1', classification: { scheme: 'CPV', id: project.cpv ?? '45233120' } }],
    },
  };
  if (!project.winner) return [tender];
  const won = project.bids.find(([name]) => name === project.winner)![1];
  const award = {
    ocid,
    id: `${ocid}-2`,
    date: `${project.date.slice(0, 8)}28T10:00:00+08:00`,
    tag: ['award'],
    parties,
    bids: {
      details: project.bids.map(([name, amount], i) => ({
        id: `b${i}`,
        tenderers: [{ id: idOf(name), name }],
        ...(amount === null ? {} : { value: { amount, currency: 'CNY' } }),
      })),
    },
    awards: [
      {
        id: 'a',
        status: 'active',
        suppliers: [{ id: idOf(project.winner), name: project.winner }],
        value: { amount: won, currency: 'CNY' },
      },
    ],
  };
  return [tender, award];
}

const GZ: [string, string] = ['广东省', '广州市天河区'];
const HZ: [string, string] = ['浙江省', '杭州市西湖区'];
const PROJECTS: Project[] = [
  {
    n: 1,
    date: '2024-03-01',
    buyer: BUYER,
    title: '广州市天河区道路改造工程施工',
    place: GZ,
    budget: 1_000_000,
    bids: [
      [WINNER, 930_000],
      [RIVAL, 950_000],
      [OTHER, null],
    ],
    winner: WINNER,
  },
  {
    n: 2,
    date: '2025-05-01',
    buyer: BUYER,
    title: '广州市天河区道路绿化工程施工',
    place: GZ,
    budget: 2_000_000,
    bids: [
      [WINNER, 1_800_000],
      [RIVAL, 1_900_000],
    ],
    winner: WINNER,
  },
  {
    n: 3,
    date: '2025-06-01',
    buyer: BUYER2,
    title: '杭州市西湖区供水管网改造工程',
    place: HZ,
    budget: 800_000,
    bids: [
      [RIVAL, 700_000],
      [WINNER, 760_000],
    ],
    winner: RIVAL,
  },
  // Announced only: no bids, no winner.
  { n: 4, date: '2025-07-01', buyer: BUYER, title: '广州市天河区道路照明工程施工', place: GZ, budget: 1_500_000, bids: [], winner: null },
];

const orgIdOf = async (name: string) => (await ctx.db.query<{ id: number }>('SELECT id FROM bid_orgs WHERE name = $1', [name]))[0]!.id;
const noticeOf = async (n: number, stage: string) =>
  (await ctx.db.query<{ id: number }>('SELECT id FROM tenders WHERE project_key = $1 AND eng_type = $2', [`${KEY}-${n}`, stage]))[0]!.id;

let winnerId: number;
let rivalId: number;
let buyerId: number;

beforeAll(async () => {
  const text = JSON.stringify({ publisher: { name: 'test' }, releases: PROJECTS.flatMap(releasesOf) });
  const report = await importTenders(ctx.db, { source: `${KEY}.json`, text });
  expect(report.refused).toEqual([]);
  winnerId = await orgIdOf(WINNER);
  rivalId = await orgIdOf(RIVAL);
  buyerId = await orgIdOf(BUYER);
});

describe('orgStats', () => {
  it("counts a winner's bids, wins and awarded yuan by year, its regions and trades", async () => {
    const { model } = await client.call<Stats>('/ai/pub/bid/orgStats', { orgId: winnerId });
    expect(model.years).toEqual([
      { year: 2024, published: 0, bids: 1, wins: 1, awarded: 930_000 },
      { year: 2025, published: 0, bids: 2, wins: 1, awarded: 1_800_000 },
    ]);
    expect(model.regions.map((region) => [region.code, region.count])).toEqual([
      ['440000', 2],
      ['330000', 1],
    ]);
    expect(model.trades).toEqual([{ code: 'ENGINEERING', count: 3 }]);
    expect(model.buyers).toEqual([{ id: buyerId, name: BUYER, count: 2 }]);
    expect(model.winners).toEqual([]);
    expect(model.competitors[0]).toEqual({ id: rivalId, name: RIVAL, count: 3 });
    expect(model.competitors.map((partner) => partner.name)).toContain(OTHER);
  });

  it("counts a buyer's published notices and its frequent winners", async () => {
    const { model } = await client.call<Stats>('/ai/pub/bid/orgStats', { orgId: buyerId });
    expect(model.years.map((year) => [year.year, year.wins, year.bids])).toEqual([
      [2024, 0, 0],
      [2025, 0, 0],
    ]);
    expect(model.years.reduce((sum, year) => sum + year.published, 0)).toBe(3);
    expect(model.winners).toEqual([{ id: winnerId, name: WINNER, count: 2 }]);
    expect(model.buyers).toEqual([]);
    expect(model.competitors).toEqual([]);
  });

  it('answers an organisation without notices with empty lists, and an unknown one with 40400', async () => {
    const [row] = await ctx.db.query<{ id: number }>("INSERT INTO bid_orgs (name, party_type) VALUES ($1, 'SG') RETURNING id", [
      uniqueName('无中标单位'),
    ]);
    const id = row!.id;
    expect((await client.call<Stats>('/ai/pub/bid/orgStats', { orgId: id })).model).toEqual({
      years: [],
      regions: [],
      trades: [],
      buyers: [],
      winners: [],
      competitors: [],
    });
    expect(await client.call('/ai/pub/bid/orgStats', { orgId: 2_000_000_000 })).toMatchObject({ code: '40400' });
    expect(await client.call('/ai/pub/bid/orgStats', {})).toMatchObject({ code: '40001' });
  });

  it('lists every notice an organisation takes part in when asked, not only those it published', async () => {
    const published = await client.call<OrgPage>('/ai/pub/bid/listOrgPaged', { orgId: winnerId });
    expect(published.total).toBe(0);
    const parts = await client.call<OrgPage>('/ai/pub/bid/listOrgPaged', { orgId: winnerId, parties: true, pageSize: 2 });
    expect(parts.list).toHaveLength(2);
    expect(parts.total).toBe(await countParts(winnerId));
    expect(parts.list.every((item, i) => i === 0 || parts.list[i - 1]!.publishTime >= item.publishTime)).toBe(true);
  });
});

const countParts = async (orgId: number) =>
  Number((await ctx.db.query<{ n: string }>('SELECT count(DISTINCT tender_id) AS n FROM tender_parties WHERE org_id = $1', [orgId]))[0]!.n);

describe('related', () => {
  it('shows the bidders with their offers, the winner first, and the discount from the budget', async () => {
    const { result } = await client.call<Related>('/ai/pub/bid/related', { id: await noticeOf(1, '0104') });
    expect(result.bids).toEqual([
      { id: winnerId, name: WINNER, amount: 930_000, rank: 1, winner: true },
      { id: rivalId, name: RIVAL, amount: 950_000, rank: 2, winner: false },
      expect.objectContaining({ name: OTHER, amount: null, winner: false }),
    ]);
    expect(result).toMatchObject({ budget: 1_000_000, winningAmount: 930_000, discountBasisPoints: 700 });
    // The announcement of the same project shows the same view.
    expect((await client.call<Related>('/ai/pub/bid/related', { id: await noticeOf(1, '0100') })).result).toEqual(result);
  });

  it('has nothing to show for a project without bids or winner', async () => {
    const { result } = await client.call<Related>('/ai/pub/bid/related', { id: await noticeOf(4, '0100') });
    expect(result).toEqual({ bids: [], budget: 1_500_000, winningAmount: null, discountBasisPoints: null });
  });

  it('finds similar projects of the same trade and province, never its own project', async () => {
    const id = await noticeOf(2, '0104');
    const { similar } = await client.call<Related>('/ai/pub/bid/related', { id });
    expect(similar.length).toBeGreaterThan(0);
    expect(similar.length).toBeLessThanOrEqual(5);
    const [own] = await ctx.db.query<{ project_key: string }>('SELECT project_key FROM tenders WHERE id = $1', [id]);
    const keys = await ctx.db.query<{ project_key: string; province_code: string; trade_category: string }>(
      'SELECT project_key, province_code, trade_category FROM tenders WHERE id = ANY($1::int[])',
      [similar.map((item) => item.id)],
    );
    expect(keys.every((row) => row.project_key !== own!.project_key)).toBe(true);
    expect(new Set(keys.map((row) => row.project_key)).size).toBe(keys.length);
    expect(keys.every((row) => row.province_code === '440000' && row.trade_category === 'ENGINEERING')).toBe(true);
    // The closest title of the same place and trade comes first (its amount is close too).
    expect(similar.map((item) => item.projectName)).toContain('广州市天河区道路改造工程施工');
    expect(await client.call('/ai/pub/bid/related', { id: 2_000_000_000 })).toMatchObject({ code: '40400' });
  });
});

describe('following an organisation', () => {
  it('follows and unfollows for a logged-in user only, and refuses an unknown organisation', async () => {
    const { token } = await client.register();
    expect(await client.call('/ai/userBidOrg/create', { orgId: winnerId })).toMatchObject({ code: '40100' });
    expect(await client.call('/ai/userBidOrg/create', { orgId: 2_000_000_000 }, { token })).toMatchObject({ code: '40400' });
    expect(await client.call('/ai/userBidOrg/create', { orgId: winnerId }, { token })).toMatchObject({ followed: true });
    expect((await client.call<OrgPage>('/ai/pub/bid/listOrgPaged', { orgId: winnerId, pageSize: 1 }, { token })).org.followed).toBe(true);
    expect(await client.call('/ai/userBidOrg/remove', { orgId: winnerId }, { token })).toMatchObject({ followed: false });
    expect((await client.call<OrgPage>('/ai/pub/bid/listOrgPaged', { orgId: winnerId, pageSize: 1 }, { token })).org.followed).toBe(false);
  });

  /** A new project the winner wins, imported now (after the follows made just before). */
  async function winArrives(n: number, title: string) {
    // The follow's time is the database's (microseconds), the import's a JS date (milliseconds): in the same
    // millisecond the win would count as older than the follow.
    await new Promise((resolve) => setTimeout(resolve, 5));
    const project: Project = {
      n,
      date: '2025-09-01',
      buyer: BUYER2,
      title,
      place: GZ,
      budget: 900_000,
      bids: [[WINNER, 850_000]],
      winner: WINNER,
    };
    await importTenders(ctx.db, {
      source: `${KEY}-win-${n}.json`,
      text: JSON.stringify({ publisher: { name: 'test' }, releases: releasesOf(project) }),
    });
  }

  it("lists a followed organisation's new win in the next digest, once", async () => {
    const { provider: messages, sent } = recordingMessages();
    const { token, phone } = await client.register();
    await client.call('/ai/bidSubscribe/create', { name: '关注单位', keywords: [uniqueName('无匹配')] }, { token });
    await client.call('/ai/userBidOrg/create', { orgId: winnerId }, { token });
    const title = '广州市天河区道路排水工程施工';
    await winArrives(9, title);

    await sendDigests(ctx.db, { messages, origin: 'https://portal.example.com' });
    const mine = sent.filter((message) => message.to === phone);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.text).toContain('关注单位新中标');
    expect(mine[0]!.text).toContain(`${WINNER} 中标 ${title}`);
    expect(mine[0]!.text.split(title)).toHaveLength(2);

    // The next day: the win is not listed again (and with nothing else new there is no message).
    await sendDigests(ctx.db, { messages, origin: 'https://portal.example.com', now: new Date(Date.now() + 86_400_000) });
    expect(sent.filter((message) => message.to === phone)).toHaveLength(1);
  });

  it('sends the new win to a follower without any daily subscription in a digest of its own, by SMS or email, once', async () => {
    const { provider: messages, sent } = recordingMessages();
    const bySms = await client.register();
    const byEmail = await client.register();
    const email = `${uniqueName('follower')}@example.com`.toLowerCase();
    await ctx.db.query('UPDATE users SET email = $1 WHERE phone = $2', [email, byEmail.phone]);
    // A subscription without 每日推送 does not take the wins: the follower gets a digest of its own.
    await client.call(
      '/ai/bidSubscribe/create',
      { name: '不推送', keywords: [uniqueName('无匹配')], digest: false },
      { token: byEmail.token },
    );
    for (const { token } of [bySms, byEmail]) await client.call('/ai/userBidOrg/create', { orgId: winnerId }, { token });
    const title = '广州市海珠区道路照明工程施工';
    await winArrives(10, title);

    const origin = 'https://portal.example.com';
    await sendDigests(ctx.db, { messages, origin });
    const [sms] = sent.filter((message) => message.to === bySms.phone);
    expect(sms!.text).toMatch(/^【计量支付】关注单位新中标/);
    expect(sms!.text).toContain(`${WINNER} 中标 ${title}`);
    const [mail] = sent.filter((message) => message.to === email);
    expect(mail!.subject).toBe('计量支付：您关注的单位新增 1 条中标');
    expect(mail!.text).toContain(`${WINNER} 中标 ${title}`);
    expect(mail!.text).toContain(`${origin}${FOLLOWS_PATH}`);

    // Again the same day, and the next day: nothing more.
    await sendDigests(ctx.db, { messages, origin });
    await sendDigests(ctx.db, { messages, origin, now: new Date(Date.now() + 86_400_000) });
    expect(sent.filter((message) => message.to === bySms.phone || message.to === email)).toHaveLength(2);
  });
});
