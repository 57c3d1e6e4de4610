/** SPEC §7/§8 envelope shared by the API host and the portal's client. */
export const SUCCESS_CODE = '30000';

export const ERROR_CODES = {
  invalid: '40001',
  unauthorized: '40100',
  forbidden: '40300',
  notFound: '40400',
  tooMany: '42900',
  internal: '50000',
  unavailable: '50300',
} as const;

export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

export interface Envelope {
  code: string;
  msg?: string;
}

/** Header with which the portal names its tenant on API calls, for hosts that serve several brands. */
export const TENANT_HEADER = 'x-tenant';
