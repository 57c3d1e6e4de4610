import type { FastifyInstance } from 'fastify';
import { PREVIEW_MINUTES, type EditorialRows } from '../../../shared/calls/editorial';
import type { CallRow } from '../../../shared/calls/define-call';
import { ok } from '../../http/envelope';
import { tenantOrigin } from '../../http/public-origin';
import { registerCall } from '../../http/register-call';
import { fail } from '../../services/failure';
import { issueTicket } from '../accounts/public';
import { checkItem, type Editor } from './access';
import type { AnyKind, WriteContext } from './editorial-kind';
import { listItems, type ListQuery } from './editorial-list';
import { changeState, createItem, readItem, updateItem, type Transition } from './editorial-writes';

/** What a preview ticket stands for: the page of this item may show it unpublished. */
export interface PreviewTicketData {
  itemType: string;
  id: number;
}

/** Registers a kind's calls: list, get, create, update, preview and the transitions. */
export function registerEditorialCalls(app: FastifyInstance, rows: EditorialRows, kind: AnyKind) {
  const writer = (editor: Editor): WriteContext => ({
    db: app.db,
    editor,
    now: app.now(),
    knownTenant: (id) => app.tenants.byId(id) !== undefined,
  });
  type Body = Record<string, unknown> & { id: number };

  registerCall(app, rows.list, async ({ user, body }) => ok(await listItems(app.db, kind, await user(), (body ?? {}) as ListQuery)));
  registerCall(app, rows.get, async ({ user, body }) => {
    const row = await readItem(kind, app.db, (body as Body).id);
    checkItem(await user(), row.tenant_ids);
    return ok({ item: kind.toItem(row) });
  });
  registerCall(app, rows.create, async ({ user, body, tenant }) =>
    ok({ item: await createItem(kind, writer(await user()), tenant.id, body as Record<string, unknown>) }),
  );
  registerCall(app, rows.update, async ({ user, body }) => {
    const { id, version, ...fields } = body as Body & { version: number };
    return ok({ item: await updateItem(kind, writer(await user()), id, version, fields) });
  });
  registerCall(app, rows.preview, async ({ user, body, http }) => {
    const { id, tenant: tenantId } = body as Body & { tenant: string };
    const editor = await user();
    const row = await readItem(kind, app.db, id);
    checkItem(editor, row.tenant_ids);
    const tenant = app.tenants.byId(tenantId);
    if (!tenant) throw fail('console.unknownTenant');
    if (row.tenant_ids.length && !row.tenant_ids.includes(tenant.id)) throw fail('console.otherTenant');
    const path = kind.pagePath(row.id);
    if (path === null) throw fail('console.noPreview');
    const data: PreviewTicketData = { itemType: kind.itemType, id: row.id };
    const { ticket } = await issueTicket(app.db, 'preview', { userId: editor.userId }, PREVIEW_MINUTES * 60, { ...data });
    return ok({ url: `${tenantOrigin(http!.request, tenant)}${path}?preview=${ticket}` });
  });
  const transitions: [CallRow, Transition][] = [
    [rows.publish, 'publish'],
    [rows.unpublish, 'unpublish'],
    [rows.delete, 'delete'],
    [rows.restore, 'restore'],
  ];
  for (const [row, transition] of transitions) {
    registerCall(app, row, async ({ user, body }) =>
      ok({ item: await changeState(kind, writer(await user()), (body as Body).id, transition) }),
    );
  }
  registerCall(app, rows.schedule, async ({ user, body }) => {
    const { id, at } = body as Body & { at: string };
    return ok({ item: await changeState(kind, writer(await user()), id, 'schedule', new Date(at)) });
  });
}
