import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import type { DestinationStream } from 'pino';
import { NEWS_PUB } from '../shared/api-contract';
import type { Database } from './db/database';
import { requestLogSerializer } from './http/log-safety';
import accounts, { type AccountOptions } from './plugins/accounts';
import errorEnvelope from './plugins/error-envelope';
import database from './plugins/database';
import external from './plugins/external';
import tenantContext from './plugins/tenant-context';
import { notFoundError } from './http/envelope';
import { notFoundRateLimit } from './http/not-found-limit';
import type { PageRenderer } from './render/page-renderer';
import renderPlugin from './render/render-plugin';
import catRoutes from './routes/cat/cat-routes';
import crmRoutes from './routes/crm/crm-routes';
import outboxRoutes from './routes/dev/outbox-routes';
import healthRoutes from './routes/health-routes';
import downloadFileRoutes from './routes/news/download-file-routes';
import libraryPubRoutes from './routes/news/library-pub-routes';
import newsPrivateRoutes from './routes/news/news-private-routes';
import newsPubRoutes from './routes/news/news-pub-routes';
import searchRoutes from './routes/news/search-routes';
import tenantRoutes from './routes/tenant-routes';
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
  trustProxy?: boolean;
  /** Accounts: message provider, OAuth providers, limits (boot() reads them from the environment). */
  accounts?: AccountOptions;
  /** Files of the download area an operator has supplied (<DATA_DIR>/downloads); generated ones otherwise. */
  downloadsDir?: string;
}

/** Requests a visitor may make in a minute. */
const DEFAULT_RATE_LIMIT = 1200;

// Logged requests never carry credentials or codes: no bodies, no headers, and URLs without their secrets.
const REDACT = ['req.headers.authorization', 'req.headers.cookie', 'req.headers["x-portal-internal"]'];
const SERIALIZERS = { req: (request: FastifyRequest) => requestLogSerializer(request) };

/** The app factory: external plugins, then app plugins, then routes (fastify/demo's order). */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const internalToken = randomBytes(16).toString('hex');
  const app = Fastify({
    logger: options.logLevel
      ? { level: options.logLevel, redact: REDACT, serializers: SERIALIZERS, ...(options.logStream && { stream: options.logStream }) }
      : false,
    // Off unless the operator says a proxy sets X-Forwarded-For: otherwise anyone could pick their own IP.
    trustProxy: options.trustProxy ?? false,
    bodyLimit: 1024 * 1024,
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false, allErrors: false } },
  });

  await app.register(errorEnvelope);
  await app.register(external, {
    apiHost: options.apiHost,
    development: options.development ?? false,
    rateLimitMax: options.rateLimitMax ?? DEFAULT_RATE_LIMIT,
    internalToken,
    db: options.db,
  });
  await app.register(database, { db: options.db, closeWithApp: options.closeDatabase ?? false });
  await app.register(tenantContext, { registry: options.tenants });
  await app.register(accounts, options.accounts ?? {});
  await options.beforeRoutes?.(app);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(tenantRoutes);
      await api.register(crmRoutes, { prefix: '/crm' });
      // SPEC §7: the public news calls answer under both prefixes.
      for (const prefix of [NEWS_PUB, '/ai/pub']) {
        for (const routes of [newsPubRoutes, libraryPubRoutes, searchRoutes]) await api.register(routes, { prefix });
      }
      await api.register(newsPrivateRoutes, { prefix: '/news' });
      await api.register(downloadFileRoutes, { prefix: '/news', downloadsDir: options.downloadsDir });
      await api.register(catRoutes, { prefix: '/cat' });
      await api.register(userRoutes, { prefix: '/user' });
      // Codes are readable here only while they go to the outbox (development, tests), never with a real gateway.
      if (api.accounts.messages.keepsOutbox) await api.register(outboxRoutes);
    },
    { prefix: '/api' },
  );

  const rateLimitMax = options.rateLimitMax ?? DEFAULT_RATE_LIMIT;
  if (options.renderer) {
    await app.register(renderPlugin, { renderer: options.renderer, apiHost: options.apiHost, internalToken, rateLimitMax });
  } else {
    app.setNotFoundHandler({ preHandler: notFoundRateLimit(app, rateLimitMax) }, async () => {
      throw notFoundError();
    });
  }
  return app;
}
