import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { TENANT_HEADER } from '../../shared/api-contract';
import type { TenantManifest } from '../../shared/tenant-types';
import type { TenantRegistry } from '../tenants/tenant-registry';

declare module 'fastify' {
  interface FastifyInstance {
    tenants: TenantRegistry;
  }
  interface FastifyRequest {
    tenant: TenantManifest;
  }
}

/** The tenant a request is for: the one the portal names in X-Tenant, else the one its Host resolves to. */
export function tenantFor(registry: TenantRegistry, request: FastifyRequest): TenantManifest {
  const named = request.headers[TENANT_HEADER];
  return registry.byId(typeof named === 'string' ? named : undefined) ?? registry.resolve(request.headers.host);
}

/** Every request knows its tenant: the one the portal names in X-Tenant, else the one its Host resolves to. */
export default fp(
  async function tenantContext(app: FastifyInstance, { registry }: { registry: TenantRegistry }) {
    app.decorate('tenants', registry);
    app.decorateRequest('tenant', null as unknown as TenantManifest);
    app.addHook('onRequest', async (request) => {
      request.tenant = tenantFor(registry, request);
    });
  },
  { name: 'tenant-context' },
);
