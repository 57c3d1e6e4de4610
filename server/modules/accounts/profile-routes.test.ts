import { describe, expect, it } from 'vitest';
import type { SessionAnswer, UserInfo } from '../../../shared/calls/account-models';
import { ACCOUNT_CODES } from '../../../shared/account-contract';
import { issueTicket } from './tickets';
import { accountClient, accountTestOptions, freshPhone, DEMO } from '../../test-support/accounts';
import { accountMsg, invalidMsg } from '../../test-support/messages';
import { withTestApp } from '../../test-support/test-app';

const { options } = accountTestOptions();
const ctx = withTestApp(options);
const client = accountClient(ctx);

type Profile = { userinfo: UserInfo };

describe('profile calls need a session', () => {
  it.each([
    ['/user/profile/update', { realname: 'x' }],
    ['/user/profile/changePassword', { oldPassword: 'x', password: 'y' }],
    ['/user/profile/sendVcode', { purpose: 'doubleAuth' }],
    ['/user/profile/bindPhone', { phone: '13800000009', vcode: '123456' }],
    ['/user/profile/bindEmail', { email: 'a@example.com', vcode: '123456' }],
    ['/user/profile/doubleAuth', { enabled: true, vcode: '123456' }],
  ])('%s answers HTTP 401 without one', async (url, body) => {
    const response = await client.post(url, body);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: '40100', msg: accountMsg('sessionExpired') });
  });
});

describe('profile/update', () => {
  it('changes the real name and the avatar', async () => {
    const { token } = await client.register();
    const body = await client.call<Profile>(
      '/user/profile/update',
      { realname: ' New Name ', avatarUrl: 'https://cdn.example.com/a.png' },
      { token },
    );
    expect(body.userinfo).toMatchObject({ realname: 'New Name', avatarUrl: 'https://cdn.example.com/a.png' });
    const only = await client.call<Profile>('/user/profile/update', { avatarUrl: '/avatars/b.png' }, { token });
    expect(only.userinfo).toMatchObject({ realname: 'New Name', avatarUrl: '/avatars/b.png' });
    expect((await client.call<Profile>('/user/auth/v3/userinfo', { token })).userinfo.avatarUrl).toBe('/avatars/b.png');
    // The portal sends its whole form: an empty avatar means none.
    const cleared = await client.call<Profile>('/user/profile/update', { realname: 'New Name', avatarUrl: '' }, { token });
    expect(cleared.userinfo).toMatchObject({ realname: 'New Name', avatarUrl: '' });
  });

  it.each([
    ['no field', {}, 'minProperties'],
    ['a javascript: avatar', { avatarUrl: 'javascript:alert(1)' }, invalidMsg('pattern', { field: 'avatarUrl' })],
    ['a protocol-relative avatar', { avatarUrl: '//evil.example/a.png' }, invalidMsg('pattern', { field: 'avatarUrl' })],
    ['a blank name', { realname: ' ' }, invalidMsg('minLength', { field: 'realname', limit: 1 })],
    ['an unknown field', { phone: '13800000001' }, invalidMsg('additionalProperties', { field: 'phone' })],
  ])('refuses %s', async (_name, body, msg) => {
    const { token } = await client.register();
    const answer = await client.call('/user/profile/update', body, { token });
    expect(answer.code).toBe('40001');
    if (msg !== 'minProperties') expect(answer.msg).toBe(msg);
  });
});

describe('profile/changePassword', () => {
  it('changes the password and ends the other sessions, keeping this one', async () => {
    const user = await client.register();
    const other = await client.login(user.phone, user.password);
    expect(
      (await client.call('/user/profile/changePassword', { oldPassword: user.password, password: 'Trestle2026' }, { token: user.token }))
        .code,
    ).toBe('30000');
    expect((await client.call('/user/auth/v3/userinfo', { token: user.token })).code).toBe('30000');
    expect((await client.call('/user/auth/v3/userinfo', { token: other.token })).code).toBe('40100');
    await client.login(user.phone, 'Trestle2026');
  });

  it('refuses a wrong old password and a weak or guessable new one', async () => {
    const user = await client.register();
    expect(
      (await client.call('/user/profile/changePassword', { oldPassword: 'Wrong1234', password: 'Trestle2026' }, { token: user.token }))
        .code,
    ).toBe(ACCOUNT_CODES.badCredentials);
    expect(
      await client.call('/user/profile/changePassword', { oldPassword: user.password, password: 'weak' }, { token: user.token }),
    ).toEqual({
      code: ACCOUNT_CODES.weakPassword,
      msg: accountMsg('weakPassword'),
    });
    expect(
      await client.call('/user/profile/changePassword', { oldPassword: user.password, password: 'password1' }, { token: user.token }),
    ).toEqual({
      code: ACCOUNT_CODES.weakPassword,
      msg: accountMsg('guessablePassword'),
    });
    await client.login(user.phone, user.password);
  });
});

