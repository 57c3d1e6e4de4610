import type { FastifyInstance } from 'fastify';
import { findPwdCalls as calls, type FindPwdAccount } from '../../../shared/calls/find-pwd';
import type { Queryable } from '../../db/database';
import { ok } from '../../http/envelope';
import { registerCall } from '../../http/register-call';
import { accountFailure } from './account-failure';
import { consumeCode } from './codes';
import { createIcode } from './icode';
import { unlockUser } from './login-guard';
import { checkNewPassword, hashPassword } from './passwords';
import { revokeUserSessions } from './sessions';
import { issueTicket, readTicket, spendTicket } from './tickets';
import {
  findUserByAccount,
  findUserByEmail,
  findUserById,
  findUserByPhone,
  maskEmail,
  maskPhone,
  setPassword,
  userOrgs,
  type UserRow,
} from './users';
import { checkOptionalIcode, sendAccountCode } from './account-flow';

/**
 * The accounts of a phone: the personal one and one per organisation membership. They are one user here, so
 * every entry changes the same password; the id is the user's or the membership's.
 */
async function accountsOf(db: Queryable, user: UserRow): Promise<FindPwdAccount[]> {
  const personal: FindPwdAccount = { accountId: user.id, realname: user.realname, kind: 'personal', orgName: null };
  const orgs = await userOrgs(db, user.id);
  return [
    personal,
    ...orgs.map((org): FindPwdAccount => ({ accountId: org.membershipId, realname: user.realname, kind: 'org', orgName: org.name })),
  ];
}

/** Password recovery: check the account, prove the phone or email with a code, choose the account, set a password. */
export default async function findPwdRoutes(app: FastifyInstance) {
  const { limits } = app.accounts;

  registerCall(app, calls.findPwdCheck, async ({ body }) => {
    await checkOptionalIcode(app, body);
    const user = await findUserByAccount(app.db, body.account);
    return ok({ exists: !!user, phone: user?.phone ? maskPhone(user.phone) : null, email: maskEmail(user?.email ?? null) });
  });

  registerCall(app, calls.findPwdSendVcode, async ({ body }) => {
    await checkOptionalIcode(app, body);
    if (!(await findUserByPhone(app.db, body.phone))) throw accountFailure('noAccount');
    await sendAccountCode(app, { channel: 'sms', to: body.phone }, 'findPwd');
    return ok({});
  });

  registerCall(app, calls.findPwdSendEmailVcode, async ({ body }) => {
    await checkOptionalIcode(app, body);
    const user = await findUserByEmail(app.db, body.email);
    if (!user?.email) throw accountFailure('noAccount');
    await sendAccountCode(app, { channel: 'email', to: user.email }, 'findPwd');
    return ok({});
  });

  registerCall(app, calls.findPwdCode, async ({ body: { phone, email, vcode } }) => {
    const user = phone ? await findUserByPhone(app.db, phone) : await findUserByEmail(app.db, email!);
    if (!user) throw accountFailure('noAccount');
    await consumeCode(app.db, limits, (phone ?? user.email)!, ['findPwd'], vcode);
    return ok(await issueTicket(app.db, 'findPwd', { userId: user.id }, limits.findPwdTicketTtl));
  });

  registerCall(app, calls.findPwdListAccounts, async ({ body }) => {
    const ticket = await readTicket(app.db, 'findPwd', body.ticket);
    const user = ticket && (await findUserById(app.db, ticket.userId));
    if (!user) throw accountFailure('ticketExpired');
    return ok({ accounts: await accountsOf(app.db, user) });
  });

  registerCall(app, calls.findPwdUpdatePwd, async ({ body: { ticket, accountId, password } }) => {
    checkNewPassword(password);
    const pending = await readTicket(app.db, 'findPwd', ticket);
    const user = pending && (await findUserById(app.db, pending.userId));
    if (!user) throw accountFailure('ticketExpired');
    if (!(await accountsOf(app.db, user)).some((account) => account.accountId === accountId)) {
      throw accountFailure('accountUnknown');
    }
    const passwordHash = await hashPassword(password, app.accounts.passwordCost);
    if (!(await spendTicket(app.db, 'findPwd', ticket))) throw accountFailure('ticketExpired');
    await setPassword(app.db, user.id, passwordHash);
    // A new password ends every session and any lock of the old one.
    await revokeUserSessions(app.db, user.id);
    await unlockUser(app.db, user);
    return ok({});
  });

  registerCall(app, calls.findPwdRefreshIcode, async () => ok(await createIcode(app.db, limits.icodeTtl, app.accounts.icodeChallenge)));
}
