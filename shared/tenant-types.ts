import type { LayoutName } from './layout-names';

/** Mirrors tenants/schema.json, which is validated with ajv wherever a manifest enters. */
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

export type FreeTrialBrand = 'erp' | 'udebank' | 'quanzitong' | 'treasure' | 'jizhibao';

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
  freeTrial: { enabled: boolean; label?: string; brand?: FreeTrialBrand };
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
