import { describe, expect, it } from 'vitest';
import { downloadListHref } from './downloads-route';
import { formatSize } from '../../lib/file-size';

describe('downloadListHref', () => {
  it.each([
    [{ page: 1, keyword: '' }, '/information/download'],
    [{ page: 2, keyword: '' }, '/information/download?page=2'],
    [{ dirId: 3, page: 1, keyword: '' }, '/information/download/3'],
    [{ dirId: 3, page: 5, keyword: '' }, '/information/download/3/5'],
    [{ dirId: 3, page: 5, keyword: 'abc' }, '/information/download/3/5?keyword=abc'],
    [{ page: 2, keyword: 'abc' }, '/information/download?keyword=abc&page=2'],
  ])('%j → %s', (state, href) => {
    expect(downloadListHref(state)).toBe(href);
  });
});

describe('formatSize', () => {
  it.each([
    [0, '0 KB'],
    [0.2, '1 KB'],
    [709, '709 KB'],
    [1023, '1023 KB'],
    [1024, '1 MB'],
    [1536, '1.5 MB'],
    [150 * 1024, '150 MB'],
    [2.25 * 1024 * 1024, '2.3 GB'],
    [-1, ''],
    [Number.NaN, ''],
  ])('%d KB → %s', (size, text) => {
    expect(formatSize(size)).toBe(text);
  });
});
