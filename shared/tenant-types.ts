import type {
  FreeTrialRule,
  FreeTrialSettings,
  InformationTab,
  LinkItem,
  NavItem,
  RouteName,
  TenantManifestFile,
} from './generated/tenant-manifest';

// The shapes come from tenants/schema.json through shared/generated/tenant-manifest.ts (npm run contracts:generate).
export type { FreeTrialRule, FreeTrialSettings, InformationTab, LinkItem, NavItem, RouteName };

export type LoginMethod = TenantManifestFile['login']['methods'][number];

export type FreeTrialChannel = FreeTrialRule['channel'];

/**
 * A tenant as the server serves it: its file in tenants/ merged over the files it `extends`, checked against
 * tenants/schema.json. `extends` itself never reaches a client.
 */
export type TenantManifest = Omit<TenantManifestFile, 'extends'>;

/** The short form of every tenant that the browser needs to resolve a stored custom-login domain. */
export interface TenantHostIndexEntry {
  id: string;
  hostnames: string[];
}
