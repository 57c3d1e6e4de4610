import type { FastifyInstance } from 'fastify';
import { siteCalls } from '../../../shared/calls/site';
import { ok } from '../../http/envelope';
import { registerCall } from '../../http/register-call';
import { hasCaughtUp } from '../search/public';
import { fail } from '../../services/failure';

/** The engine's own calls: health, the OpenAPI document, and tenants for a stored custom-login domain. */
export default async function siteRoutes(app: FastifyInstance) {
  // Liveness asks nothing of the database: a slow query under load must not get a working process killed.
  registerCall(app, siteCalls.health, async () => ({ status: 'ok', database: app.db.kind, tenants: app.tenants.tenants.length }));

  registerCall(app, siteCalls.ready, async () => {
    if (app.hasDecorator('isUnderPressure') && app.isUnderPressure()) throw fail('notReady');
    if (!hasCaughtUp(app.db)) throw fail('notReady');
    try {
      await app.db.query('SELECT 1');
    } catch {
      throw fail('notReady');
    }
    return { status: 'ready', database: app.db.kind };
  });

  registerCall(app, siteCalls.openapi, async () => app.swagger() as unknown as Record<string, unknown>);

  registerCall(app, siteCalls.tenantGet, async ({ body }) => {
    const tenant = app.tenants.byId(body.id);
    if (!tenant) throw fail('unknownTenant');
    return ok({ tenant, theme: app.tenants.themeOf(tenant) });
  });
}
