import { loginFields } from './account-models';
import { defineCalls } from './define-call';
import { ArrayOf, Body, Model, NoBody, Optional, RedirectReply, Reply, StringType } from './schema';

const providerType = StringType({ pattern: '^[a-z0-9]{1,20}$' });

/** A first login's bind step: the ticket for reg/v3/wx/send and wx/bind, and the provider's name and avatar. */
const WxBindStep = Model({ ticket: StringType(), name: StringType(), avatarUrl: StringType() });

/** Third-party login: which providers are set up, the start of a login, and its completion (wx/login). */
export const accountOauthCalls = defineCalls('account', {
  /** Without configuration the list is empty and the portal hides the option. */
  oauthProviders: { path: '/user/oauth/providers', body: NoBody, reply: Reply({ providers: ArrayOf(StringType()) }) },
  /** The browser goes here, and on to the provider; logidUrl is where to return after the login. */
  oauthStart: {
    method: 'GET',
    path: '/user/oauth/:type/start',
    params: Body({ type: providerType }),
    // Other query parameters are ignored, as before the call table.
    body: Body({ logidUrl: Optional(StringType({ maxLength: 2048 })) }, { additionalProperties: true }),
    limit: 'login',
    produces: 'redirect',
    reply: RedirectReply,
  },
  /**
   * The impower page (/Oauth/{type}) hands over the provider's code and our state. A bound identity logs in; a
   * first one answers wxBind instead of the session, and binds a phone (reg/v3/wx/send, wx/bind).
   */
  wxLogin: {
    path: '/user/auth/v3/wx/login',
    twins: ['/user/auth/loginBy3rd'],
    limit: 'login',
    body: Body({
      type: Optional(providerType),
      code: StringType({ minLength: 1, maxLength: 512 }),
      state: StringType({ minLength: 1, maxLength: 100 }),
    }),
    reply: Reply({ ...loginFields, logidUrl: StringType(), wxBind: Optional(WxBindStep) }),
  },
});
