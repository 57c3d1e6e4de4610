import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TenantManifest } from '../../../shared/tenant-types';
import { accountOauthCalls as calls } from '../../../shared/calls/account-oauth';
import { ok } from '../../http/envelope';
import { publicOrigin } from '../../http/public-origin';
import { registerCall } from '../../http/register-call';
import { accountFailure } from './account-failure';
import { finishOAuth, startOAuth, type OAuthProviderConfig } from './oauth';
import { completeLogin } from './account-flow';

function providerOf(app: FastifyInstance, type: string): OAuthProviderConfig {
  const provider = app.accounts.oauth.find((candidate) => candidate.type === type);
  if (!provider) throw accountFailure('oauthUnknownProvider');
  return provider;
}

/**
 * The portal's impower route (/Oauth/{type}) on the tenant's public origin: never a raw Host header, which
 * would let anyone have the provider send a login code to a host of theirs.
 */
function redirectUri(app: FastifyInstance, request: FastifyRequest, tenant: TenantManifest, type: string): string {
  return `${publicOrigin(request, tenant, app.accounts.publicOrigin)}/Oauth/${type}`;
}

/** Third-party login: which providers are set up, the start of a login, and its completion (wx/login). */
export default async function oauthRoutes(app: FastifyInstance) {
  registerCall(app, calls.oauthProviders, async () => ok({ providers: app.accounts.oauth.map((provider) => provider.type) }));

  registerCall(app, calls.oauthStart, async ({ params, body, tenant, http }) => {
    // A redirect row is served over HTTP only, so the request and reply are there.
    const { request, reply } = http!;
    const provider = providerOf(app, params.type ?? '');
    const location = await startOAuth(
      app.db,
      app.accounts.limits,
      provider,
      redirectUri(app, request, tenant, provider.type),
      body.logidUrl,
    );
    return reply.header('cache-control', 'no-store').redirect(location, 302);
  });

  registerCall(app, calls.wxLogin, async ({ body, log }) => {
    const provider = providerOf(app, body.type ?? 'wechat');
    const outcome = await finishOAuth(app.db, app.accounts.limits, provider, body, log);
    if ('bind' in outcome) return ok({ wxBind: outcome.bind, logidUrl: outcome.logidUrl });
    return { ...(await completeLogin(app, outcome.user)), logidUrl: outcome.logidUrl };
  });
}
