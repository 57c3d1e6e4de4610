import type { FastifyInstance } from 'fastify';
import { serviceDeskCalls } from '../../../shared/calls/service-desk';
import { ok } from '../../http/envelope';
import { registerCall } from '../../http/register-call';

/** The operators' calls of the service desk. */
export default async function deskRoutes(app: FastifyInstance) {
  registerCall(app, serviceDeskCalls.me, async ({ user }) => {
    const { operatorTenants } = await user();
    const tenants = operatorTenants.map((id) => ({ id, title: app.tenants.byId(id)?.title ?? id }));
    return ok({ tenants });
  });
}
