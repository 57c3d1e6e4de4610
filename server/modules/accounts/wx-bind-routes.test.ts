import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_CODES } from '../../../shared/account-contract';
import type { accountOauthCalls } from '../../../shared/calls/account-oauth';
import type { accountRegCalls } from '../../../shared/calls/account-reg';
import type { CallReply } from '../../../shared/calls/define-call';
import type { Database } from '../../db/database';
import { accountClient, accountTestOptions, ageCodes, expireCodes, freshPhone } from '../../test-support/accounts';
import { FAKE_CLIENT, startFakeOAuthProvider, type FakeOAuthProvider } from '../../test-support/fake-oauth-provider';
import { accountMsg } from '../../test-support/messages';
import { createTestApp, testDatabase } from '../../test-support/test-app';

type WxLogin = CallReply<typeof accountOauthCalls.wxLogin>;
type WxBind = CallReply<typeof accountRegCalls.wxBind>;

let provider: FakeOAuthProvider;
const ctx = {} as { app: FastifyInstance; db: Database };
const client = accountClient(ctx);
let subjects = 0;

beforeAll(async () => {
  provider = await startFakeOAuthProvider();
  const oauth = [
    {
      type: 'wechat',
      dialect: 'oauth2' as const,
      authorizeUrl: `${provider.origin}/oauth2/authorize`,
      tokenUrl: `${provider.origin}/oauth2/token`,
      userinfoUrl: `${provider.origin}/oauth2/userinfo`,
      ...FAKE_CLIENT,
    },
  ];
  ctx.app = await createTestApp(accountTestOptions({ oauth }).options);
  ctx.db = await testDatabase();
});
afterAll(async () => {
  await ctx.app.close();
  await provider.close();
});

const refused = (reason: Parameters<typeof accountMsg>[0], code: string) => ({ code, msg: accountMsg(reason) });
const ticketExpired = refused('ticketExpired', ACCOUNT_CODES.ticketExpired);

/** A WeChat login through the fake provider, as the impower page finishes it. */
async function wechatLogin(subject: string, name = '微信用户', logidUrl = '/standard'): Promise<WxLogin> {
  const started = await ctx.app.inject({
    method: 'GET',
    url: `/api/user/oauth/wechat/start?logidUrl=${encodeURIComponent(logidUrl)}`,
    headers: { host: 'www.example.com' },
  });
  const state = new URL(started.headers.location as string).searchParams.get('state')!;
  const code = provider.issueCode({ subject, name, avatar: 'https://img.example.com/wx.png' });
  const answer = await client.call<WxLogin>('/user/auth/v3/wx/login', { code, state });
  expect(answer.code, answer.msg).toBe('30000');
  return answer;
}

/** The bind ticket of a first login of a new identity. */
async function firstLogin(name?: string): Promise<{ subject: string; ticket: string }> {
  subjects += 1;
  const subject = `wx-bind-${Date.now()}-${subjects}`;
  const answer = await wechatLogin(subject, name);
  expect(answer.token).toBeUndefined();
  return { subject, ticket: answer.wxBind!.ticket };
}

/** wx/send then wx/bind with the code from the outbox. */
async function bind(ticket: string, phone: string) {
  const vcode = await client.codeFor('/user/reg/v3/wx/send', { ticket, phone }, phone);
  return client.call<WxBind>('/user/reg/v3/wx/bind', { ticket, phone, vcode });
}

const identitiesOf = (subject: string) =>
  ctx.db.query<{ user_id: string }>("SELECT user_id FROM oauth_identities WHERE provider = 'wechat' AND subject = $1", [subject]);

describe('a first WeChat login goes to the bind step', () => {
  it('answers a ticket with the WeChat name and avatar instead of a session, and creates no user', async () => {
    subjects += 1;
    const subject = `wx-first-${subjects}`;
    const answer = await wechatLogin(subject, '初次微信');
    expect(answer).toMatchObject({
      code: '30000',
      logidUrl: '/standard',
      wxBind: { name: '初次微信', avatarUrl: 'https://img.example.com/wx.png', ticket: expect.stringMatching(/^[\w-]{43}$/) },
    });
    expect(answer.token).toBeUndefined();
    expect(await identitiesOf(subject)).toEqual([]);
    // The identity waits on the server under the ticket's hash; the browser never names an openid.
    const rows = await ctx.db.query<{ subject: string; ticket_hash: string }>(
      'SELECT subject, ticket_hash FROM oauth_pending_binds WHERE subject = $1',
      [subject],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.ticket_hash).not.toBe(answer.wxBind!.ticket);
  });
});

