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
  rebindProofRequired: '41017',
  // The WeChat bind step and the upgrade to an organisation.
  oauthBound: '41031',
  phoneHasOauth: '41032',
  orgTaken: '41033',
} as const;

export type AccountCode = (typeof ACCOUNT_CODES)[keyof typeof ACCOUNT_CODES];
