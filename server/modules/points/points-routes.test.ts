import { describe, expect, it } from 'vitest';
import { pointsCalls } from '../../../shared/calls/points';
import { accountClient, accountTestOptions, freshPhone, registeredUser } from '../../test-support/accounts';
import { pointsMsg, accountMsg } from '../../test-support/messages';
import { withTestApp } from '../../test-support/test-app';
import { refund, spend } from './residue';

// SPEC §7 points calls through the app on its own database, with a clock the tests move (China days are UTC+8).

const clock = { now: new Date('2026-03-01T08:00:00Z') };
const ctx = withTestApp({ ...accountTestOptions().options, clock: () => clock.now });
const client = () => accountClient(ctx);
const at = (instant: string) => {
  clock.now = new Date(instant);
};

const path = (row: { path: string }) => row.path;
const call = <T = Record<string, unknown>>(row: { path: string }, body: unknown, token?: string) =>
  client().call<T>(path(row), body, { token });

const newUser = () => registeredUser(client(), ctx.db);

const ledgerSum = async (userId: string) =>
  (await ctx.db.query<{ sum: number }>('SELECT COALESCE(sum(delta), 0)::int AS sum FROM point_ledger WHERE user_id = $1', [userId]))[0]!
    .sum;
const residueOf = async (userId: string, kind: string) =>
  (await ctx.db.query<{ balance: number }>('SELECT balance FROM residue_accounts WHERE user_id = $1 AND kind = $2', [userId, kind]))[0]
    ?.balance;
const residueLedgerSum = async (userId: string, kind: string) =>
  (
    await ctx.db.query<{ sum: number }>('SELECT COALESCE(sum(delta), 0)::int AS sum FROM residue_ledger WHERE user_id = $1 AND kind = $2', [
      userId,
      kind,
    ])
  )[0]!.sum;

describe('the rules are rows of the database', () => {
  it('answers the seeded sign, earning and consumption rules without a login', async () => {
    const sign = await call<{ model: { dailyPoints: number; bonuses: { streakDay: number; points: number }[] } }>(
      pointsCalls.getSignRule,
      {},
    );
    expect(sign.code).toBe('30000');
    expect(sign.model.dailyPoints).toBe(5);
    expect(sign.model.bonuses.map((bonus) => [bonus.streakDay, bonus.points])).toEqual([
      [3, 10],
      [7, 30],
      [15, 50],
      [30, 100],
    ]);
    const earning = await call<{ list: { code: string; points: number }[] }>(pointsCalls.getPointEarningRule, null);
    expect(earning.list.map((rule) => [rule.code, rule.points])).toEqual([
      ['signIn', 5],
      ['invite', 50],
    ]);
    const spending = await call<{ list: { kind: string; freeAllotment: number; exchangePoints: number | null }[] }>(
      pointsCalls.getPointConsumptionRule,
      {},
    );
    expect(spending.list.map((rule) => rule.kind)).toEqual(['aiWrite', 'aiTender', 'aiPaper', 'aiContract']);
  });

  it('follows an edited row at once', async () => {
    await ctx.db.query("UPDATE point_rules SET points = 8 WHERE code = 'invite'");
    const earning = await call<{ list: { code: string; points: number }[] }>(pointsCalls.getPointEarningRule, {});
    expect(earning.list.find((rule) => rule.code === 'invite')?.points).toBe(8);
    await ctx.db.query("UPDATE point_rules SET points = 50 WHERE code = 'invite'");
  });
});

