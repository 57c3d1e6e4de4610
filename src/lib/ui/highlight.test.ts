// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { highlightRuns } from './highlight';

describe('highlightRuns', () => {
  it('marks every occurrence of a term', () => {
    expect(highlightRuns('预拌混凝土与高性能混凝土', ['混凝土'])).toEqual([
      { text: '预拌', hit: false },
      { text: '混凝土', hit: true },
      { text: '与高性能', hit: false },
      { text: '混凝土', hit: true },
    ]);
  });

  it('prefers the longest term and ignores case', () => {
    expect(highlightRuns('BIM技术与bim模型', ['bim', 'BIM技术'])).toEqual([
      { text: 'BIM技术', hit: true },
      { text: '与', hit: false },
      { text: 'bim', hit: true },
      { text: '模型', hit: false },
    ]);
  });

  it('treats terms as text, not patterns', () => {
    expect(highlightRuns('a.b(c)', ['.', '(c)'])).toEqual([
      { text: 'a', hit: false },
      { text: '.', hit: true },
      { text: 'b', hit: false },
      { text: '(c)', hit: true },
    ]);
  });

  it('leaves text alone without usable terms', () => {
    expect(highlightRuns('标准规范', [])).toEqual([{ text: '标准规范', hit: false }]);
    expect(highlightRuns('标准规范', ['  '])).toEqual([{ text: '标准规范', hit: false }]);
  });
});
