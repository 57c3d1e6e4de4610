/** Lifetimes and limits of the account service (seconds unless named otherwise). Tests shorten some. */
export interface AccountLimits {
  sessionTtl: number;
  codeTtl: number;
  /** Wrong tries after which a code is spent. */
  codeMaxAttempts: number;
  /** At most one code per target and purpose in this many seconds. */
  codeInterval: number;
  /** At most this many codes per target in 24 hours. */
  codeDailyCap: number;
  /** Wrong passwords within lockWindow that lock an account for lockDuration. */
  lockFailures: number;
  lockWindow: number;
  lockDuration: number;
  /** Wrong passwords within lockWindow after which the password login needs the picture code. */
  icodeAfterFailures: number;
  icodeTtl: number;
  qrTicketTtl: number;
  /** How long the desktop has to pick up its session once the phone confirmed. */
  qrPickupTtl: number;
  clientTicketTtl: number;
  findPwdTicketTtl: number;
  doubleAuthTicketTtl: number;
  oauthStateTtl: number;
  /** How long a first third-party login may take to bind a phone (reg/v3/wx/send, wx/bind). */
  wxBindTicketTtl: number;
  /** Per-IP requests a minute on the login routes and on the code-sending routes (@fastify/rate-limit). */
  ipLoginPerMinute: number;
  ipCodePerMinute: number;
}

export const DEFAULT_LIMITS: AccountLimits = {
  sessionTtl: 7 * 24 * 3600,
  codeTtl: 5 * 60,
  codeMaxAttempts: 5,
  codeInterval: 60,
  codeDailyCap: 10,
  lockFailures: 5,
  lockWindow: 15 * 60,
  lockDuration: 15 * 60,
  icodeAfterFailures: 3,
  icodeTtl: 5 * 60,
  qrTicketTtl: 120,
  qrPickupTtl: 60,
  clientTicketTtl: 60,
  findPwdTicketTtl: 10 * 60,
  doubleAuthTicketTtl: 5 * 60,
  oauthStateTtl: 10 * 60,
  wxBindTicketTtl: 10 * 60,
  ipLoginPerMinute: 30,
  ipCodePerMinute: 10,
};
