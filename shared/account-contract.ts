import type { Envelope } from './api-contract';

/**
 * The /user calls of SPEC §7 that the portal uses (paths relative to the API base, e.g. '/api').
 * Legacy paths that do the same as a v3 call are served by the same handler.
 */
export const ACCOUNT_PATHS = {
  icode: '/user/auth/icode',
  regSendVcode: '/user/reg/sendVcode',
  regCode: '/user/reg/code',
  loginReg: '/user/reg/loginReg',
  loginRegVcode: '/user/reg/loginRegVcode',
  stdRegister: '/user/reg/v3/std/register',
  regFill: '/user/reg/v3/fill',
  regUpgradeSend: '/user/reg/v3/upgrade/send',
  pwdLogin: '/user/auth/v3/pwd/login',
  vcodeSend: '/user/auth/v3/vcode/send',
  vcodeLogin: '/user/auth/v3/vcode/login',
  pwdVcodeSend: '/user/auth/v3/pwdvcode/send',
  pwdVcodeLogin: '/user/auth/v3/pwdvcode/login',
  userinfo: '/user/auth/v3/userinfo',
  logout: '/user/auth/v3/logout',
  bindClient: '/user/auth/v3/bindClient',
  /** The platform opened by bindClient trades its one-time ticket for a session of its own. */
  bindClientExchange: '/user/auth/v3/bindClient/exchange',
  scanQrcode: '/user/auth/v3/scan/qrcode',
  scanStatus: '/user/auth/v3/scan/status',
  scanScan: '/user/auth/v3/scan/scan',
  scanConfirm: '/user/auth/v3/scan/confirm',
  orgPwdLogin: '/user/auth/org/pwd/login',
  orgVcodeSend: '/user/auth/org/vcode/send',
  orgVcodeLogin: '/user/auth/org/vcode/login',
  switchCom: '/user/auth/switchCom',
  passwordStrength: '/user/auth/getPasswordStrength',
  findPwdCheck: '/user/findPwd/check',
  findPwdSendVcode: '/user/findPwd/sendVcode',
  findPwdSendEmailVcode: '/user/findPwd/sendEmailVcode',
  findPwdCode: '/user/findPwd/code',
  findPwdListAccounts: '/user/findPwd/listAccounts',
  findPwdUpdatePwd: '/user/findPwd/updatePwd',
  findPwdRefreshIcode: '/user/findPwd/refreshIcode',
  invite: '/user/unionInvite/generateLink',
  doubleAuthVerify: '/user/auth/v3/doubleAuth/verify',
  wxLogin: '/user/auth/v3/wx/login',
  oauthProviders: '/user/oauth/providers',
  /** GET /user/oauth/{type}/start redirects the browser to the provider. */
  oauthStart: '/user/oauth',
  profileUpdate: '/user/profile/update',
  profileChangePassword: '/user/profile/changePassword',
  profileBindPhone: '/user/profile/bindPhone',
  profileBindEmail: '/user/profile/bindEmail',
  profileDoubleAuth: '/user/profile/doubleAuth',
  profileSendVcode: '/user/profile/sendVcode',
  /** Development outbox (only while the outbox message provider is in use): GET ?to=phone-or-email. */
  devOutbox: '/dev/outbox',
} as const;

/**
 * Legacy /user calls of SPEC §7 that do the same as a call above: each is served by that call's handler.
 * (auth/userid has no v3 twin and is not served.)
 */
export const LEGACY_ACCOUNT_PATHS = {
  '/user/reg/v3/code': ACCOUNT_PATHS.regSendVcode,
  '/user/reg/v3/register': ACCOUNT_PATHS.stdRegister,
  '/user/auth/loginByPwd': ACCOUNT_PATHS.pwdLogin,
  '/user/auth/loginByPwdCode': ACCOUNT_PATHS.pwdLogin,
  '/user/auth/loginByVcode': ACCOUNT_PATHS.vcodeLogin,
  '/user/auth/loginByPwdVcode': ACCOUNT_PATHS.pwdVcodeLogin,
  '/user/auth/sendVcode': ACCOUNT_PATHS.vcodeSend,
  '/user/auth/sendVcodePwd': ACCOUNT_PATHS.pwdVcodeSend,
  '/user/auth/userinfo': ACCOUNT_PATHS.userinfo,
  '/user/auth/qrcode': ACCOUNT_PATHS.scanQrcode,
  '/user/auth/scanStatus': ACCOUNT_PATHS.scanStatus,
  '/user/auth/loginBy3rd': ACCOUNT_PATHS.wxLogin,
} as const satisfies Record<string, (typeof ACCOUNT_PATHS)[keyof typeof ACCOUNT_PATHS]>;

/** Business codes beyond SPEC §8's, each answered with a Chinese msg from locales/zh-cn/server.json. */
export const ACCOUNT_CODES = {
  badCredentials: '41001',
  locked: '41002',
  badCode: '41003',
  codeTooSoon: '41004',
  codeDailyCap: '41005',
  phoneTaken: '41006',
  noAccount: '41007',
  icodeRequired: '41008',
  badIcode: '41009',
  weakPassword: '41010',
  sessionInvalid: '40100',
  ticketExpired: '41011',
  illegalTransition: '41012',
  notMember: '41013',
  orgUnknown: '41014',
  oauthFailed: '41015',
  emailTaken: '41016',
} as const;

