import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ERROR_CODES } from '../../shared/api-contract';
import { API_PREFIX, callUrl } from '../../shared/calls/define-call';
import { siteCalls } from '../../shared/calls/site';
import type { Queryable } from '../db/database';
import { rateLimitStore } from '../http/rate-limit-store';
import { serverText } from '../server-text';

export interface ExternalOptions {
  /** Another API host the browser may call (API_HOST). */
  apiHost?: string;
  /** Vite's dev server injects inline scripts and a websocket; the policy is relaxed there only. */
  development: boolean;
  rateLimitMax: number;
  /** 0: no load shedding. */
  shedEventLoopDelayMs: number;
  /** Per-route limits with a groupId (login and code routes) count here, shared by every process. */
  db: Queryable;
}

const HEALTH_URL = `${API_PREFIX}${callUrl(siteCalls.health)}`;

/** Third-party plugins: security headers, compression, rate limiting and load shedding. */
export default fp(async function external(app: FastifyInstance, options: ExternalOptions) {
  const connectSrc = ["'self'", ...(options.apiHost ? [new URL(options.apiHost).origin] : [])];
  await app.register(helmet, {
    contentSecurityPolicy: options.development
      ? false
      : {
          directives: {
            defaultSrc: ["'self'"],
            scriptSrc: ["'self'"],
            styleSrc: ["'self'", "'unsafe-inline'"],
            imgSrc: ["'self'", 'data:', 'blob:'],
            connectSrc,
            fontSrc: ["'self'", 'data:'],
            objectSrc: ["'none'"],
            frameAncestors: ["'self'"],
            upgradeInsecureRequests: null,
          },
        },
    crossOriginEmbedderPolicy: false,
    // The default of browsers: other sites see our origin, which the guest `source` of theirs relies on.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(rateLimit, {
    global: true,
    max: options.rateLimitMax,
    timeWindow: '1 minute',
    store: rateLimitStore(options.db),
    allowList: (request) => request.url === HEALTH_URL,
  });
  if (!options.shedEventLoopDelayMs) return;
  await app.register(underPressure, {
    maxEventLoopDelay: options.shedEventLoopDelayMs,
    exposeStatusRoute: false,
    pressureHandler: (_request, reply) => {
      void reply.status(503).send({ code: ERROR_CODES.unavailable, msg: serverText('unavailable') });
    },
  });
});
