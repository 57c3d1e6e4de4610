import type { FastifyInstance } from 'fastify';
import { accountRegCalls as calls } from '../../../shared/calls/account-reg';
import { ok } from '../../http/envelope';
import { registerCall } from '../../http/register-call';
import { accountFailure } from './account-failure';
import { consumeCode } from './codes';
import { inviteCodeOf, inviterOf } from './invites';
import { checkNewOrganisation, createOrganisation } from './organisations';
import { switchSessionOrg } from './sessions';
import { checkNewPassword, hashPassword } from './passwords';
import { awardInvitePoints } from '../points/public';
import { buildUserInfo, findOrCreateByPhone, findUserById, findUserByPhone, insertUser, maskPhone, setPassword } from './users';
import { checkOptionalIcode, completeLogin, newSession, sendAccountCode } from './account-flow';

/** SPEC §7 /user/reg calls, and the invite link that leads to registration. */
export default async function regRoutes(app: FastifyInstance) {
  const { limits } = app.accounts;

  registerCall(app, calls.regSendVcode, async ({ body }) => {
    await checkOptionalIcode(app, body);
    await sendAccountCode(app, { channel: 'sms', to: body.phone }, 'register');
    return ok({});
  });

  registerCall(app, calls.loginReg, async ({ body: { phone, vcode } }) => {
    await consumeCode(app.db, limits, phone, ['register', 'login'], vcode);
    const existing = await findUserByPhone(app.db, phone);
    const answer = await completeLogin(app, existing ?? (await findOrCreateByPhone(app.db, phone)));
    return { ...answer, registered: !existing };
  });

  registerCall(app, calls.stdRegister, async ({ body: { phone, vcode, password, realname, inviteCode } }) => {
    checkNewPassword(password);
    if (await findUserByPhone(app.db, phone)) throw accountFailure('phoneTaken');
    await consumeCode(app.db, limits, phone, ['register'], vcode);
    const passwordHash = await hashPassword(password, app.accounts.passwordCost);
    const invitedBy = await inviterOf(app.db, inviteCode);
    // The inviter's points come in the registration's own transaction: both happen, or neither.
    const user = await app.db.transaction(async (tx) => {
      const created = await insertUser(tx, { phone, realname, passwordHash, invitedBy });
      if (created && invitedBy) await awardInvitePoints(tx, invitedBy, created.id, app.now());
      return created;
    });
    if (!user) throw accountFailure('phoneTaken');
    return newSession(app, user);
  });

  registerCall(app, calls.regFill, async (ctx) => {
    const auth = await ctx.user();
    const { realname, password } = ctx.body;
    const user = await findUserById(app.db, auth.userId);
    if (!user) throw accountFailure('noAccount');
    if (password !== undefined) {
      if (user.password_hash) throw accountFailure('passwordAlreadySet');
      checkNewPassword(password);
      await setPassword(app.db, user.id, await hashPassword(password, app.accounts.passwordCost));
    }
    if (realname !== undefined) {
      await app.db.query('UPDATE users SET realname = $2, updated_at = now() WHERE id = $1', [user.id, realname]);
    }
    return ok({ userinfo: await buildUserInfo(app.db, (await findUserById(app.db, user.id))!, auth.orgId) });
  });

  /** The caller's account, with the phone an upgrade's code goes to. */
  const upgrading = async (userId: string) => {
    const user = await findUserById(app.db, userId);
    if (!user?.phone) throw accountFailure('noPhone');
    return { ...user, phone: user.phone };
  };

  registerCall(app, calls.regUpgradeSend, async (ctx) => {
    const user = await upgrading((await ctx.user()).userId);
    await checkNewOrganisation(app.db, ctx.body.uscc);
    await sendAccountCode(app, { channel: 'sms', to: user.phone }, 'org');
    return ok({ phone: maskPhone(user.phone) });
  });

  registerCall(app, calls.regUpgrade, async (ctx) => {
    const auth = await ctx.user();
    const user = await upgrading(auth.userId);
    const { orgName, uscc, vcode } = ctx.body;
    await checkNewOrganisation(app.db, uscc);
    await consumeCode(app.db, limits, user.phone, ['org'], vcode);
    const org = await createOrganisation(app.db, user.id, { orgName, uscc });
    const { staffId } = await switchSessionOrg(app.db, auth, org.id);
    return ok({ staffId, userinfo: await buildUserInfo(app.db, user, org.id) });
  });

  registerCall(app, calls.invite, async (ctx) => {
    const inviteCode = await inviteCodeOf(app.db, (await ctx.user()).userId);
    return ok({ inviteCode, url: `/invite?code=${encodeURIComponent(inviteCode)}` });
  });
}
