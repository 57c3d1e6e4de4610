import { describe, expect, it } from 'vitest';
import type { accountAuthCalls } from '../../../shared/calls/account-auth';
import type { SessionAnswer, UserInfo } from '../../../shared/calls/account-models';
import type { CallReply } from '../../../shared/calls/define-call';
import { ACCOUNT_CODES } from '../../../shared/account-contract';
import { accountClient, accountTestOptions, expireCodes, freshIp, freshPhone, DEMO } from '../../test-support/accounts';
import { accountMsg, invalidMsg, serverMsg } from '../../test-support/messages';
import { withTestApp } from '../../test-support/test-app';

const { options, icodeAnswers } = accountTestOptions();
const ctx = withTestApp(options);
const client = accountClient(ctx);

const SESSION_INVALID = { code: '40100', msg: accountMsg('sessionExpired') };

async function userinfo(token: string) {
  return client.call<{ userinfo: UserInfo }>('/user/auth/v3/userinfo', { token });
}

describe('auth/icode', () => {
  it('answers a real SVG picture code whose answer is stored hashed', async () => {
    const body = await client.call<CallReply<typeof accountAuthCalls.icode>>('/user/auth/icode', {});
    expect(body.code).toBe('30000');
    expect(body.icodeId).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.image).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = Buffer.from(body.image.split(',')[1]!, 'base64').toString('utf8');
    expect(svg).toMatch(/^<svg[^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg).toContain('<path');
    const answer = icodeAnswers.at(-1)!;
    expect(answer).toHaveLength(4);
    expect(svg).not.toContain(answer);
    const [row] = await ctx.db.query<{ answer_hash: string }>('SELECT answer_hash FROM icode_challenges WHERE id = $1', [body.icodeId]);
    expect(row?.answer_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('findPwd/refreshIcode answers the same kind of challenge', async () => {
    const body = await client.call<CallReply<typeof accountAuthCalls.icode>>('/user/findPwd/refreshIcode');
    expect(body.code).toBe('30000');
    expect(body.image).toMatch(/^data:image\/svg\+xml;base64,/);
  });
});

describe('auth/v3/pwd/login', () => {
  it('logs in with phone or email and password', async () => {
    const byPhone = await client.login(DEMO.personal.phone, DEMO.personal.password);
    expect(byPhone.userinfo).toMatchObject({ realname: expect.any(String), phone: '138****0001', email: DEMO.personal.email });
    const byEmail = await client.login(' DEMO@Example.com ', DEMO.personal.password);
    expect(byEmail.unionid).toBe(byPhone.unionid);
    expect(byEmail.token).not.toBe(byPhone.token);
  });

  it('refuses a wrong password, an unknown account and a user without a password alike', async () => {
    const codeUser = freshPhone();
    await ctx.db.query('INSERT INTO users (phone) VALUES ($1)', [codeUser]);
    for (const [account, password] of [
      [DEMO.personal.phone, 'Wrong1234'],
      ['13999999999', 'Demo1234'],
      ['nobody@example.com', 'Demo1234'],
      [codeUser, 'Demo1234'],
      ['not-an-account', 'Demo1234'],
    ]) {
      expect(await client.call('/user/auth/v3/pwd/login', { account, password }), account).toEqual({
        code: ACCOUNT_CODES.badCredentials,
        msg: accountMsg('badCredentials'),
        icodeRequired: false,
      });
    }
  });

  it('asks for the picture code after 3 wrong passwords, and locks the account for 15 minutes after 5', async () => {
    const user = await client.register();
    const login = (body: Record<string, unknown>) => client.call('/user/auth/v3/pwd/login', { account: user.phone, ...body });
    expect((await login({ password: 'Wrong0001' })).icodeRequired).toBe(false);
    expect((await login({ password: 'Wrong0002' })).icodeRequired).toBe(false);
    expect(await login({ password: 'Wrong0003' })).toMatchObject({ code: ACCOUNT_CODES.badCredentials, icodeRequired: true });

    // Now even the right password needs the picture code.
    expect(await login({ password: user.password })).toEqual({
      code: ACCOUNT_CODES.icodeRequired,
      msg: accountMsg('icodeRequired'),
      icodeRequired: true,
    });
    const first = await client.call<CallReply<typeof accountAuthCalls.icode>>('/user/auth/icode');
    expect(await login({ password: user.password, icodeId: first.icodeId, icode: 'zzzz' })).toMatchObject({ code: ACCOUNT_CODES.badIcode });
    // A picture is good for one guess only.
    expect(await login({ password: user.password, icodeId: first.icodeId, icode: icodeAnswers.at(-1) })).toMatchObject({
      code: ACCOUNT_CODES.badIcode,
    });

    // Wrong passwords 4 and 5, each with a fresh picture (answers are case-insensitive).
    for (const password of ['Wrong0004', 'Wrong0005']) {
      const icode = await client.call<CallReply<typeof accountAuthCalls.icode>>('/user/auth/icode');
      const answer = icodeAnswers.at(-1)!;
      const attempt = await login({ password, icodeId: icode.icodeId, icode: answer.toUpperCase() });
      if (password === 'Wrong0004') expect(attempt.code).toBe(ACCOUNT_CODES.badCredentials);
      else {
        expect(attempt).toMatchObject({ code: ACCOUNT_CODES.locked, msg: accountMsg('locked', { minutes: 15 }) });
        expect(new Date(attempt.retryAt as string).getTime() - Date.now()).toBeGreaterThan(14 * 60_000);
      }
    }
    // Locked: even the right password is refused, with the time to wait.
    const locked = await login({ password: user.password });
    expect(locked).toMatchObject({ code: ACCOUNT_CODES.locked, msg: accountMsg('locked', { minutes: 15 }) });
    await ctx.db.query("UPDATE account_lockouts SET locked_until = now() + interval '90 seconds'");
    expect((await login({ password: user.password })).msg).toBe(accountMsg('locked', { minutes: 2 }));

    // After the lock, the count starts afresh.
    await ctx.db.query("UPDATE account_lockouts SET locked_until = now() - interval '1 second'");
    expect((await login({ password: user.password })).code).toBe('30000');
  });

  it('counts only the failures of the last 15 minutes', async () => {
    const user = await client.register();
    for (let i = 0; i < 3; i += 1) await client.call('/user/auth/v3/pwd/login', { account: user.phone, password: 'Wrong1234' });
    await ctx.db.query("UPDATE login_failures SET created_at = created_at - interval '16 minutes'");
    expect((await client.call('/user/auth/v3/pwd/login', { account: user.phone, password: user.password })).code).toBe('30000');
  });

  it('limits password logins per IP with @fastify/rate-limit (in the database)', async () => {
    const ip = freshIp();
    const limit = 30;
    for (let i = 0; i < limit; i += 1) {
      const response = await client.post('/user/auth/v3/pwd/login', { account: `nobody${i}@example.com`, password: 'x' }, { ip });
      expect(response.statusCode).toBe(200);
    }
    const limited = await client.post('/user/auth/v3/vcode/login', { phone: '13800000001', vcode: '123456' }, { ip });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ code: '42900', msg: serverMsg('tooManyRequests') });
    const [row] = await ctx.db.query<{ hits: number }>('SELECT hits FROM rate_limit_counters WHERE key = $1', [`${ip}account-login`]);
    expect(row?.hits).toBe(limit + 1);
    // Another address is not affected.
    expect((await client.post('/user/auth/v3/pwd/login', { account: 'a@example.com', password: 'x' })).statusCode).toBe(200);
    // Nor is the window once it has passed.
    await ctx.db.query("UPDATE rate_limit_counters SET window_start = window_start - interval '61 seconds'");
    expect((await client.post('/user/auth/v3/pwd/login', { account: 'a@example.com', password: 'x' }, { ip })).statusCode).toBe(200);
  });

  it('limits code sending per IP more tightly', async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i += 1) {
      expect((await client.post('/user/reg/sendVcode', { phone: freshPhone() }, { ip })).statusCode).toBe(200);
    }
    expect((await client.post('/user/findPwd/sendVcode', { phone: freshPhone() }, { ip })).statusCode).toBe(429);
  });

  describe('validation', () => {
    it.each([
      ['no account', { password: 'x' }, invalidMsg('required', { field: 'account' })],
      ['a blank account', { account: '  ', password: 'x' }, invalidMsg('minLength', { field: 'account', limit: 1 })],
      ['no password', { account: 'a' }, invalidMsg('required', { field: 'password' })],
      ['an empty password', { account: 'a', password: '' }, invalidMsg('minLength', { field: 'password', limit: 1 })],
      [
        'a password of 129 characters',
        { account: 'a', password: 'x'.repeat(129) },
        invalidMsg('maxLength', { field: 'password', limit: 128 }),
      ],
      ['an icodeId that is no uuid', { account: 'a', password: 'x', icodeId: '1' }, invalidMsg('format', { field: 'icodeId' })],
    ])('%s', async (_name, body, msg) => {
      expect(await client.call('/user/auth/v3/pwd/login', body)).toEqual({ code: '40001', msg });
    });
  });
});

