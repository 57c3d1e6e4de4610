import { ERROR_CODES as E } from '../api-contract';
import { defineRefusals } from './define-refusals';
import type { TenantManifest } from '../tenant-types';
import type { Theme } from '../theme-types';
import { defineCalls } from './define-call';
import { AnyObject, Body, Integer, Model, NoQuery, Reply, StringType, Unsafe } from './schema';

/** Calls of the portal engine itself: tenants, health, and this API's own description. */
export const siteCalls = defineCalls('site', {
  /** A tenant's manifest and theme, for a custom-login domain stored in the browser (DESIGN §2). */
  tenantGet: {
    path: '/tenant/get',
    body: Body({ id: StringType({ pattern: '^[a-z][a-z0-9-]{1,30}$' }) }),
    // Manifests and themes are checked against tenants/schema.json and themes/schema.json when they load.
    reply: Reply({ tenant: Unsafe<TenantManifest>(AnyObject), theme: Unsafe<Theme>(AnyObject) }),
  },
  /** Liveness: 200 while the process runs, however busy; never shed, never rate-limited. */
  health: {
    method: 'GET',
    path: '/health',
    body: NoQuery,
    reply: Model({ status: StringType(), database: StringType(), tenants: Integer() }),
  },
  /** Readiness: 200 while the database answers and the process is not shedding load; 503 otherwise. */
  ready: {
    method: 'GET',
    path: '/ready',
    body: NoQuery,
    reply: Model({ status: StringType(), database: StringType() }),
  },
  /** The OpenAPI 3 document of every call. */
  openapi: {
    method: 'GET',
    path: '/openapi.json',
    body: NoQuery,
    reply: AnyObject,
  },
});

/** The site calls' refusals (their msg: locales/zh-cn/server.json). */
export const siteRefusals = defineRefusals('', {
  unknownTenant: { code: E.notFound },
  /** Readiness: the process should not take traffic now. */
  notReady: { code: E.unavailable, status: 503, text: 'unavailable' },
});
