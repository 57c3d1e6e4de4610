import { describe, expect, it } from 'vitest';
import { pathsOf } from '../../shared/calls/define-call';
import { answersSecret } from '../../server/http/no-store';
import { accountClient, accountTestOptions } from '../../server/test-support/accounts';
import { withTestApp } from '../../server/test-support/test-app';
import { allRows } from '../call-rows';

const ctx = withTestApp(accountTestOptions().options);
const client = accountClient(ctx);
const secretRows = allRows().filter((row) => answersSecret(row.reply));

describe('Cache-Control: no-store on every answer with a token or ticket', () => {
  it('finds every login, session and ticket call of the table', () => {
    expect(secretRows.map((row) => row.name).sort()).toEqual([
      'account.bindClient',
      'account.bindClientExchange',
      'account.doubleAuthVerify',
      'account.findPwdCode',
      'account.loginReg',
      'account.orgPwdLogin',
      'account.orgVcodeLogin',
      'account.pwdLogin',
      'account.pwdVcodeLogin',
      'account.scanQrcode',
      'account.scanStatus',
      'account.stdRegister',
      'account.vcodeLogin',
      'account.wxBind',
      'account.wxLogin',
      'learning.checkLogin',
    ]);
  });

  it.each(secretRows.flatMap((row) => pathsOf(row).map((path) => [row.name, path] as const)))(
    '%s at %s, whatever the outcome',
    async (_name, path) => {
      const response = await client.post(path, {});
      expect(response.headers['cache-control']).toBe('no-store');
    },
  );

  it('is on a successful registration, login and QR ticket, and not on public content', async () => {
    const phone = (await client.register()).phone;
    const vcode = await client.codeFor('/user/auth/v3/vcode/send', { phone }, phone);
    const login = await client.post('/user/auth/v3/vcode/login', { phone, vcode });
    expect(login.json()).toMatchObject({ code: '30000', token: expect.any(String) });
    expect(login.headers['cache-control']).toBe('no-store');
    const qr = await client.post('/user/auth/v3/scan/qrcode');
    expect(qr.json()).toMatchObject({ code: '30000', ticket: expect.any(String) });
    expect(qr.headers['cache-control']).toBe('no-store');
    expect((await client.post('/news/pub/polymerization')).headers['cache-control']).toBeUndefined();
  });
});
