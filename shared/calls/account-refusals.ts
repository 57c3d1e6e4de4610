import { ACCOUNT_CODES as A } from '../account-contract';
import { ERROR_CODES as E } from '../api-contract';
import { defineRefusals } from './define-refusals';

// Beside the account rows (account-*.ts), in a file of their own: the browser loads the login rows with its first
// script, and this table's codes would come with them (the bundler keeps a module another chunk shares).

/** The account calls' refusals, `account.<reason>` (their msg: server.json `account`). */
export const accountRefusals = defineRefusals('account', {
  sessionExpired: { code: A.sessionInvalid },
  badCredentials: { code: A.badCredentials },
  locked: { code: A.locked },
  badCode: { code: A.badCode },
  codeExpired: { code: A.badCode },
  codeTooSoon: { code: A.codeTooSoon },
  codeDailyCap: { code: A.codeDailyCap },
  phoneTaken: { code: A.phoneTaken },
  phoneBound: { code: A.phoneTaken },
  emailTaken: { code: A.emailTaken },
  noAccount: { code: A.noAccount },
  accountUnknown: { code: A.noAccount },
  noPhone: { code: E.invalid },
  noEmail: { code: E.invalid },
  rebindProofRequired: { code: A.rebindProofRequired },
  icodeRequired: { code: A.icodeRequired },
  badIcode: { code: A.badIcode },
  weakPassword: { code: A.weakPassword },
  guessablePassword: { code: A.weakPassword },
  passwordAlreadySet: { code: E.invalid },
  ticketExpired: { code: A.ticketExpired },
  illegalTransition: { code: A.illegalTransition },
  notMember: { code: A.notMember },
  orgUnknown: { code: A.orgUnknown },
  oauthUnknownProvider: { code: A.oauthFailed },
  oauthStateInvalid: { code: A.ticketExpired },
  oauthFailed: { code: A.oauthFailed },
  oauthBound: { code: A.oauthBound },
  phoneHasOauth: { code: A.phoneHasOauth },
  orgTaken: { code: A.orgTaken },
  badUscc: { code: E.invalid },
});
