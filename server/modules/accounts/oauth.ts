import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { accountFailure } from './account-failure';
import type { AccountLimits } from './account-settings';
import { newToken, sha256 } from './tokens';
import type { UserRow } from './users';
import { issueBindTicket, linkedUser, type PendingBindStep } from './wx-bind';

/**
 * One OAuth 2 authorization-code provider, set up by OAUTH_<TYPE>_* variables. The 'oauth2' dialect is RFC 6749
 * (form POST to the token URL, bearer userinfo); 'wechat' is WeChat's variant (appid/secret as GET parameters,
 * openid/unionid as subject).
 */
export interface OAuthProviderConfig {
  type: string;
  dialect: 'oauth2' | 'wechat';
  authorizeUrl: string;
  tokenUrl: string;
  userinfoUrl: string;
  clientId: string;
  clientSecret: string;
  scope?: string;
}

const HTTP_TIMEOUT = 10_000;

/** Where to go after login: a path of this portal only, never an open redirect. */
export function safeReturnPath(logidUrl: string | undefined): string {
  const value = (logidUrl ?? '').trim();
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  try {
    const base = 'http://portal.invalid';
    const url = new URL(value, base);
    return url.origin === base ? `${url.pathname}${url.search}${url.hash}` : '/';
  } catch {
    return '/';
  }
}

/** Starts a login: stores the state (hashed) with where to return, and answers the provider's address. */
export async function startOAuth(
  db: Database,
  limits: AccountLimits,
  provider: OAuthProviderConfig,
  redirectUri: string,
  logidUrl: string | undefined,
): Promise<string> {
  const state = newToken();
  await db.query(
    `INSERT INTO oauth_states (state_hash, provider, redirect_uri, logid_url, expires_at)
     VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5))`,
    [sha256(state), provider.type, redirectUri, safeReturnPath(logidUrl), limits.oauthStateTtl],
  );
  const url = new URL(provider.authorizeUrl);
  if (provider.dialect === 'wechat') {
    url.searchParams.set('appid', provider.clientId);
    url.searchParams.set('redirect_uri', redirectUri);
    url.searchParams.set('response_type', 'code');
    url.searchParams.set('scope', provider.scope ?? 'snsapi_login');
    url.searchParams.set('state', state);
    url.hash = 'wechat_redirect';
  } else {
    url.searchParams.set('response_type', 'code');
    url.searchParams.set('client_id', provider.clientId);
    url.searchParams.set('redirect_uri', redirectUri);
    if (provider.scope) url.searchParams.set('scope', provider.scope);
    url.searchParams.set('state', state);
  }
  return url.toString();
}

interface Profile {
  subject: string;
  name: string;
  avatarUrl: string;
}

async function fetchJson(url: string, init: RequestInit = {}): Promise<Record<string, unknown>> {
  const response = await fetch(url, {
    ...init,
    headers: { accept: 'application/json', ...init.headers },
    signal: AbortSignal.timeout(HTTP_TIMEOUT),
  });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const body = (await response.json()) as unknown;
  if (!body || typeof body !== 'object') throw new Error('not a JSON object');
  return body as Record<string, unknown>;
}

const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

async function fetchProfile(provider: OAuthProviderConfig, code: string, redirectUri: string): Promise<Profile> {
  if (provider.dialect === 'wechat') {
    const tokenUrl = new URL(provider.tokenUrl);
    tokenUrl.search = new URLSearchParams({
      appid: provider.clientId,
      secret: provider.clientSecret,
      code,
      grant_type: 'authorization_code',
    }).toString();
    const token = await fetchJson(tokenUrl.toString());
    if (!text(token.access_token) || !text(token.openid)) throw new Error(`token refused (errcode ${text(token.errcode)})`);
    const infoUrl = new URL(provider.userinfoUrl);
    infoUrl.search = new URLSearchParams({ access_token: text(token.access_token), openid: text(token.openid) }).toString();
    const info = await fetchJson(infoUrl.toString());
    return {
      subject: text(info.unionid) || text(token.unionid) || text(info.openid) || text(token.openid),
      name: text(info.nickname),
      avatarUrl: text(info.headimgurl),
    };
  }
  const token = await fetchJson(provider.tokenUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      client_id: provider.clientId,
      client_secret: provider.clientSecret,
    }).toString(),
  });
  const accessToken = text(token.access_token);
  if (!accessToken) throw new Error('token refused');
  const info = await fetchJson(provider.userinfoUrl, { headers: { authorization: `Bearer ${accessToken}` } });
  return {
    subject: text(info.sub) || text(info.id) || text(info.unionid) || text(info.openid),
    name: text(info.name) || text(info.nickname),
    avatarUrl: text(info.picture) || text(info.avatar_url) || text(info.headimgurl),
  };
}

