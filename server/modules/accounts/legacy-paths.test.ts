import { describe, expect, it } from 'vitest';
import { accountAuthCalls } from '../../../shared/calls/account-auth';
import type { SessionAnswer } from '../../../shared/calls/account-models';
import { accountOauthCalls } from '../../../shared/calls/account-oauth';
import { accountProfileCalls } from '../../../shared/calls/account-profile';
import { accountRegCalls } from '../../../shared/calls/account-reg';
import { accountScanCalls } from '../../../shared/calls/account-scan';
import { pathsOf } from '../../../shared/calls/define-call';
import { findPwdCalls } from '../../../shared/calls/find-pwd';
import { purgeExpired } from './purge';
import { accountClient, accountTestOptions, freshPhone, DEMO } from '../../test-support/accounts';
import { withTestApp } from '../../test-support/test-app';

const ctx = withTestApp(accountTestOptions().options);
const client = accountClient(ctx);

/** SPEC §7 legacy /user calls and the current call whose handler serves each. */
const LEGACY_PATHS = {
  '/user/reg/v3/code': '/user/reg/sendVcode',
  '/user/reg/v3/register': '/user/reg/v3/std/register',
  '/user/auth/loginByPwd': '/user/auth/v3/pwd/login',
  '/user/auth/loginByPwdCode': '/user/auth/v3/pwd/login',
  '/user/auth/loginByVcode': '/user/auth/v3/vcode/login',
  '/user/auth/loginByPwdVcode': '/user/auth/v3/pwdvcode/login',
  '/user/auth/sendVcode': '/user/auth/v3/vcode/send',
  '/user/auth/sendVcodePwd': '/user/auth/v3/pwdvcode/send',
  '/user/auth/userinfo': '/user/auth/v3/userinfo',
  '/user/auth/qrcode': '/user/auth/v3/scan/qrcode',
  '/user/auth/scanStatus': '/user/auth/v3/scan/status',
  '/user/auth/loginBy3rd': '/user/auth/v3/wx/login',
};

const ACCOUNT_ROWS = [accountAuthCalls, accountScanCalls, accountRegCalls, accountProfileCalls, findPwdCalls, accountOauthCalls].flatMap(
  (calls) => Object.values(calls),
);

describe('SPEC §7 legacy calls are served by the handler of their current twin', () => {
  it.each(Object.entries(LEGACY_PATHS))('%s answers as %s', async (legacy, current) => {
    // Same validation answer for the same (invalid) body.
    const body = { unexpected: true };
    expect(await client.call(legacy, body)).toEqual(await client.call(current, body));
  });

  it('loginByPwd logs in and auth/userinfo reads the session', async () => {
    const session = await client.call<SessionAnswer>('/user/auth/loginByPwd', {
      account: DEMO.personal.phone,
      password: DEMO.personal.password,
    });
    expect(session.code).toBe('30000');
    expect(await client.call('/user/auth/userinfo', { token: session.token })).toMatchObject({ code: '30000' });
  });

  it('reg/v3/code sends a register code', async () => {
    const phone = freshPhone();
    expect((await client.call('/user/reg/v3/code', { phone })).code).toBe('30000');
    expect(await client.latestCode(phone)).toMatch(/^\d{6}$/);
  });

  it('every path of every account row is served (not 404)', async () => {
    for (const row of ACCOUNT_ROWS) {
      if (row.method !== 'POST') continue;
      for (const path of pathsOf(row)) {
        const response = await client.post(path, {});
        expect(response.statusCode, path).not.toBe(404);
      }
    }
  });
});

describe('purgeExpired', () => {
  it('deletes account state a day past its expiry and keeps the rest', async () => {
    const user = await client.register();
    await ctx.db.query(
      `INSERT INTO sessions (token_hash, user_id, expires_at) VALUES
         ('old', $1, now() - interval '2 days'), ('recent', $1, now() - interval '1 hour')`,
      [user.unionid],
    );
    await ctx.db.query("INSERT INTO qr_tickets (ticket_hash, expires_at) VALUES ('old-qr', now() - interval '2 days')");
    await purgeExpired(ctx.db);
    const hashes = (await ctx.db.query<{ token_hash: string }>('SELECT token_hash FROM sessions WHERE user_id = $1', [user.unionid])).map(
      (row) => row.token_hash,
    );
    expect(hashes).toContain('recent');
    expect(hashes).not.toContain('old');
    expect(hashes).toHaveLength(2);
    expect(await ctx.db.query("SELECT 1 FROM qr_tickets WHERE ticket_hash = 'old-qr'")).toEqual([]);
  });
});

describe('code limits across concurrent requests', () => {
  it('lets only one of several simultaneous sends through', async () => {
    const phone = freshPhone();
    const answers = await Promise.all(Array.from({ length: 5 }, () => client.call('/user/reg/sendVcode', { phone })));
    expect(answers.filter((answer) => answer.code === '30000')).toHaveLength(1);
    expect(await client.outboxCount(phone)).toBe(1);
  });
});
