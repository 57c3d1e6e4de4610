import { describe, expect, it } from 'vitest';
import { formatDuration } from '../../lib/format-duration';
import { readVideoList, videoListCanonical, videoListHref } from './learning-route';

const read = (params: Record<string, string>, search = '') => readVideoList(params, new URLSearchParams(search));
const isNotFound = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return (error as { init?: { status?: number } }).init?.status === 404;
  }
  return false;
};

describe('course list addresses', () => {
  it.each([
    [{}, '', { catId: undefined, page: 1, keyword: '', sort: 'newest' }, '/video'],
    [{ catId: '3' }, '', { catId: 3, page: 1, keyword: '', sort: 'newest' }, '/video/3'],
    [{ catId: '3', page: '2' }, 'sort=popular', { catId: 3, page: 2, keyword: '', sort: 'popular' }, '/video/3/2?sort=popular'],
    [{ catId: 'all', page: '4' }, 'keyword=BIM', { catId: undefined, page: 4, keyword: 'BIM', sort: 'newest' }, '/video/all/4?keyword=BIM'],
    [{ catId: 'all' }, 'sort=oldest', { catId: undefined, page: 1, keyword: '', sort: 'newest' }, '/video'],
  ])('%j %s', (params, search, state, href) => {
    expect(read(params, search)).toEqual(state);
    expect(videoListHref(read(params, search))).toBe(href);
  });

  it('names the category and page as canonical, without keyword or sort', () => {
    expect(videoListCanonical(read({ catId: '2', page: '3' }, 'keyword=x&sort=popular'))).toBe('/video/2/3');
  });

  it('answers 404 for a malformed category or page', () => {
    expect(isNotFound(() => read({ catId: 'abc' }))).toBe(true);
    expect(isNotFound(() => read({ catId: '0' }))).toBe(true);
    expect(isNotFound(() => read({ catId: '2', page: '-1' }))).toBe(true);
  });
});

describe('formatDuration', () => {
  it.each([
    [0, '0:00'],
    [8, '0:08'],
    [75.9, '1:15'],
    [3600 + 62, '1:01:02'],
    [-3, '0:00'],
  ])('%s → %s', (seconds, text) => expect(formatDuration(seconds)).toBe(text));
});
