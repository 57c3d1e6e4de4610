import type { FastifyInstance } from 'fastify';
import { accountProfileCalls as calls } from '../../../shared/calls/account-profile';
import { ok } from '../../http/envelope';
import { registerCall } from '../../http/register-call';
import { fail } from '../../services/failure';
import { accountFailure } from './account-failure';
import { consumeCode } from './codes';
import { checkPassword } from './login-guard';
import { checkNewPassword, hashPassword } from './passwords';
import { revokeUserSessions, type AuthUser } from './sessions';
import { buildUserInfo, findUserByEmail, findUserById, findUserByPhone, normaliseEmail, setPassword, type UserRow } from './users';
import { sendAccountCode } from './account-flow';

/** The part of a call's context these helpers need. */
type Caller = { user(): Promise<AuthUser> };

/** What proves the account when a bound phone or email is replaced (shared/calls/account-profile.ts). */
type RebindProof = { password?: string; oldVcode?: string };

/** PostgreSQL's unique_violation: a phone or email taken by a concurrent request. */
const isUniqueViolation = (err: unknown) => (err as { code?: string }).code === '23505';

/** The personal centre's profile calls; all need the bearer session. */
export default async function profileRoutes(app: FastifyInstance) {
  const { limits } = app.accounts;

  async function me(ctx: Caller): Promise<{ session: AuthUser; user: UserRow }> {
    const session = await ctx.user();
    const user = await findUserById(app.db, session.userId);
    if (!user) throw accountFailure('noAccount');
    return { session, user };
  }

  const answer = async (session: AuthUser) =>
    ok({ userinfo: await buildUserInfo(app.db, (await findUserById(app.db, session.userId))!, session.orgId) });

  /**
   * Replacing a bound phone or email takes the current password or the code sent to the bound one: with a
   * session alone, whoever holds a stolen token could move the account's recovery channel to themselves.
   */
  async function proveRebind(user: UserRow, bound: string | null, proof: RebindProof): Promise<void> {
    if (!bound) return;
    if (proof.password !== undefined) {
      // Counted towards the lockout like a login, under the same name as changePassword.
      await checkPassword(app.db, limits, user, user.phone ?? user.id, { password: proof.password });
    } else if (proof.oldVcode !== undefined) {
      await consumeCode(app.db, limits, bound, ['rebind'], proof.oldVcode);
    } else {
      throw accountFailure('rebindProofRequired');
    }
  }

  /** Binds a phone or a mailbox that no other account holds, with the code sent to it. */
  async function bindContact(ctx: Caller, kind: 'phone' | 'email', value: string, vcode: string, proof: RebindProof) {
    const { session, user } = await me(ctx);
    const taken = kind === 'phone' ? 'phoneBound' : 'emailTaken';
    const owner = kind === 'phone' ? await findUserByPhone(app.db, value) : await findUserByEmail(app.db, value);
    if (owner && owner.id !== user.id) throw accountFailure(taken);
    await proveRebind(user, kind === 'phone' ? user.phone : user.email, proof);
    await consumeCode(app.db, limits, value, ['bind'], vcode);
    try {
      // The column comes from the closed set above, never from the request.
      await app.db.query(`UPDATE users SET ${kind} = $2, updated_at = now() WHERE id = $1`, [user.id, value]);
    } catch (err) {
      if (isUniqueViolation(err)) throw accountFailure(taken);
      throw err;
    }
    return answer(session);
  }

  registerCall(app, calls.profileUpdate, async (ctx) => {
    const { session, user } = await me(ctx);
    await app.db.query(
      'UPDATE users SET realname = coalesce($2, realname), avatar_url = coalesce($3, avatar_url), updated_at = now() WHERE id = $1',
      [user.id, ctx.body.realname ?? null, ctx.body.avatarUrl ?? null],
    );
    return answer(session);
  });

  registerCall(app, calls.profileChangePassword, async (ctx) => {
    const { session, user } = await me(ctx);
    const { oldPassword, password } = ctx.body;
    checkNewPassword(password);
    await checkPassword(app.db, limits, user, user.phone ?? user.id, { password: oldPassword });
    await setPassword(app.db, user.id, await hashPassword(password, app.accounts.passwordCost));
    await revokeUserSessions(app.db, user.id, session.tokenHash);
    return ok({});
  });

  registerCall(app, calls.profileSendVcode, async (ctx) => {
    const { user } = await me(ctx);
    const { purpose, phone, email } = ctx.body;
    if (purpose === 'doubleAuth') {
      if (!user.phone) throw accountFailure('noPhone');
      await sendAccountCode(app, { channel: 'sms', to: user.phone }, 'doubleAuth');
      return ok({});
    }
    if (purpose === 'rebindPhone') {
      if (!user.phone) throw accountFailure('noPhone');
      await sendAccountCode(app, { channel: 'sms', to: user.phone }, 'rebind');
      return ok({});
    }
    if (purpose === 'rebindEmail') {
      if (!user.email) throw accountFailure('noEmail');
      await sendAccountCode(app, { channel: 'email', to: user.email }, 'rebind');
      return ok({});
    }
    if (phone && !email) {
      const owner = await findUserByPhone(app.db, phone);
      if (owner && owner.id !== user.id) throw accountFailure('phoneBound');
      await sendAccountCode(app, { channel: 'sms', to: phone }, 'bind');
      return ok({});
    }
    if (email && !phone) {
      const owner = await findUserByEmail(app.db, email);
      if (owner && owner.id !== user.id) throw accountFailure('emailTaken');
      await sendAccountCode(app, { channel: 'email', to: normaliseEmail(email) }, 'bind');
      return ok({});
    }
    // A bind code goes to exactly one new phone or email.
    throw fail('invalidField', { rule: 'required', field: 'phone' });
  });

  registerCall(app, calls.profileBindPhone, async (ctx) => bindContact(ctx, 'phone', ctx.body.phone, ctx.body.vcode, ctx.body));

  registerCall(app, calls.profileBindEmail, async (ctx) =>
    bindContact(ctx, 'email', normaliseEmail(ctx.body.email), ctx.body.vcode, ctx.body),
  );

  registerCall(app, calls.profileDoubleAuth, async (ctx) => {
    const { session, user } = await me(ctx);
    if (!user.phone) throw accountFailure('noPhone');
    await consumeCode(app.db, limits, user.phone, ['doubleAuth'], ctx.body.vcode);
    await app.db.query('UPDATE users SET double_auth = $2, updated_at = now() WHERE id = $1', [user.id, ctx.body.enabled]);
    return answer(session);
  });
}
