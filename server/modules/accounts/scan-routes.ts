import type { FastifyInstance } from 'fastify';
import { accountScanCalls as calls } from '../../../shared/calls/account-scan';
import { ok } from '../../http/envelope';
import { registerCall } from '../../http/register-call';
import { confirmQrTicket, createQrTicket, pollQrTicket, scanQrTicket } from './qr-login';
import { startSession } from './sessions';
import { findUserById } from './users';

/** QR-code login (SPEC §4): the desktop shows a ticket, a logged-in phone scans and confirms it. */
export default async function scanRoutes(app: FastifyInstance) {
  const { limits } = app.accounts;

  registerCall(app, calls.scanQrcode, async () => {
    const { ticket, expiresAt } = await createQrTicket(app.db, limits);
    return ok({ ticket, url: `/authorize?ticket=${encodeURIComponent(ticket)}`, expiresAt });
  });

  registerCall(app, calls.scanStatus, async ({ body }) => {
    const poll = await pollQrTicket(app.db, body.ticket);
    if (poll.status !== 'LOGINED') return ok(poll);
    const user = (await findUserById(app.db, poll.userId))!;
    const session = await startSession(app.db, user, poll.orgId, limits.sessionTtl);
    return ok({ status: poll.status, scanner: poll.scanner, session });
  });

  registerCall(app, calls.scanScan, async (ctx) => ok(await scanQrTicket(app.db, ctx.body.ticket, await ctx.user())));

  registerCall(app, calls.scanConfirm, async (ctx) => ok(await confirmQrTicket(app.db, limits, ctx.body.ticket, await ctx.user())));
}
