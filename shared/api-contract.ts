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

export interface GuestCreateRequest {
  guest: { source: string };
}
export interface GuestCreateResponse extends Envelope {
  guestId: string;
}

export interface ServiceSettingModel {
  autoSwitch: boolean;
  autoDelayed: number;
  autoContent: string;
}
export interface SettingGetResponse extends Envelope {
  model: ServiceSettingModel;
}

export interface TdkModel {
  title: string;
  keyword: string;
  description: string;
}
export interface GetByNameRequest {
  name: string;
}
export interface GetByNameResponse extends Envelope {
  model: TdkModel | null;
}

export interface NewsColumn {
  id: number;
  name: string;
  bizType: 'NEWS' | 'KNOW';
  children: { id: number; name: string }[];
}
export interface NewsDirListResponse extends Envelope {
  list: NewsColumn[];
}
