import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_CODES } from '../../../shared/account-contract';
import type { accountOauthCalls } from '../../../shared/calls/account-oauth';
import type { CallReply } from '../../../shared/calls/define-call';
import type { OAuthProviderConfig } from './oauth';
import { readOAuthProviders } from './oauth';
import { accountClient, accountTestOptions, freshPhone } from '../../test-support/accounts';
import { FAKE_CLIENT, startFakeOAuthProvider, type FakeOAuthProvider } from '../../test-support/fake-oauth-provider';
import { accountMsg, invalidMsg } from '../../test-support/messages';
import { createTestApp, testDatabase } from '../../test-support/test-app';
import type { Database } from '../../db/database';

type OauthLoginResponse = CallReply<typeof accountOauthCalls.wxLogin>;

let provider: FakeOAuthProvider;
const ctx = {} as { app: FastifyInstance; db: Database };
const client = accountClient(ctx);

function providers(origin: string): OAuthProviderConfig[] {
  return [
    {
      type: 'wechat',
      dialect: 'oauth2',
      authorizeUrl: `${origin}/oauth2/authorize`,
      tokenUrl: `${origin}/oauth2/token`,
      userinfoUrl: `${origin}/oauth2/userinfo`,
      scope: 'profile',
      ...FAKE_CLIENT,
    },
    {
      type: 'wxmp',
      dialect: 'wechat',
      authorizeUrl: `${origin}/connect/qrconnect`,
      tokenUrl: `${origin}/sns/oauth2/access_token`,
      userinfoUrl: `${origin}/sns/userinfo`,
      ...FAKE_CLIENT,
    },
  ];
}

beforeAll(async () => {
  provider = await startFakeOAuthProvider();
  ctx.app = await createTestApp(accountTestOptions({ oauth: providers(provider.origin) }).options);
  ctx.db = await testDatabase();
});
afterAll(async () => {
  await ctx.app.close();
  await provider.close();
});

/** GET …/start as the browser would, on the main site's host; answers the provider address and our state. */
async function start(type: string, logidUrl?: string, host = 'www.example.com', app = ctx.app) {
  const query = logidUrl === undefined ? '' : `?logidUrl=${encodeURIComponent(logidUrl)}`;
  const response = await app.inject({ method: 'GET', url: `/api/user/oauth/${type}/start${query}`, headers: { host } });
  expect(response.statusCode).toBe(302);
  const location = new URL(response.headers.location as string);
  return { response, location, state: location.searchParams.get('state')! };
}

describe('oauth/providers', () => {
  it('lists the configured providers', async () => {
    expect(await client.call('/user/oauth/providers')).toMatchObject({ code: '30000', providers: ['wechat', 'wxmp'] });
  });
});