describe('password login is not an account oracle', () => {
  /** Wrong passwords for one identifier, answering the picture code when asked; retryAt only as present. */
  async function wrongPasswords(account: string, count: number) {
    const answers: Record<string, unknown>[] = [];
    let icodeRequired = false;
    for (let i = 0; i < count; i += 1) {
      const body: Record<string, unknown> = { account, password: `Wrong-${i}-pass` };
      if (icodeRequired) {
        body.icodeId = (await client.call<CallReply<typeof accountAuthCalls.icode>>('/user/auth/icode')).icodeId;
        body.icode = icodeAnswers.at(-1);
      }
      const answer = await client.call('/user/auth/v3/pwd/login', body);
      icodeRequired = answer.icodeRequired === true;
      answers.push({ ...answer, ...('retryAt' in answer && { retryAt: typeof answer.retryAt }) });
    }
    return answers;
  }

  it('answers an existing and an unknown account alike, attempt by attempt, through the lockout', async () => {
    const user = await client.register();
    const email = `oracle-${user.phone}@example.com`;
    await ctx.db.query('UPDATE users SET email = $2 WHERE phone = $1', [user.phone, email]);

    const existingPhone = await wrongPasswords(user.phone, 7);
    expect(await wrongPasswords(freshPhone(), 7)).toEqual(existingPhone);
    expect(existingPhone.map((answer) => answer.code)).toEqual([
      ...Array(4).fill(ACCOUNT_CODES.badCredentials),
      ...Array(3).fill(ACCOUNT_CODES.locked),
    ]);
    expect(existingPhone[4]).toEqual({ code: ACCOUNT_CODES.locked, msg: accountMsg('locked', { minutes: 15 }), retryAt: 'string' });

    // The phone's lock does not reach the account's email: it counts as any other name would.
    const existingEmail = await wrongPasswords(email, 7);
    expect(await wrongPasswords(`oracle-unknown-${user.phone}@example.com`, 7)).toEqual(existingEmail);
    expect(existingEmail).toEqual(existingPhone);
  });

  it('keeps counting per identifier on the organisation login too', async () => {
    const orgLogin = (account: string) => client.call('/user/auth/org/pwd/login', { orgCode: 'KL', account, password: 'Wrong-0-pass' });
    const existing = await client.register();
    expect(await orgLogin(freshPhone())).toEqual(await orgLogin(existing.phone));
  });
});