describe('profile/bindPhone and bindEmail', () => {
  it('binds a new phone with a bind code sent to it (and, replacing the bound one, the password)', async () => {
    const user = await client.register();
    const phone = freshPhone();
    const vcode = await client.codeFor('/user/profile/sendVcode', { purpose: 'bind', phone }, phone, { token: user.token });
    const body = await client.call<Profile>('/user/profile/bindPhone', { phone, vcode, password: user.password }, { token: user.token });
    expect(body.userinfo.phone).toBe(`${phone.slice(0, 3)}****${phone.slice(-4)}`);
    await client.login(phone, user.password);
  });

  it('binds an email (lower-cased)', async () => {
    const user = await client.register();
    const email = `Mail${user.phone}@Example.com`;
    const vcode = await client.codeFor('/user/profile/sendVcode', { purpose: 'bind', email }, email.toLowerCase(), { token: user.token });
    const body = await client.call<Profile>('/user/profile/bindEmail', { email, vcode }, { token: user.token });
    expect(body.userinfo.email).toBe(email.toLowerCase());
    await client.login(email, user.password);
  });

  it("refuses a phone or email that is another user's", async () => {
    const user = await client.register();
    expect(await client.call('/user/profile/sendVcode', { purpose: 'bind', phone: DEMO.personal.phone }, { token: user.token })).toEqual({
      code: ACCOUNT_CODES.phoneTaken,
      msg: accountMsg('phoneBound'),
    });
    expect(await client.call('/user/profile/sendVcode', { purpose: 'bind', email: DEMO.personal.email }, { token: user.token })).toEqual({
      code: ACCOUNT_CODES.emailTaken,
      msg: accountMsg('emailTaken'),
    });
    expect(
      (await client.call('/user/profile/bindPhone', { phone: DEMO.personal.phone, vcode: '123456' }, { token: user.token })).code,
    ).toBe(ACCOUNT_CODES.phoneTaken);
    expect(
      (await client.call('/user/profile/bindEmail', { email: DEMO.personal.email, vcode: '123456' }, { token: user.token })).code,
    ).toBe(ACCOUNT_CODES.emailTaken);
  });

  it('refuses a wrong code and a code of another purpose', async () => {
    const user = await client.register();
    const phone = freshPhone();
    const vcode = await client.codeFor('/user/reg/sendVcode', { phone }, phone);
    expect((await client.call('/user/profile/bindPhone', { phone, vcode, password: user.password }, { token: user.token })).code).toBe(
      ACCOUNT_CODES.badCode,
    );
  });

  it('a bind code goes to exactly one phone or email', async () => {
    const user = await client.register();
    for (const body of [{ purpose: 'bind' }, { purpose: 'bind', phone: freshPhone(), email: 'x@example.com' }]) {
      expect(await client.call('/user/profile/sendVcode', body, { token: user.token })).toEqual({
        code: '40001',
        msg: invalidMsg('required', { field: 'phone' }),
      });
    }
    expect(await client.call('/user/profile/sendVcode', { purpose: 'login' }, { token: user.token })).toEqual({
      code: '40001',
      msg: invalidMsg('enum', { field: 'purpose' }),
    });
  });
});