describe('reg/v3/wx/send and wx/bind', () => {
  it('registers a new phone with the WeChat name, binds the identity and logs in; the next WeChat login goes straight in', async () => {
    const { subject, ticket } = await firstLogin('新微信用户');
    const phone = freshPhone();
    const bound = await bind(ticket, phone);
    expect(bound).toMatchObject({
      code: '30000',
      logidUrl: '/standard',
      token: expect.any(String),
      userinfo: {
        realname: '新微信用户',
        avatarUrl: 'https://img.example.com/wx.png',
        phone: `${phone.slice(0, 3)}****${phone.slice(-4)}`,
      },
    });
    expect((await client.call('/user/auth/v3/userinfo', { token: bound.token })).code).toBe('30000');
    const [purpose] = await ctx.db.query<{ purpose: string }>('SELECT purpose FROM verification_codes WHERE target = $1', [phone]);
    expect(purpose?.purpose).toBe('wxBind');
    expect(await identitiesOf(subject)).toEqual([{ user_id: bound.unionid }]);

    const again = await wechatLogin(subject, 'Renamed', '/news');
    expect(again).toMatchObject({ code: '30000', unionid: bound.unionid, logidUrl: '/news' });
    expect(again.wxBind).toBeUndefined();
  });

  it('binds to the account a known phone already has, keeping its name and password', async () => {
    const user = await client.register(freshPhone(), 'Girder2026', '老用户');
    const { subject, ticket } = await firstLogin('微信昵称');
    const bound = await bind(ticket, user.phone);
    expect(bound).toMatchObject({ code: '30000', unionid: user.unionid, userinfo: { realname: '老用户' } });
    expect(await identitiesOf(subject)).toEqual([{ user_id: user.unionid }]);
    await client.login(user.phone, 'Girder2026');
  });

  it('refuses a wrong or expired code, and leaves the ticket good for the right one', async () => {
    const { ticket } = await firstLogin();
    const phone = freshPhone();
    const vcode = await client.codeFor('/user/reg/v3/wx/send', { ticket, phone }, phone);
    const wrong = vcode === '000000' ? '111111' : '000000';
    expect(await client.call('/user/reg/v3/wx/bind', { ticket, phone, vcode: wrong })).toEqual(refused('badCode', ACCOUNT_CODES.badCode));
    expect((await client.call<WxBind>('/user/reg/v3/wx/bind', { ticket, phone, vcode })).code).toBe('30000');

    const second = await firstLogin();
    const other = freshPhone();
    const late = await client.codeFor('/user/reg/v3/wx/send', { ticket: second.ticket, phone: other }, other);
    await expireCodes(ctx.db, other);
    expect(await client.call('/user/reg/v3/wx/bind', { ticket: second.ticket, phone: other, vcode: late })).toEqual(
      refused('codeExpired', ACCOUNT_CODES.badCode),
    );
    // A code of another purpose proves nothing here.
    await ageCodes(ctx.db, other);
    const register = await client.codeFor('/user/reg/sendVcode', { phone: other }, other);
    expect((await client.call('/user/reg/v3/wx/bind', { ticket: second.ticket, phone: other, vcode: register })).code).toBe(
      ACCOUNT_CODES.badCode,
    );
  });

  it('refuses a reused, expired or unknown ticket', async () => {
    const { ticket } = await firstLogin();
    const phone = freshPhone();
    expect((await bind(ticket, phone)).code).toBe('30000');
    expect(await client.call('/user/reg/v3/wx/send', { ticket, phone: freshPhone() })).toEqual(ticketExpired);
    expect(await client.call('/user/reg/v3/wx/bind', { ticket, phone, vcode: '123456' })).toEqual(ticketExpired);

    const expiring = await firstLogin();
    const other = freshPhone();
    const vcode = await client.codeFor('/user/reg/v3/wx/send', { ticket: expiring.ticket, phone: other }, other);
    await ctx.db.query("UPDATE oauth_pending_binds SET expires_at = now() - interval '1 second' WHERE subject = $1", [expiring.subject]);
    expect(await client.call('/user/reg/v3/wx/bind', { ticket: expiring.ticket, phone: other, vcode })).toEqual(ticketExpired);
    expect(await client.call('/user/reg/v3/wx/send', { ticket: 'x'.repeat(43), phone: other })).toEqual(ticketExpired);
    expect(await identitiesOf(expiring.subject)).toEqual([]);
  });

  it('refuses an identity bound meanwhile from another first login', async () => {
    const { subject, ticket } = await firstLogin();
    // The same WeChat logs in a second time, in another tab, before either binds.
    const second = await wechatLogin(subject);
    expect((await bind(ticket, freshPhone())).code).toBe('30000');
    const phone = freshPhone();
    expect(await client.call('/user/reg/v3/wx/send', { ticket: second.wxBind!.ticket, phone })).toEqual(
      refused('oauthBound', ACCOUNT_CODES.oauthBound),
    );
    expect(await client.outboxCount(phone)).toBe(0);
    expect(await identitiesOf(subject)).toHaveLength(1);
  });

  it('refuses a phone whose account has another WeChat bound, before and after the code', async () => {
    const phone = freshPhone();
    expect((await bind((await firstLogin()).ticket, phone)).code).toBe('30000');
    const other = await firstLogin();
    const phoneHasOauth = refused('phoneHasOauth', ACCOUNT_CODES.phoneHasOauth);
    expect(await client.call('/user/reg/v3/wx/send', { ticket: other.ticket, phone })).toEqual(phoneHasOauth);
    // A phone that gets its WeChat between the code and the bind (another bind meanwhile) is refused too.
    const third = await firstLogin();
    const fresh = freshPhone();
    const vcode = await client.codeFor('/user/reg/v3/wx/send', { ticket: third.ticket, phone: fresh }, fresh);
    await ctx.db.query('INSERT INTO users (phone) VALUES ($1)', [fresh]);
    await ctx.db.query("INSERT INTO oauth_identities (provider, subject, user_id) SELECT 'wechat', $2, id FROM users WHERE phone = $1", [
      fresh,
      `other-${third.subject}`,
    ]);
    expect(await client.call('/user/reg/v3/wx/bind', { ticket: third.ticket, phone: fresh, vcode })).toEqual(phoneHasOauth);
    expect(await identitiesOf(third.subject)).toEqual([]);
  });

  it('validates the ticket and the phone before anything else', async () => {
    expect((await client.call('/user/reg/v3/wx/send', { ticket: 'short', phone: freshPhone() })).code).toBe('40001');
    expect((await client.call('/user/reg/v3/wx/send', { ticket: 'x'.repeat(43), phone: '12345' })).code).toBe('40001');
    expect((await client.call('/user/reg/v3/wx/bind', { ticket: 'x'.repeat(43), phone: freshPhone() })).code).toBe('40001');
  });
});
