import type { FastifyInstance } from 'fastify';
import { crmCalls } from '../../../shared/calls/crm';
import { ok } from '../../http/envelope';
import { registerCall } from '../../http/register-call';
import { fail } from '../../services/failure';
import { createGuest } from '../../services/guests';
import { findServiceSetting } from '../../services/service-settings';

/** SPEC §7 /crm calls. */
export default async function crmRoutes(app: FastifyInstance) {
  registerCall(app, crmCalls.guestCreate, async ({ tenant, body }) =>
    ok(await createGuest(app.db, tenant.id, body.guest.source.trim())),
  );

  registerCall(app, crmCalls.settingGet, async ({ tenant }) => {
    const model = await findServiceSetting(app.db, tenant.id);
    if (!model) throw fail('unknownTenant');
    return ok({ model });
  });
}
