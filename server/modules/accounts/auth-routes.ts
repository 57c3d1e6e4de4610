import type { FastifyInstance } from 'fastify';
import { accountAuthCalls as calls } from '../../../shared/calls/account-auth';
import { ok } from '../../http/envelope';
import { registerCall } from '../../http/register-call';
import type { CallContext } from '../../http/call-context';
import { accountFailure } from './account-failure';
import { consumeCode } from './codes';
import { createIcode } from './icode';
import { checkPassword } from './login-guard';
import { isMember } from './organisations';
import { passwordStrength } from './passwords';
import { findSession, revokeSession, sessionUserInfo, staffIdOf, switchSessionOrg } from './sessions';
import { issueTicket, readTicket, spendTicket } from './tickets';
import { sha256 } from './tokens';
import { buildUserInfo, findUserByAccount, findUserById, findUserByPhone } from './users';
import { checkOptionalIcode, completeLogin, newSession, sendAccountCode } from './account-flow';

/** SPEC §7 /user/auth calls (v3, and the legacy names they answer at too). */
export default async function authRoutes(app: FastifyInstance) {
  const { limits } = app.accounts;

  registerCall(app, calls.icode, async () => ok(await createIcode(app.db, limits.icodeTtl, app.accounts.icodeChallenge)));

  registerCall(app, calls.passwordStrength, async ({ body }) => ok({ strength: passwordStrength(body.password) }));

  // A login code goes only to a registered phone.
  const sendLoginCode = async ({ body }: CallContext<typeof calls.vcodeSend>) => {
    await checkOptionalIcode(app, body);
    if (!(await findUserByPhone(app.db, body.phone))) throw accountFailure('noAccount');
    await sendAccountCode(app, { channel: 'sms', to: body.phone }, 'login');
    return ok({});
  };
  registerCall(app, calls.vcodeSend, sendLoginCode);
  registerCall(app, calls.pwdVcodeSend, sendLoginCode);

  registerCall(app, calls.pwdLogin, async ({ body }) => {
    const user = await checkPassword(app.db, limits, await findUserByAccount(app.db, body.account), body.account, body);
    return completeLogin(app, user);
  });

  registerCall(app, calls.vcodeLogin, async ({ body: { phone, vcode } }) => {
    const user = await findUserByPhone(app.db, phone);
    if (!user) throw accountFailure('noAccount');
    await consumeCode(app.db, limits, phone, ['login'], vcode);
    return completeLogin(app, user);
  });

  registerCall(app, calls.pwdVcodeLogin, async ({ body }) => {
    const { phone, vcode } = body;
    const user = await checkPassword(app.db, limits, await findUserByPhone(app.db, phone), phone, body);
    await consumeCode(app.db, limits, phone, ['login'], vcode);
    return newSession(app, user);
  });

  registerCall(app, calls.doubleAuthVerify, async ({ body: { ticket, vcode } }) => {
    const pending = await readTicket(app.db, 'doubleAuth', ticket);
    const user = pending && (await findUserById(app.db, pending.userId));
    if (!pending || !user?.phone) throw accountFailure('ticketExpired');
    await consumeCode(app.db, limits, user.phone, ['doubleAuth'], vcode);
    if (!(await spendTicket(app.db, 'doubleAuth', ticket))) throw accountFailure('ticketExpired');
    return newSession(app, user, pending.orgId);
  });

  registerCall(app, calls.userinfo, async ({ body }) => {
    const session = await findSession(app.db, body.token);
    const userinfo = session && (await sessionUserInfo(app.db, session));
    if (!userinfo) throw accountFailure('sessionExpired');
    return ok({ userinfo });
  });

  registerCall(app, calls.userid, async (ctx) => {
    const auth = await ctx.user();
    return ok({ unionid: auth.userId, staffId: await staffIdOf(app.db, auth.userId, auth.orgId) });
  });

  registerCall(app, calls.logout, async ({ body }) => {
    await revokeSession(app.db, sha256(body.token));
    return ok({});
  });

  registerCall(app, calls.bindClient, async (ctx) => {
    const { target } = ctx.body;
    const issued = await issueTicket(app.db, 'client', await ctx.user(), limits.clientTicketTtl, { target });
    const base = app.accounts.clientUrls[target];
    const url = `${base}${base.includes('?') ? '&' : '?'}ticket=${encodeURIComponent(issued.ticket)}`;
    return ok({ ...issued, url });
  });

  registerCall(app, calls.bindClientExchange, async ({ body }) => {
    const spent = await spendTicket(app.db, 'client', body.ticket);
    const user = spent && (await findUserById(app.db, spent.userId));
    if (!spent || !user) throw accountFailure('ticketExpired');
    return newSession(app, user, spent.orgId);
  });

  registerCall(app, calls.switchCom, async (ctx) => {
    const auth = await ctx.user();
    const { orgId } = ctx.body;
    if (orgId && !(await isMember(app.db, auth.userId, orgId))) throw accountFailure('notMember');
    const { staffId } = await switchSessionOrg(app.db, auth, orgId);
    const user = (await findUserById(app.db, auth.userId))!;
    return ok({ staffId, userinfo: await buildUserInfo(app.db, user, orgId) });
  });
}
