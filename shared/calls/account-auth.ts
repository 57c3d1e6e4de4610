import {
  accountFields as f,
  CodeLoginBody,
  DoneReply,
  icodeFields,
  IcodeReply,
  LoginReply,
  SendCodeBody,
  SessionReply,
  TicketBody,
  UserInfo,
  UserinfoReply,
} from './account-models';
import { defineCalls } from './define-call';
import { Body, DateTime, Enum, Integer, NoBody, NullType, Reply, StringType, Union } from './schema';

const orgLogin = { orgCode: f.orgCode };

/**
 * SPEC §7 /user/auth: logins, the session, and organisation members' logins on their branded entrance. The
 * legacy names of a call are its twins.
 */
export const accountAuthCalls = defineCalls('account', {
  /** A picture code, asked for after wrong passwords. */
  icode: { path: '/user/auth/icode', limit: 'login', body: NoBody, reply: IcodeReply },
  /** zxcvbn's score of a new password, 0 (weakest) to 4. */
  passwordStrength: {
    path: '/user/auth/getPasswordStrength',
    body: Body({ password: StringType({ maxLength: 128 }) }),
    reply: Reply({ strength: Integer({ minimum: 0, maximum: 4 }) }),
  },
  /**
   * A login code, to a registered phone only. vcode/send and pwdvcode/send are the first steps of two
   * different logins (each with its own legacy name), so they stay two rows although they act alike today.
   */
  vcodeSend: {
    path: '/user/auth/v3/vcode/send',
    twins: ['/user/auth/sendVcode'],
    limit: 'code',
    trim: ['phone', 'icode'],
    body: SendCodeBody,
    reply: DoneReply,
  },
  pwdVcodeSend: {
    path: '/user/auth/v3/pwdvcode/send',
    twins: ['/user/auth/sendVcodePwd'],
    limit: 'code',
    trim: ['phone', 'icode'],
    body: SendCodeBody,
    reply: DoneReply,
  },
  pwdLogin: {
    path: '/user/auth/v3/pwd/login',
    twins: ['/user/auth/loginByPwd', '/user/auth/loginByPwdCode'],
    limit: 'login',
    trim: ['account', 'icode'],
    body: Body({ account: f.account, password: f.password, ...icodeFields }),
    reply: LoginReply,
  },
  vcodeLogin: {
    path: '/user/auth/v3/vcode/login',
    twins: ['/user/auth/loginByVcode'],
    limit: 'login',
    trim: ['phone', 'vcode'],
    body: CodeLoginBody,
    reply: LoginReply,
  },
  /** Password, then the code sent to the phone: already two steps, so never a doubleAuth step after it. */
  pwdVcodeLogin: {
    path: '/user/auth/v3/pwdvcode/login',
    twins: ['/user/auth/loginByPwdVcode'],
    limit: 'login',
    trim: ['phone', 'vcode', 'icode'],
    // The picture code answers the lockout's challenge after wrong passwords, as on the password login.
    body: Body({ phone: f.phone, password: f.password, vcode: f.vcode, ...icodeFields }),
    reply: SessionReply,
  },
  doubleAuthVerify: {
    path: '/user/auth/v3/doubleAuth/verify',
    limit: 'login',
    trim: ['vcode'],
    body: Body({ ticket: f.ticket, vcode: f.vcode }),
    reply: SessionReply,
  },
  /** SPEC §4: an unknown or ended token answers 40100 with HTTP 200, and the portal forgets its user. */
  userinfo: {
    path: '/user/auth/v3/userinfo',
    twins: ['/user/auth/userinfo'],
    body: Body({ token: f.token }),
    reply: UserinfoReply,
  },
  /** Legacy: the caller's ids from the token it sends: unionid (the user) and staffId (as the session stores them). */
  userid: {
    path: '/user/auth/userid',
    login: true,
    body: NoBody,
    reply: Reply({ unionid: StringType(), staffId: StringType() }),
  },
  logout: { path: '/user/auth/v3/logout', body: Body({ token: f.token }), reply: DoneReply },
  /** The organisation and open platforms open in a new window with a one-time ticket, never the token. */
  bindClient: {
    path: '/user/auth/v3/bindClient',
    login: true,
    body: Body({ target: Enum(['org', 'open'], { type: 'string' }) }),
    reply: Reply({
      ticket: StringType(),
      /** The platform's address with the ticket. */
      url: StringType(),
      expiresAt: DateTime(),
    }),
  },
  /** The platform opened by bindClient trades its one-time ticket for a session of its own. */
  bindClientExchange: { path: '/user/auth/v3/bindClient/exchange', limit: 'login', body: TicketBody, reply: SessionReply },
  /** The same token, now acting for one of the user's organisations (orgId null: personal). */
  switchCom: {
    path: '/user/auth/switchCom',
    login: true,
    body: Body({ orgId: Union([f.uuid, NullType()]) }),
    reply: Reply({ staffId: StringType(), userinfo: UserInfo }),
  },
  orgPwdLogin: {
    path: '/user/auth/org/pwd/login',
    limit: 'login',
    trim: ['orgCode', 'account', 'icode'],
    body: Body({ ...orgLogin, account: f.account, password: f.password, ...icodeFields }),
    reply: LoginReply,
  },
  orgVcodeSend: {
    path: '/user/auth/org/vcode/send',
    limit: 'code',
    trim: ['orgCode', 'phone', 'icode'],
    body: Body({ ...orgLogin, phone: f.phone, ...icodeFields }),
    reply: DoneReply,
  },
  orgVcodeLogin: {
    path: '/user/auth/org/vcode/login',
    limit: 'login',
    trim: ['orgCode', 'phone', 'vcode'],
    body: Body({ ...orgLogin, phone: f.phone, vcode: f.vcode }),
    reply: LoginReply,
  },
});
