import { ArrayOf, BooleanType, Body, DateTime, Model, Nullable, Optional, Reply, StringType, type Static } from './schema';

// Fields and answers shared by the account calls (SPEC §7 /user). A request field that breaks its rule
// answers 40001 before any handler runs.

/** A mainland mobile number. */
export const PHONE_PATTERN = '^1[3-9]\\d{9}$';

export const accountFields = {
  phone: StringType({ pattern: PHONE_PATTERN }),
  vcode: StringType({ pattern: '^\\d{6}$' }),
  /** A password being checked: any text (old accounts may predate the strength rule). */
  password: StringType({ minLength: 1, maxLength: 128 }),
  /** A new password: the strength rule is checked in code, answering weakPassword. */
  newPassword: StringType({ minLength: 1, maxLength: 64 }),
  /** Phone or email. */
  account: StringType({ minLength: 1, maxLength: 100 }),
  email: StringType({ format: 'email', maxLength: 100 }),
  realname: StringType({ minLength: 1, maxLength: 30 }),
  /** An http(s) or site-relative address; empty for no avatar. */
  avatarUrl: StringType({ maxLength: 512, pattern: '^$|^(https?://|/(?!/))' }),
  icodeId: StringType({ format: 'uuid' }),
  icode: StringType({ minLength: 1, maxLength: 10 }),
  token: StringType({ minLength: 1, maxLength: 200 }),
  ticket: StringType({ pattern: '^[A-Za-z0-9_-]{20,100}$' }),
  orgCode: StringType({ pattern: '^[A-Za-z0-9]{2,10}$' }),
  uuid: StringType({ format: 'uuid' }),
  inviteCode: StringType({ maxLength: 32 }),
};

const f = accountFields;

/** The picture code that code-sending and password calls accept, required once asked for. */
export const icodeFields = { icodeId: Optional(f.icodeId), icode: Optional(f.icode) };

/** Sending a code to a phone, with the picture code when one was asked for. */
export const SendCodeBody = Body({ phone: f.phone, ...icodeFields });
/** Logging in (or registering) with a phone and the code sent to it. */
export const CodeLoginBody = Body({ phone: f.phone, vcode: f.vcode });
/** A one-time ticket of the QR login or the client platforms. */
export const TicketBody = Body({ ticket: f.ticket });

/** What the portal shows of a user. */
export const UserInfo = Model({
  realname: StringType(),
  avatarUrl: StringType(),
  /** Masked, e.g. 138****0000; empty without a phone. */
  phone: StringType(),
  email: Nullable(StringType()),
  doubleAuth: BooleanType(),
  /** False for an account registered by code alone (loginReg): the complete-profile step offers it a first password. */
  hasPassword: BooleanType(),
  orgs: ArrayOf(Model({ id: StringType(), name: StringType() })),
  currentOrgId: Nullable(StringType()),
});
export type UserInfo = Static<typeof UserInfo>;

/** SPEC §3 stored token fields (unionid: the user; staffId: the membership in an organisation session) and the user. */
const sessionFields = {
  token: StringType(),
  unionid: StringType(),
  staffId: StringType(),
  expiresAt: DateTime(),
  userinfo: UserInfo,
};
export const Session = Model(sessionFields);
export type Session = Static<typeof Session>;

/** Every call that always logs in answers a session. */
export const SessionReply = Reply(sessionFields);
export type SessionAnswer = Static<typeof SessionReply>;

/** The second step of a doubleAuth login: its ticket and the masked phone the code went to. */
const DoubleAuthStep = Model({ ticket: StringType(), phone: StringType() });

/** The session parts of a login that may stop at doubleAuth: all present, or none of them. */
export const loginFields = {
  token: Optional(sessionFields.token),
  unionid: Optional(sessionFields.unionid),
  staffId: Optional(sessionFields.staffId),
  expiresAt: Optional(sessionFields.expiresAt),
  userinfo: Optional(UserInfo),
  /** Instead of the session, for a user who turned doubleAuth on (a code went to the phone). */
  doubleAuth: Optional(DoubleAuthStep),
};

/** A password or code login: the session, or the doubleAuth step. */
export const LoginReply = Reply(loginFields);
export type LoginAnswer = Static<typeof LoginReply>;

/** The user's info after a change. */
export const UserinfoReply = Reply({ userinfo: UserInfo });

/** A picture code: its id and an SVG image as a data URL. */
export const IcodeReply = Reply({ icodeId: StringType(), image: StringType() });

/** Success without fields. */
export const DoneReply = Reply({});

/** A one-time ticket and when it ends. */
export const TicketReply = Reply({ ticket: StringType(), expiresAt: DateTime() });
