import type { FastifyInstance } from 'fastify';
import { accountRegCalls as calls } from '../../../shared/calls/account-reg';
import { ok } from '../../http/envelope';
import { registerCall } from '../../http/register-call';
import { consumeCode } from './codes';
import { checkOptionalIcode, completeLogin, sendAccountCode } from './account-flow';
import { bindableAccount, bindIdentity, readBindTicket } from './wx-bind';

/**
 * The bind step of a first WeChat (third-party) login: wx/login answered a ticket for the identity it keeps on
 * the server; the user proves a phone with a code, and the identity binds to that phone's account, or to a new one.
 */
export default async function wxBindRoutes(app: FastifyInstance) {
  registerCall(app, calls.wxSend, async ({ body }) => {
    await checkOptionalIcode(app, body);
    // Refused before a code goes out: the bind would be refused after it.
    await bindableAccount(app.db, await readBindTicket(app.db, body.ticket), body.phone);
    await sendAccountCode(app, { channel: 'sms', to: body.phone }, 'wxBind');
    return ok({});
  });

  registerCall(app, calls.wxBind, async ({ body: { ticket, phone, vcode } }) => {
    const { logidUrl } = await readBindTicket(app.db, ticket);
    await consumeCode(app.db, app.accounts.limits, phone, ['wxBind'], vcode);
    const user = await bindIdentity(app.db, ticket, phone);
    return { ...(await completeLogin(app, user)), logidUrl };
  });
}
