import type { FastifyInstance } from 'fastify';
import type { LoginAnswer, SessionAnswer } from '../../../shared/calls/account-models';
import { ok } from '../../http/envelope';
import { Failure } from '../../services/failure';
import { accountFailure } from './account-failure';
import { sendCode, type CodePurpose, type CodeTarget } from './codes';
import { consumeIcode } from './icode';
import { startSession } from './sessions';
import { issueTicket } from './tickets';
import { maskPhone, type UserRow } from './users';

// Steps the login, code and registration handlers share.

/** A picture code is optional on code-sending calls, but must be right when given. */
export async function checkOptionalIcode(app: FastifyInstance, body: { icodeId?: string; icode?: string }): Promise<void> {
  if (body.icodeId === undefined && body.icode === undefined) return;
  if (!body.icodeId || !body.icode || !(await consumeIcode(app.db, body.icodeId, body.icode))) throw accountFailure('badIcode');
}

export function sendAccountCode(app: FastifyInstance, target: CodeTarget, purpose: CodePurpose): Promise<void> {
  return sendCode(app.db, app.accounts.messages, app.accounts.limits, target, purpose);
}

export async function newSession(app: FastifyInstance, user: UserRow, orgId: string | null = null): Promise<SessionAnswer> {
  return ok(await startSession(app.db, user, orgId, app.accounts.limits.sessionTtl));
}

/**
 * The end of a password or code login: the session, or, for a user who turned doubleAuth on, a ticket for
 * the second step and a doubleAuth code sent to the phone.
 */
export async function completeLogin(app: FastifyInstance, user: UserRow, orgId: string | null = null): Promise<LoginAnswer> {
  if (!user.double_auth || !user.phone) return newSession(app, user, orgId);
  const { ticket } = await issueTicket(app.db, 'doubleAuth', { userId: user.id, orgId }, app.accounts.limits.doubleAuthTicketTtl);
  try {
    await sendAccountCode(app, { channel: 'sms', to: user.phone }, 'doubleAuth');
  } catch (err) {
    // A code sent less than a minute ago is still good for this ticket.
    if (!(err instanceof Failure && err.reason === 'account.codeTooSoon')) throw err;
  }
  return ok({ doubleAuth: { ticket, phone: maskPhone(user.phone) } });
}
