import { accountFields as f, DoneReply, UserinfoReply } from './account-models';
import { defineCalls } from './define-call';
import { Body, BooleanType, Enum, Optional } from './schema';

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
  /** A 'bind' code to exactly one new phone or email, or a 'doubleAuth' code to the user's own phone. */
  profileSendVcode: {
    path: '/user/profile/sendVcode',
    login: true,
    limit: 'code',
    trim: ['phone', 'email'],
    body: Body({ purpose: Enum(['bind', 'doubleAuth'], { type: 'string' }), phone: Optional(f.phone), email: Optional(f.email) }),
    reply: DoneReply,
  },
  profileBindPhone: {
    path: '/user/profile/bindPhone',
    login: true,
    limit: 'login',
    trim: ['phone', 'vcode'],
    body: Body({ phone: f.phone, vcode: f.vcode }),
    reply: UserinfoReply,
  },
  profileBindEmail: {
    path: '/user/profile/bindEmail',
    login: true,
    limit: 'login',
    trim: ['email', 'vcode'],
    body: Body({ email: f.email, vcode: f.vcode }),
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
