import { isAbsolute, join, resolve } from 'node:path';
import { addressMatcher } from './http/address-list';
import type { AnonymousLimits } from './http/anonymous-limits';
import { parseTrustProxy, type TrustProxy } from './http/trust-proxy';
import { ROOT } from './paths';
import type { AccountOptions } from './plugins/accounts';
import type { AiOptions } from './modules/ai/public';
import type { ChatLimits } from './modules/chat/public';
import { readOAuthProviders } from './modules/accounts/public';
import type { MessageConfig } from './services/messages/message-provider';
import { DEFAULT_RAW_RETENTION_DAYS, DEFAULT_ROLLUP_SECONDS } from './plugins/tracking';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  /** STORAGE_URL: where uploads are kept (file:///path or s3://bucket?endpoint=…); unset: <DATA_DIR>/media. */
  storageUrl?: string;
  apiHost?: string;
  logLevel: string;
  /** Behind reverse proxies, their hop count or addresses: X-Forwarded-For then names the client (per-IP limits). */
  trustProxy?: TrustProxy;
  /** DEV_OUTBOX: serve GET /api/dev/outbox (on by default only without TRUST_PROXY; see app.ts). */
  devOutbox?: boolean;
  /** SEED_DEMO: seed the demo users (by default on the embedded database only; see db/seed.ts). */
  seedDemo?: boolean;
  /** Load shedding: thresholds of real overload; 0 turns a check off. */
  shedding: SheddingConfig;
  /** Addresses and CIDR ranges the per-IP limits do not apply to (RATE_LIMIT_EXEMPT). */
  rateLimitExempt: string[];
  /** Anonymous page renders kept in memory; ttlSeconds 0 renders every page afresh. */
  pageCache: PageCacheConfig;
  accounts: AccountOptions;
  anonymousLimits: Partial<AnonymousLimits>;
  /** CHAT_FRAMES_PER_*: the chat socket's frame rates (the message rates are fixed). */
  chatLimits: Partial<ChatLimits>;
  /** TENDER_DIGEST_HOUR: the hour (UTC+8) from which each day's subscription digests go out; null: never. */
  digestHour: number | null;
  /** TRACE_ROLLUP_SECONDS (0: never) and TRACE_RAW_RETENTION_DAYS: the tracking rollup's schedule and raw events' age. */
  tracking: { rollupSeconds: number; rawRetentionDays: number };
  /** AI_BASE_URL, AI_API_KEY, AI_MODEL, AI_TIMEOUT_SECONDS, AI_STALL_SECONDS: the AI tools' model; no AI_BASE_URL: offline drafting. */
  ai: AiOptions;
  /** TENDER_FEEDS, TENDER_FEED_MINUTES, TENDER_FETCH_*, TENDER_ATTACHMENT_MAX_MB: tender feeds and what is fetched for them. */
  tenderFeeds: TenderFeedConfig;
}

export interface TenderFeedConfig {
  /** Folders (absolute paths) and http(s) URLs polled for tender notices; empty: none. */
  feeds: string[];
  /** A feed is polled again this many minutes after its last poll. */
  minutes: number;
  /** Addresses and CIDR ranges (and `loopback`) the outbound guard lets through although not public. */
  fetchAllow: string[];
  /** The whole of one fetch (a feed page, an attachment), redirects and body included. */
  fetchTimeoutMs: number;
  /** An attachment larger than this is refused. */
  attachmentMaxBytes: number;
}

export interface SheddingConfig {
  /** 503 while the event loop's mean delay over a second exceeds this many ms. */
  eventLoopDelayMs: number;
  /** 503 while the JavaScript heap holds more than this many MB. */
  heapUsedMb: number;
  /** Seconds a shed client is asked to wait (Retry-After). */
  retryAfterSeconds: number;
}

export interface PageCacheConfig {
  ttlSeconds: number;
  maxMb: number;
}

function port(value: string | undefined): number {
  if (value === undefined || value === '') return 3000;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 65535) {
    throw new Error(`PORT must be a whole number from 0 to 65535, got '${value}'`);
  }
  return parsed;
}

function positive(name: string, value: string): number {
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1) throw new Error(`${name} must be a whole number above 0, got '${value}'`);
  return parsed;
}

function nonNegative(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`${name} must be a whole number of 0 or more, got '${value}'`);
  return parsed;
}

function flag(name: string, value: string | undefined): boolean | undefined {
  if (value === undefined || value === '') return undefined;
  if (value === '1' || value === '0') return value === '1';
  throw new Error(`${name} must be '1' or '0', got '${value}'`);
}

function messages(env: NodeJS.ProcessEnv): MessageConfig {
  const provider = env.MESSAGE_PROVIDER || 'outbox';
  if (provider !== 'outbox' && provider !== 'webhook') {
    throw new Error(`MESSAGE_PROVIDER must be 'outbox' or 'webhook', got '${provider}'`);
  }
  if (provider === 'webhook' && !/^https?:\/\//.test(env.MESSAGE_WEBHOOK_URL ?? '')) {
    throw new Error('MESSAGE_PROVIDER=webhook needs MESSAGE_WEBHOOK_URL (an http or https URL)');
  }
  return { provider, webhookUrl: env.MESSAGE_WEBHOOK_URL || undefined, webhookToken: env.MESSAGE_WEBHOOK_TOKEN || undefined };
}