describe('replacing a bound phone or email takes the password or a code sent to the old one', () => {
  const REFUSED = { code: ACCOUNT_CODES.rebindProofRequired, msg: accountMsg('rebindProofRequired') };
  const bindCode = (token: string, to: { phone: string } | { email: string }) =>
    client.codeFor('/user/profile/sendVcode', { purpose: 'bind', ...to }, 'phone' in to ? to.phone : to.email, { token });
  const phoneOf = async (token: string) => (await client.call<Profile>('/user/auth/v3/userinfo', { token })).userinfo.phone;

  it('refuses a new phone with its code alone, and a wrong password, keeping the bound phone and the new code', async () => {
    const user = await client.register();
    const phone = freshPhone();
    const vcode = await bindCode(user.token, { phone });
    expect(await client.call('/user/profile/bindPhone', { phone, vcode }, { token: user.token })).toEqual(REFUSED);
    expect(await client.call('/user/profile/bindPhone', { phone, vcode, password: 'Wrong-pass-1' }, { token: user.token })).toMatchObject({
      code: ACCOUNT_CODES.badCredentials,
    });
    expect(await phoneOf(user.token)).toBe(`${user.phone.slice(0, 3)}****${user.phone.slice(-4)}`);
    // Neither refusal spent the new phone's code.
    const bound = await client.call<Profile>('/user/profile/bindPhone', { phone, vcode, password: user.password }, { token: user.token });
    expect(bound.userinfo.phone).toBe(`${phone.slice(0, 3)}****${phone.slice(-4)}`);
  });

  it('accepts a rebind code sent to the bound phone instead of the password, and only that code', async () => {
    const user = await client.register();
    const phone = freshPhone();
    const vcode = await bindCode(user.token, { phone });
    // A code of another purpose sent to the old phone proves nothing here.
    const loginCode = await client.codeFor('/user/auth/v3/vcode/send', { phone: user.phone }, user.phone);
    expect((await client.call('/user/profile/bindPhone', { phone, vcode, oldVcode: loginCode }, { token: user.token })).code).toBe(
      ACCOUNT_CODES.badCode,
    );
    const oldVcode = await client.codeFor('/user/profile/sendVcode', { purpose: 'rebindPhone' }, user.phone, { token: user.token });
    const [sent] = await ctx.db.query('SELECT purpose FROM verification_codes WHERE target = $1 ORDER BY created_at DESC LIMIT 1', [
      user.phone,
    ]);
    expect(sent).toEqual({ purpose: 'rebind' });
    const bound = await client.call<Profile>('/user/profile/bindPhone', { phone, vcode, oldVcode }, { token: user.token });
    expect(bound.code).toBe('30000');
    await client.login(phone, user.password);
  });

  it('binds a first email with its code alone; replacing it takes the old email\u2019s code or the password', async () => {
    const user = await client.register();
    const first = `first-${user.phone}@example.com`;
    expect(await client.call('/user/profile/sendVcode', { purpose: 'rebindEmail' }, { token: user.token })).toEqual({
      code: '40001',
      msg: accountMsg('noEmail'),
    });
    expect(
      (
        await client.call(
          '/user/profile/bindEmail',
          { email: first, vcode: await bindCode(user.token, { email: first }) },
          { token: user.token },
        )
      ).code,
    ).toBe('30000');

    const second = `second-${user.phone}@example.com`;
    const vcode = await bindCode(user.token, { email: second });
    expect(await client.call('/user/profile/bindEmail', { email: second, vcode }, { token: user.token })).toEqual(REFUSED);
    const oldVcode = await client.codeFor('/user/profile/sendVcode', { purpose: 'rebindEmail' }, first, { token: user.token });
    const bound = await client.call<Profile>('/user/profile/bindEmail', { email: second, vcode, oldVcode }, { token: user.token });
    expect(bound.userinfo.email).toBe(second);

    const third = `third-${user.phone}@example.com`;
    const withPassword = await client.call<Profile>(
      '/user/profile/bindEmail',
      { email: third, vcode: await bindCode(user.token, { email: third }), password: user.password },
      { token: user.token },
    );
    expect(withPassword.userinfo.email).toBe(third);
  });
});

describe('profile/doubleAuth', () => {
  it('turns doubleAuth on with a code sent to the phone, and login then takes two steps', async () => {
    const user = await client.register();
    const vcode = await client.codeFor('/user/profile/sendVcode', { purpose: 'doubleAuth' }, user.phone, { token: user.token });
    const body = await client.call<Profile>('/user/profile/doubleAuth', { enabled: true, vcode }, { token: user.token });
    expect(body.userinfo.doubleAuth).toBe(true);
    const login = await client.call<{ doubleAuth?: { ticket: string } } & Partial<SessionAnswer>>('/user/auth/v3/pwd/login', {
      account: user.phone,
      password: user.password,
    });
    expect(login.token).toBeUndefined();
    expect(login.doubleAuth?.ticket).toBeDefined();

    await ctx.db.query("UPDATE verification_codes SET created_at = created_at - interval '61 seconds'");
    const offCode = await client.codeFor('/user/profile/sendVcode', { purpose: 'doubleAuth' }, user.phone, { token: user.token });
    expect(
      (await client.call<Profile>('/user/profile/doubleAuth', { enabled: false, vcode: offCode }, { token: user.token })).userinfo
        .doubleAuth,
    ).toBe(false);
    expect((await client.login(user.phone, user.password)).token).toBeDefined();
  });

  it('refuses a wrong code', async () => {
    const user = await client.register();
    expect((await client.call('/user/profile/doubleAuth', { enabled: true, vcode: '123456' }, { token: user.token })).code).toBe(
      ACCOUNT_CODES.badCode,
    );
  });

  it('needs a phone', async () => {
    const [row] = await ctx.db.query<{ id: string }>(
      "INSERT INTO users (email, realname) VALUES ('nophone@example.com', 'x') RETURNING id",
    );
    const session = await client.call<SessionAnswer>('/user/auth/v3/bindClient/exchange', {
      ticket: await clientTicket(row!.id),
    });
    expect(await client.call('/user/profile/sendVcode', { purpose: 'doubleAuth' }, { token: session.token })).toEqual({
      code: '40001',
      msg: accountMsg('noPhone'),
    });
  });
});

/** A bindClient ticket for a user who cannot log in otherwise (no phone, no password). */
async function clientTicket(userId: string): Promise<string> {
  return (await issueTicket(ctx.db, 'client', { userId }, 60)).ticket;
}
