// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { exchangeShortfall } from './exchange-shortfall';

describe('exchangeShortfall', () => {
  it.each([
    [5, 50, 45],
    [0, 50, 50],
    [50, 50, 0],
    [120, 50, 0],
    [null, 50, null],
  ])('balance %j, cost %j: %j missing', (balance, cost, missing) => {
    expect(exchangeShortfall(balance, cost)).toBe(missing);
  });
});
