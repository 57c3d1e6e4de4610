import { USCC_PATTERN } from '../uscc';
import {
  accountFields as f,
  CodeLoginBody,
  DoneReply,
  icodeFields,
  loginFields,
  SendCodeBody,
  SessionReply,
  UserInfo,
  UserinfoReply,
} from './account-models';
import { defineCalls } from './define-call';
import { Body, BooleanType, NoBody, Optional, Reply, StringType } from './schema';

/** A code login that may have registered the phone: registered says so, and the portal then offers the complete-profile step. */
const LoginRegReply = Reply({ ...loginFields, registered: BooleanType() });

/** The organisation a personal account upgrades to: its name and unified social credit code. */
const upgradeFields = { orgName: StringType({ minLength: 2, maxLength: 50 }), uscc: StringType({ pattern: USCC_PATTERN }) };

/** SPEC §7 /user/reg: registration, and the invite link that leads to it. */
export const accountRegCalls = defineCalls('account', {
  /** A register code; reg/code and reg/v3/code are its legacy names. */
  regSendVcode: {
    path: '/user/reg/sendVcode',
    twins: ['/user/reg/code', '/user/reg/v3/code'],
    limit: 'code',
    trim: ['phone', 'icode'],
    body: SendCodeBody,
    reply: DoneReply,
  },
  /**
   * Log in with phone and code, registering the phone if it is new. loginRegVcode is the same call under
   * another name (same request, answer and effect), so it is a twin rather than a row.
   */
  loginReg: {
    path: '/user/reg/loginReg',
    twins: ['/user/reg/loginRegVcode'],
    limit: 'login',
    trim: ['phone', 'vcode'],
    body: CodeLoginBody,
    reply: LoginRegReply,
  },
  stdRegister: {
    path: '/user/reg/v3/std/register',
    twins: ['/user/reg/v3/register'],
    limit: 'login',
    trim: ['phone', 'vcode', 'realname', 'inviteCode'],
    body: Body({ phone: f.phone, vcode: f.vcode, password: f.newPassword, realname: f.realname, inviteCode: Optional(f.inviteCode) }),
    reply: SessionReply,
  },
  /** Completes the real name and the first password of a user registered by code. */
  regFill: {
    path: '/user/reg/v3/fill',
    login: true,
    trim: ['realname'],
    body: Body({ realname: Optional(f.realname), password: Optional(f.newPassword) }, { minProperties: 1 }),
    reply: UserinfoReply,
  },
  /** Sends an 'org' code to the user's phone, for upgrading the account to a new organisation (reg/v3/upgrade). */
  regUpgradeSend: {
    path: '/user/reg/v3/upgrade/send',
    login: true,
    limit: 'code',
    trim: ['orgName', 'uscc'],
    body: Body(upgradeFields),
    reply: Reply({ phone: StringType() }),
  },
  /** The user's invite code and the portal address that registers with it. */
  invite: {
    path: '/user/unionInvite/generateLink',
    login: true,
    body: NoBody,
    reply: Reply({ inviteCode: StringType(), url: StringType() }),
  },
  // The bind step of a first WeChat login, and the upgrade that upgrade/send leads to.
  /** A code to the phone a first WeChat (third-party) login binds; the ticket is wx/login's wxBind. */
  wxSend: {
    path: '/user/reg/v3/wx/send',
    limit: 'code',
    trim: ['phone', 'icode'],
    body: Body({ ticket: f.ticket, phone: f.phone, ...icodeFields }),
    reply: DoneReply,
  },
  /** Binds the identity to the phone's account, or registers the phone, and logs in. */
  wxBind: {
    path: '/user/reg/v3/wx/bind',
    limit: 'login',
    trim: ['phone', 'vcode'],
    body: Body({ ticket: f.ticket, phone: f.phone, vcode: f.vcode }),
    reply: Reply({ ...loginFields, logidUrl: StringType() }),
  },
  /** Creates the organisation with the user as its owner; the session then acts for it (as after switchCom). */
  regUpgrade: {
    path: '/user/reg/v3/upgrade',
    login: true,
    limit: 'login',
    trim: ['orgName', 'uscc', 'vcode'],
    body: Body({ ...upgradeFields, vcode: f.vcode }),
    reply: Reply({ staffId: StringType(), userinfo: UserInfo }),
  },
});
