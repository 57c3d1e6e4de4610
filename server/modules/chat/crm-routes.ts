import type { FastifyInstance } from 'fastify';
import { crmCalls } from '../../../shared/calls/crm';
import { addressKey } from '../../http/client-address';
import { ok } from '../../http/envelope';
import { registerCall } from '../../http/register-call';
import { fail } from '../../services/failure';
import { createCappedGuest } from './guests';
import { findServiceSetting } from './service-settings';

/** SPEC §7 /crm calls. */
export default async function crmRoutes(app: FastifyInstance) {
  registerCall(app, crmCalls.guestCreate, async ({ tenant, body, ip }) => {
    const limits = app.anonymousLimits;
    const caps = {
      address: app.rateLimitExempt(ip) ? null : addressKey(ip),
      perAddressPerDay: limits.guestsPerAddressPerDay,
      perTenantPerDay: limits.guestsPerTenantPerDay,
      counters: app.rateLimitCounters,
    };
    return ok(await createCappedGuest(app.db, tenant.id, body.guest.source.trim(), caps));
  });

  registerCall(app, crmCalls.settingGet, async ({ tenant }) => {
    const model = await findServiceSetting(app.db, tenant.id);
    if (!model) throw fail('unknownTenant');
    return ok({ model });
  });
}
