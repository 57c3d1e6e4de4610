import { describe, expect, it } from 'vitest';
import type { SessionAnswer } from '../../../shared/calls/account-models';
import { ACCOUNT_CODES } from '../../../shared/account-contract';
import { accountClient, accountTestOptions, DEMO } from '../../test-support/accounts';
import { accountMsg, invalidMsg } from '../../test-support/messages';
import { withTestApp } from '../../test-support/test-app';

const { options } = accountTestOptions();
const ctx = withTestApp(options);
const client = accountClient(ctx);

async function orgId(code: string): Promise<string> {
  const [row] = await ctx.db.query<{ id: string }>('SELECT id FROM organisations WHERE code = $1', [code]);
  return row!.id;
}

describe('auth/org/pwd/login', () => {
  it('logs a member in; the session carries the organisation and the membership as staffId', async () => {
    const session = await client.call<SessionAnswer>('/user/auth/org/pwd/login', {
      orgCode: 'KL',
      account: DEMO.member.phone,
      password: DEMO.member.password,
    });
    expect(session.code).toBe('30000');
    const kl = await orgId('KL');
    expect(session.userinfo.currentOrgId).toBe(kl);
    const [membership] = await ctx.db.query<{ id: string }>('SELECT id FROM memberships WHERE org_id = $1 AND user_id = $2', [
      kl,
      session.unionid,
    ]);
    expect(session.staffId).toBe(membership!.id);
    const [row] = await ctx.db.query<{ org_id: string }>('SELECT org_id FROM sessions WHERE user_id = $1', [session.unionid]);
    expect(row?.org_id).toBe(kl);
    const info = await client.call<{ userinfo: { currentOrgId: string } }>('/user/auth/v3/userinfo', { token: session.token });
    expect(info.userinfo.currentOrgId).toBe(kl);
  });

  it('takes the organisation code in any case, trimmed', async () => {
    const session = await client.call<SessionAnswer>('/user/auth/org/pwd/login', {
      orgCode: ' nt ',
      account: DEMO.member.phone,
      password: DEMO.member.password,
    });
    expect(session.userinfo.currentOrgId).toBe(await orgId('NT'));
  });

  it('refuses a user who is not a member (notMember), after the password', async () => {
    expect(
      await client.call('/user/auth/org/pwd/login', { orgCode: 'KL', account: DEMO.personal.phone, password: DEMO.personal.password }),
    ).toEqual({ code: ACCOUNT_CODES.notMember, msg: accountMsg('notMember') });
    expect(
      await client.call('/user/auth/org/pwd/login', { orgCode: 'GZB', account: DEMO.member.phone, password: DEMO.member.password }),
    ).toEqual({
      code: ACCOUNT_CODES.notMember,
      msg: accountMsg('notMember'),
    });
    expect(
      (await client.call('/user/auth/org/pwd/login', { orgCode: 'KL', account: DEMO.personal.phone, password: 'Wrong1234' })).code,
    ).toBe(ACCOUNT_CODES.badCredentials);
  });

  it('refuses an unknown organisation', async () => {
    expect(
      await client.call('/user/auth/org/pwd/login', { orgCode: 'ZZZ', account: DEMO.member.phone, password: DEMO.member.password }),
    ).toEqual({
      code: ACCOUNT_CODES.orgUnknown,
      msg: accountMsg('orgUnknown'),
    });
  });

  it('counts wrong passwords towards the same lockout as the personal login', async () => {
    const user = await client.register();
    await ctx.db.query("INSERT INTO memberships (user_id, org_id) SELECT $1, id FROM organisations WHERE code = 'KL'", [user.unionid]);
    for (let i = 0; i < 3; i += 1) {
      await client.call('/user/auth/org/pwd/login', { orgCode: 'KL', account: user.phone, password: 'Wrong1234' });
    }
    expect((await client.call('/user/auth/v3/pwd/login', { account: user.phone, password: user.password })).code).toBe(
      ACCOUNT_CODES.icodeRequired,
    );
  });

  describe('validation', () => {
    const valid = { orgCode: 'KL', account: DEMO.member.phone, password: 'x' };
    it.each([
      ['no orgCode', { ...valid, orgCode: undefined }, invalidMsg('required', { field: 'orgCode' })],
      ['an orgCode with a dash', { ...valid, orgCode: 'K-L' }, invalidMsg('pattern', { field: 'orgCode' })],
      ['no account', { ...valid, account: undefined }, invalidMsg('required', { field: 'account' })],
      ['no password', { ...valid, password: undefined }, invalidMsg('required', { field: 'password' })],
    ])('%s', async (_name, body, msg) => {
      expect(await client.call('/user/auth/org/pwd/login', body)).toEqual({ code: '40001', msg });
    });
  });
});

describe('auth/org/vcode/send and vcode/login', () => {
  it('sends an org code to a member and logs them in with it', async () => {
    const vcode = await client.codeFor('/user/auth/org/vcode/send', { orgCode: 'NT', phone: DEMO.member.phone }, DEMO.member.phone);
    const [row] = await ctx.db.query<{ purpose: string }>(
      'SELECT purpose FROM verification_codes WHERE target = $1 ORDER BY created_at DESC LIMIT 1',
      [DEMO.member.phone],
    );
    expect(row?.purpose).toBe('org');
    const session = await client.call<SessionAnswer>('/user/auth/org/vcode/login', { orgCode: 'NT', phone: DEMO.member.phone, vcode });
    expect(session.code).toBe('30000');
    expect(session.userinfo.currentOrgId).toBe(await orgId('NT'));
    expect((await client.call('/user/auth/org/vcode/login', { orgCode: 'NT', phone: DEMO.member.phone, vcode })).code).toBe(
      ACCOUNT_CODES.badCode,
    );
  });

  it('sends nothing to a non-member, an unknown phone or an unknown organisation', async () => {
    expect(await client.call('/user/auth/org/vcode/send', { orgCode: 'KL', phone: DEMO.personal.phone })).toEqual({
      code: ACCOUNT_CODES.notMember,
      msg: accountMsg('notMember'),
    });
    expect((await client.call('/user/auth/org/vcode/send', { orgCode: 'KL', phone: '13999999990' })).code).toBe(ACCOUNT_CODES.noAccount);
    expect((await client.call('/user/auth/org/vcode/send', { orgCode: 'ZZZ', phone: DEMO.member.phone })).code).toBe(
      ACCOUNT_CODES.orgUnknown,
    );
    expect(await client.outboxCount(DEMO.personal.phone)).toBe(0);
  });

  it('refuses a non-member at login', async () => {
    expect(await client.call('/user/auth/org/vcode/login', { orgCode: 'KL', phone: DEMO.personal.phone, vcode: '123456' })).toEqual({
      code: ACCOUNT_CODES.notMember,
      msg: accountMsg('notMember'),
    });
  });

  it('validates', async () => {
    expect(await client.call('/user/auth/org/vcode/send', { orgCode: 'KL' })).toEqual({
      code: '40001',
      msg: invalidMsg('required', { field: 'phone' }),
    });
    expect(await client.call('/user/auth/org/vcode/login', { orgCode: 'KL', phone: DEMO.member.phone, vcode: '1' })).toEqual({
      code: '40001',
      msg: invalidMsg('pattern', { field: 'vcode' }),
    });
  });
});
