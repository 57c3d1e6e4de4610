import { PHONE_PATTERN } from '../../services/accounts/users';

/** Field schemas of the /user calls; the error handler turns a mismatch into code 40001. */
export const fields = {
  phone: { type: 'string', pattern: PHONE_PATTERN },
  vcode: { type: 'string', pattern: '^\\d{6}$' },
  /** A password being checked: any text (old accounts may predate the strength rule). */
  password: { type: 'string', minLength: 1, maxLength: 128 },
  /** A new password: the strength rule is checked in code, answering weakPassword. */
  newPassword: { type: 'string', minLength: 1, maxLength: 64 },
  /** Phone or email. */
  account: { type: 'string', minLength: 1, maxLength: 100 },
  email: { type: 'string', format: 'email', maxLength: 100 },
  realname: { type: 'string', minLength: 1, maxLength: 30 },
  /** An http(s) or site-relative address; empty for no avatar. */
  avatarUrl: { type: 'string', maxLength: 512, pattern: '^$|^(https?://|/(?!/))' },
  icodeId: { type: 'string', format: 'uuid' },
  icode: { type: 'string', minLength: 1, maxLength: 10 },
  token: { type: 'string', minLength: 1, maxLength: 200 },
  ticket: { type: 'string', pattern: '^[A-Za-z0-9_-]{20,100}$' },
  orgCode: { type: 'string', pattern: '^[A-Za-z0-9]{2,10}$' },
  uuid: { type: 'string', format: 'uuid' },
  inviteCode: { type: 'string', maxLength: 32 },
} as const;

type Properties = Record<string, object>;

/** A JSON-object body with exactly these properties. */
export function bodySchema(properties: Properties, required: readonly string[] = [], extra: object = {}) {
  return { body: { type: 'object', additionalProperties: false, required, properties, ...extra } };
}

/** A body that may be absent (no fields to send). */
export const emptyBody = { body: { type: ['object', 'null'], additionalProperties: false, properties: {} } };

/** The optional picture code that code-sending and password calls accept. */
export const icodeFields = { icodeId: fields.icodeId, icode: fields.icode };

/** Sending a code to a phone, with the picture code when one was asked for. */
export const sendCodeSchema = bodySchema({ phone: fields.phone, ...icodeFields }, ['phone']);
/** Logging in (or registering) with a phone and the code sent to it. */
export const codeLoginSchema = bodySchema({ phone: fields.phone, vcode: fields.vcode }, ['phone', 'vcode']);
