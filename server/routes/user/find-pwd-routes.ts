import type { FastifyInstance } from 'fastify';
import { ACCOUNT_PATHS, type FindPwdAccount, type SendCodeRequest } from '../../../shared/account-contract';
import type { Queryable } from '../../db/database';
import { ok } from '../../http/envelope';
import { accountError } from '../../services/accounts/account-errors';
import { consumeCode } from '../../services/accounts/codes';
import { createIcode } from '../../services/accounts/icode';
import { unlockUser } from '../../services/accounts/login-guard';
import { hashPassword, isWeakPassword } from '../../services/accounts/passwords';
import { revokeUserSessions } from '../../services/accounts/sessions';
import { issueTicket, readTicket, spendTicket } from '../../services/accounts/tickets';
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
} from '../../services/accounts/users';
import { accountPost, checkOptionalIcode, codeRateLimit, loginRateLimit, sendAccountCode } from './account-flow';
import { bodySchema, emptyBody, fields, icodeFields, sendCodeSchema } from './user-schemas';

const checkSchema = bodySchema({ account: fields.account, ...icodeFields }, ['account']);
const sendEmailSchema = bodySchema({ email: fields.email, ...icodeFields }, ['email']);
const codeSchema = bodySchema({ phone: fields.phone, email: fields.email, vcode: fields.vcode }, ['vcode'], {
  oneOf: [{ required: ['phone'] }, { required: ['email'] }],
});
const ticketSchema = bodySchema({ ticket: fields.ticket }, ['ticket']);
const updateSchema = bodySchema(
  { ticket: fields.ticket, accountId: fields.uuid, password: fields.newPassword },
  ['ticket', 'accountId', 'password'],
);

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
  const post = accountPost(app);
  const { limits } = app.accounts;
  const dropEmpty = { dropEmpty: true };

  post<{ account: string; icodeId?: string; icode?: string }>(
    ACCOUNT_PATHS.findPwdCheck,
    { schema: checkSchema, config: { ...dropEmpty, ...loginRateLimit(app) } },
    async (request) => {
      await checkOptionalIcode(app, request.body);
      const user = await findUserByAccount(app.db, request.body.account);
      return ok({ exists: !!user, phone: user?.phone ? maskPhone(user.phone) : null, email: maskEmail(user?.email ?? null) });
    },
  );

  post<SendCodeRequest>(ACCOUNT_PATHS.findPwdSendVcode, { schema: sendCodeSchema, config: codeRateLimit(app) }, async (request) => {
    await checkOptionalIcode(app, request.body);
    if (!(await findUserByPhone(app.db, request.body.phone))) throw accountError('noAccount');
    await sendAccountCode(app, { channel: 'sms', to: request.body.phone }, 'findPwd');
    return ok({});
  });

  post<{ email: string; icodeId?: string; icode?: string }>(
    ACCOUNT_PATHS.findPwdSendEmailVcode,
    { schema: sendEmailSchema, config: codeRateLimit(app) },
    async (request) => {
      await checkOptionalIcode(app, request.body);
      const user = await findUserByEmail(app.db, request.body.email);
      if (!user?.email) throw accountError('noAccount');
      await sendAccountCode(app, { channel: 'email', to: user.email }, 'findPwd');
      return ok({});
    },
  );

  post<{ phone?: string; email?: string; vcode: string }>(
    ACCOUNT_PATHS.findPwdCode,
    { schema: codeSchema, config: loginRateLimit(app) },
    async (request) => {
      const { phone, email, vcode } = request.body;
      const user = phone ? await findUserByPhone(app.db, phone) : await findUserByEmail(app.db, email!);
      if (!user) throw accountError('noAccount');
      await consumeCode(app.db, limits, (phone ?? user.email)!, ['findPwd'], vcode);
      return ok(await issueTicket(app.db, 'findPwd', { userId: user.id }, limits.findPwdTicketTtl));
    },
  );

  post<{ ticket: string }>(ACCOUNT_PATHS.findPwdListAccounts, { schema: ticketSchema, config: dropEmpty }, async (request) => {
    const ticket = await readTicket(app.db, 'findPwd', request.body.ticket);
    const user = ticket && (await findUserById(app.db, ticket.userId));
    if (!user) throw accountError('ticketExpired');
    return ok({ accounts: await accountsOf(app.db, user) });
  });

  post<{ ticket: string; accountId: string; password: string }>(
    ACCOUNT_PATHS.findPwdUpdatePwd,
    { schema: updateSchema, config: { ...dropEmpty, ...loginRateLimit(app) } },
    async (request) => {
      const { ticket, accountId, password } = request.body;
      if (isWeakPassword(password)) throw accountError('weakPassword');
      const pending = await readTicket(app.db, 'findPwd', ticket);
      const user = pending && (await findUserById(app.db, pending.userId));
      if (!user) throw accountError('ticketExpired');
      if (!(await accountsOf(app.db, user)).some((account) => account.accountId === accountId)) {
        throw accountError('accountUnknown');
      }
      const passwordHash = await hashPassword(password, app.accounts.passwordCost);
      if (!(await spendTicket(app.db, 'findPwd', ticket))) throw accountError('ticketExpired');
      await setPassword(app.db, user.id, passwordHash);
      // A new password ends every session and any lock of the old one.
      await revokeUserSessions(app.db, user.id);
      await unlockUser(app.db, user.id);
      return ok({});
    },
  );

  post(ACCOUNT_PATHS.findPwdRefreshIcode, { schema: emptyBody, config: loginRateLimit(app) }, async () =>
    ok(await createIcode(app.db, limits.icodeTtl, app.accounts.icodeChallenge)),
  );
}