/** What wx/login ends in: the user of a bound identity, or the bind step of a first login (its ticket and profile). */
export type OAuthOutcome = { logidUrl: string } & ({ user: UserRow } | { bind: PendingBindStep });

/**
 * wx/login: spends the state and trades the code for the provider's profile. A bound identity answers its user;
 * a first login answers a bind ticket, for the user to bind a phone (reg/v3/wx/send, wx/bind).
 */
export async function finishOAuth(
  db: Database,
  limits: AccountLimits,
  provider: OAuthProviderConfig,
  input: { code: string; state: string },
  log: FastifyBaseLogger,
): Promise<OAuthOutcome> {
  const [state] = await db.query<{ redirect_uri: string; logid_url: string }>(
    `UPDATE oauth_states SET used_at = now()
     WHERE state_hash = $1 AND provider = $2 AND used_at IS NULL AND expires_at > now()
     RETURNING redirect_uri, logid_url`,
    [sha256(input.state), provider.type],
  );
  if (!state) throw accountFailure('oauthStateInvalid');
  let profile: Profile;
  try {
    profile = await fetchProfile(provider, input.code, state.redirect_uri);
  } catch (err) {
    log.warn({ provider: provider.type, reason: err instanceof Error ? err.message : 'unknown' }, 'oauth exchange failed');
    throw accountFailure('oauthFailed');
  }
  if (!profile.subject) {
    log.warn({ provider: provider.type }, 'oauth userinfo has no subject');
    throw accountFailure('oauthFailed');
  }
  const logidUrl = state.logid_url;
  const user = await linkedUser(db, provider.type, profile.subject);
  if (user) return { user, logidUrl };
  const identity = {
    provider: provider.type,
    subject: profile.subject,
    name: profile.name.slice(0, 30),
    avatarUrl: /^https?:\/\//.test(profile.avatarUrl) ? profile.avatarUrl.slice(0, 512) : '',
    logidUrl,
  };
  return { bind: await issueBindTicket(db, limits.wxBindTicketTtl, identity), logidUrl };
}

const OAUTH_VAR = /^OAUTH_([A-Z0-9]+)_CLIENT_ID$/;
const REQUIRED = ['AUTHORIZE_URL', 'TOKEN_URL', 'USERINFO_URL', 'CLIENT_ID', 'CLIENT_SECRET'] as const;

/** Every provider with OAUTH_<TYPE>_CLIENT_ID set; a half-configured one stops the start with what is missing. */
export function readOAuthProviders(env: NodeJS.ProcessEnv): OAuthProviderConfig[] {
  const types = Object.keys(env)
    .map((name) => OAUTH_VAR.exec(name)?.[1])
    .filter((type): type is string => !!type && !!env[`OAUTH_${type}_CLIENT_ID`])
    .sort();
  return types.map((type) => {
    const get = (name: string) => env[`OAUTH_${type}_${name}`] || '';
    const missing = REQUIRED.filter((name) => !get(name)).map((name) => `OAUTH_${type}_${name}`);
    if (missing.length) throw new Error(`OAuth provider ${type.toLowerCase()} is missing ${missing.join(', ')}`);
    for (const name of ['AUTHORIZE_URL', 'TOKEN_URL', 'USERINFO_URL']) {
      if (!/^https?:\/\//.test(get(name))) throw new Error(`OAUTH_${type}_${name} must be an http(s) URL`);
    }
    const dialect = get('DIALECT') || 'oauth2';
    if (dialect !== 'oauth2' && dialect !== 'wechat') throw new Error(`OAUTH_${type}_DIALECT must be oauth2 or wechat`);
    return {
      type: type.toLowerCase(),
      dialect,
      authorizeUrl: get('AUTHORIZE_URL'),
      tokenUrl: get('TOKEN_URL'),
      userinfoUrl: get('USERINFO_URL'),
      clientId: get('CLIENT_ID'),
      clientSecret: get('CLIENT_SECRET'),
      scope: get('SCOPE') || undefined,
    };
  });
}