describe('auth/v3/vcode/send and vcode/login', () => {
  it('logs a registered phone in with an SMS code, once', async () => {
    const user = await client.register();
    const vcode = await client.codeFor('/user/auth/v3/vcode/send', { phone: user.phone }, user.phone);
    const session = await client.call<SessionAnswer>('/user/auth/v3/vcode/login', { phone: user.phone, vcode });
    expect(session).toMatchObject({ code: '30000', unionid: user.unionid });
    expect(await client.call('/user/auth/v3/vcode/login', { phone: user.phone, vcode })).toEqual({
      code: ACCOUNT_CODES.badCode,
      msg: accountMsg('codeExpired'),
    });
  });

  it('refuses an expired code', async () => {
    const user = await client.register();
    const vcode = await client.codeFor('/user/auth/v3/vcode/send', { phone: user.phone }, user.phone);
    await expireCodes(ctx.db, user.phone);
    expect((await client.call('/user/auth/v3/vcode/login', { phone: user.phone, vcode })).msg).toBe(accountMsg('codeExpired'));
  });

  it('sends no login code to an unknown phone', async () => {
    const phone = freshPhone();
    expect(await client.call('/user/auth/v3/vcode/send', { phone })).toEqual({
      code: ACCOUNT_CODES.noAccount,
      msg: accountMsg('noAccount'),
    });
    expect(await client.outboxCount(phone)).toBe(0);
    expect((await client.call('/user/auth/v3/vcode/login', { phone, vcode: '123456' })).code).toBe(ACCOUNT_CODES.noAccount);
  });

  it('validates', async () => {
    expect(await client.call('/user/auth/v3/vcode/login', { phone: '13800000001', vcode: 'abcdef' })).toEqual({
      code: '40001',
      msg: invalidMsg('pattern', { field: 'vcode' }),
    });
    expect(await client.call('/user/auth/v3/vcode/send', { phone: '' })).toEqual({
      code: '40001',
      msg: invalidMsg('pattern', { field: 'phone' }),
    });
  });
});

