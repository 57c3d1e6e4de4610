import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ACCOUNT_PATHS } from '../../../shared/account-contract';
import { ok } from '../../http/envelope';
import { accountError } from '../../services/accounts/account-errors';
import { finishOAuth, startOAuth, type OAuthProviderConfig } from '../../services/accounts/oauth';
import { accountPost, completeLogin, loginRateLimit, pathsOf } from './account-flow';
import { bodySchema, emptyBody } from './user-schemas';

const providerType = { type: 'string', pattern: '^[a-z0-9]{1,20}$' } as const;
const startSchema = {
  params: { type: 'object', required: ['type'], properties: { type: providerType } },
  querystring: { type: 'object', properties: { logidUrl: { type: 'string', maxLength: 2048 } } },
} as const;
const loginSchema = bodySchema(
  {
    type: providerType,
    code: { type: 'string', minLength: 1, maxLength: 512 },
    state: { type: 'string', minLength: 1, maxLength: 100 },
  },
  ['code', 'state'],
);

function providerOf(app: FastifyInstance, type: string): OAuthProviderConfig {
  const provider = app.accounts.oauth.find((candidate) => candidate.type === type);
  if (!provider) throw accountError('oauthUnknownProvider');
  return provider;
}

/** The portal's impower route (/Oauth/{type}) on the origin the browser uses, or PUBLIC_ORIGIN. */
function redirectUri(app: FastifyInstance, request: FastifyRequest, type: string): string {
  const origin = app.accounts.publicOrigin ?? `${request.protocol}://${request.host}`;
  return `${origin}/Oauth/${type}`;
}

/** Third-party login: which providers are set up, the start of a login, and its completion (wx/login). */
export default async function oauthRoutes(app: FastifyInstance) {
  const post = accountPost(app);
  // Without configuration the list is empty and the portal hides the option.
  post(ACCOUNT_PATHS.oauthProviders, { schema: emptyBody }, async () =>
    ok({ providers: app.accounts.oauth.map((provider) => provider.type) }),
  );

  app.get<{ Params: { type: string }; Querystring: { logidUrl?: string } }>(
    `${pathsOf(ACCOUNT_PATHS.oauthStart)[0]}/:type/start`,
    { schema: startSchema, config: loginRateLimit(app) },
    async (request, reply) => {
      const { type } = request.params;
      const provider = providerOf(app, type);
      const redirect = redirectUri(app, request, type);
      const location = await startOAuth(app.db, app.accounts.limits, provider, redirect, request.query.logidUrl);
      return reply.header('cache-control', 'no-store').redirect(location, 302);
    },
  );

  // The impower page (/Oauth/{type}) hands over the provider's code and our state.
  post<{ type?: string; code: string; state: string }>(
    ACCOUNT_PATHS.wxLogin,
    { schema: loginSchema, config: loginRateLimit(app) },
    async (request) => {
      const provider = providerOf(app, request.body.type ?? 'wechat');
      const { user, logidUrl } = await finishOAuth(app.db, provider, request.body, request.log);
      return { ...(await completeLogin(app, user)), logidUrl };
    },
  );
}