describe('private rows', () => {
  const privateRows = Object.values(pointsCalls).filter((row) => row.login);

  it.each(privateRows.map((row) => [row.path, row]))('%s answers HTTP 401 without a token', async (_, row) => {
    const response = await client().post(row.path, { kind: 'aiWrite', delta: -1 });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: '40100', msg: accountMsg('sessionExpired') });
  });

  it('refuses a body naming another user, and a bad kind or delta', async () => {
    const me = await newUser();
    const other = await newUser();
    for (const [row, body] of [
      [pointsCalls.listPaged, { userId: other.userId }],
      [pointsCalls.getResidue, { userId: other.userId }],
      [pointsCalls.residueCreate, { kind: 'aiWrite', userId: other.userId }],
      [pointsCalls.updateResidue, { kind: 'aiWrite', delta: -1, userId: other.userId }],
    ] as const) {
      const response = await client().post(row.path, body, { token: me.token });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ code: '40300', msg: pointsMsg('notYours') });
    }
    expect(await call(pointsCalls.listPaged, { userId: me.userId }, me.token)).toMatchObject({ code: '30000', total: 0, balance: 0 });
    expect(await call(pointsCalls.residueCreate, { kind: 'nothing' }, me.token)).toEqual({
      code: '43005',
      msg: pointsMsg('unknownKind', { kind: 'nothing' }),
    });
    expect((await call(pointsCalls.updateResidue, { kind: 'aiWrite', delta: 0 }, me.token)).code).toBe('40001');
    expect((await call(pointsCalls.updateResidue, { kind: 'aiWrite', delta: -1.5 }, me.token)).code).toBe('40001');
    expect((await call(pointsCalls.signDayList, { month: '2026-13' }, me.token)).code).toBe('40001');
  });
});

describe('signing in', () => {
  it('gives points once a China day, even to parallel clicks', async () => {
    const me = await newUser();
    at('2026-03-10T02:00:00Z');
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => call<{ model?: { points: number } }>(pointsCalls.signDay, {}, me.token)),
    );
    expect(answers.filter((answer) => answer.code === '30000')).toHaveLength(1);
    expect(answers.filter((answer) => answer.code === '43001').every((answer) => answer.msg === pointsMsg('alreadySigned'))).toBe(true);
    at('2026-03-10T15:59:59Z');
    expect(await call(pointsCalls.signDay, {}, me.token)).toEqual({ code: '43001', msg: pointsMsg('alreadySigned') });
    const ledger = await call<{ list: { delta: number; reason: string; reference: string }[]; balance: number }>(
      pointsCalls.listPaged,
      {},
      me.token,
    );
    expect(ledger.list).toEqual([expect.objectContaining({ delta: 5, reason: 'signIn', reference: '2026-03-10' })]);
    expect(ledger.balance).toBe(5);
  });

  it('counts the streak across China midnight, pays its bonus, and starts again after a missed day', async () => {
    const me = await newUser();
    const sign = async (instant: string) => {
      at(instant);
      return call<{ model: { day: string; streak: number; points: number; bonus: number; balance: number } }>(
        pointsCalls.signDay,
        {},
        me.token,
      );
    };
    expect((await sign('2026-03-01T15:59:59Z')).model).toEqual({ day: '2026-03-01', streak: 1, points: 5, bonus: 0, balance: 5 });
    // One second later it is 2 March in China.
    expect((await sign('2026-03-01T16:00:00Z')).model).toEqual({ day: '2026-03-02', streak: 2, points: 5, bonus: 0, balance: 10 });
    at('2026-03-02T10:00:00Z');
    expect((await call<{ model: unknown }>(pointsCalls.continuSignResidue, {}, me.token)).model).toEqual({
      today: '2026-03-02',
      signedToday: true,
      streak: 2,
      nextPoints: 15,
      nextBonus: { streakDay: 3, points: 10, daysLeft: 1 },
      balance: 10,
    });
    expect((await sign('2026-03-02T16:30:00Z')).model).toEqual({ day: '2026-03-03', streak: 3, points: 5, bonus: 10, balance: 25 });
    // 4 March is missed: on the 5th the streak is 0 until signed, then 1.
    at('2026-03-04T17:00:00Z');
    expect(
      (await call<{ model: { streak: number; signedToday: boolean } }>(pointsCalls.continuSignResidue, {}, me.token)).model,
    ).toMatchObject({
      today: '2026-03-05',
      signedToday: false,
      streak: 0,
      nextPoints: 5,
      nextBonus: { streakDay: 3, points: 10, daysLeft: 3 },
    });
    expect((await sign('2026-03-05T01:00:00Z')).model).toMatchObject({ day: '2026-03-05', streak: 1, bonus: 0, balance: 30 });
    const days = await call<{ month: string; today: string; list: string[] }>(pointsCalls.signDayList, {}, me.token);
    expect(days).toMatchObject({ month: '2026-03', today: '2026-03-05', list: ['2026-03-01', '2026-03-02', '2026-03-03', '2026-03-05'] });
    expect((await call<{ list: string[] }>(pointsCalls.signDayList, { month: '2026-02' }, me.token)).list).toEqual([]);
    const ledger = await call<{ list: { delta: number; reason: string }[]; total: number; balance: number }>(
      pointsCalls.listPaged,
      { page: 1, pageSize: 2 },
      me.token,
    );
    expect(ledger).toMatchObject({ total: 5, balance: 30 });
    expect(ledger.list.map((entry) => [entry.reason, entry.delta])).toEqual([
      ['signIn', 5],
      ['streakBonus', 10],
    ]);
    expect(await ledgerSum(me.userId)).toBe(30);
    const methods = await call<{ list: { code: string; earnedTimes: number; earnedPoints: number }[] }>(
      pointsCalls.obtainMethod,
      {},
      me.token,
    );
    expect(methods.list).toEqual([
      expect.objectContaining({ code: 'signIn', earnedTimes: 4, earnedPoints: 30 }),
      expect.objectContaining({ code: 'invite', earnedTimes: 0, earnedPoints: 0 }),
    ]);
  });
});

