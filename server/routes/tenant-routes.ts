import type { FastifyInstance } from 'fastify';
import { ERROR_CODES } from '../../shared/api-contract';
import { ApiError, ok } from '../http/envelope';
import { serverText } from '../server-text';

const tenantGetSchema = {
  body: {
    type: 'object',
    required: ['id'],
    additionalProperties: false,
    properties: { id: { type: 'string', pattern: '^[a-z][a-z0-9-]{1,30}$' } },
  },
} as const;

/** The portal fetches a tenant's manifest and theme when a stored custom-login domain picks another brand. */
export default async function tenantRoutes(app: FastifyInstance) {
  app.post<{ Body: { id: string } }>('/tenant/get', { schema: tenantGetSchema }, async (request) => {
    const tenant = app.tenants.byId(request.body.id);
    if (!tenant) throw new ApiError(ERROR_CODES.notFound, serverText('unknownTenant'));
    return ok({ tenant, theme: app.tenants.themeOf(tenant) });
  });
}
