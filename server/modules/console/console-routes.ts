import type { FastifyInstance } from 'fastify';
import { consoleCalls } from '../../../shared/calls/console';
import { ok } from '../../http/envelope';
import { registerCall } from '../../http/register-call';
import { fail } from '../../services/failure';
import { adminScope, isChiefAdmin, type Editor } from './access';
import { listFeedStates, listImportRuns } from '../tender/public';
import { listAudit } from './audit';
import { registerEditorialCalls } from './editorial-routes';
import { EDITORIAL_KINDS } from './kinds/all-kinds';
import { grantContentRole, listContentRoles, revokeContentRole } from './roles';

export default async function consoleRoutes(app: FastifyInstance) {
  registerCall(app, consoleCalls.me, async ({ user }) => {
    const { editorTenants, adminTenants } = await user();
    const tenants = editorTenants.map((id) => ({
      id,
      title: app.tenants.byId(id)?.title ?? id,
      role: adminTenants.includes(id) ? ('admin' as const) : ('editor' as const),
    }));
    return ok({ tenants });
  });
  for (const { rows, kind } of EDITORIAL_KINDS) registerEditorialCalls(app, rows, kind);

  registerCall(app, consoleCalls.auditList, async ({ user, body }) => ok(await listAudit(app.db, body ?? {}, adminScope(await user()))));

  registerCall(app, consoleCalls.tenderImportRuns, async ({ body }) => ok(await listImportRuns(app.db, body)));
  registerCall(app, consoleCalls.tenderFeeds, async () =>
    ok({ list: await listFeedStates(app.db, app.tenderFeeds.feeds, app.tenderFeeds.minutes) }),
  );

  const rolesOf = async (editor: Editor) => ok({ list: await listContentRoles(app.db, adminScope(editor)) });
  const checkAdminOf = (editor: Editor, tenant: string) => {
    if (!isChiefAdmin(editor) && !editor.adminTenants.includes(tenant)) throw fail('console.otherTenant');
    if (!app.tenants.byId(tenant)) throw fail('console.unknownTenant');
  };
  registerCall(app, consoleCalls.roleList, async ({ user }) => rolesOf(await user()));
  registerCall(app, consoleCalls.roleGrant, async ({ user, body }) => {
    const editor = await user();
    checkAdminOf(editor, body.tenant);
    const [account] = await app.db.query<{ id: string }>('SELECT id FROM users WHERE phone = $1', [body.phone]);
    if (!account) throw fail('console.noAccount');
    await grantContentRole(app.db, editor.userId, account.id, [body.tenant], body.role);
    return rolesOf(editor);
  });
  registerCall(app, consoleCalls.roleRevoke, async ({ user, body }) => {
    const editor = await user();
    checkAdminOf(editor, body.tenant);
    await revokeContentRole(app.db, editor.userId, body.userId, [body.tenant]);
    return rolesOf(editor);
  });
}