describe('invite points', () => {
  it('pays the inviter once per colleague who registers through the link', async () => {
    const inviter = await newUser();
    const invite = await client().call<{ inviteCode: string }>('/user/unionInvite/generateLink', {}, { token: inviter.token });
    const registerWith = async (phone: string) => {
      const vcode = await client().codeFor('/user/reg/sendVcode', { phone }, phone);
      return client().call('/user/reg/v3/std/register', {
        phone,
        vcode,
        password: 'Girder2026',
        realname: 'Colleague',
        inviteCode: invite.inviteCode,
      });
    };
    const phone = freshPhone();
    expect((await registerWith(phone)).code).toBe('30000');
    expect((await registerWith(phone)).code).not.toBe('30000');
    expect((await registerWith(freshPhone())).code).toBe('30000');
    const ledger = await call<{ list: { delta: number; reason: string; reference: string }[]; balance: number }>(
      pointsCalls.listPaged,
      {},
      inviter.token,
    );
    expect(ledger.list.map((entry) => [entry.reason, entry.delta])).toEqual([
      ['invite', 50],
      ['invite', 50],
    ]);
    expect(ledger.list.at(-1)!.reference).toBe(`${phone.slice(0, 3)}****${phone.slice(-4)}`);
    expect(ledger.balance).toBe(100);
  });
});

