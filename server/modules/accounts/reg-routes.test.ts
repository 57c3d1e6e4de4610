import { describe, expect, it } from 'vitest';
import type { SessionAnswer, UserInfo } from '../../../shared/calls/account-models';
import { ACCOUNT_CODES } from '../../../shared/account-contract';
import { usccCheckCharacter } from '../../../shared/uscc';
import { accountClient, accountTestOptions, ageCodes, expireCodes, freshPhone, DEMO } from '../../test-support/accounts';
import { accountMsg, invalidMsg } from '../../test-support/messages';
import { withTestApp } from '../../test-support/test-app';
import { startSession } from './sessions';
import { insertUser } from './users';

const { options } = accountTestOptions();
const ctx = withTestApp(options);
const client = accountClient(ctx);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('reg/sendVcode and its legacy name reg/code', () => {
  it.each(['/user/reg/sendVcode', '/user/reg/code'])('%s sends a 6-digit register code by SMS', async (url) => {
    const phone = freshPhone();
    const body = await client.call(url, { phone });
    expect(body).toEqual({ code: '30000', msg: expect.any(String) });
    expect(await client.latestCode(phone)).toMatch(/^\d{6}$/);
    const [row] = await ctx.db.query<{ purpose: string; code_hash: string }>(
      'SELECT purpose, code_hash FROM verification_codes WHERE target = $1',
      [phone],
    );
    expect(row?.purpose).toBe('register');
    // Stored hashed only.
    expect(row?.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.code_hash).not.toContain(await client.latestCode(phone));
  });

  it('trims the phone (SPEC §5)', async () => {
    const phone = freshPhone();
    expect((await client.call('/user/reg/sendVcode', { phone: `  ${phone} ` })).code).toBe('30000');
    expect(await client.outboxCount(phone)).toBe(1);
  });

  it('allows one code a minute per phone and purpose, with the seconds to wait', async () => {
    const phone = freshPhone();
    expect((await client.call('/user/reg/sendVcode', { phone })).code).toBe('30000');
    const again = await client.call<{ retryAfter: number }>('/user/reg/code', { phone });
    expect(again.code).toBe(ACCOUNT_CODES.codeTooSoon);
    expect(again.retryAfter).toBeGreaterThan(55);
    expect(again.retryAfter).toBeLessThanOrEqual(60);
    expect(again.msg).toBe(accountMsg('codeTooSoon', { seconds: again.retryAfter }));
    expect(await client.outboxCount(phone)).toBe(1);
    // Another purpose has its own minute.
    await ctx.db.query('INSERT INTO users (phone) VALUES ($1)', [phone]);
    expect((await client.call('/user/auth/v3/vcode/send', { phone })).code).toBe('30000');
    await ageCodes(ctx.db, phone);
    expect((await client.call('/user/reg/code', { phone })).code).toBe('30000');
  });

  it('lets a new code go out within the minute once the last one was spent', async () => {
    const phone = freshPhone();
    expect((await client.call('/user/reg/sendVcode', { phone })).code).toBe('30000');
    await ctx.db.query('UPDATE verification_codes SET used_at = now() WHERE target = $1', [phone]);
    expect((await client.call('/user/reg/sendVcode', { phone })).code).toBe('30000');
    expect(await client.outboxCount(phone)).toBe(2);
  });

  it('caps codes at 10 a day per phone, whatever the purpose', async () => {
    const phone = freshPhone();
    for (let i = 0; i < 10; i += 1) {
      expect((await client.call('/user/reg/sendVcode', { phone })).code, `code ${i + 1}`).toBe('30000');
      await ageCodes(ctx.db, phone);
    }
    const capped = await client.call('/user/reg/sendVcode', { phone });
    expect(capped).toEqual({ code: ACCOUNT_CODES.codeDailyCap, msg: accountMsg('codeDailyCap') });
    expect(await client.outboxCount(phone)).toBe(10);
    // A day later the cap is lifted.
    await ageCodes(ctx.db, phone, 24 * 3600);
    expect((await client.call('/user/reg/sendVcode', { phone })).code).toBe('30000');
  });

  it('checks a picture code when one is given', async () => {
    const phone = freshPhone();
    const bad = await client.call('/user/reg/sendVcode', { phone, icodeId: '00000000-0000-4000-8000-000000000000', icode: 'abcd' });
    expect(bad).toEqual({ code: ACCOUNT_CODES.badIcode, msg: accountMsg('badIcode') });
    expect(await client.outboxCount(phone)).toBe(0);
  });

  describe('validation', () => {
    it.each([
      ['no phone', {}, invalidMsg('required', { field: 'phone' })],
      ['a landline', { phone: '02112345678' }, invalidMsg('pattern', { field: 'phone' })],
      ['12 digits', { phone: '138000000011' }, invalidMsg('pattern', { field: 'phone' })],
      ['second digit 2', { phone: '12800000001' }, invalidMsg('pattern', { field: 'phone' })],
      ['a number', { phone: 13800000001 }, invalidMsg('type', { field: 'phone' })],
      ['an extra field', { phone: '13800000001', x: 1 }, invalidMsg('additionalProperties', { field: 'x' })],
      ['a bad icodeId', { phone: '13800000001', icodeId: 'x', icode: 'abcd' }, invalidMsg('format', { field: 'icodeId' })],
    ])('%s', async (_name, body, msg) => {
      expect(await client.call('/user/reg/sendVcode', body)).toEqual({ code: '40001', msg });
    });
  });
});

