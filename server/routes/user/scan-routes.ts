import type { FastifyInstance } from 'fastify';
import { ACCOUNT_PATHS } from '../../../shared/account-contract';
import { ok } from '../../http/envelope';
import { confirmQrTicket, createQrTicket, pollQrTicket, scanQrTicket } from '../../services/accounts/qr-login';
import { startSession } from '../../services/accounts/sessions';
import { findUserById } from '../../services/accounts/users';
import { accountPost, bearerAuth, loginRateLimit } from './account-flow';
import { bodySchema, emptyBody, fields } from './user-schemas';

const ticketSchema = bodySchema({ ticket: fields.ticket }, ['ticket']);

/** QR-code login (SPEC §4): the desktop shows a ticket, a logged-in phone scans and confirms it. */
export default async function scanRoutes(app: FastifyInstance) {
  const post = accountPost(app);
  const { limits } = app.accounts;

  post(ACCOUNT_PATHS.scanQrcode, { schema: emptyBody, config: loginRateLimit(app) }, async () => {
    const { ticket, expiresAt } = await createQrTicket(app.db, limits);
    return ok({ ticket, url: `/authorize?ticket=${encodeURIComponent(ticket)}`, expiresAt });
  });

  // Polled by the desktop every second or two: only the global rate limit applies.
  post<{ ticket: string }>(ACCOUNT_PATHS.scanStatus, { schema: ticketSchema }, async (request) => {
    const poll = await pollQrTicket(app.db, request.body.ticket);
    if (poll.status !== 'LOGINED') return ok(poll);
    const user = (await findUserById(app.db, poll.userId))!;
    const session = await startSession(app.db, user, poll.orgId, limits.sessionTtl);
    return ok({ status: poll.status, scanner: poll.scanner, session });
  });

  post<{ ticket: string }>(ACCOUNT_PATHS.scanScan, { schema: ticketSchema, preValidation: bearerAuth(app) }, async (request) =>
    ok(await scanQrTicket(app.db, request.body.ticket, await app.requireUser(request))),
  );

  post<{ ticket: string }>(ACCOUNT_PATHS.scanConfirm, { schema: ticketSchema, preValidation: bearerAuth(app) }, async (request) =>
    ok(await confirmQrTicket(app.db, limits, request.body.ticket, await app.requireUser(request))),
  );
}
