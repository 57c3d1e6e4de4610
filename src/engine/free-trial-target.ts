import type { FreeTrialBrand } from '../../shared/tenant-types';
import type { Query } from './href';

interface Rule {
  login: string;
  channel: 'uet' | 'baidu';
}

// SPEC §2 free-trial button: route name → login route and the ad channel passed as `source`.
const RULES: Record<string, Rule> = {
  erp: { login: 'erplogin', channel: 'uet' },
  erppro: { login: 'erplogin', channel: 'baidu' },
  udebank: { login: 'udebanklogin', channel: 'baidu' },
  quanzitong: { login: 'qztlogin', channel: 'baidu' },
  treasure: { login: 'treasurelogin', channel: 'uet' },
  treasurepro: { login: 'treasurelogin', channel: 'baidu' },
  jizhibao: { login: 'login', channel: 'uet' },
  jizhibaopro: { login: 'login', channel: 'baidu' },
};
const OTHER: Rule = { login: 'login', channel: 'baidu' };

export interface FreeTrialInput {
  routeName: string;
  /** The current address, passed on as logidUrl so login can come back. */
  currentUrl: string;
  query: Query;
  /** A tenant's own brand rule, used where the current route has none. */
  tenantBrand?: FreeTrialBrand;
}

export interface FreeTrialTarget {
  name: string;
  query: Query;
}

export function freeTrialTarget({ routeName, currentUrl, query, tenantBrand }: FreeTrialInput): FreeTrialTarget {
  const rule = RULES[routeName] ?? (tenantBrand ? RULES[tenantBrand] : undefined) ?? OTHER;
  return {
    name: rule.login,
    query: {
      ...query,
      source: rule.channel,
      formPage: routeName,
      active: 'register',
      logidUrl: currentUrl,
    },
  };
}
