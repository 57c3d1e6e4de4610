import type { FastifyInstance } from 'fastify';
import { ACCOUNT_PATHS, type RegisterRequest, type SendCodeRequest } from '../../../shared/account-contract';
import { ok } from '../../http/envelope';
import { accountError } from '../../services/accounts/account-errors';
import { consumeCode } from '../../services/accounts/codes';
import { inviterOf } from '../../services/accounts/invites';
import { findOrgByCode } from '../../services/accounts/organisations';
import { hashPassword, isWeakPassword } from '../../services/accounts/passwords';
import {
  buildUserInfo,
  findOrCreateByPhone,
  findUserById,
  findUserByPhone,
  insertUser,
  maskPhone,
  setPassword,
} from '../../services/accounts/users';
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
import { bodySchema, codeLoginSchema, fields, sendCodeSchema } from './user-schemas';

const registerSchema = bodySchema(
  {
    phone: fields.phone,
    vcode: fields.vcode,
    password: fields.newPassword,
    realname: fields.realname,
    inviteCode: fields.inviteCode,
  },
  ['phone', 'vcode', 'password', 'realname'],
);
const fillSchema = bodySchema({ realname: fields.realname, password: fields.newPassword }, [], { minProperties: 1 });
const upgradeSchema = bodySchema({ orgCode: fields.orgCode }, ['orgCode']);

/** SPEC §7 /user/reg calls. */
export default async function regRoutes(app: FastifyInstance) {
  const post = accountPost(app);
  // reg/code is the legacy name of reg/sendVcode.
  for (const path of [ACCOUNT_PATHS.regSendVcode, ACCOUNT_PATHS.regCode]) {
    post<SendCodeRequest>(path, { schema: sendCodeSchema, config: codeRateLimit(app) }, async (request) => {
      await checkOptionalIcode(app, request.body);
      await sendAccountCode(app, { channel: 'sms', to: request.body.phone }, 'register');
      return ok({});
    });
  }

  // Log in with phone and code, registering the phone if it is new.
  for (const path of [ACCOUNT_PATHS.loginReg, ACCOUNT_PATHS.loginRegVcode]) {
    post<{ phone: string; vcode: string }>(
      path,
      { schema: codeLoginSchema, config: loginRateLimit(app) },
      async (request) => {
        const { phone, vcode } = request.body;
        await consumeCode(app.db, app.accounts.limits, phone, ['register', 'login'], vcode);
        return completeLogin(app, await findOrCreateByPhone(app.db, phone));
      },
    );
  }

  post<RegisterRequest>(ACCOUNT_PATHS.stdRegister, { schema: registerSchema, config: loginRateLimit(app) }, async (request) => {
    const { phone, vcode, password, realname, inviteCode } = request.body;
    if (isWeakPassword(password)) throw accountError('weakPassword');
    if (await findUserByPhone(app.db, phone)) throw accountError('phoneTaken');
    await consumeCode(app.db, app.accounts.limits, phone, ['register'], vcode);
    const user = await insertUser(app.db, {
      phone,
      realname,
      passwordHash: await hashPassword(password, app.accounts.passwordCost),
      invitedBy: await inviterOf(app.db, inviteCode),
    });
    if (!user) throw accountError('phoneTaken');
    return newSession(app, user);
  });

  /** Completes the real name and the first password of a user registered by code. */
  post<{ realname?: string; password?: string }>(
    ACCOUNT_PATHS.regFill,
    { schema: fillSchema, preValidation: bearerAuth(app) },
    async (request) => {
      const auth = await app.requireUser(request);
      const { realname, password } = request.body;
      const user = await findUserById(app.db, auth.userId);
      if (!user) throw accountError('noAccount');
      if (password !== undefined) {
        if (user.password_hash) throw accountError('passwordAlreadySet');
        if (isWeakPassword(password)) throw accountError('weakPassword');
        await setPassword(app.db, user.id, await hashPassword(password, app.accounts.passwordCost));
      }
      if (realname !== undefined) {
        await app.db.query('UPDATE users SET realname = $2, updated_at = now() WHERE id = $1', [user.id, realname]);
      }
      return ok({ userinfo: await buildUserInfo(app.db, (await findUserById(app.db, user.id))!, auth.orgId) });
    },
  );

  /** Sends an 'org' code to the user's phone, for joining an organisation as a member. */
  post<{ orgCode: string }>(
    ACCOUNT_PATHS.regUpgradeSend,
    { schema: upgradeSchema, config: codeRateLimit(app), preValidation: bearerAuth(app) },
    async (request) => {
      const auth = await app.requireUser(request);
      if (!(await findOrgByCode(app.db, request.body.orgCode))) throw accountError('orgUnknown');
      const user = await findUserById(app.db, auth.userId);
      if (!user?.phone) throw accountError('noPhone');
      await sendAccountCode(app, { channel: 'sms', to: user.phone }, 'org');
      return ok({ phone: maskPhone(user.phone) });
    },
  );
}