describe('auth/v3/pwdvcode: password, then the SMS code', () => {
  it('needs both the password and the code', async () => {
    const user = await client.register();
    const vcode = await client.codeFor('/user/auth/v3/pwdvcode/send', { phone: user.phone }, user.phone);
    const wrongPassword = await client.call('/user/auth/v3/pwdvcode/login', { phone: user.phone, password: 'Wrong1234', vcode });
    expect(wrongPassword.code).toBe(ACCOUNT_CODES.badCredentials);
    const wrongCode = vcode === '000000' ? '000001' : '000000';
    expect((await client.call('/user/auth/v3/pwdvcode/login', { phone: user.phone, password: user.password, vcode: wrongCode })).code).toBe(
      ACCOUNT_CODES.badCode,
    );
    const session = await client.call<SessionAnswer>('/user/auth/v3/pwdvcode/login', { phone: user.phone, password: user.password, vcode });
    expect(session).toMatchObject({ code: '30000', unionid: user.unionid });
  });

  it('asks for the picture code after wrong passwords and accepts it', async () => {
    const user = await client.register();
    const login = (body: Record<string, string>) => client.call('/user/auth/v3/pwdvcode/login', { phone: user.phone, ...body });
    for (let i = 0; i < 3; i += 1)
      expect((await login({ password: 'Wrong1234', vcode: '000000' })).code).toBe(ACCOUNT_CODES.badCredentials);
    const vcode = await client.codeFor('/user/auth/v3/pwdvcode/send', { phone: user.phone }, user.phone);
    expect(await login({ password: user.password, vcode })).toMatchObject({ code: ACCOUNT_CODES.icodeRequired, icodeRequired: true });
    const { icodeId } = await client.call<{ icodeId: string }>('/user/findPwd/refreshIcode');
    const session = await login({ password: user.password, vcode, icodeId, icode: icodeAnswers.at(-1)! });
    expect(session).toMatchObject({ code: '30000', unionid: user.unionid });
  });

  it('validates', async () => {
    expect(await client.call('/user/auth/v3/pwdvcode/login', { phone: '13800000001', password: 'x' })).toEqual({
      code: '40001',
      msg: invalidMsg('required', { field: 'vcode' }),
    });
  });
});

