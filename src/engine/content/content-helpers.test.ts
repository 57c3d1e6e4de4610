// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { toArticleData } from './article-data';
import { contentHref } from './detail-route';
import { KEYWORD_MAX } from '../../../shared/calls/enums';
import { filterQuery, keywordOf, pageOfQuery, projectTypeOf, timeFilterOf } from './list-query';
import { positiveParam } from './load-content';

describe('positiveParam', () => {
  it('reads positive integers and leaves absent params undefined', () => {
    expect(positiveParam('1')).toBe(1);
    expect(positiveParam('250')).toBe(250);
    expect(positiveParam(undefined)).toBeUndefined();
  });

  it.each(['0', '-1', 'abc', '1.5', '01', '9999999999', ''])('%j is a page that does not exist (404)', (value) => {
    expect(() => positiveParam(value)).toThrow();
    try {
      positiveParam(value);
    } catch (error) {
      expect((error as { init?: { status?: number } }).init?.status).toBe(404);
    }
  });
});

describe('list query values', () => {
  it('falls back to defaults for anything unknown', () => {
    expect(projectTypeOf('ROAD')).toBe('ROAD');
    expect(projectTypeOf('road')).toBe('ALL');
    expect(projectTypeOf(null)).toBe('ALL');
    expect(timeFilterOf('30')).toBe(30);
    expect(timeFilterOf('31')).toBe(0);
    expect(pageOfQuery('3')).toBe(3);
    expect(pageOfQuery('0')).toBe(1);
    expect(pageOfQuery('x')).toBe(1);
  });

  it('trims and caps keywords as the search boxes do', () => {
    expect(keywordOf(null)).toBe('');
    expect(keywordOf('  桥梁 ')).toBe('桥梁');
    expect(keywordOf('字'.repeat(40))).toHaveLength(KEYWORD_MAX);
  });

  it('leaves default filters out of the URL', () => {
    expect(filterQuery({ projectType: 'ALL', days: 0, keyword: '' })).toEqual({
      projectType: undefined,
      days: undefined,
      keyword: undefined,
    });
    expect(filterQuery({ projectType: 'WATER', days: 7, keyword: '隧道' })).toEqual({ projectType: 'WATER', days: '7', keyword: '隧道' });
  });
});

describe('contentHref', () => {
  it('opens each content type at its detail page', () => {
    expect(contentHref('news', 3)).toBe('/news/3');
    expect(contentHref('standard', 4)).toBe('/standard/detail/4');
    expect(contentHref('policy', 5)).toBe('/policy/detail/5');
    expect(contentHref('paper', 6)).toBe('/paper/detail/6');
    expect(contentHref('material', 7)).toBe('/information/download');
    expect(contentHref('unknown', 8)).toBeUndefined();
  });
});

describe('toArticleData', () => {
  it('records the start time and stays quiet when the article is complete', () => {
    const warn = vi.fn();
    const data = toArticleData({ id: 5, artAuthorStaffId: null, type: 'news', title: '标题' }, 1000, warn);
    expect(data).toEqual({ id: 5, artAuthorStaffId: null, type: 'news', title: '标题', startTime: 1000 });
    expect(warn).not.toHaveBeenCalled();
  });

  it('warns that the trace may be wrong when id, type or title is missing', () => {
    const warn = vi.fn();
    const data = toArticleData({ id: 5, artAuthorStaffId: 'u1', type: '', title: '' }, 2000, warn);
    expect(data.startTime).toBe(2000);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('type, title'));
  });
});
