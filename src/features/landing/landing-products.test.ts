// @vitest-environment node
import { describe, expect, it } from 'vitest';
import pages from '../../../locales/zh-cn/pages.json';
import { CUSTOMERS, FIGURES, landingView, PRODUCTS, QUOTES } from './landing-products';

const { landing } = pages;

describe('landing pages', () => {
  it.each([
    ['erp', 'erp', 'standard', 'erppro'],
    ['erppro', 'erp', 'pro', 'erp'],
    ['treasure', 'treasure', 'standard', 'treasurepro'],
    ['treasurepro', 'treasure', 'pro', 'treasure'],
    ['jizhibao', 'jizhibao', 'standard', 'jizhibaopro'],
    ['jizhibaopro', 'jizhibao', 'pro', 'jizhibao'],
    [undefined, 'erp', 'standard', 'erppro'],
    ['acme', 'erp', 'standard', 'erppro'],
  ])('route %s shows %s, %s edition, next to %s', (route, product, edition, sibling) => {
    const view = landingView(route);
    expect([view.product.id, view.edition, view.sibling]).toEqual([product, edition, sibling]);
  });

  it('each route has its own headline and lead', () => {
    const brands = Object.values(landing.brands);
    expect(new Set(brands.map((brand) => brand.headline)).size).toBe(6);
    expect(new Set(brands.map((brand) => brand.lead)).size).toBe(6);
  });

  it.each(Object.values(PRODUCTS))('$id: six features (full rows of 3 and of 1) and every string written', (product) => {
    const copy = landing.products[product.id] as unknown as Record<string, Record<string, unknown>>;
    expect(product.features).toHaveLength(6);
    const keys = [
      ...product.features.map((key) => ['features', key]),
      ...product.pro.map((key) => ['pro', key]),
      ...FIGURES.map((key) => ['figures', key]),
      ...CUSTOMERS.map((key) => ['customers', key]),
      ...QUOTES.map((key) => ['quotes', key]),
    ];
    for (const [group, key] of keys) expect(copy[group!]?.[key!], `${product.id}.${group}.${key}`).toBeTruthy();
    expect(Object.keys(copy.features!)).toEqual([...product.features]);
    expect(Object.keys(copy.pro!)).toEqual([...product.pro]);
  });
});