describe('reg/v3/std/register', () => {
  it('registers with phone, code, password and real name, and answers a session', async () => {
    const phone = freshPhone();
    const vcode = await client.codeFor('/user/reg/sendVcode', { phone }, phone);
    const session = await client.call<SessionAnswer>('/user/reg/v3/std/register', {
      phone,
      vcode,
      password: 'Girder2026',
      realname: ' Wang Wu ',
    });
    expect(session).toMatchObject({ code: '30000', unionid: expect.stringMatching(UUID) });
    expect(session.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(session.staffId).toBe(session.unionid);
    expect(new Date(session.expiresAt).getTime() - Date.now()).toBeGreaterThan(7 * 24 * 3600 * 1000 - 60_000);
    expect(session.userinfo).toEqual({
      realname: 'Wang Wu',
      avatarUrl: '',
      phone: `${phone.slice(0, 3)}****${phone.slice(-4)}`,
      email: null,
      doubleAuth: false,
      hasPassword: true,
      orgs: [],
      currentOrgId: null,
    });
    const [user] = await ctx.db.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE phone = $1', [phone]);
    expect(user?.password_hash).toMatch(/^scrypt\$4096\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(user?.password_hash).not.toContain('Girder2026');
    // Only the token's sha256 is stored.
    const tokens = await ctx.db.query<{ token_hash: string }>('SELECT token_hash FROM sessions WHERE user_id = $1', [session.unionid]);
    expect(tokens).toHaveLength(1);
    expect(tokens[0]!.token_hash).not.toBe(session.token);
    expect(tokens[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    // The new password logs in.
    expect((await client.login(phone, 'Girder2026')).unionid).toBe(session.unionid);
  });

  it.each(['short1', 'lettersonly', '123456789', 'Abc 1'])('refuses the weak password %j', async (password) => {
    const phone = freshPhone();
    const vcode = await client.codeFor('/user/reg/sendVcode', { phone }, phone);
    const body = await client.call('/user/reg/v3/std/register', { phone, vcode, password, realname: 'A' });
    expect(body).toEqual({ code: ACCOUNT_CODES.weakPassword, msg: accountMsg('weakPassword') });
    // The code was not spent by the refused attempt.
    expect((await client.call('/user/reg/v3/std/register', { phone, vcode, password: 'Sluice44gate', realname: 'A' })).code).toBe('30000');
  });

  it.each(['password1', 'Password1', 'Passw0rd1', 'abcdefg1', 'qwerty123'])('refuses the guessable password %j', async (password) => {
    const phone = freshPhone();
    const vcode = await client.codeFor('/user/reg/sendVcode', { phone }, phone);
    const body = await client.call('/user/reg/v3/std/register', { phone, vcode, password, realname: 'A' });
    expect(body).toEqual({ code: ACCOUNT_CODES.weakPassword, msg: accountMsg('guessablePassword') });
    expect(await ctx.db.query('SELECT 1 FROM users WHERE phone = $1', [phone])).toEqual([]);
  });

  it('refuses a phone that is taken', async () => {
    const vcode = await client.codeFor('/user/reg/sendVcode', { phone: DEMO.personal.phone }, DEMO.personal.phone);
    const body = await client.call('/user/reg/v3/std/register', {
      phone: DEMO.personal.phone,
      vcode,
      password: 'Girder2026',
      realname: 'A',
    });
    expect(body).toEqual({ code: ACCOUNT_CODES.phoneTaken, msg: accountMsg('phoneTaken') });
  });

  it('refuses a wrong code, and voids the code after 5 wrong tries', async () => {
    const phone = freshPhone();
    const vcode = await client.codeFor('/user/reg/sendVcode', { phone }, phone);
    const wrong = vcode === '000000' ? '111111' : '000000';
    const attempt = (code: string) =>
      client.call('/user/reg/v3/std/register', { phone, vcode: code, password: 'Girder2026', realname: 'A' });
    for (let i = 0; i < 5; i += 1) expect(await attempt(wrong)).toEqual({ code: ACCOUNT_CODES.badCode, msg: accountMsg('badCode') });
    expect(await attempt(vcode)).toEqual({ code: ACCOUNT_CODES.badCode, msg: accountMsg('codeExpired') });
  });

  it('refuses an expired code', async () => {
    const phone = freshPhone();
    const vcode = await client.codeFor('/user/reg/sendVcode', { phone }, phone);
    await expireCodes(ctx.db, phone);
    const body = await client.call('/user/reg/v3/std/register', { phone, vcode, password: 'Girder2026', realname: 'A' });
    expect(body).toEqual({ code: ACCOUNT_CODES.badCode, msg: accountMsg('codeExpired') });
  });

  it('refuses a code that was used already', async () => {
    const phone = freshPhone();
    const vcode = await client.codeFor('/user/reg/sendVcode', { phone }, phone);
    expect((await client.call('/user/reg/loginReg', { phone, vcode })).code).toBe('30000');
    await ctx.db.query('DELETE FROM users WHERE phone = $1', [phone]);
    const body = await client.call('/user/reg/v3/std/register', { phone, vcode, password: 'Girder2026', realname: 'A' });
    expect(body).toEqual({ code: ACCOUNT_CODES.badCode, msg: accountMsg('codeExpired') });
  });

  it('refuses a code sent for another purpose', async () => {
    const phone = freshPhone();
    await ctx.db.query('INSERT INTO users (phone) VALUES ($1)', [phone]);
    const vcode = await client.codeFor('/user/findPwd/sendVcode', { phone }, phone);
    await ctx.db.query('DELETE FROM users WHERE phone = $1', [phone]);
    const body = await client.call('/user/reg/v3/std/register', { phone, vcode, password: 'Girder2026', realname: 'A' });
    expect(body.code).toBe(ACCOUNT_CODES.badCode);
  });

  it('records the inviter of an invite code, and ignores an unknown one', async () => {
    const inviter = await client.register();
    const link = await client.call<{ inviteCode: string; url: string }>('/user/unionInvite/generateLink', {}, { token: inviter.token });
    expect(link.code).toBe('30000');
    expect(link.url).toBe(`/invite?code=${encodeURIComponent(link.inviteCode)}`);
    // The same code each time.
    const again = await client.call<{ inviteCode: string }>('/user/unionInvite/generateLink', null, { token: inviter.token });
    expect(again.inviteCode).toBe(link.inviteCode);

    const phone = freshPhone();
    const vcode = await client.codeFor('/user/reg/sendVcode', { phone }, phone);
    const invited = await client.call<SessionAnswer>('/user/reg/v3/std/register', {
      phone,
      vcode,
      password: 'Girder2026',
      realname: 'Invited',
      inviteCode: ` ${link.inviteCode} `,
    });
    const [row] = await ctx.db.query<{ invited_by: string }>('SELECT invited_by FROM users WHERE id = $1', [invited.unionid]);
    expect(row?.invited_by).toBe(inviter.unionid);

    const other = freshPhone();
    const otherCode = await client.codeFor('/user/reg/sendVcode', { phone: other }, other);
    const stranger = await client.call<SessionAnswer>('/user/reg/v3/std/register', {
      phone: other,
      vcode: otherCode,
      password: 'Girder2026',
      realname: 'Stranger',
      inviteCode: 'nosuchcode',
    });
    expect(stranger.code).toBe('30000');
  });

  it('generateLink needs a session', async () => {
    const response = await client.post('/user/unionInvite/generateLink', {});
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: '40100', msg: accountMsg('sessionExpired') });
  });

  describe('validation', () => {
    const valid = { phone: '13912345678', vcode: '123456', password: 'Girder2026', realname: 'A' };
    it.each([
      ['no vcode', { ...valid, vcode: undefined }, invalidMsg('required', { field: 'vcode' })],
      ['a 5-digit vcode', { ...valid, vcode: '12345' }, invalidMsg('pattern', { field: 'vcode' })],
      ['no password', { ...valid, password: undefined }, invalidMsg('required', { field: 'password' })],
      [
        'a password of 65 characters',
        { ...valid, password: `a1${'x'.repeat(63)}` },
        invalidMsg('maxLength', { field: 'password', limit: 64 }),
      ],
      ['no realname', { ...valid, realname: undefined }, invalidMsg('required', { field: 'realname' })],
      ['a blank realname', { ...valid, realname: '   ' }, invalidMsg('minLength', { field: 'realname', limit: 1 })],
      ['a realname of 31 characters', { ...valid, realname: 'x'.repeat(31) }, invalidMsg('maxLength', { field: 'realname', limit: 30 })],
      ['a bad phone', { ...valid, phone: '1391234567' }, invalidMsg('pattern', { field: 'phone' })],
    ])('%s', async (_name, body, msg) => {
      expect(await client.call('/user/reg/v3/std/register', body)).toEqual({ code: '40001', msg });
    });
  });
});

describe('reg/loginReg and reg/loginRegVcode', () => {
  it.each(['/user/reg/loginReg', '/user/reg/loginRegVcode'])('%s registers a new phone and logs it in', async (url) => {
    const phone = freshPhone();
    const vcode = await client.codeFor('/user/reg/sendVcode', { phone }, phone);
    const session = await client.call<SessionAnswer & { registered: boolean }>(url, { phone, vcode });
    expect(session.code).toBe('30000');
    expect(session.registered).toBe(true);
    expect(session.userinfo.hasPassword).toBe(false);
    expect(session.userinfo.realname).toBe(accountMsg('defaultRealname', { suffix: phone.slice(-4) }));
    const [row] = await ctx.db.query<{ password_hash: string | null }>('SELECT password_hash FROM users WHERE phone = $1', [phone]);
    expect(row).toEqual({ password_hash: null });
  });

  it('logs an existing phone in with a login code as well', async () => {
    const vcode = await client.codeFor('/user/auth/v3/vcode/send', { phone: DEMO.personal.phone }, DEMO.personal.phone);
    const session = await client.call<SessionAnswer & { registered: boolean }>('/user/reg/loginReg', { phone: DEMO.personal.phone, vcode });
    expect(session.code).toBe('30000');
    expect(session.registered).toBe(false);
    expect(session.userinfo.hasPassword).toBe(true);
    expect(session.userinfo.realname).not.toBe('');
  });

  it('refuses a wrong code and a reused one', async () => {
    const phone = freshPhone();
    const vcode = await client.codeFor('/user/reg/sendVcode', { phone }, phone);
    const wrong = vcode === '999999' ? '888888' : '999999';
    expect((await client.call('/user/reg/loginReg', { phone, vcode: wrong })).code).toBe(ACCOUNT_CODES.badCode);
    expect((await client.call('/user/reg/loginReg', { phone, vcode })).code).toBe('30000');
    expect(await client.call('/user/reg/loginReg', { phone, vcode })).toEqual({
      code: ACCOUNT_CODES.badCode,
      msg: accountMsg('codeExpired'),
    });
  });

  it('validates', async () => {
    expect(await client.call('/user/reg/loginReg', { phone: '13800000001' })).toEqual({
      code: '40001',
      msg: invalidMsg('required', { field: 'vcode' }),
    });
  });
});

describe('reg/v3/fill', () => {
  it('sets the real name and a first password of a user registered by code', async () => {
    const phone = freshPhone();
    const vcode = await client.codeFor('/user/reg/sendVcode', { phone }, phone);
    const { token } = await client.call<SessionAnswer>('/user/reg/loginReg', { phone, vcode });
    expect((await client.call('/user/reg/v3/fill', { password: 'weak' }, { token })).code).toBe(ACCOUNT_CODES.weakPassword);
    expect(await client.call('/user/reg/v3/fill', { password: 'password1' }, { token })).toEqual({
      code: ACCOUNT_CODES.weakPassword,
      msg: accountMsg('guessablePassword'),
    });
    const filled = await client.call<{ userinfo: { realname: string } }>(
      '/user/reg/v3/fill',
      { realname: 'Zhao', password: 'Rebar9Span' },
      { token },
    );
    expect(filled.code).toBe('30000');
    expect(filled.userinfo.realname).toBe('Zhao');
    await client.login(phone, 'Rebar9Span');
    // A password is set once here; changing it is the profile's job.
    expect(await client.call('/user/reg/v3/fill', { password: 'Culvert-77' }, { token })).toEqual({
      code: '40001',
      msg: accountMsg('passwordAlreadySet'),
    });
  });

  it('needs a session and at least one field', async () => {
    expect((await client.post('/user/reg/v3/fill', { realname: 'x' })).statusCode).toBe(401);
    const { token } = await client.register();
    expect((await client.call('/user/reg/v3/fill', {}, { token })).code).toBe('40001');
  });
});

describe('reg/v3/upgrade/send and reg/v3/upgrade', () => {
  let serial = 0;
  /** A USCC nobody has registered in this run, with a right check character. */
  const freshUscc = () => {
    serial += 1;
    const first17 = `91350100${String(Date.now() % 1e7).padStart(7, '0')}${String(serial % 100).padStart(2, '0')}`;
    return `${first17}${usccCheckCharacter(first17)}`;
  };

  it("sends an 'org' code to the user's phone, then creates the organisation with the user as owner and acts for it", async () => {
    const user = await client.register();
    const uscc = freshUscc();
    const body = { orgName: '  新建工程公司 ', uscc };
    const sent = await client.call<{ phone: string }>('/user/reg/v3/upgrade/send', body, { token: user.token });
    expect(sent).toMatchObject({ code: '30000', phone: user.userinfo.phone });
    const [row] = await ctx.db.query<{ purpose: string }>(
      'SELECT purpose FROM verification_codes WHERE target = $1 ORDER BY created_at DESC LIMIT 1',
      [user.phone],
    );
    expect(row?.purpose).toBe('org');
    const vcode = await client.latestCode(user.phone);
    const upgraded = await client.call<{ staffId: string; userinfo: UserInfo }>(
      '/user/reg/v3/upgrade',
      { ...body, vcode },
      { token: user.token },
    );
    expect(upgraded.code, upgraded.msg).toBe('30000');
    const [org] = upgraded.userinfo.orgs;
    expect(upgraded.userinfo).toMatchObject({ orgs: [{ name: '新建工程公司' }], currentOrgId: org!.id });
    const [membership] = await ctx.db.query<{ id: string; role: string; code: string; uscc: string }>(
      'SELECT m.id, m.role, o.code, o.uscc FROM memberships m JOIN organisations o ON o.id = m.org_id WHERE m.user_id = $1',
      [user.unionid],
    );
    expect(membership).toEqual({ id: upgraded.staffId, role: 'owner', code: uscc.slice(8, 17), uscc });
    // The session now acts for the organisation.
    expect((await client.call<{ userinfo: UserInfo }>('/user/auth/v3/userinfo', { token: user.token })).userinfo.currentOrgId).toBe(
      org!.id,
    );
    // Once only.
    expect(await client.call('/user/reg/v3/upgrade/send', body, { token: user.token })).toEqual({
      code: ACCOUNT_CODES.orgTaken,
      msg: accountMsg('orgTaken'),
    });
  });

  it('refuses a wrong code, a bad check character, a taken USCC, an account without phone and a visitor', async () => {
    const user = await client.register();
    const uscc = freshUscc();
    await client.call('/user/reg/v3/upgrade/send', { orgName: '某公司', uscc }, { token: user.token });
    const vcode = await client.latestCode(user.phone);
    const wrong = vcode === '000000' ? '111111' : '000000';
    expect((await client.call('/user/reg/v3/upgrade', { orgName: '某公司', uscc, vcode: wrong }, { token: user.token })).code).toBe(
      ACCOUNT_CODES.badCode,
    );
    const badCheck = `${uscc.slice(0, 17)}${uscc[17] === '0' ? '1' : '0'}`;
    expect(await client.call('/user/reg/v3/upgrade/send', { orgName: '某公司', uscc: badCheck }, { token: user.token })).toEqual({
      code: '40001',
      msg: accountMsg('badUscc'),
    });
    expect((await client.call('/user/reg/v3/upgrade/send', { orgName: '某公司', uscc: 'kl' }, { token: user.token })).code).toBe('40001');
    await ctx.db.query("INSERT INTO organisations (code, name, uscc) VALUES ($1, 'Taken', $2)", [uscc.slice(8, 17), uscc]);
    expect(await client.call('/user/reg/v3/upgrade', { orgName: '某公司', uscc, vcode }, { token: user.token })).toEqual({
      code: ACCOUNT_CODES.orgTaken,
      msg: accountMsg('orgTaken'),
    });
    // An account with no phone (as third-party logins once made) has nowhere to get the code.
    const noPhone = (await insertUser(ctx.db, { realname: 'no phone' }))!;
    const { token } = await startSession(ctx.db, noPhone, null, 60);
    expect(await client.call('/user/reg/v3/upgrade/send', { orgName: '某公司', uscc: freshUscc() }, { token })).toEqual({
      code: '40001',
      msg: accountMsg('noPhone'),
    });
    expect((await client.post('/user/reg/v3/upgrade/send', { orgName: '某公司', uscc: freshUscc() })).statusCode).toBe(401);
    expect((await client.post('/user/reg/v3/upgrade', { orgName: '某公司', uscc: freshUscc(), vcode })).statusCode).toBe(401);
  });
});
