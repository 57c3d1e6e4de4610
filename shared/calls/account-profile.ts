import { accountFields as f, DoneReply, UserinfoReply } from './account-models';
import { defineCalls } from './define-call';
import { Body, BooleanType, Enum, Optional } from './schema';

/**
 * Proof of the account for replacing a phone or email it has bound: the current password, or the 'rebind'
 * code sent to the bound one (profileSendVcode). A session alone must not move the account's recovery channel.
 */
const rebindProof = { password: Optional(f.password), oldVcode: Optional(f.vcode) };

/** The personal centre's profile calls; all need the session. */
export const accountProfileCalls = defineCalls('account', {
  profileUpdate: {
    path: '/user/profile/update',
    login: true,
    trim: ['realname'],
    body: Body({ realname: Optional(f.realname), avatarUrl: Optional(f.avatarUrl) }, { minProperties: 1 }),
    reply: UserinfoReply,
  },
  /** The old password counts towards the lockout like a login; the user's other sessions end. */
  profileChangePassword: {
    path: '/user/profile/changePassword',
    login: true,
    limit: 'login',
    body: Body({ oldPassword: f.password, password: f.newPassword }),
    reply: DoneReply,
  },
  /**
   * A 'bind' code to exactly one new phone or email, a 'doubleAuth' code to the user's own phone, or a
   * 'rebindPhone' / 'rebindEmail' code to the phone or email the user has bound now.
   */
  profileSendVcode: {
    path: '/user/profile/sendVcode',
    login: true,
    limit: 'code',
    trim: ['phone', 'email'],
    body: Body({
      purpose: Enum(['bind', 'doubleAuth', 'rebindPhone', 'rebindEmail'], { type: 'string' }),
      phone: Optional(f.phone),
      email: Optional(f.email),
    }),
    reply: DoneReply,
  },
  /** Binds a phone with the code sent to it; replacing a bound phone also needs the password or the old phone's code. */
  profileBindPhone: {
    path: '/user/profile/bindPhone',
    login: true,
    limit: 'login',
    trim: ['phone', 'vcode', 'oldVcode'],
    body: Body({ phone: f.phone, vcode: f.vcode, ...rebindProof }),
    reply: UserinfoReply,
  },
  /** Binds an email with the code sent to it; replacing a bound email also needs the password or the old email's code. */
  profileBindEmail: {
    path: '/user/profile/bindEmail',
    login: true,
    limit: 'login',
    trim: ['email', 'vcode', 'oldVcode'],
    body: Body({ email: f.email, vcode: f.vcode, ...rebindProof }),
    reply: UserinfoReply,
  },
  profileDoubleAuth: {
    path: '/user/profile/doubleAuth',
    login: true,
    limit: 'login',
    trim: ['vcode'],
    body: Body({ enabled: BooleanType(), vcode: f.vcode }),
    reply: UserinfoReply,
  },
});
