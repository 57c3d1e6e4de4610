import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import {
  ACCOUNT_CODES,
  LEGACY_ACCOUNT_PATHS,
  type ACCOUNT_PATHS,
  type CodePurpose,
  type DoubleAuthResponse,
} from '../../../shared/account-contract';
import { ApiError, ok } from '../../http/envelope';
import { accountError } from '../../services/accounts/account-errors';
import { sendCode, type CodeTarget } from '../../services/accounts/codes';
import { consumeIcode } from '../../services/accounts/icode';
import { startSession, type SessionPayload } from '../../services/accounts/sessions';
import { issueTicket } from '../../services/accounts/tickets';
import { maskPhone, type UserRow } from '../../services/accounts/users';

export type AccountPath = (typeof ACCOUNT_PATHS)[keyof typeof ACCOUNT_PATHS];

/** Routes of /api/user are registered relative to it. */
const USER_PREFIX = '/user';

/** A call's path relative to /api/user, followed by those of its legacy twins (SPEC §7). */
export function pathsOf(path: AccountPath): string[] {
  const legacy = Object.entries(LEGACY_ACCOUNT_PATHS)
    .filter(([, current]) => current === path)
    .map(([old]) => old);
  return [path, ...legacy].map((full) => full.slice(USER_PREFIX.length));
}

type Body<B> = { Body: B };

/** Registers a POST call of shared/account-contract.ts at its path and at each legacy path served by it. */
export function accountPost(app: FastifyInstance) {
  return function post<B = unknown>(
    path: AccountPath,
    options: RouteShorthandOptions<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, Body<B>>,
    handler: RouteHandlerMethod<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, Body<B>>,
  ): void {
    for (const url of pathsOf(path)) app.post<Body<B>>(url, { ...options }, handler);
  };
}

/** Per-IP limits of @fastify/rate-limit, counted in the database (a groupId selects that store). */
export function loginRateLimit(app: FastifyInstance): FastifyContextConfig {
  return { rateLimit: { max: app.accounts.limits.ipLoginPerMinute, timeWindow: 60_000, groupId: 'account-login' } };
}

export function codeRateLimit(app: FastifyInstance): FastifyContextConfig {
  return { rateLimit: { max: app.accounts.limits.ipCodePerMinute, timeWindow: 60_000, groupId: 'account-code' } };
}

/**
 * Route hook of the private calls: the bearer session is checked before the body is validated, so a caller
 * without one gets HTTP 401 whatever it sent. The handler then reads `app.requireUser(request)` (cached).
 */
export function bearerAuth(app: FastifyInstance) {
  return async (request: FastifyRequest) => {
    await app.requireUser(request);
  };
}

/** A picture code is optional on code-sending calls, but must be right when given. */
export async function checkOptionalIcode(app: FastifyInstance, body: { icodeId?: string; icode?: string }): Promise<void> {
  if (body.icodeId === undefined && body.icode === undefined) return;
  if (!body.icodeId || !body.icode || !(await consumeIcode(app.db, body.icodeId, body.icode))) throw accountError('badIcode');
}

export function sendAccountCode(app: FastifyInstance, target: CodeTarget, purpose: CodePurpose): Promise<void> {
  return sendCode(app.db, app.accounts.messages, app.accounts.limits, target, purpose);
}

export async function newSession(app: FastifyInstance, user: UserRow, orgId: string | null = null) {
  return ok(await startSession(app.db, user, orgId, app.accounts.limits.sessionTtl));
}

/**
 * The end of a password or code login: the session, or, for a user who turned doubleAuth on, a ticket for
 * the second step and a doubleAuth code sent to the phone.
 */
export async function completeLogin(
  app: FastifyInstance,
  user: UserRow,
  orgId: string | null = null,
): Promise<SessionPayload | Omit<DoubleAuthResponse, 'msg'>> {
  if (!user.double_auth || !user.phone) return newSession(app, user, orgId);
  const { ticket } = await issueTicket(app.db, 'doubleAuth', { userId: user.id, orgId }, app.accounts.limits.doubleAuthTicketTtl);
  try {
    await sendAccountCode(app, { channel: 'sms', to: user.phone }, 'doubleAuth');
  } catch (err) {
    // A code sent less than a minute ago is still good for this ticket.
    if (!(err instanceof ApiError && err.code === ACCOUNT_CODES.codeTooSoon)) throw err;
  }
  return ok({ doubleAuth: { ticket, phone: maskPhone(user.phone) } });
}
