import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import underPressure, { type FastifyUnderPressureOptions } from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ERROR_CODES } from '../../shared/api-contract';
import { API_PREFIX, callUrl } from '../../shared/calls/define-call';
import { siteCalls } from '../../shared/calls/site';
import type { SheddingConfig } from '../config';
import type { Queryable } from '../db/database';
import { addressMatcher } from '../http/address-list';
import { portalSources } from '../http/portal-sources';
import { isPageRequest } from '../http/not-found-limit';
import { BATCHED_DEFAULTS, BatchedStore } from '../http/batched-rate-limit-store';
import { CounterTable, rateLimitStore } from '../http/rate-limit-store';
import { unavailablePage } from '../render/unavailable-page';
import { serverText } from '../server-text';

export interface ExternalOptions {
  /** Another API host the browser may call (API_HOST). */
  apiHost?: string;
  /** Vite's dev server injects inline scripts and a websocket; the policy is relaxed there only (to who may frame a page). */
  development: boolean;
  rateLimitMax: number;
  /** Clients (addresses, CIDR ranges) the per-IP limits leave alone: RATE_LIMIT_EXEMPT. */
  rateLimitExempt: readonly string[];
  /** Thresholds of real overload; both 0: no load shedding. */
  shedding: SheddingConfig;
  /** Per-IP limits count here (rate_limit_counters), shared by every process. */
  db: Queryable;
  /** How often the global limit's counts meet in the database (BatchedStore); tests make it long and flush. */
  rateLimitFlushMs?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The global per-client limit's counts (flush() sends them now: tests). */
    rateLimitCounters: BatchedStore;
    /** Whether an address is one that no per-IP limit or per-address cap applies to (RATE_LIMIT_EXEMPT). */
    rateLimitExempt: (address: string) => boolean;
  }
}

/** Liveness: answered however busy the process is, so a load balancer never takes a working instance out. */
const LIVENESS_URL = `${API_PREFIX}${callUrl(siteCalls.health)}`;
type UnderPressureHandler = NonNullable<FastifyUnderPressureOptions['pressureHandler']>;

/** Third-party plugins: security headers, compression, rate limiting and load shedding. */
export default fp(async function external(app: FastifyInstance, options: ExternalOptions) {
  const connectSrc = ["'self'", ...(options.apiHost ? [new URL(options.apiHost).origin] : [])];
  // Who may frame a page and what a page may frame: the portal's own tenants (the console's tenant gallery).
  // app.tenants is decorated by tenant-context after this plugin, so it is read per request.
  const framers = portalSources(() => (app.hasDecorator('tenants') ? app.tenants.tenants : undefined));
  await app.register(helmet, {
    contentSecurityPolicy: options.development
      ? {
          useDefaults: false,
          directives: { defaultSrc: helmet.contentSecurityPolicy.dangerouslyDisableDefaultSrc, frameAncestors: [framers] },
        }
      : {
          directives: {
            defaultSrc: ["'self'"],
            scriptSrc: ["'self'"],
            styleSrc: ["'self'", "'unsafe-inline'"],
            imgSrc: ["'self'", 'data:', 'blob:'],
            // blob: the console reads a video's length from the chosen file before uploading it.
            mediaSrc: ["'self'", 'blob:'],
            connectSrc,
            fontSrc: ["'self'", 'data:'],
            objectSrc: ["'none'"],
            frameAncestors: [framers],
            frameSrc: [framers],
            upgradeInsecureRequests: null,
          },
        },
    crossOriginEmbedderPolicy: false,
    // The default of browsers: other sites see our origin, which the guest `source` of theirs relies on.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  await app.register(compress, { global: true, threshold: 1024 });
  const exempt = addressMatcher('RATE_LIMIT_EXEMPT', options.rateLimitExempt);
  const table = new CounterTable(options.db);
  const batched = new BatchedStore(table, {
    ...BATCHED_DEFAULTS,
    ...(options.rateLimitFlushMs && { flushMs: options.rateLimitFlushMs }),
    // Fail open: the process goes on counting alone; said once per outage, and when it is over.
    onError: (err) => (err ? app.log.warn({ err }, 'rate-limit counts not shared') : app.log.info('rate-limit counts shared again')),
  });
  app.decorate('rateLimitCounters', batched);
  app.decorate('rateLimitExempt', exempt);
  app.addHook('onClose', () => batched.close());
  await app.register(rateLimit, {
    global: true,
    max: options.rateLimitMax,
    timeWindow: '1 minute',
    store: rateLimitStore(table, batched),
    allowList: (request) => request.url === LIVENESS_URL || exempt(request.ip),
  });
  await registerShedding(app, options.shedding);
});

async function registerShedding(app: FastifyInstance, { eventLoopDelayMs, heapUsedMb, retryAfterSeconds }: SheddingConfig) {
  if (!eventLoopDelayMs && !heapUsedMb) return;

  // under-pressure sends what this returns; undefined lets the request through.
  const shed = (request: FastifyRequest, reply: FastifyReply): string | object | undefined => {
    if (request.url === LIVENESS_URL) return undefined;
    void reply.status(503).header('retry-after', String(retryAfterSeconds)).header('cache-control', 'no-store');
    if (isPageRequest(request)) {
      const tenant = app.tenants.resolve(request.headers.host);
      void reply.type('text/html; charset=utf-8');
      return unavailablePage(app.tenants.themeOf(tenant), tenant.title);
    }
    void reply.type('application/json; charset=utf-8');
    return { code: ERROR_CODES.unavailable, msg: serverText('unavailable') };
  };

  await app.register(underPressure, {
    ...(eventLoopDelayMs && { maxEventLoopDelay: eventLoopDelayMs }),
    ...(heapUsedMb && { maxHeapUsedBytes: heapUsedMb * 1024 * 1024 }),
    retryAfter: retryAfterSeconds,
    exposeStatusRoute: false,
    pressureHandler: shed as UnderPressureHandler,
  });
}
