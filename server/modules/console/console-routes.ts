import type { FastifyInstance } from 'fastify';
import { consoleCalls, PREVIEW_MINUTES } from '../../../shared/calls/console';
import { ok } from '../../http/envelope';
import { tenantOrigin } from '../../http/public-origin';
import { registerCall } from '../../http/register-call';
import { fail } from '../../services/failure';
import { issueTicket } from '../accounts/public';
import { grantContentRole, listContentRoles, revokeContentRole } from './roles';
import { adminScope, checkItem, isChiefAdmin, type Editor } from './access';
import { listAudit } from './audit';
import { listEditorialNews, readNews, toEditorialNews } from './editorial-news';
import { changeState, createNews, updateNews, type Transition, type WriteContext } from './editorial-writes';

export default async function consoleRoutes(app: FastifyInstance) {
  const writer = (editor: Editor): WriteContext => ({
    db: app.db,
    editor,
    now: app.now(),
    knownTenant: (id) => app.tenants.byId(id) !== undefined,
  });

  registerCall(app, consoleCalls.me, async ({ user }) => {
    const { editorTenants, adminTenants } = await user();
    const tenants = editorTenants.map((id) => ({
      id,
      title: app.tenants.byId(id)?.title ?? id,
      role: adminTenants.includes(id) ? ('admin' as const) : ('editor' as const),
    }));
    return ok({ tenants });
  });
  registerCall(app, consoleCalls.newsList, async ({ user, body }) => ok(await listEditorialNews(app.db, await user(), body ?? {})));
  registerCall(app, consoleCalls.newsPreview, async ({ user, body, http }) => {
    const editor = await user();
    const row = await readNews(app.db, body.id);
    checkItem(editor, row.tenant_ids);
    const tenant = app.tenants.byId(body.tenant);
    if (!tenant) throw fail('console.unknownTenant');
    if (row.tenant_ids.length && !row.tenant_ids.includes(tenant.id)) throw fail('console.otherTenant');
    const { ticket } = await issueTicket(app.db, 'preview', { userId: editor.userId }, PREVIEW_MINUTES * 60, { newsId: row.id });
    return ok({ url: `${tenantOrigin(http!.request, tenant)}/news/${row.id}?preview=${ticket}` });
  });
  registerCall(app, consoleCalls.newsGet, async ({ user, body }) => {
    const row = await readNews(app.db, body.id);
    checkItem(await user(), row.tenant_ids);
    return ok({ news: toEditorialNews(row) });
  });
  registerCall(app, consoleCalls.newsCreate, async ({ user, body, tenant }) =>
    ok({ news: await createNews(writer(await user()), tenant.id, body) }),
  );
  registerCall(app, consoleCalls.newsUpdate, async ({ user, body: { id, version, ...fields } }) =>
    ok({ news: await updateNews(writer(await user()), id, version, fields) }),
  );
  const transitions: [typeof consoleCalls.newsPublish, Transition][] = [
    [consoleCalls.newsPublish, 'publish'],
    [consoleCalls.newsUnpublish, 'unpublish'],
    [consoleCalls.newsDelete, 'delete'],
    [consoleCalls.newsRestore, 'restore'],
  ];
  for (const [row, transition] of transitions) {
    registerCall(app, row, async ({ user, body }) => ok({ news: await changeState(writer(await user()), body.id, transition) }));
  }
  registerCall(app, consoleCalls.newsSchedule, async ({ user, body }) =>
    ok({ news: await changeState(writer(await user()), body.id, 'schedule', new Date(body.at)) }),
  );

  registerCall(app, consoleCalls.auditList, async ({ user, body }) => ok(await listAudit(app.db, body ?? {}, adminScope(await user()))));

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
