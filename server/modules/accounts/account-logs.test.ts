import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { accountAuthCalls } from '../../../shared/calls/account-auth';
import type { SessionAnswer } from '../../../shared/calls/account-models';
import type { accountScanCalls } from '../../../shared/calls/account-scan';
import type { CallReply } from '../../../shared/calls/define-call';
import type { FindPwdAccount } from '../../../shared/calls/find-pwd';
import type { Database } from '../../db/database';
import { redactUrl } from '../../http/log-safety';
import { accountClient, accountTestOptions, freshPhone } from '../../test-support/accounts';
import { createTestApp, testDatabase } from '../../test-support/test-app';

// No password, code or token appears in the server log, apart from the development outbox's own line.
const lines: string[] = [];
const ctx = {} as { app: FastifyInstance; db: Database };
const client = accountClient(ctx);
const { options, icodeAnswers } = accountTestOptions();

beforeAll(async () => {
  ctx.app = await createTestApp({ ...options, logLevel: 'debug', logStream: { write: (line: string) => void lines.push(line) } });
  ctx.db = await testDatabase();
});
afterAll(() => ctx.app.close());

const isOutboxLine = (line: string) => (JSON.parse(line) as { msg?: string }).msg?.startsWith('outbox message:') ?? false;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A secret as a whole word: a 6-digit code must not match inside a timestamp. */
const mentions = (line: string, secret: string) => new RegExp(`(?<![\\w-])${escape(secret)}(?![\\w-])`).test(line);

describe('the server log during registration, login, QR login and password reset', () => {
  it('holds no password, code, token, ticket or icode answer', async () => {
    const secrets: string[] = [];
    const keep = <T extends string>(value: T) => (secrets.push(value), value);

    // Registration.
    const phone = freshPhone();
    const password = keep('Registered123');
    const regCode = keep(await client.codeFor('/user/reg/sendVcode', { phone }, phone));
    const session = await client.call<SessionAnswer>('/user/reg/v3/std/register', { phone, vcode: regCode, password, realname: 'Logged' });
    keep(session.token);

    // Logins: a wrong password, then the picture code, the right password and an SMS code.
    for (const wrong of ['Wrong00001', 'Wrong00002', 'Wrong00003']) {
      await client.call('/user/auth/v3/pwd/login', { account: phone, password: keep(wrong) });
    }
    const icode = await client.call<CallReply<typeof accountAuthCalls.icode>>('/user/auth/icode');
    const answer = keep(icodeAnswers.at(-1)!);
    const login = await client.call<SessionAnswer>('/user/auth/v3/pwd/login', {
      account: phone,
      password,
      icodeId: icode.icodeId,
      icode: answer,
    });
    expect(login.code).toBe('30000');
    keep(login.token);
    const loginCode = keep(await client.codeFor('/user/auth/v3/vcode/send', { phone }, phone));
    keep((await client.call<SessionAnswer>('/user/auth/v3/vcode/login', { phone, vcode: loginCode })).token);
    await client.call('/user/auth/v3/userinfo', { token: login.token });

    // One-time client ticket, and QR login, including the pages the phone and the OAuth provider open.
    const bound = await client.call<{ ticket: string }>('/user/auth/v3/bindClient', { target: 'open' }, { token: login.token });
    keep(bound.ticket);
    keep((await client.call<SessionAnswer>('/user/auth/v3/bindClient/exchange', { ticket: bound.ticket })).token);
    const qr = await client.call<CallReply<typeof accountScanCalls.scanQrcode>>('/user/auth/v3/scan/qrcode');
    keep(qr.ticket);
    await ctx.app.inject({ method: 'GET', url: qr.url });
    await client.call('/user/auth/v3/scan/scan', { ticket: qr.ticket }, { token: login.token });
    await client.call('/user/auth/v3/scan/confirm', { ticket: qr.ticket }, { token: login.token });
    keep(
      (await client.call<CallReply<typeof accountScanCalls.scanStatus>>('/user/auth/v3/scan/status', { ticket: qr.ticket })).session!.token,
    );
    await ctx.app.inject({ method: 'GET', url: `/Oauth/wechat?code=${keep('oauthcode123')}&state=${keep('oauthstate456')}` });

    // Password reset.
    const resetCode = keep(await client.codeFor('/user/findPwd/sendVcode', { phone }, phone));
    const { ticket } = await client.call<{ ticket: string }>('/user/findPwd/code', { phone, vcode: resetCode });
    keep(ticket);
    const { accounts } = await client.call<{ accounts: FindPwdAccount[] }>('/user/findPwd/listAccounts', { ticket });
    const newPassword = keep('ResetTo12345');
    expect((await client.call('/user/findPwd/updatePwd', { ticket, accountId: accounts[0]!.accountId, password: newPassword })).code).toBe(
      '30000',
    );
    await client.call('/user/auth/v3/logout', { token: login.token });

    // The log is on and records the requests.
    expect(lines.length).toBeGreaterThan(40);
    expect(lines.some((line) => line.includes('"incoming request"'))).toBe(true);
    expect(lines.some((line) => line.includes('/authorize?ticket=REDACTED'))).toBe(true);
    // The outbox provider's own line is the one place a code appears (that is what it is for).
    const outboxLines = lines.filter(isOutboxLine);
    expect(outboxLines.some((line) => mentions(line, regCode))).toBe(true);

    const leaks = lines
      .filter((line) => !isOutboxLine(line))
      .flatMap((line) => secrets.filter((secret) => mentions(line, secret)).map((secret) => `${secret} in ${line}`));
    expect(leaks).toEqual([]);
    // No request body or authorization header is logged at all.
    expect(lines.filter((line) => /"(body|payload|authorization)"/i.test(line))).toEqual([]);
  });
});

describe('redactUrl', () => {
  it.each([
    ['/authorize?ticket=abc', '/authorize?ticket=REDACTED'],
    ['/Oauth/wechat?code=c1&state=s1&x=1', '/Oauth/wechat?code=REDACTED&state=REDACTED&x=1'],
    ['/news?page=2', '/news?page=2'],
    ['/plain', '/plain'],
    ['/x?token=t&TOKEN=u', '/x?token=REDACTED&TOKEN=REDACTED'],
  ])('%s → %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });
});
