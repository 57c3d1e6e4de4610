import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import type { AppOptions } from './app-options';
import type { SheddingConfig } from './config';
import { API_PREFIX } from '../shared/calls/define-call';
import { addTextKeyword, AJV_OPTIONS } from './http/ajv-options';
import { DEFAULT_ANONYMOUS_LIMITS } from './http/anonymous-limits';
import { apiModules } from './http/api-modules';
import { rewriteBadUrl } from './http/bad-url';
import { notFoundError } from './http/envelope';
import { requestLogSerializer } from './http/log-safety';
import { notFoundRateLimit } from './http/not-found-limit';
import { fastifyTrustProxy } from './http/trust-proxy';
import { createAiRuntime } from './modules/ai/public';
import accounts from './plugins/accounts';
import beaconLane from './plugins/beacon-lane';
import calls from './plugins/calls';
import chat from './plugins/chat';
import clock from './plugins/clock';
import database from './plugins/database';
import digestSchedule from './plugins/digest-schedule';
import errorEnvelope from './plugins/error-envelope';
import external from './plugins/external';
import openapi from './plugins/openapi';
import tenantContext from './plugins/tenant-context';
import tenderFeedSchedule from './plugins/tender-feed-schedule';
import { uploadPlaceOf } from './modules/media/public';
import tracking from './plugins/tracking';
import renderPlugin from './render/render-plugin';

const NO_SHEDDING: SheddingConfig = { eventLoopDelayMs: 0, heapUsedMb: 0, retryAfterSeconds: 0 };

/** Requests a visitor may make in a minute. */
const DEFAULT_RATE_LIMIT = 1200;

// Logged requests never carry credentials or codes: no bodies, no headers, and URLs without their secrets.
const REDACT = ['req.headers.authorization', 'req.headers.cookie'];
const SERIALIZERS = { req: (request: FastifyRequest) => requestLogSerializer(request) };

/** The app factory: external plugins, then app plugins, then the area modules' routes (fastify/demo's order). */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logLevel
      ? { level: options.logLevel, redact: REDACT, serializers: SERIALIZERS, ...(options.logStream && { stream: options.logStream }) }
      : false,
    // Off unless the operator names the proxies that set X-Forwarded-For: otherwise anyone could pick their own IP.
    trustProxy: fastifyTrustProxy(options.trustProxy),
    bodyLimit: 1024 * 1024,
    rewriteUrl: rewriteBadUrl,
    ajv: { customOptions: AJV_OPTIONS, plugins: [addTextKeyword] },
  });

  await app.register(errorEnvelope);
  // First of the request hooks: beacons are answered before the rest of the stack runs.
  await app.register(beaconLane, { retryAfterSeconds: (options.shedding ?? NO_SHEDDING).retryAfterSeconds });
  await app.register(external, {
    apiHost: options.apiHost,
    development: options.development ?? false,
    rateLimitMax: options.rateLimitMax ?? DEFAULT_RATE_LIMIT,
    rateLimitExempt: options.rateLimitExempt ?? [],
    rateLimitFlushMs: options.rateLimitFlushMs,
    shedding: options.shedding ?? NO_SHEDDING,
    db: options.db,
  });
  await app.register(clock, { now: options.clock });
  await app.register(database, { db: options.db, closeWithApp: options.closeDatabase ?? false });
  await app.register(tenantContext, { registry: options.tenants });
  await app.register(accounts, options.accounts ?? {});
  app.decorate('anonymousLimits', { ...DEFAULT_ANONYMOUS_LIMITS, ...options.anonymousLimits });
  app.decorate('ai', createAiRuntime(options.ai));
  if (options.digests) await app.register(digestSchedule, options.digests);
  app.decorate('tenderFeeds', { feeds: options.tenderFeeds?.feeds ?? [], minutes: options.tenderFeeds?.minutes ?? 0 });
  if (options.tenderFeeds) await app.register(tenderFeedSchedule, { ...options.tenderFeeds, place: uploadPlaceOf(options) });
  await app.register(calls);
  await app.register(chat, { limits: options.chatLimits });
  await app.register(tracking, options.tracking ?? {});
  await app.register(openapi);
  await options.beforeRoutes?.(app);

  const modules = await apiModules();
  await app.register(
    async (api) => {
      for (const module of modules) await module.register(api, options);
    },
    { prefix: API_PREFIX },
  );

  const rateLimitMax = options.rateLimitMax ?? DEFAULT_RATE_LIMIT;
  if (options.renderer) {
    await app.register(renderPlugin, {
      renderer: options.renderer,
      apiHost: options.apiHost,
      rateLimitMax,
      pageCache: options.pageCache,
      publicOrigin: options.accounts?.publicOrigin,
      sitemapFileLimit: options.sitemapFileLimit,
    });
  } else {
    app.setNotFoundHandler({ preHandler: notFoundRateLimit(app, rateLimitMax) }, async () => {
      throw notFoundError();
    });
  }
  return app;
}
