import type { FastifyInstance } from 'fastify';
import { ACCOUNT_PATHS, type ProfileSendCodeRequest } from '../../../shared/account-contract';
import type { Queryable } from '../../db/database';
import { ERROR_CODES } from '../../../shared/api-contract';
import { ApiError, ok } from '../../http/envelope';
import { serverText } from '../../server-text';
import { accountError } from '../../services/accounts/account-errors';
import { consumeCode } from '../../services/accounts/codes';
import { checkPassword } from '../../services/accounts/login-guard';
import { hashPassword, isWeakPassword } from '../../services/accounts/passwords';
import { revokeUserSessions, type AuthUser } from '../../services/accounts/sessions';
import {
  buildUserInfo,
  findUserByEmail,
  findUserById,
  findUserByPhone,
  normaliseEmail,
  setPassword,
  type UserRow,
} from '../../services/accounts/users';
import { accountPost, bearerAuth, codeRateLimit, loginRateLimit, sendAccountCode } from './account-flow';
import { bodySchema, fields } from './user-schemas';

const updateSchema = bodySchema({ realname: fields.realname, avatarUrl: fields.avatarUrl }, [], { minProperties: 1 });
const changePasswordSchema = bodySchema({ oldPassword: fields.password, password: fields.newPassword }, ['oldPassword', 'password']);
const sendSchema = bodySchema(
  { purpose: { type: 'string', enum: ['bind', 'doubleAuth'] }, phone: fields.phone, email: fields.email },
  ['purpose'],
);
const bindPhoneSchema = bodySchema({ phone: fields.phone, vcode: fields.vcode }, ['phone', 'vcode']);
const bindEmailSchema = bodySchema({ email: fields.email, vcode: fields.vcode }, ['email', 'vcode']);
const doubleAuthSchema = bodySchema({ enabled: { type: 'boolean' }, vcode: fields.vcode }, ['enabled', 'vcode']);

/** PostgreSQL's unique_violation: a phone or email taken by a concurrent request. */
const isUniqueViolation = (err: unknown) => (err as { code?: string }).code === '23505';

/** The personal centre's profile calls; all need the bearer session. */
export default async function profileRoutes(app: FastifyInstance) {
  const post = accountPost(app);
  const { limits } = app.accounts;
  const auth = bearerAuth(app);

  async function me(request: Parameters<typeof app.requireUser>[0]): Promise<{ session: AuthUser; user: UserRow }> {
    const session = await app.requireUser(request);
    const user = await findUserById(app.db, session.userId);
    if (!user) throw accountError('noAccount');
    return { session, user };
  }

  const answer = async (db: Queryable, session: AuthUser) =>
    ok({ userinfo: await buildUserInfo(db, (await findUserById(db, session.userId))!, session.orgId) });

  /** Binds a phone or a mailbox that no other account holds, with the code sent to it. */
  async function bindContact(request: Parameters<typeof app.requireUser>[0], kind: 'phone' | 'email', value: string, vcode: string) {
    const { session, user } = await me(request);
    const taken = kind === 'phone' ? 'phoneBound' : 'emailTaken';
    const owner = kind === 'phone' ? await findUserByPhone(app.db, value) : await findUserByEmail(app.db, value);
    if (owner && owner.id !== user.id) throw accountError(taken);
    await consumeCode(app.db, limits, value, ['bind'], vcode);
    try {
      // The column comes from the closed set above, never from the request.
      await app.db.query(`UPDATE users SET ${kind} = $2, updated_at = now() WHERE id = $1`, [user.id, value]);
    } catch (err) {
      if (isUniqueViolation(err)) throw accountError(taken);
      throw err;
    }
    return answer(app.db, session);
  }

  post<{ realname?: string; avatarUrl?: string }>(
    ACCOUNT_PATHS.profileUpdate,
    { schema: updateSchema, preValidation: auth },
    async (request) => {
      const { session, user } = await me(request);
      await app.db.query(
        'UPDATE users SET realname = coalesce($2, realname), avatar_url = coalesce($3, avatar_url), updated_at = now() WHERE id = $1',
        [user.id, request.body.realname ?? null, request.body.avatarUrl ?? null],
      );
      return answer(app.db, session);
    },
  );

  // The old password counts towards the lockout like a login; other sessions end with the change.
  post<{ oldPassword: string; password: string }>(
    ACCOUNT_PATHS.profileChangePassword,
    { schema: changePasswordSchema, preValidation: auth, config: loginRateLimit(app) },
    async (request) => {
      const { session, user } = await me(request);
      const { oldPassword, password } = request.body;
      if (isWeakPassword(password)) throw accountError('weakPassword');
      await checkPassword(app.db, limits, user, user.phone ?? user.id, { password: oldPassword });
      await setPassword(app.db, user.id, await hashPassword(password, app.accounts.passwordCost));
      await revokeUserSessions(app.db, user.id, session.tokenHash);
      return ok({});
    },
  );

  post<ProfileSendCodeRequest>(
    ACCOUNT_PATHS.profileSendVcode,
    { schema: sendSchema, preValidation: auth, config: codeRateLimit(app) },
    async (request) => {
      const { user } = await me(request);
      const { purpose, phone, email } = request.body;
      if (purpose === 'doubleAuth') {
        if (!user.phone) throw accountError('noPhone');
        await sendAccountCode(app, { channel: 'sms', to: user.phone }, 'doubleAuth');
        return ok({});
      }
      if (phone && !email) {
        const owner = await findUserByPhone(app.db, phone);
        if (owner && owner.id !== user.id) throw accountError('phoneBound');
        await sendAccountCode(app, { channel: 'sms', to: phone }, 'bind');
        return ok({});
      }
      if (email && !phone) {
        const owner = await findUserByEmail(app.db, email);
        if (owner && owner.id !== user.id) throw accountError('emailTaken');
        await sendAccountCode(app, { channel: 'email', to: normaliseEmail(email) }, 'bind');
        return ok({});
      }
      // A bind code goes to exactly one new phone or email.
      throw new ApiError(ERROR_CODES.invalid, serverText('invalidRequest', { detail: serverText('rules.required', { field: 'phone' }) }));
    },
  );

  post<{ phone: string; vcode: string }>(
    ACCOUNT_PATHS.profileBindPhone,
    { schema: bindPhoneSchema, preValidation: auth, config: loginRateLimit(app) },
    async (request) => bindContact(request, 'phone', request.body.phone, request.body.vcode),
  );

  post<{ email: string; vcode: string }>(
    ACCOUNT_PATHS.profileBindEmail,
    { schema: bindEmailSchema, preValidation: auth, config: loginRateLimit(app) },
    async (request) => bindContact(request, 'email', normaliseEmail(request.body.email), request.body.vcode),
  );

  post<{ enabled: boolean; vcode: string }>(
    ACCOUNT_PATHS.profileDoubleAuth,
    { schema: doubleAuthSchema, preValidation: auth, config: loginRateLimit(app) },
    async (request) => {
      const { session, user } = await me(request);
      if (!user.phone) throw accountError('noPhone');
      await consumeCode(app.db, limits, user.phone, ['doubleAuth'], request.body.vcode);
      await app.db.query('UPDATE users SET double_auth = $2, updated_at = now() WHERE id = $1', [user.id, request.body.enabled]);
      return answer(app.db, session);
    },
  );
}
