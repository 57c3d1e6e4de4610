import type { FastifyContextConfig, FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import { pathsOf, type CallRow, type LimitGroup, type Role } from '../../shared/calls/define-call';
import type { AuthUser } from '../modules/accounts/public';
import { fail } from '../services/failure';
import { bodyInQuery, httpContext, type CallHandler } from './call-context';
import { addressKey } from './client-address';
import { normaliseBody } from './normalise-body';
import { answersSecret, noStore } from './no-store';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The row a route serves (the OpenAPI document reads it). */
    call?: CallRow;
  }
}

const ROLE_CHECKS: Record<Role, (user: AuthUser) => boolean> = {
  orgMember: (user) => user.orgId !== null,
  operator: (user) => user.operatorTenants.length > 0,
  editor: (user) => user.editorTenants.length > 0,
  admin: (user) => user.adminTenants.length > 0,
};

const HOUR_MS = 3_600_000;

function rateLimitOf(app: FastifyInstance, group: LimitGroup): FastifyContextConfig['rateLimit'] {
  // A groupId shares one counter per client across the group's calls, kept in the database (every process);
  // a client is its address, an IPv6 one by its /64.
  const keyGenerator = (request: FastifyRequest) => addressKey(request.ip);
  if (group === 'guest') {
    return { max: app.anonymousLimits.guestsPerAddressPerHour, timeWindow: HOUR_MS, groupId: 'anonymous-guest', keyGenerator };
  }
  const max = group === 'login' ? app.accounts.limits.ipLoginPerMinute : app.accounts.limits.ipCodePerMinute;
  return { max, timeWindow: 60_000, groupId: `account-${group}`, keyGenerator };
}

/** The answer as the response schema describes it: JSON (also what is serialised), a file, or a redirect. */
function responseOf(row: CallRow): FastifySchema['response'] {
  switch (row.produces ?? 'json') {
    case 'json':
      return { 200: row.reply };
    case 'file':
      return { 200: { description: 'file', content: { 'application/octet-stream': { schema: row.reply } } } };
    case 'redirect':
      return { 302: { description: 'redirect', ...row.reply } };
    case 'stream':
      return { 200: { description: 'server-sent events', content: { 'text/event-stream': { schema: { type: 'string' } } } } };
  }
}

function schemaOf(row: CallRow): FastifySchema {
  return {
    ...(bodyInQuery(row) ? { querystring: row.body } : { body: row.body }),
    ...(row.params && { params: row.params }),
    response: responseOf(row),
  };
}

/**
 * Serves one row of the call table at each of its paths: its request and response schemas (the response
 * schema speeds up serialising and keeps unlisted fields in), its login and role check, its rate-limit group,
 * and its input rules; an answer that carries a token or ticket is sent with `Cache-Control: no-store`. The
 * handler is also kept for in-process calls of the server render.
 */
export function registerCall<R extends CallRow>(app: FastifyInstance, row: R, handler: CallHandler<R>): void {
  app.calls.add(row, handler);
  const checkLogin = async (request: FastifyRequest) => {
    const user = await app.requireUser(request);
    if (row.role && !ROLE_CHECKS[row.role](user)) throw fail('forbidden');
  };
  const normalise = async (request: FastifyRequest) => normaliseBody(row, bodyInQuery(row) ? request.query : request.body);
  const secret = answersSecret(row.reply);
  for (const url of pathsOf(row)) {
    app.route({
      method: row.method,
      url,
      ...(secret && { onRequest: noStore }),
      // A beacon's answer is a few bytes (server/plugins/beacon-lane.ts).
      ...(row.lane && { compress: false as const }),
      ...(row.bodyLimit && { bodyLimit: row.bodyLimit }),
      schema: schemaOf(row),
      config: { call: row, ...(row.limit && { rateLimit: rateLimitOf(app, row.limit) }) },
      // The session is checked before the body: a caller without one gets HTTP 401 whatever it sent.
      preValidation: row.login ? [normalise, checkLogin] : [normalise],
      handler: (request, reply) => handler(httpContext<R>(app, row, request, reply)),
    });
  }
}
