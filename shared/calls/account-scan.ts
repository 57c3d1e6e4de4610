import { Session, TicketBody } from './account-models';
import { defineCalls } from './define-call';
import { QR_STATUSES } from './enums';
import { DateTime, Enum, Model, NoBody, Optional, Reply, StringType } from './schema';

const Status = Enum(QR_STATUSES, { type: 'string' });

/** QR-code login (SPEC §4): the desktop shows a ticket, a logged-in phone scans and confirms it. */
export const accountScanCalls = defineCalls('account', {
  scanQrcode: {
    path: '/user/auth/v3/scan/qrcode',
    twins: ['/user/auth/qrcode'],
    limit: 'login',
    body: NoBody,
    reply: Reply({
      ticket: StringType(),
      /** The address the phone opens: the portal's /authorize route with the ticket. */
      url: StringType(),
      expiresAt: DateTime(),
    }),
  },
  /** Polled by the desktop every second or two: only the global rate limit applies. */
  scanStatus: {
    path: '/user/auth/v3/scan/status',
    twins: ['/user/auth/scanStatus'],
    body: TicketBody,
    reply: Reply({
      status: Status,
      /** Who scanned, from SCANED on. */
      scanner: Optional(Model({ realname: StringType() })),
      /** The desktop's session, with the first LOGINED read only. */
      session: Optional(Session),
    }),
  },
  scanScan: { path: '/user/auth/v3/scan/scan', login: true, body: TicketBody, reply: Reply({ status: Status }) },
  scanConfirm: { path: '/user/auth/v3/scan/confirm', login: true, body: TicketBody, reply: Reply({ status: Status }) },
});
