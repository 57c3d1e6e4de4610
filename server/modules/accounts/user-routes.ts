import type { FastifyInstance } from 'fastify';
import authRoutes from './auth-routes';
import findPwdRoutes from './find-pwd-routes';
import oauthRoutes from './oauth-routes';
import orgRoutes from './org-routes';
import profileRoutes from './profile-routes';
import regRoutes from './reg-routes';
import scanRoutes from './scan-routes';
import wxBindRoutes from './wx-bind-routes';

/** SPEC §7 accounts (/user); each call is a row of shared/calls/account-*.ts and find-pwd.ts. */
export default async function userRoutes(app: FastifyInstance) {
  await app.register(regRoutes);
  await app.register(authRoutes);
  await app.register(scanRoutes);
  await app.register(orgRoutes);
  await app.register(findPwdRoutes);
  await app.register(profileRoutes);
  await app.register(oauthRoutes);
  await app.register(wxBindRoutes);
}
