import { accountFields as f, DoneReply, icodeFields, IcodeReply, SendCodeBody, TicketBody, TicketReply } from './account-models';
import { defineCalls } from './define-call';
import { ArrayOf, Body, BooleanType, Enum, Model, NoBody, Nullable, Optional, Reply, StringType, type Static } from './schema';

/**
 * One of the accounts of a phone: the personal one, or one per organisation membership. They are one user,
 * so each changes the same password.
 */
export const FindPwdAccount = Model({
  accountId: StringType(),
  realname: StringType(),
  kind: Enum(['personal', 'org'], { type: 'string' }),
  orgName: Nullable(StringType()),
});
export type FindPwdAccount = Static<typeof FindPwdAccount>;

/** Password recovery: check the account, prove the phone or email with a code, choose the account, set a password. */
export const findPwdCalls = defineCalls('account', {
  findPwdCheck: {
    path: '/user/findPwd/check',
    limit: 'login',
    trim: ['account', 'icode'],
    dropEmpty: true,
    body: Body({ account: f.account, ...icodeFields }),
    reply: Reply({
      exists: BooleanType(),
      /** Masked phone of the account; null when it has none or does not exist. */
      phone: Nullable(StringType()),
      /** Masked email, when the account has one. */
      email: Nullable(StringType()),
    }),
  },
  findPwdSendVcode: { path: '/user/findPwd/sendVcode', limit: 'code', trim: ['phone', 'icode'], body: SendCodeBody, reply: DoneReply },
  findPwdSendEmailVcode: {
    path: '/user/findPwd/sendEmailVcode',
    limit: 'code',
    trim: ['email', 'icode'],
    body: Body({ email: f.email, ...icodeFields }),
    reply: DoneReply,
  },
  /** The code sent to the phone, or to the email, for a ticket of the next steps. */
  findPwdCode: {
    path: '/user/findPwd/code',
    limit: 'login',
    trim: ['phone', 'email', 'vcode'],
    body: Body(
      { phone: Optional(f.phone), email: Optional(f.email), vcode: f.vcode },
      { oneOf: [{ required: ['phone'] }, { required: ['email'] }] },
    ),
    reply: TicketReply,
  },
  findPwdListAccounts: {
    path: '/user/findPwd/listAccounts',
    dropEmpty: true,
    body: TicketBody,
    reply: Reply({ accounts: ArrayOf(FindPwdAccount) }),
  },
  /** The new password ends every session and any lock of the old one; the ticket is spent. */
  findPwdUpdatePwd: {
    path: '/user/findPwd/updatePwd',
    limit: 'login',
    dropEmpty: true,
    body: Body({ ticket: f.ticket, accountId: f.uuid, password: f.newPassword }),
    reply: DoneReply,
  },
  findPwdRefreshIcode: { path: '/user/findPwd/refreshIcode', limit: 'login', body: NoBody, reply: IcodeReply },
});
