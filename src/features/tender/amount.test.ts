// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { amountParts, groupDigits, parseWan, wanToYuan } from './amount';
import { findRegion, regionLabel } from './regions';
import { totalText } from './tender-api';

describe('amounts', () => {
  it.each([
    ['', undefined],
    ['  ', undefined],
    ['0', 0],
    ['12', 12],
    ['12.3456', 12.3456],
    [' 7 ', 7],
    ['1000000000', 1_000_000_000],
  ])('parseWan(%j) = %j', (text, value) => {
    expect(parseWan(text)).toBe(value);
  });

  it.each(['-1', 'abc', '1e5', '1.23456', '1000000001', '1,000'])('parseWan(%j) is invalid', (text) => {
    expect(parseWan(text)).toBe('invalid');
  });

  it('converts 万元 to whole yuan', () => {
    expect(wanToYuan(0.5)).toBe(5000);
    expect(wanToYuan(12.3456)).toBe(123456);
    expect(wanToYuan(1_000_000_000)).toBe(10_000_000_000_000);
  });

  it('writes amounts as notices do: 万元 from ten thousand yuan, grouped digits', () => {
    expect(groupDigits(1234567.5, 2)).toBe('1,234,567.5');
    expect(groupDigits(1000, 2)).toBe('1,000');
    expect(amountParts(12_345_678)).toEqual({ value: '1,234.57', unit: 'wan' });
    expect(amountParts(10_000)).toEqual({ value: '1', unit: 'wan' });
    expect(amountParts(9_999)).toEqual({ value: '9,999', unit: 'yuan' });
  });
});

describe('regions', () => {
  const tree = [
    { code: '440000', name: '广东省', children: [{ code: '440100', name: '广州市', children: [] }] },
    { code: '110000', name: '北京市', children: [{ code: '110100', name: '北京市', children: [] }] },
  ];

  it('finds provinces and cities, and nothing else', () => {
    expect(findRegion(tree, '440000')).toEqual({ province: { code: '440000', name: '广东省' } });
    expect(findRegion(tree, '440100')?.city).toEqual({ code: '440100', name: '广州市' });
    expect(findRegion(tree, '440106')).toBeUndefined();
    expect(findRegion(tree, undefined)).toBeUndefined();
  });

  it('names a city with its province, once when they share the name', () => {
    expect(regionLabel(findRegion(tree, '440100'))).toBe('广东省 广州市');
    expect(regionLabel(findRegion(tree, '110100'))).toBe('北京市');
  });
});

describe('totalText', () => {
  it('reads a capped count as "10000+"', () => {
    expect(totalText({ total: 53 })).toBe('53');
    expect(totalText({ total: 10_000, capped: false })).toBe('10000');
    expect(totalText({ total: 10_000, capped: true })).toBe('10000+');
  });
});
