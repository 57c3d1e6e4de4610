import type { FastifyInstance } from 'fastify';
import { devCalls, type TraceEventRecord } from '../../../shared/calls/dev';
import { isLoopback } from '../../http/client-address';
import type { CallContext } from '../../http/call-context';
import { ok } from '../../http/envelope';
import { registerCall } from '../../http/register-call';
import { fail } from '../../services/failure';

type Row = {
  kind: TraceEventRecord['kind'];
  client_t: string;
  path: string;
  sid: string;
  uid: string | null;
  mid: string | null;
  referrer: string;
  agent: string;
  spent: number | null;
  art_type: string | null;
  art_id: number | null;
  art_title: string | null;
  received_at: Date | string;
};

const localOnly = (ctx: Pick<CallContext<never>, 'http'>) => {
  // As the outbox: the TCP peer decides, never request.ip (which X-Forwarded-For sets behind a proxy).
  if (!isLoopback(ctx.http?.request.socket.remoteAddress)) throw fail('outboxLocalOnly');
};

/** Development calls of tracking, gated as the outbox is (app.ts): e2e proves what was stored. */
export default async function traceDevRoutes(app: FastifyInstance) {
  registerCall(app, devCalls.traceEvents, async (ctx) => {
    localOnly(ctx);
    await app.tracking.tracker.flush();
    const rows = await app.db.query<Row>(
      `SELECT kind, client_t::text, path, sid, uid, mid, referrer, agent, spent, art_type, art_id, art_title, received_at
       FROM trace_events WHERE sid = $1 ORDER BY id DESC LIMIT 50`,
      [ctx.body.sid],
    );
    const events = rows.map((r) => ({
      kind: r.kind,
      t: Number(r.client_t),
      path: r.path,
      sid: r.sid,
      uid: r.uid,
      mid: r.mid,
      referrer: r.referrer,
      agent: r.agent,
      spent: r.spent,
      artType: r.art_type,
      artId: r.art_id,
      artTitle: r.art_title,
      receivedAt: new Date(r.received_at).toISOString(),
    }));
    return ok({ events });
  });

  registerCall(app, devCalls.traceRollup, async (ctx) => {
    localOnly(ctx);
    const run = await app.tracking.rollUpNow();
    return ok({ events: run.events, lastId: run.lastId });
  });
}
