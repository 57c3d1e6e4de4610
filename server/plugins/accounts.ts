import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { warnUnlessUnavailable } from '../db/database-availability';
import { fail } from '../services/failure';
import {
  DEFAULT_LIMITS,
  type AccountLimits,
  svgChallenge,
  type IcodeChallenge,
  type OAuthProviderConfig,
  DEFAULT_SCRYPT_N,
  purgeExpired,
  findSession,
  type AuthUser,
} from '../modules/accounts/public';
import { createMessageProvider, type MessageConfig, type MessageProvider } from '../services/messages/message-provider';

/** How the account service is set up: from the environment in boot(), directly in tests. */
export interface AccountOptions {
  messages?: MessageConfig;
  /** A provider object, instead of one chosen by `messages` (tests). */
  messageProvider?: MessageProvider;
  oauth?: OAuthProviderConfig[];
  /** Origin of the OAuth redirect_uri for a Host no tenant names (PUBLIC_ORIGIN); see http/public-origin.ts. */
  publicOrigin?: string;
  /** Addresses bindClient hands out, before `?ticket=` (ORG_PLATFORM_URL, OPEN_PLATFORM_URL). */
  clientUrls?: Partial<Record<'org' | 'open', string>>;
  limits?: Partial<AccountLimits>;
  /** Makes picture codes (tests use one with a known answer). */
  icodeChallenge?: () => IcodeChallenge;
  /** scrypt N of new password hashes. */
  passwordCost?: number;
  /** How often expired sessions, codes and tickets are deleted; false: never (tests). */
  purgeIntervalMs?: number | false;
}

export interface AccountService {
  limits: AccountLimits;
  messages: MessageProvider;
  oauth: OAuthProviderConfig[];
  publicOrigin?: string;
  clientUrls: Record<'org' | 'open', string>;
  icodeChallenge: () => IcodeChallenge;
  passwordCost: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    accounts: AccountService;
    /** The session of `Authorization: Bearer <token>`, or HTTP 401 with code 40100 (SPEC §8). */
    requireUser(request: FastifyRequest): Promise<AuthUser>;
  }
  interface FastifyRequest {
    authUser: AuthUser | null;
  }
}

const BEARER = /^Bearer\s+(\S{1,200})$/i;
const PURGE_EVERY = 10 * 60 * 1000;

export default fp(
  async function accounts(app: FastifyInstance, options: AccountOptions) {
    const service: AccountService = {
      limits: { ...DEFAULT_LIMITS, ...options.limits },
      messages: options.messageProvider ?? createMessageProvider(options.messages ?? { provider: 'outbox' }, app.db, app.log),
      oauth: options.oauth ?? [],
      publicOrigin: options.publicOrigin,
      clientUrls: { org: '/personalCenter', open: '/open', ...options.clientUrls },
      icodeChallenge: options.icodeChallenge ?? svgChallenge,
      passwordCost: options.passwordCost ?? DEFAULT_SCRYPT_N,
    };
    app.decorate('accounts', service);
    app.decorateRequest('authUser', null);
    app.decorate('requireUser', async (request: FastifyRequest) => {
      if (request.authUser) return request.authUser;
      const match = BEARER.exec(request.headers.authorization ?? '');
      const session = match && (await findSession(app.db, match[1]!));
      if (!session) throw fail('unauthorized');
      request.authUser = session;
      return session;
    });

    const every = options.purgeIntervalMs ?? PURGE_EVERY;
    if (every) {
      const timer = setInterval(() => {
        purgeExpired(app.db).catch((err: unknown) => warnUnlessUnavailable(app.log, err, 'purge of expired account state failed'));
      }, every);
      timer.unref();
      app.addHook('onClose', async () => clearInterval(timer));
    }
  },
  { name: 'accounts', dependencies: ['database'] },
);