describe('OAuth 2 authorization-code login against a fake provider on loopback', () => {
  it('redirects to the provider with client_id, redirect_uri and a stored state', async () => {
    const { response, location, state } = await start('wechat', '/news?x=1');
    expect(`${location.origin}${location.pathname}`).toBe(`${provider.origin}/oauth2/authorize`);
    expect(Object.fromEntries(location.searchParams)).toEqual({
      response_type: 'code',
      client_id: FAKE_CLIENT.clientId,
      redirect_uri: 'https://www.example.com/Oauth/wechat',
      scope: 'profile',
      state,
    });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(state).toMatch(/^[\w-]{43}$/);
    // Only the hash of the state is stored.
    expect(await ctx.db.query('SELECT 1 FROM oauth_states WHERE state_hash = $1', [state])).toEqual([]);
    const [row] = await ctx.db.query<{ logid_url: string; seconds: number }>(
      'SELECT logid_url, extract(epoch FROM expires_at - created_at)::int AS seconds FROM oauth_states',
    );
    expect(row).toEqual({ logid_url: '/news?x=1', seconds: 600 });
  });

  it('exchanges the code, answers the bind step on first login and links the same user after', async () => {
    const { state } = await start('wechat', '/policy');
    const code = provider.issueCode({ subject: 'wx-user-1', name: 'Wei Xin', avatar: 'https://img.example.com/a.png' });
    const first = await client.call<OauthLoginResponse>('/user/auth/v3/wx/login', { code, state });
    expect(first).toMatchObject({
      code: '30000',
      logidUrl: '/policy',
      wxBind: { name: 'Wei Xin', avatarUrl: 'https://img.example.com/a.png' },
    });
    expect(first.token).toBeUndefined();
    expect(provider.tokenRequests.at(-1)?.params).toMatchObject({
      grant_type: 'authorization_code',
      code,
      redirect_uri: 'https://www.example.com/Oauth/wechat',
      client_id: FAKE_CLIENT.clientId,
    });
    // The bind step (wx-bind-routes.test.ts) binds a phone.
    const phone = freshPhone();
    const ticket = first.wxBind!.ticket;
    const vcode = await client.codeFor('/user/reg/v3/wx/send', { ticket, phone }, phone);
    const bound = await client.call<OauthLoginResponse>('/user/reg/v3/wx/bind', { ticket, phone, vcode });
    expect(bound).toMatchObject({ code: '30000', logidUrl: '/policy', userinfo: { realname: 'Wei Xin' } });
    expect((await client.call('/user/auth/v3/userinfo', { token: bound.token })).code).toBe('30000');

    const again = await start('wechat');
    const second = await client.call<OauthLoginResponse>('/user/auth/v3/wx/login', {
      type: 'wechat',
      code: provider.issueCode({ subject: 'wx-user-1', name: 'Renamed' }),
      state: again.state,
    });
    expect(second.unionid).toBe(bound.unionid);
    expect(second.logidUrl).toBe('/');
    const [identities] = await ctx.db.query<{ n: number }>("SELECT count(*)::int AS n FROM oauth_identities WHERE subject = 'wx-user-1'");
    expect(identities!.n).toBe(1);
  });

  it("speaks WeChat's dialect too", async () => {
    const { location, state } = await start('wxmp', '/help');
    expect(Object.fromEntries(location.searchParams)).toMatchObject({
      appid: FAKE_CLIENT.clientId,
      redirect_uri: 'https://www.example.com/Oauth/wxmp',
      response_type: 'code',
      scope: 'snsapi_login',
    });
    expect(location.hash).toBe('#wechat_redirect');
    const code = provider.issueCode({ subject: 'union-9', name: 'Mp User' });
    const answer = await client.call<OauthLoginResponse>('/user/auth/v3/wx/login', { type: 'wxmp', code, state });
    expect(answer).toMatchObject({ code: '30000', logidUrl: '/help', wxBind: { name: 'Mp User' } });
    const [row] = await ctx.db.query<{ subject: string }>("SELECT subject FROM oauth_pending_binds WHERE provider = 'wxmp'");
    expect(row?.subject).toBe('union-9');
  });

  it('refuses a reused, expired, unknown or other-provider state', async () => {
    const { state } = await start('wechat');
    const code = provider.issueCode({ subject: 'wx-user-2', name: 'Two' });
    expect((await client.call('/user/auth/v3/wx/login', { code, state })).code).toBe('30000');
    const invalid = { code: ACCOUNT_CODES.ticketExpired, msg: accountMsg('oauthStateInvalid') };
    expect(await client.call('/user/auth/v3/wx/login', { code: provider.issueCode({ subject: 's', name: 'n' }), state })).toEqual(invalid);
    expect(await client.call('/user/auth/v3/wx/login', { code: 'c', state: 'never-issued' })).toEqual(invalid);

    const expiring = await start('wechat');
    await ctx.db.query("UPDATE oauth_states SET expires_at = now() - interval '1 second'");
    expect(
      await client.call('/user/auth/v3/wx/login', { code: provider.issueCode({ subject: 's', name: 'n' }), state: expiring.state }),
    ).toEqual(invalid);

    const forWechat = await start('wechat');
    expect(await client.call('/user/auth/v3/wx/login', { type: 'wxmp', code: 'c', state: forWechat.state })).toEqual(invalid);
  });

  it('answers oauthFailed when the provider refuses the code', async () => {
    const { state } = await start('wechat');
    expect(await client.call('/user/auth/v3/wx/login', { code: 'made-up', state })).toEqual({
      code: ACCOUNT_CODES.oauthFailed,
      msg: accountMsg('oauthFailed'),
    });
    const mp = await start('wxmp');
    expect((await client.call('/user/auth/v3/wx/login', { type: 'wxmp', code: 'made-up', state: mp.state })).code).toBe(
      ACCOUNT_CODES.oauthFailed,
    );
  });

  it('never stores a logidUrl of another site', async () => {
    for (const logidUrl of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)']) {
      await ctx.db.query('DELETE FROM oauth_states');
      await start('wechat', logidUrl);
      const [row] = await ctx.db.query<{ logid_url: string }>('SELECT logid_url FROM oauth_states');
      expect(row?.logid_url, logidUrl).toBe('/');
    }
  });

  it('refuses an unknown provider', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/user/oauth/github/start' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: ACCOUNT_CODES.oauthFailed, msg: accountMsg('oauthUnknownProvider') });
    expect((await client.call('/user/auth/v3/wx/login', { type: 'github', code: 'c', state: 's' })).code).toBe(ACCOUNT_CODES.oauthFailed);
  });

  it('validates', async () => {
    expect(await client.call('/user/auth/v3/wx/login', { state: 's' })).toEqual({
      code: '40001',
      msg: invalidMsg('required', { field: 'code' }),
    });
    expect(await client.call('/user/auth/v3/wx/login', { code: 'c', state: 's', type: 'We Chat' })).toEqual({
      code: '40001',
      msg: invalidMsg('pattern', { field: 'type' }),
    });
  });
});

