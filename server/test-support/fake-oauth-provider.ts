import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeProfile {
  subject: string;
  name: string;
  avatar?: string;
}

export interface TokenRequest {
  method: string;
  params: Record<string, string>;
}

/**
 * A small OAuth 2 provider on 127.0.0.1 for tests: it speaks RFC 6749 under /oauth2 and WeChat's variant
 * under /sns. A test issues a code for a profile, as if the user had approved the login at the provider.
 */
export interface FakeOAuthProvider {
  origin: string;
  issueCode(profile: FakeProfile): string;
  /** Who approves at /oauth2/authorize, which then sends the browser back with a code (browser tests). */
  approveAs(profile: FakeProfile): void;
  tokenRequests: TokenRequest[];
  close(): Promise<void>;
}

const CLIENT_ID = 'portal-client';
const CLIENT_SECRET = 'portal-secret';
export const FAKE_CLIENT = { clientId: CLIENT_ID, clientSecret: CLIENT_SECRET };

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startFakeOAuthProvider(): Promise<FakeOAuthProvider> {
  const codes = new Map<string, FakeProfile>();
  const tokens = new Map<string, FakeProfile>();
  const tokenRequests: TokenRequest[] = [];
  let approver: FakeProfile | undefined;
  const issueCode = (profile: FakeProfile) => {
    const code = randomBytes(8).toString('hex');
    codes.set(code, profile);
    return code;
  };
  const issueToken = (profile: FakeProfile) => {
    const token = randomBytes(12).toString('hex');
    tokens.set(token, profile);
    return token;
  };

  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    void (async () => {
      if (url.pathname === '/oauth2/authorize' && approver) {
        const back = new URL(url.searchParams.get('redirect_uri') ?? '');
        back.searchParams.set('code', issueCode(approver));
        back.searchParams.set('state', url.searchParams.get('state') ?? '');
        response.writeHead(302, { location: back.href });
        return response.end();
      }
      if (url.pathname === '/oauth2/token' && request.method === 'POST') {
        const params = Object.fromEntries(new URLSearchParams(await readBody(request)));
        tokenRequests.push({ method: 'POST', params });
        const profile = codes.get(params.code ?? '');
        const valid =
          params.grant_type === 'authorization_code' && params.client_id === CLIENT_ID && params.client_secret === CLIENT_SECRET;
        if (!profile || !valid) return send(400, { error: 'invalid_grant' });
        codes.delete(params.code!);
        return send(200, { access_token: issueToken(profile), token_type: 'Bearer', expires_in: 3600 });
      }
      if (url.pathname === '/oauth2/userinfo') {
        const profile = tokens.get((request.headers.authorization ?? '').replace(/^Bearer /, ''));
        if (!profile) return send(401, { error: 'invalid_token' });
        return send(200, { sub: profile.subject, name: profile.name, picture: profile.avatar ?? '' });
      }
      if (url.pathname === '/sns/oauth2/access_token') {
        const params = Object.fromEntries(url.searchParams);
        tokenRequests.push({ method: 'GET', params });
        const profile = codes.get(params.code ?? '');
        if (!profile || params.appid !== CLIENT_ID || params.secret !== CLIENT_SECRET) {
          return send(200, { errcode: 40029, errmsg: 'invalid code' });
        }
        codes.delete(params.code!);
        return send(200, { access_token: issueToken(profile), openid: `open-${profile.subject}`, unionid: profile.subject });
      }
      if (url.pathname === '/sns/userinfo') {
        const profile = tokens.get(url.searchParams.get('access_token') ?? '');
        if (!profile) return send(200, { errcode: 40001, errmsg: 'invalid token' });
        return send(200, {
          openid: `open-${profile.subject}`,
          unionid: profile.subject,
          nickname: profile.name,
          headimgurl: profile.avatar ?? '',
        });
      }
      send(404, { error: 'not_found' });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    issueCode,
    approveAs(profile) {
      approver = profile;
    },
    tokenRequests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The environment that sets this provider up as the portal's WeChat login (the generic OAuth 2 client), for spawned servers. */
export function wechatOAuthEnv(provider: Pick<FakeOAuthProvider, 'origin'>): Record<string, string> {
  return {
    OAUTH_WECHAT_AUTHORIZE_URL: `${provider.origin}/oauth2/authorize`,
    OAUTH_WECHAT_TOKEN_URL: `${provider.origin}/oauth2/token`,
    OAUTH_WECHAT_USERINFO_URL: `${provider.origin}/oauth2/userinfo`,
    OAUTH_WECHAT_CLIENT_ID: CLIENT_ID,
    OAUTH_WECHAT_CLIENT_SECRET: CLIENT_SECRET,
  };
}
