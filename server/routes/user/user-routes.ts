import type { FastifyInstance } from 'fastify';
import authRoutes from './auth-routes';
import findPwdRoutes from './find-pwd-routes';
import inviteRoutes from './invite-routes';
import oauthRoutes from './oauth-routes';
import orgRoutes from './org-routes';
import profileRoutes from './profile-routes';
import regRoutes from './reg-routes';
import scanRoutes from './scan-routes';
import { addPayloadRules } from './user-hooks';

/** SPEC §7 accounts, under /api/user; each call's path comes from shared/account-contract.ts. */
export default async function userRoutes(app: FastifyInstance) {
  addPayloadRules(app);
  await app.register(regRoutes);
  await app.register(authRoutes);
  await app.register(scanRoutes);
  await app.register(orgRoutes);
  await app.register(findPwdRoutes);
  await app.register(profileRoutes);
  await app.register(inviteRoutes);
  await app.register(oauthRoutes);
}
