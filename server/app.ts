import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import type { DestinationStream } from 'pino';
import type { PageCacheConfig, SheddingConfig } from './config';
import type { Database } from './db/database';
import { API_PREFIX } from '../shared/calls/define-call';
import { addTextKeyword, AJV_OPTIONS } from './http/ajv-options';
import { rewriteBadUrl } from './http/bad-url';
import { requestLogSerializer } from './http/log-safety';
import accounts, { type AccountOptions } from './plugins/accounts';
import beaconLane from './plugins/beacon-lane';
import clock from './plugins/clock';
import calls from './plugins/calls';
import errorEnvelope from './plugins/error-envelope';
import database from './plugins/database';
import digestSchedule, { type DigestScheduleOptions } from './plugins/digest-schedule';
import external from './plugins/external';
import openapi from './plugins/openapi';
import tenantContext from './plugins/tenant-context';
import { notFoundError } from './http/envelope';
import { DEFAULT_ANONYMOUS_LIMITS, type AnonymousLimits } from './http/anonymous-limits';
import { notFoundRateLimit } from './http/not-found-limit';
import { fastifyTrustProxy, type TrustProxy } from './http/trust-proxy';
import type { PageRenderer } from './render/page-renderer';
import renderPlugin from './render/render-plugin';
import aiToolRoutes from './routes/ai/ai-tool-routes';
import learningRoutes from './routes/ai/learning-routes';
import aiWritingRoutes from './routes/ai/ai-writing-routes';
import pointsRoutes from './routes/ai/points-routes';
import tenderRoutes from './routes/ai/tender-routes';
import catRoutes from './routes/cat/cat-routes';
import bookingRoutes from './routes/crm/booking-routes';
import crmRoutes from './routes/crm/crm-routes';
import deskRoutes from './routes/crm/desk-routes';
import chatRoutes from './routes/crm/chat-routes';
import chat from './plugins/chat';
import type { ChatLimits } from './services/chat/chat-messages';
import { createAiRuntime, type AiOptions } from './services/ai/ai-runtime';
import outboxRoutes from './routes/dev/outbox-routes';
import traceDevRoutes from './routes/dev/trace-dev-routes';
import analyticsRoutes from './routes/trace/analytics-routes';
import traceRoutes from './routes/trace/trace-routes';
import tracking, { type TrackingOptions } from './plugins/tracking';
import openRoutes from './routes/open/open-routes';
import downloadRoutes from './routes/news/download-routes';
import helpRoutes from './routes/news/help-routes';
import jobRoutes from './routes/news/job-routes';
import productRoutes from './routes/news/product-routes';
import libraryRoutes from './routes/news/library-routes';
import newsRoutes from './routes/news/news-routes';
import searchRoutes from './routes/news/search-routes';
import userContentRoutes from './routes/news/user-content-routes';
import siteRoutes from './routes/site-routes';
import userRoutes from './routes/user/user-routes';
import type { TenantRegistry } from './tenants/tenant-registry';

