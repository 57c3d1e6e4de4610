import type { LayoutName } from './layout-names';

export interface LinkItem {
  label: string;
  url: string;
}

export interface NavItem {
  name: string;
  label: string;
  url: string;
  external?: boolean;
}

export interface InformationTab {
  title: string;
  type: string;
  url: string;
}

export type LoginMethod = 'password' | 'sms' | 'qrcode' | 'wechat';

export type FreeTrialChannel = 'uet' | 'baidu';

/** Where a free-trial button leads: a login route and the ad channel it passes on as `source`. */
export interface FreeTrialRule {
  login: string;
  channel: FreeTrialChannel;
}

export interface FreeTrialSettings {
  enabled: boolean;
  label?: string;
  /** The tenant's own target, used on routes without a rule in `routes`. */
  target: FreeTrialRule;
  /** Rules of landing routes, by route name. */
  routes?: Record<string, FreeTrialRule>;
}

/**
 * A tenant as the server serves it: its file in tenants/ merged over the files it `extends`, checked against
 * tenants/schema.json (which this mirrors). `extends` itself never reaches a client.
 */
export interface TenantManifest {
  $schema?: string;
  id: string;
  hostnames: string[];
  layout: LayoutName;
  theme: string;
  title: string;
  slogan?: string;
  entry?: string;
  logo: { desktop: string; mobile: string; alt: string };
  hotline: string;
  marketHotline?: string;
  address: string;
  mailbox: string;
  nav: NavItem[];
  informationTabs: InformationTab[];
  freeTrial: FreeTrialSettings;
  login: { route: string; methods: LoginMethod[]; org: boolean; orgCode?: string };
  footer: { links: LinkItem[]; topics: LinkItem[]; filings: string[]; cloudCredit?: string };
  tdk: { title: string; keywords: string; description: string };
  features: { chat: boolean; booking: boolean; autoConsult: boolean };
}

/** The short form of every tenant that the browser needs to resolve a stored custom-login domain. */
export interface TenantHostIndexEntry {
  id: string;
  hostnames: string[];
}