export type AccountCode = (typeof ACCOUNT_CODES)[keyof typeof ACCOUNT_CODES];

export type CodePurpose = 'register' | 'login' | 'findPwd' | 'doubleAuth' | 'bind' | 'org';

export interface UserInfo {
  realname: string;
  avatarUrl: string;
  /** Masked, e.g. 138****0000. */
  phone: string;
  email: string | null;
  doubleAuth: boolean;
  orgs: { id: string; name: string }[];
  currentOrgId: string | null;
}

/** Every successful login answers with a session: SPEC §3 stored token fields plus the user info. */
export interface SessionResponse extends Envelope {
  token: string;
  unionid: string;
  staffId: string;
  expiresAt: string;
  userinfo: UserInfo;
}

/** A login that needs its second step (doubleAuth): no session yet, a code was sent to the phone. */
export interface DoubleAuthResponse extends Envelope {
  doubleAuth: { ticket: string; phone: string };
}

export interface IcodeResponse extends Envelope {
  icodeId: string;
  /** An SVG image, as a data URL. */
  image: string;
}

export interface SendCodeRequest {
  phone: string;
  icodeId?: string;
  icode?: string;
}

export interface PasswordLoginRequest {
  /** Phone or email. */
  account: string;
  password: string;
  icodeId?: string;
  icode?: string;
}

export interface CodeLoginRequest {
  phone: string;
  vcode: string;
}

export interface RegisterRequest {
  phone: string;
  vcode: string;
  password: string;
  realname: string;
  inviteCode?: string;
}

export type QrStatus = 'WAITING' | 'SCANED' | 'LOGINED' | 'TIMEOUT';

export interface QrTicketResponse extends Envelope {
  ticket: string;
  /** The address the phone opens: the portal's /authorize route with the ticket. */
  url: string;
  expiresAt: string;
}

export interface QrStatusResponse extends Envelope {
  status: QrStatus;
  /** Who scanned, once SCANED (shown on the desktop). */
  scanner?: { realname: string };
  /** The desktop's session, once LOGINED (given out once). */
  session?: Omit<SessionResponse, 'code' | 'msg'>;
}

export interface FindPwdAccount {
  accountId: string;
  realname: string;
  kind: 'personal' | 'org';
  orgName: string | null;
}

/** Answer of code-sending calls refused as too soon (codeTooSoon): seconds until the next code may go. */
export interface CodeTooSoonResponse extends Envelope {
  retryAfter: number;
}

/** Answer of a locked account (locked): when the lock ends. */
export interface LockedResponse extends Envelope {
  retryAt: string;
}

export interface PwdVcodeLoginRequest {
  phone: string;
  password: string;
  vcode: string;
}

export interface OrgPasswordLoginRequest {
  orgCode: string;
  /** Phone or email of the member. */
  account: string;
  password: string;
  icodeId?: string;
  icode?: string;
}

export interface OrgCodeLoginRequest {
  orgCode: string;
  phone: string;
  vcode: string;
}

export interface OrgSendCodeRequest extends SendCodeRequest {
  orgCode: string;
}

export interface UserinfoResponse extends Envelope {
  userinfo: UserInfo;
}

export interface BindClientRequest {
  target: 'org' | 'open';
}

export interface BindClientResponse extends Envelope {
  ticket: string;
  /** The platform's address with the ticket, to open in a new window. */
  url: string;
  expiresAt: string;
}

/** After switchCom: the same token, now carrying the chosen organisation (orgId null: personal). */
export interface SwitchComResponse extends Envelope {
  staffId: string;
  userinfo: UserInfo;
}

export interface PasswordStrengthResponse extends Envelope {
  /** zxcvbn score, 0 (weakest) to 4. */
  strength: 0 | 1 | 2 | 3 | 4;
}

export interface FindPwdCheckResponse extends Envelope {
  exists: boolean;
  /** Masked phone of the account, null when it has none or does not exist. */
  phone: string | null;
  /** Masked email, when the account has one. */
  email: string | null;
}

/** findPwd/code takes {phone, vcode} or {email, vcode}. */
export interface FindPwdTicketResponse extends Envelope {
  ticket: string;
  expiresAt: string;
}

export interface FindPwdAccountsResponse extends Envelope {
  accounts: FindPwdAccount[];
}

export interface InviteLinkResponse extends Envelope {
  inviteCode: string;
  url: string;
}

export interface OauthProvidersResponse extends Envelope {
  providers: string[];
}

/** wx/login answers a session plus the logidUrl given to oauth/{type}/start. */
export interface OauthLoginResponse extends SessionResponse {
  logidUrl: string;
}

/** profile/sendVcode: a 'bind' code to a new phone or email, or a 'doubleAuth' code to the user's phone. */
export interface ProfileSendCodeRequest {
  purpose: 'bind' | 'doubleAuth';
  phone?: string;
  email?: string;
}

export interface DevOutboxMessage {
  channel: 'sms' | 'email';
  to: string;
  subject: string | null;
  body: string;
  createdAt: string;
}

/** GET /api/dev/outbox?to=…: newest first, at most 20. */
export interface DevOutboxResponse extends Envelope {
  messages: DevOutboxMessage[];
}