describe('doubleAuth', () => {
  it('answers a ticket and sends a code instead of a session, then verifies it', async () => {
    const first = await client.call<{ doubleAuth: { ticket: string; phone: string }; token?: string }>('/user/auth/v3/pwd/login', {
      account: DEMO.doubleAuth.phone,
      password: DEMO.doubleAuth.password,
    });
    expect(first.code).toBe('30000');
    expect(first.token).toBeUndefined();
    expect(first.doubleAuth).toEqual({ ticket: expect.stringMatching(/^[\w-]{43}$/), phone: '138****0003' });
    const vcode = await client.latestCode(DEMO.doubleAuth.phone);
    const [row] = await ctx.db.query<{ purpose: string }>(
      'SELECT purpose FROM verification_codes WHERE target = $1 ORDER BY created_at DESC LIMIT 1',
      [DEMO.doubleAuth.phone],
    );
    expect(row?.purpose).toBe('doubleAuth');

    const { ticket } = first.doubleAuth;
    const wrong = vcode === '000000' ? '000001' : '000000';
    expect((await client.call('/user/auth/v3/doubleAuth/verify', { ticket, vcode: wrong })).code).toBe(ACCOUNT_CODES.badCode);
    const session = await client.call<SessionAnswer>('/user/auth/v3/doubleAuth/verify', { ticket, vcode });
    expect(session.code).toBe('30000');
    expect(session.userinfo.doubleAuth).toBe(true);
    expect((await userinfo(session.token)).code).toBe('30000');
    // The ticket works once.
    expect(await client.call('/user/auth/v3/doubleAuth/verify', { ticket, vcode })).toEqual({
      code: ACCOUNT_CODES.ticketExpired,
      msg: accountMsg('ticketExpired'),
    });
  });

  it('applies to code logins too, and a second login within the minute keeps the first code', async () => {
    await ctx.db.query('DELETE FROM verification_codes WHERE target = $1', [DEMO.doubleAuth.phone]);
    const loginCode = await client.codeFor('/user/auth/v3/vcode/send', { phone: DEMO.doubleAuth.phone }, DEMO.doubleAuth.phone);
    const first = await client.call<{ doubleAuth: { ticket: string } }>('/user/auth/v3/vcode/login', {
      phone: DEMO.doubleAuth.phone,
      vcode: loginCode,
    });
    expect(first.doubleAuth.ticket).toBeDefined();
    const code = await client.latestCode(DEMO.doubleAuth.phone);
    const second = await client.call<{ doubleAuth: { ticket: string } }>('/user/auth/v3/pwd/login', {
      account: DEMO.doubleAuth.phone,
      password: DEMO.doubleAuth.password,
    });
    expect(second.code).toBe('30000');
    expect(await client.latestCode(DEMO.doubleAuth.phone)).toBe(code);
    expect((await client.call('/user/auth/v3/doubleAuth/verify', { ticket: second.doubleAuth.ticket, vcode: code })).code).toBe('30000');
  });

  it('refuses an expired ticket', async () => {
    await ctx.db.query('DELETE FROM verification_codes WHERE target = $1', [DEMO.doubleAuth.phone]);
    const first = await client.call<{ doubleAuth: { ticket: string } }>('/user/auth/v3/pwd/login', {
      account: DEMO.doubleAuth.phone,
      password: DEMO.doubleAuth.password,
    });
    const vcode = await client.latestCode(DEMO.doubleAuth.phone);
    await ctx.db.query("UPDATE one_time_tickets SET expires_at = now() - interval '1 second' WHERE kind = 'doubleAuth'");
    expect((await client.call('/user/auth/v3/doubleAuth/verify', { ticket: first.doubleAuth.ticket, vcode })).code).toBe(
      ACCOUNT_CODES.ticketExpired,
    );
  });

  it('validates', async () => {
    expect(await client.call('/user/auth/v3/doubleAuth/verify', { ticket: 'short', vcode: '123456' })).toEqual({
      code: '40001',
      msg: invalidMsg('pattern', { field: 'ticket' }),
    });
  });
});