describe('the residueDegree quota', () => {
  it('opens once with the free allotment', async () => {
    const me = await newUser();
    expect((await call<{ list: unknown[] }>(pointsCalls.getResidue, {}, me.token)).list).toEqual([
      { kind: 'aiWrite', title: expect.any(String), opened: false, balance: 0 },
      { kind: 'aiTender', title: expect.any(String), opened: false, balance: 0 },
      { kind: 'aiPaper', title: expect.any(String), opened: false, balance: 0 },
      { kind: 'aiContract', title: expect.any(String), opened: false, balance: 0 },
    ]);
    for (let i = 0; i < 3; i++) {
      expect((await call<{ model: unknown }>(pointsCalls.residueCreate, { kind: 'aiWrite' }, me.token)).model).toMatchObject({
        kind: 'aiWrite',
        opened: true,
        balance: 20,
      });
    }
    expect(await residueLedgerSum(me.userId, 'aiWrite')).toBe(20);
    expect((await call<{ list: unknown[] }>(pointsCalls.getResidue, { kind: 'aiWrite' }, me.token)).list).toEqual([
      expect.objectContaining({ kind: 'aiWrite', opened: true, balance: 20 }),
    ]);
  });

  it('spends exactly the balance under 50 parallel updateResidue requests', async () => {
    const me = await newUser();
    await call(pointsCalls.residueCreate, { kind: 'aiWrite' }, me.token);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        call(pointsCalls.updateResidue, { kind: 'aiWrite', delta: -1, reference: `job-${i}` }, me.token),
      ),
    );
    expect(answers.filter((answer) => answer.code === '30000')).toHaveLength(20);
    const refused = answers.filter((answer) => answer.code !== '30000');
    expect(refused).toHaveLength(30);
    expect(refused.every((answer) => answer.code === '43002' && answer.msg === pointsMsg('residueShort', { amount: 1 }))).toBe(true);
    expect(await residueOf(me.userId, 'aiWrite')).toBe(0);
    expect(await residueLedgerSum(me.userId, 'aiWrite')).toBe(0);
    const [spends] = await ctx.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM residue_ledger WHERE user_id = $1 AND reason = 'spend'",
      [me.userId],
    );
    expect(spends!.n).toBe(20);
  });

  it('spends exactly the balance under 50 parallel spend() calls of the AI tools, and refunds a spend once', async () => {
    const me = await newUser();
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) => spend(ctx.db, me.userId, 'aiTender', 1, 'aiTender', `job-${i}`)),
    );
    const spent = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    expect(spent).toHaveLength(3);
    expect(await residueOf(me.userId, 'aiTender')).toBe(0);
    expect(await residueLedgerSum(me.userId, 'aiTender')).toBe(0);
    const other = await newUser();
    await expect(refund(ctx.db, other.userId, spent[0]!.entryId)).rejects.toMatchObject({ reason: 'points.refundUnknown' });
    const refunds = await Promise.allSettled([refund(ctx.db, me.userId, spent[0]!.entryId), refund(ctx.db, me.userId, spent[0]!.entryId)]);
    expect(refunds.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect(await residueOf(me.userId, 'aiTender')).toBe(1);
    expect(await residueLedgerSum(me.userId, 'aiTender')).toBe(1);
  });

  it('refuses to go below zero and changes nothing', async () => {
    const me = await newUser();
    await call(pointsCalls.residueCreate, { kind: 'aiPaper' }, me.token);
    expect(await call(pointsCalls.updateResidue, { kind: 'aiPaper', delta: -4 }, me.token)).toEqual({
      code: '43002',
      msg: pointsMsg('residueShort', { amount: 4 }),
    });
    expect(await residueOf(me.userId, 'aiPaper')).toBe(3);
    expect(await call(pointsCalls.updateResidue, { kind: 'aiPaper', delta: -3 }, me.token)).toMatchObject({
      code: '30000',
      model: { balance: 0 },
    });
  });

  it('exchanges points for quota at the rule rate, both balances or neither', async () => {
    const me = await newUser();
    at('2026-04-01T01:00:00Z');
    for (const day of ['01', '02', '03', '04', '05', '06', '07', '08', '09', '10']) {
      at(`2026-04-${day}T01:00:00Z`);
      expect((await call(pointsCalls.signDay, {}, me.token)).code).toBe('30000');
    }
    // 10 days × 5 + 10 (3rd day) + 30 (7th day) = 90 points.
    expect((await call<{ balance: number }>(pointsCalls.listPaged, {}, me.token)).balance).toBe(90);
    expect(await call(pointsCalls.updateResidue, { kind: 'aiWrite', delta: 3 }, me.token)).toEqual({
      code: '43006',
      msg: pointsMsg('exchangeStep', { step: 5 }),
    });
    expect(await call(pointsCalls.updateResidue, { kind: 'aiWrite', delta: 5 }, me.token)).toMatchObject({
      code: '30000',
      model: { kind: 'aiWrite', opened: true, balance: 25 },
      points: 40,
    });
    expect(await call(pointsCalls.updateResidue, { kind: 'aiWrite', delta: 5 }, me.token)).toEqual({
      code: '43003',
      msg: pointsMsg('pointsShort', { cost: 50 }),
    });
    expect(await residueOf(me.userId, 'aiWrite')).toBe(25);
    expect(await ledgerSum(me.userId)).toBe(40);
    expect(await residueLedgerSum(me.userId, 'aiWrite')).toBe(25);
    await ctx.db.query("UPDATE residue_kinds SET exchange_points = NULL, exchange_residue = NULL WHERE kind = 'aiPaper'");
    expect((await call(pointsCalls.updateResidue, { kind: 'aiPaper', delta: 1 }, me.token)).code).toBe('43004');
    expect(await ledgerSum(me.userId)).toBe(40);
  });
});
