import type { FastifyInstance } from 'fastify';
import {
  ACCOUNT_PATHS,
  type BindClientRequest,
  type CodeLoginRequest,
  type PasswordLoginRequest,
  type PwdVcodeLoginRequest,
  type SendCodeRequest,
} from '../../../shared/account-contract';
import { ERROR_CODES } from '../../../shared/api-contract';
import { ok } from '../../http/envelope';
import { serverText } from '../../server-text';
import { accountError } from '../../services/accounts/account-errors';
import { consumeCode } from '../../services/accounts/codes';
import { createIcode } from '../../services/accounts/icode';
import { checkPassword } from '../../services/accounts/login-guard';
import { isMember } from '../../services/accounts/organisations';
import { passwordStrength } from '../../services/accounts/passwords';
import { findSession, revokeSession, sessionUserInfo, switchSessionOrg } from '../../services/accounts/sessions';
import { issueTicket, readTicket, spendTicket } from '../../services/accounts/tickets';
import { sha256 } from '../../services/accounts/tokens';
import { buildUserInfo, findUserByAccount, findUserById, findUserByPhone } from '../../services/accounts/users';
import {
  accountPost,
  bearerAuth,
  checkOptionalIcode,
  codeRateLimit,
  completeLogin,
  loginRateLimit,
  newSession,
  sendAccountCode,
} from './account-flow';
import { bodySchema, emptyBody, fields, icodeFields, codeLoginSchema, sendCodeSchema } from './user-schemas';

const pwdLoginSchema = bodySchema({ account: fields.account, password: fields.password, ...icodeFields }, ['account', 'password']);
const pwdVcodeLoginSchema = bodySchema(
  { phone: fields.phone, password: fields.password, vcode: fields.vcode },
  ['phone', 'password', 'vcode'],
);
const doubleAuthSchema = bodySchema({ ticket: fields.ticket, vcode: fields.vcode }, ['ticket', 'vcode']);
const tokenSchema = bodySchema({ token: fields.token }, ['token']);
const bindClientSchema = bodySchema({ target: { type: 'string', enum: ['org', 'open'] } }, ['target']);
const ticketSchema = bodySchema({ ticket: fields.ticket }, ['ticket']);
const switchComSchema = bodySchema({ orgId: { anyOf: [fields.uuid, { type: 'null' }] } }, ['orgId']);
const strengthSchema = bodySchema({ password: { type: 'string', maxLength: 128 } }, ['password']);

