import { describe, expect, it } from 'vitest';
import { productIdOf, productLogHref } from './product-api';

describe('update log addresses', () => {
  it.each([
    [{ page: 1 }, '/product/log'],
    [{ page: 4 }, '/product/log/4'],
    [{ productId: 3, page: 1 }, '/product/log?product=3'],
    [{ productId: 3, page: 2 }, '/product/log/2?product=3'],
  ])('%j → %s', (state, href) => {
    expect(productLogHref(state)).toBe(href);
  });

  it.each([
    ['3', 3],
    ['0', undefined],
    ['-1', undefined],
    ['abc', undefined],
    ['1e3', undefined],
    [null, undefined],
  ])('reads the product filter %j as %j', (value, id) => {
    expect(productIdOf(value)).toBe(id);
  });
});
