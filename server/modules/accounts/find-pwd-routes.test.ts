import { describe, expect, it } from 'vitest';
import type { SessionAnswer } from '../../../shared/calls/account-models';
import type { CallReply } from '../../../shared/calls/define-call';
import type { FindPwdAccount, findPwdCalls } from '../../../shared/calls/find-pwd';
import { ACCOUNT_CODES } from '../../../shared/account-contract';
import { accountClient, accountTestOptions, expireCodes, DEMO } from '../../test-support/accounts';
import { accountMsg, invalidMsg } from '../../test-support/messages';
import { withTestApp } from '../../test-support/test-app';

const { options } = accountTestOptions();
const ctx = withTestApp(options);
const client = accountClient(ctx);

/** A fresh user who is also a member of KL and NT, with an email. */
async function memberWithEmail() {
  const user = await client.register();
  const email = `u${user.phone}@example.com`;
  await ctx.db.query('UPDATE users SET email = $2 WHERE id = $1', [user.unionid, email]);
  await ctx.db.query(
    "INSERT INTO memberships (user_id, org_id, role) SELECT $1, id, 'member' FROM organisations WHERE code IN ('KL', 'NT')",
    [user.unionid],
  );
  return { ...user, email };
}

async function ticketFor(phone: string): Promise<string> {
  const vcode = await client.codeFor('/user/findPwd/sendVcode', { phone }, phone);
  const body = await client.call<{ ticket: string; expiresAt: string }>('/user/findPwd/code', { phone, vcode });
  expect(body.code).toBe('30000');
  return body.ticket;
}

describe('findPwd/check', () => {
  it('says whether a phone or email has an account, with the phone masked', async () => {
    const user = await memberWithEmail();
    for (const account of [user.phone, user.email.toUpperCase(), ` ${user.phone} `]) {
      expect(await client.call<CallReply<typeof findPwdCalls.findPwdCheck>>('/user/findPwd/check', { account })).toMatchObject({
        code: '30000',
        exists: true,
        phone: `${user.phone.slice(0, 3)}****${user.phone.slice(-4)}`,
        email: `${user.email.slice(0, 2)}****@example.com`,
      });
    }
    expect(await client.call('/user/findPwd/check', { account: '13999999991' })).toMatchObject({
      code: '30000',
      exists: false,
      phone: null,
    });
  });

  it('drops empty and null values before validation (SPEC §5)', async () => {
    expect((await client.call('/user/findPwd/check', { account: DEMO.personal.phone, icodeId: '', icode: null })).code).toBe('30000');
    expect(await client.call('/user/findPwd/check', { account: '' })).toEqual({
      code: '40001',
      msg: invalidMsg('required', { field: 'account' }),
    });
    expect(await client.call('/user/findPwd/check', { account: null })).toEqual({
      code: '40001',
      msg: invalidMsg('required', { field: 'account' }),
    });
  });
});