/** Accounts: the message gateway, third-party logins and the addresses bindClient opens. */
function accounts(env: NodeJS.ProcessEnv): AccountOptions {
  const clientUrls: AccountOptions['clientUrls'] = {};
  if (env.ORG_PLATFORM_URL) clientUrls.org = env.ORG_PLATFORM_URL;
  if (env.OPEN_PLATFORM_URL) clientUrls.open = env.OPEN_PLATFORM_URL;
  const limits: AccountOptions['limits'] = {};
  if (env.AUTH_IP_LOGIN_PER_MINUTE) limits.ipLoginPerMinute = positive('AUTH_IP_LOGIN_PER_MINUTE', env.AUTH_IP_LOGIN_PER_MINUTE);
  if (env.AUTH_IP_CODE_PER_MINUTE) limits.ipCodePerMinute = positive('AUTH_IP_CODE_PER_MINUTE', env.AUTH_IP_CODE_PER_MINUTE);
  return {
    messages: messages(env),
    limits,
    oauth: readOAuthProviders(env),
    publicOrigin: env.PUBLIC_ORIGIN ? env.PUBLIC_ORIGIN.replace(/\/+$/, '') : undefined,
    clientUrls,
  };
}

const DEFAULT_SHED_DELAY_MS = 1000;
const DEFAULT_RETRY_AFTER_S = 10;
const DEFAULT_PAGE_CACHE_S = 30;
const DEFAULT_PAGE_CACHE_MB = 64;

function list(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

function shedding(env: NodeJS.ProcessEnv): SheddingConfig {
  return {
    eventLoopDelayMs: nonNegative('SHED_EVENT_LOOP_DELAY_MS', env.SHED_EVENT_LOOP_DELAY_MS, DEFAULT_SHED_DELAY_MS),
    heapUsedMb: nonNegative('SHED_HEAP_USED_MB', env.SHED_HEAP_USED_MB, 0),
    retryAfterSeconds: nonNegative('SHED_RETRY_AFTER_SECONDS', env.SHED_RETRY_AFTER_SECONDS, DEFAULT_RETRY_AFTER_S),
  };
}

const DEFAULT_DIGEST_HOUR = 8;

function digestHour(value: string | undefined): number | null {
  if (value === undefined || value === '') return DEFAULT_DIGEST_HOUR;
  if (value === 'off') return null;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 23)
    throw new Error(`TENDER_DIGEST_HOUR must be an hour from 0 to 23 or 'off', got '${value}'`);
  return parsed;
}

