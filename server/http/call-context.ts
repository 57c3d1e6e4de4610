import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CallBody, CallReply, CallRow } from '../../shared/calls/define-call';
import type { TenantManifest } from '../../shared/tenant-types';
import type { AuthUser } from '../modules/accounts/public';
import { fail } from '../services/failure';

/** What a call's handler works with, whether it came over HTTP or from a server render in this process. */
export interface CallContext<R extends CallRow> {
  body: CallBody<R>;
  params: Record<string, string>;
  tenant: TenantManifest;
  /** The caller's address (behind a trusted proxy, the client's). */
  ip: string;
  /** The caller's user agent (a server render passes its visitor's): crawlers read without counting. */
  userAgent?: string;
  log: FastifyBaseLogger;
  /** The caller's session; on a row with `login` it is checked before the body is validated. */
  user(): Promise<AuthUser>;
  /** The caller's session, or null: public calls work without one. */
  optionalUser(): Promise<AuthUser | null>;
  /** Over HTTP only: the request and reply, for answers that are files or redirects. */
  http?: { request: FastifyRequest; reply: FastifyReply };
}

/** A JSON call answers its reply schema; a file, redirect or stream row answers through `ctx.http.reply`. */
export type CallAnswer<R extends CallRow> = R['produces'] extends 'file' | 'redirect' | 'stream' ? unknown : CallReply<R>;

export type CallHandler<R extends CallRow> = (ctx: CallContext<R>) => Promise<CallAnswer<R>>;

/** Where a row's `body` schema applies: the query string of a GET or of a file upload, else the JSON body. */
export const bodyInQuery = (row: CallRow): boolean => row.method === 'GET' || row.consumes === 'bytes';

export function httpContext<R extends CallRow>(app: FastifyInstance, row: R, request: FastifyRequest, reply: FastifyReply): CallContext<R> {
  const user = () => app.requireUser(request);
  return {
    body: (bodyInQuery(row) ? request.query : request.body) as CallBody<R>,
    params: request.params as Record<string, string>,
    tenant: request.tenant,
    ip: request.ip,
    userAgent: request.headers['user-agent'],
    log: request.log,
    user,
    optionalUser: () => (request.headers.authorization ? user().catch(() => null) : Promise.resolve(null)),
    http: { request, reply },
  };
}

/** Who a server render calls for: the page's visitor, anonymous (pages are the same for everyone). */
export interface LocalCaller {
  tenant: TenantManifest;
  ip: string;
  userAgent?: string;
  log: FastifyBaseLogger;
}

export function localContext<R extends CallRow>(caller: LocalCaller, body: CallBody<R>): CallContext<R> {
  return {
    ...caller,
    body,
    params: {},
    user: () => Promise.reject(fail('unauthorized')),
    optionalUser: () => Promise.resolve(null),
  };
}