describe('auth/v3/userinfo and logout', () => {
  it('answers the user of a live token, and 40100 (HTTP 200) after logout', async () => {
    const session = await client.register();
    const info = await userinfo(session.token);
    expect(info).toMatchObject({ code: '30000', userinfo: session.userinfo });
    expect(await client.call('/user/auth/v3/logout', { token: session.token })).toMatchObject({ code: '30000' });
    const after = await client.post('/user/auth/v3/userinfo', { token: session.token });
    expect(after.statusCode).toBe(200);
    expect(after.json()).toEqual(SESSION_INVALID);
    // The revoked token no longer opens private calls either.
    expect((await client.post('/user/unionInvite/generateLink', {}, { token: session.token })).statusCode).toBe(401);
    // Logging out twice, or an unknown token, is harmless.
    expect((await client.call('/user/auth/v3/logout', { token: session.token })).code).toBe('30000');
  });

  it('answers 40100 for an unknown or expired token', async () => {
    expect(await userinfo('no-such-token')).toEqual(SESSION_INVALID);
    const session = await client.register();
    await ctx.db.query("UPDATE sessions SET expires_at = now() - interval '1 second' WHERE user_id = $1", [session.unionid]);
    expect(await userinfo(session.token)).toEqual(SESSION_INVALID);
  });

  it('leaves the user’s other sessions alone', async () => {
    const user = await client.register();
    const other = await client.login(user.phone, user.password);
    await client.call('/user/auth/v3/logout', { token: user.token });
    expect((await userinfo(other.token)).code).toBe('30000');
  });

  it('validates', async () => {
    expect(await client.call('/user/auth/v3/userinfo', {})).toEqual({ code: '40001', msg: invalidMsg('required', { field: 'token' }) });
    expect(await client.call('/user/auth/v3/logout', { token: '' })).toEqual({
      code: '40001',
      msg: invalidMsg('minLength', { field: 'token', limit: 1 }),
    });
  });
});

describe('requireUser: private calls need `Authorization: Bearer <token>`', () => {
  it.each([
    ['no header', {}],
    ['an unknown token', { authorization: 'Bearer nope' }],
    ['another scheme', { authorization: 'Basic abc' }],
    ['an empty bearer', { authorization: 'Bearer ' }],
  ])('%s answers HTTP 401 with code 40100 and the SPEC §8 text', async (_name, headers) => {
    const response = await client.post('/user/auth/v3/bindClient', { target: 'org' }, { headers });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(SESSION_INVALID);
  });

  it('checks the session before the body', async () => {
    const response = await client.post('/user/auth/v3/bindClient', { target: 'nope' });
    expect(response.statusCode).toBe(401);
  });
});

describe('auth/v3/bindClient', () => {
  it('answers a one-time ticket of 60 seconds and the platform address, which the platform trades for a session', async () => {
    const user = await client.register();
    for (const target of ['org', 'open'] as const) {
      const body = await client.call<{ ticket: string; url: string; expiresAt: string }>(
        '/user/auth/v3/bindClient',
        { target },
        { token: user.token },
      );
      expect(body.code).toBe('30000');
      expect(body.url).toBe(`${target === 'org' ? '/personalCenter' : '/open'}?ticket=${body.ticket}`);
      expect(body.ticket).not.toBe(user.token);
      const ttl = new Date(body.expiresAt).getTime() - Date.now();
      expect(ttl).toBeGreaterThan(50_000);
      expect(ttl).toBeLessThanOrEqual(60_000);
      const exchanged = await client.call<SessionAnswer>('/user/auth/v3/bindClient/exchange', { ticket: body.ticket });
      expect(exchanged).toMatchObject({ code: '30000', unionid: user.unionid });
      expect(exchanged.token).not.toBe(user.token);
      expect(await client.call('/user/auth/v3/bindClient/exchange', { ticket: body.ticket })).toEqual({
        code: ACCOUNT_CODES.ticketExpired,
        msg: accountMsg('ticketExpired'),
      });
    }
  });

  it('refuses an expired ticket', async () => {
    const user = await client.register();
    const body = await client.call<{ ticket: string }>('/user/auth/v3/bindClient', { target: 'open' }, { token: user.token });
    await ctx.db.query("UPDATE one_time_tickets SET expires_at = now() - interval '1 second' WHERE kind = 'client'");
    expect((await client.call('/user/auth/v3/bindClient/exchange', { ticket: body.ticket })).code).toBe(ACCOUNT_CODES.ticketExpired);
  });

  it('validates the target', async () => {
    const user = await client.register();
    expect(await client.call('/user/auth/v3/bindClient', { target: 'admin' }, { token: user.token })).toEqual({
      code: '40001',
      msg: invalidMsg('enum', { field: 'target' }),
    });
  });
});

