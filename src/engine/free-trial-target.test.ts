// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { FreeTrialSettings } from '../../shared/tenant-types';
import { freeTrialTarget } from './free-trial-target';
import { findRoute } from './routes';

const URL_NOW = 'https://www.example.com/erp?utm=ad&x=1';

/** The free-trial part of a shipped file in tenants/, as written there. */
const freeTrialIn = (file: string) =>
  (JSON.parse(readFileSync(new URL(`../../tenants/${file}.json`, import.meta.url), 'utf8')) as { freeTrial: FreeTrialSettings }).freeTrial;

// The rules are manifest data now: the landing routes' rules and the default target live in defaults.json.
const shipped = freeTrialIn('defaults');

// SPEC §2 "Free-trial button": one row per rule.
const RULES: { route: string; login: string; source: 'uet' | 'baidu' }[] = [
  { route: 'erp', login: 'erplogin', source: 'uet' },
  { route: 'erppro', login: 'erplogin', source: 'baidu' },
  { route: 'treasure', login: 'treasurelogin', source: 'uet' },
  { route: 'treasurepro', login: 'treasurelogin', source: 'baidu' },
  { route: 'jizhibao', login: 'login', source: 'uet' },
  { route: 'jizhibaopro', login: 'login', source: 'baidu' },
  { route: 'home', login: 'login', source: 'baidu' },
  { route: 'news', login: 'login', source: 'baidu' },
  { route: 'qztlogin', login: 'login', source: 'baidu' },
];

// The udebank and quanzitong rules name no route of the table: they are those tenants' own targets.
const TENANTS: { tenant: string; login: string; source: 'uet' | 'baidu' }[] = [
  { tenant: 'erp', login: 'erplogin', source: 'uet' },
  { tenant: 'udebank', login: 'udebanklogin', source: 'baidu' },
  { tenant: 'quanzitong', login: 'qztlogin', source: 'baidu' },
  { tenant: 'treasure', login: 'treasurelogin', source: 'uet' },
  { tenant: 'jizhibao', login: 'login', source: 'uet' },
];

/** The shipped route rules with the target that tenant's own file writes over the default one. */
const rulesOf = (tenant: string) => ({ routes: shipped.routes, target: { ...shipped.target, ...freeTrialIn(tenant).target } });

describe('freeTrialTarget with the shipped rules', () => {
  it.each(RULES)('$route → $login with source $source', ({ route, login, source }) => {
    const target = freeTrialTarget({ routeName: route, currentUrl: URL_NOW, query: {}, rules: shipped });
    expect(target).toEqual({
      name: login,
      query: { source, formPage: route, active: 'register', logidUrl: URL_NOW },
    });
  });

  it.each([...RULES, ...TENANTS])('the login route $login exists in the route table', ({ login }) => {
    expect(findRoute(login)).toBeDefined();
  });

  it('passes the current query through', () => {
    const target = freeTrialTarget({
      routeName: 'erp',
      currentUrl: URL_NOW,
      query: { utm: 'ad', x: '1' },
      rules: shipped,
    });
    expect(target.query).toEqual({
      utm: 'ad',
      x: '1',
      source: 'uet',
      formPage: 'erp',
      active: 'register',
      logidUrl: URL_NOW,
    });
  });

  it('overrides current query keys that collide with its own', () => {
    const target = freeTrialTarget({
      routeName: 'treasurepro',
      currentUrl: URL_NOW,
      query: { source: 'google', formPage: 'elsewhere', active: 'login', logidUrl: 'https://evil.example/', keep: 'yes' },
      rules: shipped,
    });
    expect(target.query).toEqual({
      keep: 'yes',
      source: 'baidu',
      formPage: 'treasurepro',
      active: 'register',
      logidUrl: URL_NOW,
    });
  });

  it('does not mutate the query it was given', () => {
    const query = { utm: 'ad' };
    freeTrialTarget({ routeName: 'erp', currentUrl: URL_NOW, query, rules: shipped });
    expect(query).toEqual({ utm: 'ad' });
  });

  it.each(TENANTS)("tenant $tenant's own target applies on a route without a rule of its own", ({ tenant, login, source }) => {
    const target = freeTrialTarget({ routeName: 'home', currentUrl: URL_NOW, query: {}, rules: rulesOf(tenant) });
    expect(target.name).toBe(login);
    expect(target.query.source).toBe(source);
    // formPage is still the current route, not the tenant.
    expect(target.query.formPage).toBe('home');
  });

  it.each([
    { route: 'erppro', tenant: 'udebank', login: 'erplogin', source: 'baidu' },
    { route: 'jizhibao', tenant: 'treasure', login: 'login', source: 'uet' },
    { route: 'treasure', tenant: 'quanzitong', login: 'treasurelogin', source: 'uet' },
  ])("the route rule of $route wins over tenant $tenant's own target", ({ route, tenant, login, source }) => {
    const target = freeTrialTarget({ routeName: route, currentUrl: URL_NOW, query: {}, rules: rulesOf(tenant) });
    expect(target.name).toBe(login);
    expect(target.query.source).toBe(source);
  });
});

describe('freeTrialTarget with rules of a new brand', () => {
  const rules = { target: { login: 'kllogin' as const, channel: 'uet' as const } };

  it('needs no route rules: its target applies everywhere', () => {
    for (const route of ['home', 'erp', 'news']) {
      expect(freeTrialTarget({ routeName: route, currentUrl: URL_NOW, query: {}, rules })).toMatchObject({
        name: 'kllogin',
        query: { source: 'uet', formPage: route },
      });
    }
  });

  it('never takes a rule from an object member such as constructor', () => {
    expect(freeTrialTarget({ routeName: 'constructor', currentUrl: URL_NOW, query: {}, rules: { ...rules, routes: {} } }).name).toBe(
      'kllogin',
    );
  });
});