describe('findPwd: code, listAccounts and updatePwd', () => {
  it('resets the password of a phone with several accounts and ends every session', async () => {
    const user = await memberWithEmail();
    const other = await client.login(user.phone, user.password);
    const ticket = await ticketFor(user.phone);

    const { code, accounts } = await client.call<{ accounts: FindPwdAccount[] }>('/user/findPwd/listAccounts', { ticket });
    expect(code).toBe('30000');
    expect(accounts).toHaveLength(3);
    expect(accounts[0]).toEqual({ accountId: user.unionid, realname: 'Tester', kind: 'personal', orgName: null });
    expect(accounts.slice(1).map((account) => account.kind)).toEqual(['org', 'org']);
    expect(
      accounts
        .slice(1)
        .map((account) => account.orgName)
        .sort(),
    ).toEqual(['云岭建设集团', '南岸投资集团'].sort());
    // The list can be read again until the password is changed.
    expect((await client.call('/user/findPwd/listAccounts', { ticket, extra: '' })).code).toBe('30000');

    const orgAccount = accounts[2]!;
    const weak = await client.call('/user/findPwd/updatePwd', { ticket, accountId: orgAccount.accountId, password: 'short' });
    expect(weak).toEqual({ code: ACCOUNT_CODES.weakPassword, msg: accountMsg('weakPassword') });
    for (const password of ['password1', 'Passw0rd1', 'qwerty123']) {
      const guessable = await client.call('/user/findPwd/updatePwd', { ticket, accountId: orgAccount.accountId, password });
      expect(guessable, password).toEqual({ code: ACCOUNT_CODES.weakPassword, msg: accountMsg('guessablePassword') });
    }
    const updated = await client.call('/user/findPwd/updatePwd', { ticket, accountId: orgAccount.accountId, password: 'NewPass123' });
    expect(updated.code).toBe('30000');

    // Old sessions are revoked, the old password is gone, the new one works, for the org login too.
    for (const token of [user.token, other.token]) {
      expect(await client.call('/user/auth/v3/userinfo', { token })).toEqual({ code: '40100', msg: accountMsg('sessionExpired') });
    }
    expect((await client.call('/user/auth/v3/pwd/login', { account: user.phone, password: user.password })).code).toBe(
      ACCOUNT_CODES.badCredentials,
    );
    await client.login(user.email, 'NewPass123');
    const org = await client.call<SessionAnswer>('/user/auth/org/pwd/login', {
      orgCode: 'KL',
      account: user.phone,
      password: 'NewPass123',
    });
    expect(org.code).toBe('30000');
    // The ticket is spent.
    expect(await client.call('/user/findPwd/updatePwd', { ticket, accountId: user.unionid, password: 'Pier-Cap-38' })).toEqual({
      code: ACCOUNT_CODES.ticketExpired,
      msg: accountMsg('ticketExpired'),
    });
    expect((await client.call('/user/findPwd/listAccounts', { ticket })).code).toBe(ACCOUNT_CODES.ticketExpired);
  });

  it('works by email too', async () => {
    const user = await memberWithEmail();
    const vcode = await client.codeFor('/user/findPwd/sendEmailVcode', { email: user.email.toUpperCase() }, user.email);
    const body = await client.call<{ ticket: string }>('/user/findPwd/code', { email: user.email, vcode });
    expect(body.code).toBe('30000');
    expect(
      (await client.call('/user/findPwd/updatePwd', { ticket: body.ticket, accountId: user.unionid, password: 'ByEmail123' })).code,
    ).toBe('30000');
    await client.login(user.phone, 'ByEmail123');
  });

  it('lifts the lockout of the phone and of the email', async () => {
    const user = await client.register();
    const email = `unlock-${user.phone}@example.com`;
    await ctx.db.query('UPDATE users SET email = $2 WHERE phone = $1', [user.phone, email]);
    for (const account of [user.phone, email]) {
      await ctx.db.query("INSERT INTO account_lockouts (account_key, locked_until) VALUES ($1, now() + interval '15 minutes')", [
        `account:${account}`,
      ]);
      expect((await client.call('/user/auth/v3/pwd/login', { account, password: user.password })).code).toBe(ACCOUNT_CODES.locked);
    }
    const ticket = await ticketFor(user.phone);
    expect((await client.call('/user/findPwd/updatePwd', { ticket, accountId: user.unionid, password: 'Unlocked123' })).code).toBe('30000');
    await client.login(user.phone, 'Unlocked123');
    await client.login(email, 'Unlocked123');
  });

  it("refuses an account id that is not one of the phone's", async () => {
    const user = await client.register();
    const ticket = await ticketFor(user.phone);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await client.call('/user/findPwd/updatePwd', { ticket, accountId: unknown, password: 'Culvert-77' })).code).toBe(
      ACCOUNT_CODES.noAccount,
    );
    const stranger = await client.register();
    expect(await client.call('/user/findPwd/updatePwd', { ticket, accountId: stranger.unionid, password: 'Culvert-77' })).toEqual({
      code: ACCOUNT_CODES.noAccount,
      msg: accountMsg('accountUnknown'),
    });
    // The ticket survives a refused update.
    expect((await client.call('/user/findPwd/updatePwd', { ticket, accountId: user.unionid, password: 'Culvert-77' })).code).toBe('30000');
  });

  it('refuses an expired ticket', async () => {
    const user = await client.register();
    const ticket = await ticketFor(user.phone);
    await ctx.db.query("UPDATE one_time_tickets SET expires_at = now() - interval '1 second' WHERE kind = 'findPwd'");
    expect((await client.call('/user/findPwd/listAccounts', { ticket })).code).toBe(ACCOUNT_CODES.ticketExpired);
    expect((await client.call('/user/findPwd/updatePwd', { ticket, accountId: user.unionid, password: 'Culvert-77' })).code).toBe(
      ACCOUNT_CODES.ticketExpired,
    );
  });

  it('refuses wrong, expired and reused codes', async () => {
    const user = await client.register();
    const vcode = await client.codeFor('/user/findPwd/sendVcode', { phone: user.phone }, user.phone);
    const wrong = vcode === '123123' ? '321321' : '123123';
    expect((await client.call('/user/findPwd/code', { phone: user.phone, vcode: wrong })).code).toBe(ACCOUNT_CODES.badCode);
    expect((await client.call('/user/findPwd/code', { phone: user.phone, vcode })).code).toBe('30000');
    expect((await client.call('/user/findPwd/code', { phone: user.phone, vcode })).msg).toBe(accountMsg('codeExpired'));
    await ctx.db.query("UPDATE verification_codes SET created_at = created_at - interval '61 seconds'");
    const second = await client.codeFor('/user/findPwd/sendVcode', { phone: user.phone }, user.phone);
    await expireCodes(ctx.db, user.phone);
    expect((await client.call('/user/findPwd/code', { phone: user.phone, vcode: second })).msg).toBe(accountMsg('codeExpired'));
  });

  it('sends no code to an unknown phone or email', async () => {
    expect(await client.call('/user/findPwd/sendVcode', { phone: '13999999992' })).toEqual({
      code: ACCOUNT_CODES.noAccount,
      msg: accountMsg('noAccount'),
    });
    expect((await client.call('/user/findPwd/sendEmailVcode', { email: 'nobody@example.com' })).code).toBe(ACCOUNT_CODES.noAccount);
    expect(await client.outboxCount('nobody@example.com')).toBe(0);
  });

  describe('validation', () => {
    it('updatePwd and listAccounts drop empty and null values first (SPEC §5)', async () => {
      expect(await client.call('/user/findPwd/updatePwd', { ticket: '', accountId: null, password: 'x' })).toEqual({
        code: '40001',
        msg: invalidMsg('required', { field: 'ticket' }),
      });
      expect(await client.call('/user/findPwd/listAccounts', { ticket: null })).toEqual({
        code: '40001',
        msg: invalidMsg('required', { field: 'ticket' }),
      });
    });

    it.each([
      ['code without phone or email', '/user/findPwd/code', { vcode: '123456' }],
      ['code with both', '/user/findPwd/code', { phone: '13800000001', email: 'a@example.com', vcode: '123456' }],
      ['sendEmailVcode with no email', '/user/findPwd/sendEmailVcode', { email: 'not an email' }],
      ['sendVcode with a bad phone', '/user/findPwd/sendVcode', { phone: '1380000000' }],
      ['updatePwd with a bad accountId', '/user/findPwd/updatePwd', { ticket: 'x'.repeat(43), accountId: 'me', password: 'Culvert-77' }],
      ['refreshIcode with a field', '/user/findPwd/refreshIcode', { x: 1 }],
    ])('%s', async (_name, url, body) => {
      const answer = await client.call(url, body);
      expect(answer.code).toBe('40001');
      expect(answer.msg).toMatch(/[\u4e00-\u9fff]/);
    });
  });
});
