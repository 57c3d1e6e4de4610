import { ACCOUNT_CODES, type AccountCode } from '../../../shared/account-contract';
import { ERROR_CODES, type ErrorCode } from '../../../shared/api-contract';
import type server from '../../../locales/zh-cn/server.json';
import { ApiError } from '../../http/envelope';
import { serverText } from '../../server-text';

export type AccountMessage = keyof typeof server.account;

/** The business code of each account message of locales/zh-cn/server.json. */
const CODE_OF: Record<Exclude<AccountMessage, 'defaultRealname'>, AccountCode | ErrorCode> = {
  sessionExpired: ACCOUNT_CODES.sessionInvalid,
  badCredentials: ACCOUNT_CODES.badCredentials,
  locked: ACCOUNT_CODES.locked,
  badCode: ACCOUNT_CODES.badCode,
  codeExpired: ACCOUNT_CODES.badCode,
  codeTooSoon: ACCOUNT_CODES.codeTooSoon,
  codeDailyCap: ACCOUNT_CODES.codeDailyCap,
  phoneTaken: ACCOUNT_CODES.phoneTaken,
  phoneBound: ACCOUNT_CODES.phoneTaken,
  emailTaken: ACCOUNT_CODES.emailTaken,
  noAccount: ACCOUNT_CODES.noAccount,
  accountUnknown: ACCOUNT_CODES.noAccount,
  noPhone: ERROR_CODES.invalid,
  icodeRequired: ACCOUNT_CODES.icodeRequired,
  badIcode: ACCOUNT_CODES.badIcode,
  weakPassword: ACCOUNT_CODES.weakPassword,
  passwordAlreadySet: ERROR_CODES.invalid,
  ticketExpired: ACCOUNT_CODES.ticketExpired,
  illegalTransition: ACCOUNT_CODES.illegalTransition,
  notMember: ACCOUNT_CODES.notMember,
  orgUnknown: ACCOUNT_CODES.orgUnknown,
  oauthUnknownProvider: ACCOUNT_CODES.oauthFailed,
  oauthStateInvalid: ACCOUNT_CODES.ticketExpired,
  oauthFailed: ACCOUNT_CODES.oauthFailed,
};

/** An account business error (HTTP 200) with its msg from locales/zh-cn/server.json. */
export function accountError(
  key: Exclude<AccountMessage, 'defaultRealname'>,
  vars?: Record<string, string | number>,
  fields?: Record<string, unknown>,
): ApiError {
  return new ApiError(CODE_OF[key], serverText(`account.${key}`, vars), 200, fields);
}

/** SPEC §8: a private call without a valid session answers HTTP 401. */
export function unauthorized(): ApiError {
  return new ApiError(ERROR_CODES.unauthorized, serverText('account.sessionExpired'), 401);
}
