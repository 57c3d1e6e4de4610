import { accountFields as f, CodeLoginBody, DoneReply, loginFields, SendCodeBody, SessionReply, UserinfoReply } from './account-models';
import { defineCalls } from './define-call';
import { Body, BooleanType, NoBody, Optional, Reply, StringType } from './schema';

/** A code login that may have registered the phone: registered says so, and the portal then offers the complete-profile step. */
const LoginRegReply = Reply({ ...loginFields, registered: BooleanType() });

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
  /** Sends an 'org' code to the user's phone, for joining an organisation as a member. */
  regUpgradeSend: {
    path: '/user/reg/v3/upgrade/send',
    login: true,
    limit: 'code',
    trim: ['orgCode'],
    body: Body({ orgCode: f.orgCode }),
    reply: Reply({ phone: StringType() }),
  },
  /** The user's invite code and the portal address that registers with it. */
  invite: {
    path: '/user/unionInvite/generateLink',
    login: true,
    body: NoBody,
    reply: Reply({ inviteCode: StringType(), url: StringType() }),
  },
});
