import { describe, expect, it } from 'vitest';
import { cityOf, jobsHref } from './jobs-api';

describe('cityOf', () => {
  it.each([
    ['BJ', 'BJ'],
    ['HZ', 'HZ'],
    [null, undefined],
    ['', undefined],
    ['bj', undefined],
    ['B', undefined],
    ['BJ;DROP', undefined],
  ])('%s → %s', (value, city) => {
    expect(cityOf(value)).toBe(city);
  });
});

describe('jobsHref', () => {
  it.each([
    [{ page: 1 }, '/recruit'],
    [{ page: 2 }, '/recruit?page=2'],
    [{ city: 'SH', page: 1 }, '/recruit?city=SH'],
    [{ city: 'SH', page: 3 }, '/recruit?city=SH&page=3'],
  ])('%j → %s', (state, href) => {
    expect(jobsHref(state)).toBe(href);
  });
});