/** SPEC §7 /user/auth calls (v3 and the legacy ones that share their handlers). */
export default async function authRoutes(app: FastifyInstance) {
  const post = accountPost(app);
  const { limits } = app.accounts;

  post(ACCOUNT_PATHS.icode, { schema: emptyBody, config: loginRateLimit(app) }, async () =>
    ok(await createIcode(app.db, limits.icodeTtl, app.accounts.icodeChallenge)),
  );

  // A login code goes only to a registered phone; pwdvcode/send is the same call for the password+code login.
  for (const path of [ACCOUNT_PATHS.vcodeSend, ACCOUNT_PATHS.pwdVcodeSend]) {
    post<SendCodeRequest>(path, { schema: sendCodeSchema, config: codeRateLimit(app) }, async (request) => {
      await checkOptionalIcode(app, request.body);
      if (!(await findUserByPhone(app.db, request.body.phone))) throw accountError('noAccount');
      await sendAccountCode(app, { channel: 'sms', to: request.body.phone }, 'login');
      return ok({});
    });
  }

  post<PasswordLoginRequest>(ACCOUNT_PATHS.pwdLogin, { schema: pwdLoginSchema, config: loginRateLimit(app) }, async (request) => {
    const { account } = request.body;
    const user = await checkPassword(app.db, limits, await findUserByAccount(app.db, account), account, request.body);
    return completeLogin(app, user);
  });

  post<CodeLoginRequest>(ACCOUNT_PATHS.vcodeLogin, { schema: codeLoginSchema, config: loginRateLimit(app) }, async (request) => {
    const { phone, vcode } = request.body;
    const user = await findUserByPhone(app.db, phone);
    if (!user) throw accountError('noAccount');
    await consumeCode(app.db, limits, phone, ['login'], vcode);
    return completeLogin(app, user);
  });

  // Password, then the code sent to the phone: already two steps, so no doubleAuth after it.
  post<PwdVcodeLoginRequest>(
    ACCOUNT_PATHS.pwdVcodeLogin,
    { schema: pwdVcodeLoginSchema, config: loginRateLimit(app) },
    async (request) => {
      const { phone, vcode } = request.body;
      const user = await checkPassword(app.db, limits, await findUserByPhone(app.db, phone), phone, request.body);
      await consumeCode(app.db, limits, phone, ['login'], vcode);
      return newSession(app, user);
    },
  );

  post<{ ticket: string; vcode: string }>(
    ACCOUNT_PATHS.doubleAuthVerify,
    { schema: doubleAuthSchema, config: loginRateLimit(app) },
    async (request) => {
      const { ticket, vcode } = request.body;
      const pending = await readTicket(app.db, 'doubleAuth', ticket);
      const user = pending && (await findUserById(app.db, pending.userId));
      if (!pending || !user?.phone) throw accountError('ticketExpired');
      await consumeCode(app.db, limits, user.phone, ['doubleAuth'], vcode);
      if (!(await spendTicket(app.db, 'doubleAuth', ticket))) throw accountError('ticketExpired');
      return newSession(app, user, pending.orgId);
    },
  );

  // SPEC §4: any code but 30000 clears the portal's user, so an unknown token answers 40100 with HTTP 200.
  post<{ token: string }>(ACCOUNT_PATHS.userinfo, { schema: tokenSchema }, async (request) => {
    const session = await findSession(app.db, request.body.token);
    const userinfo = session && (await sessionUserInfo(app.db, session));
    if (!userinfo) return { code: ERROR_CODES.unauthorized, msg: serverText('account.sessionExpired') };
    return ok({ userinfo });
  });

  post<{ token: string }>(ACCOUNT_PATHS.logout, { schema: tokenSchema }, async (request) => {
    await revokeSession(app.db, sha256(request.body.token));
    return ok({});
  });

  // The organisation and open platforms open in a new window with a one-time ticket, never the token.
  post<BindClientRequest>(
    ACCOUNT_PATHS.bindClient,
    { schema: bindClientSchema, preValidation: bearerAuth(app) },
    async (request) => {
      const auth = await app.requireUser(request);
      const { target } = request.body;
      const issued = await issueTicket(app.db, 'client', auth, limits.clientTicketTtl, { target });
      const base = app.accounts.clientUrls[target];
      const url = `${base}${base.includes('?') ? '&' : '?'}ticket=${encodeURIComponent(issued.ticket)}`;
      return ok({ ...issued, url });
    },
  );

  post<{ ticket: string }>(
    ACCOUNT_PATHS.bindClientExchange,
    { schema: ticketSchema, config: loginRateLimit(app) },
    async (request) => {
      const spent = await spendTicket(app.db, 'client', request.body.ticket);
      const user = spent && (await findUserById(app.db, spent.userId));
      if (!spent || !user) throw accountError('ticketExpired');
      return newSession(app, user, spent.orgId);
    },
  );

  post<{ orgId: string | null }>(
    ACCOUNT_PATHS.switchCom,
    { schema: switchComSchema, preValidation: bearerAuth(app) },
    async (request) => {
      const auth = await app.requireUser(request);
      const { orgId } = request.body;
      if (orgId && !(await isMember(app.db, auth.userId, orgId))) throw accountError('notMember');
      const { staffId } = await switchSessionOrg(app.db, auth, orgId);
      const user = (await findUserById(app.db, auth.userId))!;
      return ok({ staffId, userinfo: await buildUserInfo(app.db, user, orgId) });
    },
  );

  post<{ password: string }>(ACCOUNT_PATHS.passwordStrength, { schema: strengthSchema }, async (request) =>
    ok({ strength: passwordStrength(request.body.password) }),
  );
}