describe('the redirect_uri never comes from a raw Host header', () => {
  const redirectOf = async (host: string, app = ctx.app) =>
    (await start('wechat', undefined, host, app)).location.searchParams.get('redirect_uri');

  it("is the tenant's configured host for a hostile Host", async () => {
    for (const host of ['evil.example.net', 'evil.example.net:3000', 'www.example.com.evil.example.net', 'localhost.evil.example.net']) {
      const redirect = await redirectOf(host);
      expect(redirect, host).toBe('https://www.example.com/Oauth/wechat');
    }
  });

  it("keeps a tenant's own host name, and a loopback name in development", async () => {
    expect(await redirectOf('kl.example.org')).toBe('https://kl.example.org/Oauth/wechat');
    expect(await redirectOf('kunlun.localhost:3000')).toBe('http://kunlun.localhost:3000/Oauth/wechat');
  });

  it('is PUBLIC_ORIGIN for a Host no tenant names', async () => {
    const app = await createTestApp(
      accountTestOptions({ oauth: providers(provider.origin), publicOrigin: 'https://portal.example.com' }).options,
    );
    try {
      expect(await redirectOf('evil.example.net', app)).toBe('https://portal.example.com/Oauth/wechat');
    } finally {
      await app.close();
    }
  });
});

describe('configuration from the environment', () => {
  const env = {
    OAUTH_WECHAT_AUTHORIZE_URL: 'https://open.weixin.qq.com/connect/qrconnect',
    OAUTH_WECHAT_TOKEN_URL: 'https://api.weixin.qq.com/sns/oauth2/access_token',
    OAUTH_WECHAT_USERINFO_URL: 'https://api.weixin.qq.com/sns/userinfo',
    OAUTH_WECHAT_CLIENT_ID: 'wx123',
    OAUTH_WECHAT_CLIENT_SECRET: 'secret',
    OAUTH_WECHAT_DIALECT: 'wechat',
  };

  it('reads one provider per OAUTH_<TYPE>_CLIENT_ID', () => {
    expect(readOAuthProviders({})).toEqual([]);
    expect(readOAuthProviders(env)).toEqual([
      {
        type: 'wechat',
        dialect: 'wechat',
        authorizeUrl: env.OAUTH_WECHAT_AUTHORIZE_URL,
        tokenUrl: env.OAUTH_WECHAT_TOKEN_URL,
        userinfoUrl: env.OAUTH_WECHAT_USERINFO_URL,
        clientId: 'wx123',
        clientSecret: 'secret',
        scope: undefined,
      },
    ]);
  });

  it('stops on a half-configured provider, naming what is missing', () => {
    expect(() => readOAuthProviders({ ...env, OAUTH_WECHAT_TOKEN_URL: '' })).toThrow(/OAUTH_WECHAT_TOKEN_URL/);
    expect(() => readOAuthProviders({ ...env, OAUTH_WECHAT_DIALECT: 'saml' })).toThrow(/DIALECT/);
    expect(() => readOAuthProviders({ ...env, OAUTH_WECHAT_USERINFO_URL: 'ftp://x' })).toThrow(/USERINFO_URL/);
  });

  it('without configuration the list is empty and start answers the unknown provider', async () => {
    const bare = await createTestApp(accountTestOptions().options);
    try {
      const providersAnswer = await bare.inject({ method: 'POST', url: '/api/user/oauth/providers', payload: {} });
      expect(providersAnswer.json()).toMatchObject({ code: '30000', providers: [] });
      const started = await bare.inject({ method: 'GET', url: '/api/user/oauth/wechat/start' });
      expect(started.json().code).toBe(ACCOUNT_CODES.oauthFailed);
    } finally {
      await bare.close();
    }
  });
});
