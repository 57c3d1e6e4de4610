import type { FastifyInstance } from 'fastify';
import { ACCOUNT_PATHS } from '../../../shared/account-contract';
import { ok } from '../../http/envelope';
import { inviteCodeOf } from '../../services/accounts/invites';
import { accountPost, bearerAuth } from './account-flow';
import { emptyBody } from './user-schemas';

/** SPEC §7 /user/unionInvite/generateLink: the user's invite code and the portal address that registers with it. */
export default async function inviteRoutes(app: FastifyInstance) {
  const post = accountPost(app);
  post(ACCOUNT_PATHS.invite, { schema: emptyBody, preValidation: bearerAuth(app) }, async (request) => {
    const auth = await app.requireUser(request);
    const inviteCode = await inviteCodeOf(app.db, auth.userId);
    return ok({ inviteCode, url: `/invite?code=${encodeURIComponent(inviteCode)}` });
  });
}