export interface AppOptions {
  db: Database;
  tenants: TenantRegistry;
  /** Renders pages; without one the app serves only the API (server tests). */
  renderer?: PageRenderer;
  apiHost?: string;
  development?: boolean;
  closeDatabase?: boolean;
  rateLimitMax?: number;
  /** Development mounts Vite's middleware here, ahead of every route. */
  beforeRoutes?: (app: FastifyInstance) => Promise<void>;
  /** Without a level the app does not log (tests). */
  logLevel?: string;
  /** Where log lines go (stdout when unset); tests capture them. */
  logStream?: DestinationStream;
  /** Reverse proxies in front (TRUST_PROXY): a hop count or their addresses. Unset: X-Forwarded-For is ignored. */
  trustProxy?: TrustProxy;
  /** Serve GET /api/dev/outbox to loopback peers (with the outbox provider only). Default: only without trustProxy. */
  devOutbox?: boolean;
  /** Load shedding thresholds; unset: off (tests). */
  shedding?: SheddingConfig;
  /** Clients the per-IP limits leave alone (RATE_LIMIT_EXEMPT). */
  rateLimitExempt?: readonly string[];
  /** How often the global limit's counts meet in the database; tests make it long and flush (external.ts). */
  rateLimitFlushMs?: number;
  /** Anonymous page renders kept in memory; unset or ttlSeconds 0: every page rendered afresh. */
  pageCache?: PageCacheConfig;
  /** URLs per sitemap file: the protocol's 50,000 unless a test needs fewer. */
  sitemapFileLimit?: number;
  /** Accounts: message provider, OAuth providers, limits (boot() reads them from the environment). */
  accounts?: AccountOptions;
  /** Files of the download area an operator has supplied (<DATA_DIR>/downloads); generated ones otherwise. */
  downloadsDir?: string;
  /** Caps on anonymous writes (guests, counted reads); the defaults unless set (GUESTS_PER_ADDRESS_PER_HOUR, tests). */
  anonymousLimits?: Partial<AnonymousLimits>;
  /** The daily tender digests (TENDER_DIGEST_HOUR); unset: not scheduled (tests, scripts). */
  digests?: DigestScheduleOptions;
  /** Messages a guest or operator may send a minute (tests raise them). */
  chatLimits?: Partial<ChatLimits>;
  /** The clock (app.now); tests pass a controllable one. Default: the wall clock. */
  clock?: () => Date;
  /** Tracking's buffer, per-visitor cap, rollup schedule and retention (TRACE_*); unset: no scheduled rollup. */
  tracking?: TrackingOptions;
  /** The AI tools' model provider (AI_BASE_URL, AI_API_KEY, AI_MODEL, AI_*_SECONDS); without a baseUrl: offline drafting. */
  ai?: AiOptions;
}

const NO_SHEDDING: SheddingConfig = { eventLoopDelayMs: 0, heapUsedMb: 0, retryAfterSeconds: 0 };

/** Requests a visitor may make in a minute. */
const DEFAULT_RATE_LIMIT = 1200;

// Logged requests never carry credentials or codes: no bodies, no headers, and URLs without their secrets.
const REDACT = ['req.headers.authorization', 'req.headers.cookie'];
const SERIALIZERS = { req: (request: FastifyRequest) => requestLogSerializer(request) };

/** The app factory: external plugins, then app plugins, then routes (fastify/demo's order). */
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
  await app.register(calls);
  await app.register(chat, { limits: options.chatLimits });
  await app.register(tracking, options.tracking ?? {});
  await app.register(openapi);
  await options.beforeRoutes?.(app);

  await app.register(
    async (api) => {
      await api.register(siteRoutes);
      await api.register(crmRoutes);
      await api.register(deskRoutes);
      await api.register(chatRoutes);
      await api.register(bookingRoutes);
      for (const routes of [newsRoutes, libraryRoutes, catRoutes, jobRoutes, searchRoutes, userContentRoutes, tenderRoutes, productRoutes, helpRoutes]) await api.register(routes);
      await api.register(downloadRoutes, { downloadsDir: options.downloadsDir });
      await api.register(learningRoutes);
      await api.register(pointsRoutes);
      await api.register(aiToolRoutes);
      await api.register(aiWritingRoutes);
      await api.register(userRoutes);
      await api.register(openRoutes);
      await api.register(traceRoutes);
      await api.register(analyticsRoutes);
      // Codes are readable here only while they go to the outbox (development, tests), never with a real gateway,
      // and not behind a proxy, whose own connections come from loopback, unless DEV_OUTBOX says so.
      const devOutbox = options.devOutbox ?? options.trustProxy === undefined;
      if (api.accounts.messages.keepsOutbox && devOutbox) {
        await api.register(outboxRoutes);
        await api.register(traceDevRoutes);
      }
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
