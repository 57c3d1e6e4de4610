import type { FastifyInstance, FastifyRequest, RouteHandlerMethod } from 'fastify';
import fp from 'fastify-plugin';
import type { CallRow } from '../../shared/calls/define-call';
import { normaliseBody } from '../http/normalise-body';
// Routes carry their call row in config.call (declared there); the routes themselves are found by glob.
import type {} from '../http/register-call';
import { tenantFor } from './tenant-context';

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

const statusError = (statusCode: number) => Object.assign(new Error(`beacon answered ${statusCode}`), { statusCode });

/**
 * Beacon rows (CallRow `lane: 'beacon'`, the page-view report) are answered here, in the first onRequest hook,
 * ahead of the general stack: a browser sends one per page, so their cost per request decides how much traffic
 * one process takes (5,000 a second). They keep what protects the server and the data: load
 * shedding, the global per-client limit (the same counters), the tenant, the client's address through the
 * trusted proxies, the row's input rules and schema, its handler and the error envelope. They skip what a
 * few bytes of JSON without a session do not need: helmet's page headers (nosniff and no-store are sent),
 * compression and the session.
 */
export default fp(
  async function beaconLane(app: FastifyInstance, { retryAfterSeconds }: { retryAfterSeconds: number }) {
    // Recognised by path, which costs nothing on every other request; a beacon reached another way (a
    // trailing slash) is served by its route through the general stack, as any call.
    const beaconPaths = new Set<string>();
    app.addHook('onRoute', (route) => {
      if ((route.config as { call?: CallRow } | undefined)?.call?.lane === 'beacon') beaconPaths.add(route.url);
    });
    let limit: Limiter | undefined;
    app.addHook('onReady', async () => {
      limit = app.createRateLimit();
    });
    app.addHook('onRequest', async (request, reply) => {
      if (!beaconPaths.has(pathOf(request.url))) return;
      if (app.hasDecorator('isUnderPressure') && app.isUnderPressure()) {
        void reply.header('retry-after', String(retryAfterSeconds));
        throw statusError(503);
      }
      const counted = await limit!(request);
      if (!counted.isAllowed && counted.isExceeded) {
        void reply.header('retry-after', String(counted.ttlInSeconds));
        throw statusError(429);
      }
      const route = request.routeOptions;
      request.tenant = tenantFor(app.tenants, request);
      checkQuery(request, route.config.call!);
      const answer: unknown = await (route.handler as RouteHandlerMethod).call(app, request, reply);
      return reply.header('cache-control', 'no-store').header('x-content-type-options', 'nosniff').send(answer);
    });
  },
  { name: 'beacon-lane' },
);

function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query < 0 ? url : url.slice(0, query);
}

/** The row's input rules and its query schema, as the route's own validation would apply them. */
function checkQuery(request: FastifyRequest, row: CallRow): void {
  normaliseBody(row, request.query);
  const validate = request.getValidationFunction('querystring');
  if (validate && !validate(request.query)) {
    throw Object.assign(new Error('invalid query'), { validation: validate.errors, validationContext: 'querystring', statusCode: 400 });
  }
}