describe('auth/switchCom', () => {
  it("switches the session to one of the user's organisations and back", async () => {
    const session = await client.login(DEMO.member.phone, DEMO.member.password);
    expect(session.userinfo.currentOrgId).toBeNull();
    expect(session.staffId).toBe(session.unionid);
    const [kl, nt] = session.userinfo.orgs;
    expect(session.userinfo.orgs).toHaveLength(2);
    const switched = await client.call<{ staffId: string; userinfo: UserInfo }>(
      '/user/auth/switchCom',
      { orgId: kl!.id },
      { token: session.token },
    );
    expect(switched.code).toBe('30000');
    expect(switched.userinfo.currentOrgId).toBe(kl!.id);
    expect(switched.staffId).not.toBe(session.unionid);
    const [membership] = await ctx.db.query<{ id: string }>('SELECT id FROM memberships WHERE org_id = $1 AND user_id = $2', [
      kl!.id,
      session.unionid,
    ]);
    expect(switched.staffId).toBe(membership!.id);
    expect((await userinfo(session.token)).userinfo.currentOrgId).toBe(kl!.id);
    expect(
      (await client.call<{ userinfo: UserInfo }>('/user/auth/switchCom', { orgId: nt!.id }, { token: session.token })).userinfo
        .currentOrgId,
    ).toBe(nt!.id);
    const personal = await client.call<{ staffId: string }>('/user/auth/switchCom', { orgId: null }, { token: session.token });
    expect(personal.staffId).toBe(session.unionid);
  });

  it('refuses an organisation the user is not a member of', async () => {
    const member = await client.login(DEMO.member.phone, DEMO.member.password);
    const personal = await client.login(DEMO.personal.phone, DEMO.personal.password);
    expect(await client.call('/user/auth/switchCom', { orgId: member.userinfo.orgs[0]!.id }, { token: personal.token })).toEqual({
      code: ACCOUNT_CODES.notMember,
      msg: accountMsg('notMember'),
    });
    expect(await client.call('/user/auth/switchCom', { orgId: 'KL' }, { token: personal.token })).toMatchObject({ code: '40001' });
    expect((await client.post('/user/auth/switchCom', { orgId: null })).statusCode).toBe(401);
  });
});

describe('auth/getPasswordStrength', () => {
  it.each([
    ['', 0],
    ['password', 0],
    ['abcd1234', 0],
    ['Tr0ub4dor&3', 4],
    ['correct horse battery staple', 4],
  ])('%j scores %i', async (password, strength) => {
    expect(await client.call('/user/auth/getPasswordStrength', { password })).toMatchObject({ code: '30000', strength });
  });

  it('scores from 0 to 4', async () => {
    for (const password of ['a', 'Demo1234', 'x9Kq!m2Lp#', 'zF8#qL0!vR2@wX6$']) {
      const { strength } = await client.call<{ strength: number }>('/user/auth/getPasswordStrength', { password });
      expect(strength).toBeGreaterThanOrEqual(0);
      expect(strength).toBeLessThanOrEqual(4);
    }
  });

  it('validates', async () => {
    expect(await client.call('/user/auth/getPasswordStrength', {})).toEqual({
      code: '40001',
      msg: invalidMsg('required', { field: 'password' }),
    });
  });
});

describe('auth/userid (legacy)', () => {
  it('answers the caller’s unionid and the staffId of its session, which follows a switch of organisation', async () => {
    const session = await client.login(DEMO.member.phone, DEMO.member.password);
    const ids = await client.call<{ unionid: string; staffId: string }>('/user/auth/userid', {}, { token: session.token });
    expect(ids).toMatchObject({ code: '30000', unionid: session.unionid, staffId: session.staffId });
    const switched = await client.call<{ staffId: string }>(
      '/user/auth/switchCom',
      { orgId: session.userinfo.orgs[0]!.id },
      { token: session.token },
    );
    expect(await client.call('/user/auth/userid', {}, { token: session.token })).toMatchObject({ staffId: switched.staffId });
    expect((await client.post('/user/auth/userid', {})).statusCode).toBe(401);
  });
});
