import type { FastifyInstance } from 'fastify';
import { traceCalls } from '../../../shared/calls/trace';
import { ok } from '../../http/envelope';
import { registerCall } from '../../http/register-call';
import type { Reporter } from './tracker';

/**
 * What the browser reports: page views, leaves and article traces. navigator.sendBeacon posts a
 * string body as text/plain, so this plugin (and only its routes) reads text/plain as JSON.
 */
export default async function traceRoutes(app: FastifyInstance) {
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(Object.assign(new Error('invalid JSON'), { statusCode: 400, code: 'FST_ERR_CTP_INVALID_JSON_BODY' }), undefined);
    }
  });
  const tracker = app.tracking.tracker;
  const reporter = (tenantId: string, ip: string, userAgent: string | undefined): Reporter => ({ tenantId, ip, userAgent });
  const userAgent = (ctx: { http?: { request: { headers: Record<string, unknown> } } }) =>
    ctx.http?.request.headers['user-agent'] as string | undefined;

  registerCall(app, traceCalls.stat, async (ctx) => {
    await tracker.view(reporter(ctx.tenant.id, ctx.ip, userAgent(ctx)), ctx.body);
    return ok({});
  });

  registerCall(app, traceCalls.leave, async (ctx) => {
    await tracker.leave(reporter(ctx.tenant.id, ctx.ip, userAgent(ctx)), ctx.body);
    return ok({});
  });

  registerCall(app, traceCalls.article, async (ctx) => {
    const { userId } = await ctx.user();
    await tracker.article(reporter(ctx.tenant.id, ctx.ip, userAgent(ctx)), userId, ctx.body);
    return ok({});
  });
}