function ai(env: NodeJS.ProcessEnv): AiOptions {
  const baseUrl = env.AI_BASE_URL?.trim();
  if (baseUrl && !/^https?:\/\//.test(baseUrl)) throw new Error(`AI_BASE_URL must be an http or https URL, got '${baseUrl}'`);
  return {
    baseUrl: baseUrl || undefined,
    apiKey: env.AI_API_KEY || undefined,
    model: env.AI_MODEL || undefined,
    ...(env.AI_TIMEOUT_SECONDS && { timeoutSeconds: positive('AI_TIMEOUT_SECONDS', env.AI_TIMEOUT_SECONDS) }),
    ...(env.AI_STALL_SECONDS && { stallSeconds: positive('AI_STALL_SECONDS', env.AI_STALL_SECONDS) }),
  };
}

const DEFAULT_FEED_MINUTES = 30;
const DEFAULT_FETCH_TIMEOUT_S = 30;
const DEFAULT_ATTACHMENT_MAX_MB = 20;
const FEEDS_HELP = 'TENDER_FEEDS takes folders or http(s) URLs separated by commas';

/** A feed as given: an http(s) URL as it is, a folder as an absolute path; any other scheme stops the start-up. */
function feed(entry: string): string {
  if (!/^[a-z][a-z0-9+.-]*:/i.test(entry) || /^[a-z]:[\\/]/i.test(entry)) return isAbsolute(entry) ? entry : resolve(entry);
  let url: URL;
  try {
    url = new URL(entry);
  } catch {
    throw new Error(`${FEEDS_HELP}; '${entry}' is not a URL`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`${FEEDS_HELP}; '${entry}' is neither`);
  return url.href;
}

function tenderFeeds(env: NodeJS.ProcessEnv): TenderFeedConfig {
  const fetchAllow = list(env.TENDER_FETCH_ALLOW);
  addressMatcher('TENDER_FETCH_ALLOW', fetchAllow, 'TENDER_FETCH_ALLOW takes addresses, CIDR ranges or loopback separated by commas');
  return {
    feeds: list(env.TENDER_FEEDS).map(feed),
    minutes: env.TENDER_FEED_MINUTES ? positive('TENDER_FEED_MINUTES', env.TENDER_FEED_MINUTES) : DEFAULT_FEED_MINUTES,
    fetchAllow,
    fetchTimeoutMs:
      1000 *
      (env.TENDER_FETCH_TIMEOUT_SECONDS
        ? positive('TENDER_FETCH_TIMEOUT_SECONDS', env.TENDER_FETCH_TIMEOUT_SECONDS)
        : DEFAULT_FETCH_TIMEOUT_S),
    attachmentMaxBytes:
      1024 *
      1024 *
      (env.TENDER_ATTACHMENT_MAX_MB ? positive('TENDER_ATTACHMENT_MAX_MB', env.TENDER_ATTACHMENT_MAX_MB) : DEFAULT_ATTACHMENT_MAX_MB),
  };
}

/** DESIGN §configuration: every variable is optional. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    port: port(env.PORT),
    host: env.HOST || '0.0.0.0',
    dataDir: env.DATA_DIR || join(ROOT, '.data'),
    databaseUrl: env.DATABASE_URL || undefined,
    storageUrl: env.STORAGE_URL || undefined,
    apiHost: env.API_HOST ? env.API_HOST.replace(/\/+$/, '') : undefined,
    logLevel: env.LOG_LEVEL || 'info',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    devOutbox: flag('DEV_OUTBOX', env.DEV_OUTBOX),
    seedDemo: flag('SEED_DEMO', env.SEED_DEMO),
    shedding: shedding(env),
    rateLimitExempt: list(env.RATE_LIMIT_EXEMPT),
    pageCache: {
      ttlSeconds: nonNegative('PAGE_CACHE_SECONDS', env.PAGE_CACHE_SECONDS, DEFAULT_PAGE_CACHE_S),
      maxMb: nonNegative('PAGE_CACHE_MB', env.PAGE_CACHE_MB, DEFAULT_PAGE_CACHE_MB),
    },
    accounts: accounts(env),
    digestHour: digestHour(env.TENDER_DIGEST_HOUR),
    tracking: {
      rollupSeconds: nonNegative('TRACE_ROLLUP_SECONDS', env.TRACE_ROLLUP_SECONDS, DEFAULT_ROLLUP_SECONDS),
      rawRetentionDays: env.TRACE_RAW_RETENTION_DAYS
        ? positive('TRACE_RAW_RETENTION_DAYS', env.TRACE_RAW_RETENTION_DAYS)
        : DEFAULT_RAW_RETENTION_DAYS,
    },
    ai: ai(env),
    tenderFeeds: tenderFeeds(env),
    anonymousLimits: anonymousLimits(env),
    chatLimits: chatLimits(env),
  };
}

/** The variables of the caps on anonymous writes (README "Configuration"), each a whole number above 0. */
const ANONYMOUS_LIMIT_VARIABLES: Partial<Record<keyof AnonymousLimits, string>> = {
  guestsPerAddressPerHour: 'GUESTS_PER_ADDRESS_PER_HOUR',
  guestsPerAddressPerDay: 'GUESTS_PER_ADDRESS_PER_DAY',
  guestsPerTenantPerDay: 'GUESTS_PER_TENANT_PER_DAY',
  chatMessagesPerAddressPerDay: 'CHAT_MESSAGES_PER_ADDRESS_PER_DAY',
  chatCharactersPerAddressPerDay: 'CHAT_CHARACTERS_PER_ADDRESS_PER_DAY',
  chatMessagesPerTenantPerDay: 'CHAT_MESSAGES_PER_TENANT_PER_DAY',
  chatCharactersPerTenantPerDay: 'CHAT_CHARACTERS_PER_TENANT_PER_DAY',
  chatMessagesPerConversationPerDay: 'CHAT_MESSAGES_PER_CONVERSATION_PER_DAY',
  traceEventsPerAddressPerDay: 'TRACE_EVENTS_PER_ADDRESS_PER_DAY',
  traceEventsPerTenantPerDay: 'TRACE_EVENTS_PER_TENANT_PER_DAY',
  bookingsPerTenantPerDay: 'BOOKINGS_PER_TENANT_PER_DAY',
};

const CHAT_LIMIT_VARIABLES: Partial<Record<keyof ChatLimits, string>> = {
  framesPerSocketPerMinute: 'CHAT_FRAMES_PER_SOCKET_PER_MINUTE',
  framesPerAddressPerMinute: 'CHAT_FRAMES_PER_ADDRESS_PER_MINUTE',
};

/** The variables of `names` that are set, read as whole numbers above 0. */
function positives<K extends string>(env: NodeJS.ProcessEnv, names: Partial<Record<K, string>>): Partial<Record<K, number>> {
  const read: Partial<Record<K, number>> = {};
  for (const [key, name] of Object.entries(names) as [K, string][]) {
    const value = env[name];
    if (value) read[key] = positive(name, value);
  }
  return read;
}

const anonymousLimits = (env: NodeJS.ProcessEnv): Partial<AnonymousLimits> => positives(env, ANONYMOUS_LIMIT_VARIABLES);
const chatLimits = (env: NodeJS.ProcessEnv): Partial<ChatLimits> => positives(env, CHAT_LIMIT_VARIABLES);
