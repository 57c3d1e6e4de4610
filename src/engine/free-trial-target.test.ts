// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { FreeTrialBrand } from '../../shared/tenant-types';
import { freeTrialTarget } from './free-trial-target';
import { findRoute } from './routes';

const URL_NOW = 'https://www.example.com/erp?utm=ad&x=1';

// SPEC §2 "Free-trial button": one row per rule.
const RULES: { route: string; login: string; source: 'uet' | 'baidu' }[] = [
  { route: 'erp', login: 'erplogin', source: 'uet' },
  { route: 'erppro', login: 'erplogin', source: 'baidu' },
  { route: 'udebank', login: 'udebanklogin', source: 'baidu' },
  { route: 'quanzitong', login: 'qztlogin', source: 'baidu' },
  { route: 'treasure', login: 'treasurelogin', source: 'uet' },
  { route: 'treasurepro', login: 'treasurelogin', source: 'baidu' },
  { route: 'jizhibao', login: 'login', source: 'uet' },
  { route: 'jizhibaopro', login: 'login', source: 'baidu' },
  { route: 'home', login: 'login', source: 'baidu' },
  { route: 'news', login: 'login', source: 'baidu' },
  { route: 'qztlogin', login: 'login', source: 'baidu' },
];

describe('freeTrialTarget', () => {
  it.each(RULES)('$route → $login with source $source', ({ route, login, source }) => {
    const target = freeTrialTarget({ routeName: route, currentUrl: URL_NOW, query: {} });
    expect(target).toEqual({
      name: login,
      query: { source, formPage: route, active: 'register', logidUrl: URL_NOW },
    });
  });

  it.each(RULES)('the login route $login exists in the route table', ({ login }) => {
    expect(findRoute(login)).toBeDefined();
  });

  it('passes the current query through', () => {
    const target = freeTrialTarget({
      routeName: 'erp',
      currentUrl: URL_NOW,
      query: { utm: 'ad', x: '1' },
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
    freeTrialTarget({ routeName: 'erp', currentUrl: URL_NOW, query });
    expect(query).toEqual({ utm: 'ad' });
  });

  const BRANDS: { brand: FreeTrialBrand; login: string; source: 'uet' | 'baidu' }[] = [
    { brand: 'erp', login: 'erplogin', source: 'uet' },
    { brand: 'udebank', login: 'udebanklogin', source: 'baidu' },
    { brand: 'quanzitong', login: 'qztlogin', source: 'baidu' },
    { brand: 'treasure', login: 'treasurelogin', source: 'uet' },
    { brand: 'jizhibao', login: 'login', source: 'uet' },
  ];

  it.each(BRANDS)('tenant brand $brand applies on a route without a rule of its own', ({ brand, login, source }) => {
    const target = freeTrialTarget({ routeName: 'home', currentUrl: URL_NOW, query: {}, tenantBrand: brand });
    expect(target.name).toBe(login);
    expect(target.query.source).toBe(source);
    // formPage is still the current route, not the brand.
    expect(target.query.formPage).toBe('home');
  });

  it.each([
    { route: 'erppro', brand: 'udebank' as const, login: 'erplogin', source: 'baidu' },
    { route: 'jizhibao', brand: 'treasure' as const, login: 'login', source: 'uet' },
    { route: 'treasure', brand: 'quanzitong' as const, login: 'treasurelogin', source: 'uet' },
  ])('the route rule of $route wins over tenant brand $brand', ({ route, brand, login, source }) => {
    const target = freeTrialTarget({ routeName: route, currentUrl: URL_NOW, query: {}, tenantBrand: brand });
    expect(target.name).toBe(login);
    expect(target.query.source).toBe(source);
  });
});
