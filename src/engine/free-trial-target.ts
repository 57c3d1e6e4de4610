import type { FreeTrialRule, FreeTrialSettings } from '../../shared/tenant-types';
import type { Query } from './href';

export interface FreeTrialInput {
  routeName: string;
  /** The current address, passed on as logidUrl so login can come back. */
  currentUrl: string;
  query: Query;
  /** The tenant's manifest data: the rules of landing routes and its own target for every other route. */
  rules: Pick<FreeTrialSettings, 'routes' | 'target'>;
}

export interface FreeTrialTarget {
  name: string;
  query: Query;
}

/** The free-trial rule of a route: the landing route's own, else the tenant's target. */
export function freeTrialRule(routeName: string, rules: FreeTrialInput['rules']): FreeTrialRule {
  const routes = rules.routes ?? {};
  // hasOwn: a route name must never pick up an Object.prototype member such as `constructor`.
  return Object.hasOwn(routes, routeName) ? routes[routeName]! : rules.target;
}

/** SPEC §2 free-trial button: the login route to open and the ad channel to pass on as `source`. */
export function freeTrialTarget({ routeName, currentUrl, query, rules }: FreeTrialInput): FreeTrialTarget {
  const rule = freeTrialRule(routeName, rules);
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
