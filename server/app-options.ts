import type { FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import type { PageCacheConfig, SheddingConfig } from './config';
import type { Database } from './db/database';
import type { AnonymousLimits } from './http/anonymous-limits';
import type { TrustProxy } from './http/trust-proxy';
import type { AiOptions } from './modules/ai/public';
import type { ChatLimits } from './modules/chat/public';
import type { UploadPlace } from './modules/media/public';
import type { AccountOptions } from './plugins/accounts';
import type { DigestScheduleOptions } from './plugins/digest-schedule';
import type { TenderFeedScheduleOptions } from './plugins/tender-feed-schedule';
import type { TrackingOptions } from './plugins/tracking';
import type { PageRenderer } from './render/page-renderer';
import type { TenantRegistry } from './tenants/tenant-registry';

/** What buildApp takes; every area module is handed the same options and reads the ones it needs. */
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
  /** Where uploads are stored (STORAGE_URL, else <DATA_DIR>/media) and checked; unset: a temporary folder (tests). */
  media?: UploadPlace;
  /** Caps on anonymous writes (guests, counted reads); the defaults unless set (GUESTS_PER_ADDRESS_PER_HOUR, tests). */
  anonymousLimits?: Partial<AnonymousLimits>;
  /** The daily tender digests (TENDER_DIGEST_HOUR); unset: not scheduled (tests, scripts). */
  digests?: DigestScheduleOptions;
  /** Tender feeds and the fetching of imported attachments (TENDER_FEEDS, TENDER_FETCH_*); unset: not scheduled (tests, scripts). */
  tenderFeeds?: Omit<TenderFeedScheduleOptions, 'place'>;
  /** Messages a guest or operator may send a minute (tests raise them). */
  chatLimits?: Partial<ChatLimits>;
  /** The clock (app.now); tests pass a controllable one. Default: the wall clock. */
  clock?: () => Date;
  /** Tracking's buffer, per-visitor cap, rollup schedule and retention (TRACE_*); unset: no scheduled rollup. */
  tracking?: TrackingOptions;
  /** The AI tools' model provider (AI_BASE_URL, AI_API_KEY, AI_MODEL, AI_*_SECONDS); without a baseUrl: offline drafting. */
  ai?: AiOptions;
  /** How often scheduled news is looked at for publishing, in ms (server/modules/console/release-due.ts); tests shorten it. */
  releaseCheckMs?: number;
}
