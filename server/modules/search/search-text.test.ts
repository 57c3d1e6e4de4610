import { describe, expect, it } from 'vitest';
import { keywordQuery, leadOf, lexemesOf, plainText, SNIPPET_CHARS, snippetOf } from './search-text';

describe('lexemesOf', () => {
  it('indexes Chinese as overlapping pairs plus the last character, other runs as words', () => {
    expect(lexemesOf('预拌混凝土')).toEqual(['预拌', '拌混', '混凝', '凝土', '土']);
    expect(lexemesOf('桥')).toEqual(['桥']);
    expect(lexemesOf('BIM技术应用 GB 50300-2013')).toEqual(['bim', '技术', '术应', '应用', '用', 'gb', '50300', '2013']);
  });

  it('normalises full-width letters and case, and drops punctuation', () => {
    expect(lexemesOf('ＢＩＭ，《混凝土》！')).toEqual(['bim', '混凝', '凝土', '土']);
    expect(lexemesOf("%' OR 1=1 --")).toEqual(['or', '1']);
    expect(lexemesOf('')).toEqual([]);
  });

  it('splits letters from digits, and skips very long runs of them', () => {
    expect(lexemesOf('C30混凝土')).toEqual(['c', '30', '混凝', '凝土', '土']);
    expect(lexemesOf(`${'a'.repeat(65)} ok`)).toEqual(['ok']);
  });
});

describe('keywordQuery', () => {
  it('asks for every pair of a Chinese run and every word', () => {
    expect(keywordQuery('混凝土')).toEqual({ terms: ['混凝土'], tsquery: "'混凝' & '凝土'" });
    expect(keywordQuery('桥梁')).toEqual({ terms: ['桥梁'], tsquery: "'桥梁'" });
    expect(keywordQuery('GB 50300')).toEqual({ terms: ['GB', '50300'], tsquery: "'gb' & '50300'" });
  });

  it('finds a single character as the start of a pair or the end of a run', () => {
    expect(keywordQuery('桥')).toEqual({ terms: ['桥'], tsquery: "'桥':*" });
  });

  it('keeps the terms as written, once each, and quotes what the query syntax would read', () => {
    expect(keywordQuery('BIM bim 混凝土 混凝土').terms).toEqual(['BIM', '混凝土']);
    expect(keywordQuery("O'Brien").tsquery).toBe("'o' & 'brien'");
    expect(keywordQuery('%%% —— !&|:*')).toEqual({ terms: [], tsquery: '' });
  });
});

describe('plainText', () => {
  it('drops tags, decodes entities and collapses space', () => {
    expect(plainText('<p>混凝土&amp;钢筋</p><p>&lt;b&gt; &#20013;&#x6587;&nbsp;x</p>')).toBe('混凝土&钢筋 <b> 中文 x');
    expect(plainText('<p>a<br />b</p><ol><li>c</li></ol>')).toBe('a b c');
    expect(plainText('<img src="x" /><a rel="noopener">点我</a>')).toBe('点我');
  });
});

describe('snippetOf', () => {
  const long = `${'前'.repeat(100)}混凝土${'后'.repeat(100)}`;

  it('cuts at most SNIPPET_CHARS characters around the first match, with ellipses', () => {
    const snippet = snippetOf(long, ['混凝土'])!;
    expect([...snippet]).toHaveLength(SNIPPET_CHARS);
    expect(snippet.startsWith('…')).toBe(true);
    expect(snippet.endsWith('…')).toBe(true);
    expect(snippet).toContain('混凝土');
  });

  it('keeps a short text whole, starts at the beginning for an early match, and ends at the end for a late one', () => {
    expect(snippetOf('短文本里的混凝土', ['混凝土'])).toBe('短文本里的混凝土');
    expect(snippetOf(`混凝土${'后'.repeat(200)}`, ['混凝土'])!.startsWith('混凝土')).toBe(true);
    const late = snippetOf(`${'前'.repeat(200)}混凝土`, ['混凝土'])!;
    expect(late.endsWith('混凝土')).toBe(true);
    expect([...late]).toHaveLength(SNIPPET_CHARS);
  });

  it('matches letters case-insensitively, takes the earliest term, and answers null without a match', () => {
    expect(snippetOf('采用bim技术', ['BIM'])).toBe('采用bim技术');
    expect(snippetOf(`${'x'.repeat(50)}BIM${'y'.repeat(10)}混凝土${'z'.repeat(100)}`, ['混凝土', 'bim'])!.indexOf('BIM')).toBe(25);
    expect(snippetOf('没有关键词', ['混凝土'])).toBeNull();
  });

  it('leads with the start of a text that has no match', () => {
    expect(leadOf('短')).toBe('短');
    expect([...leadOf('长'.repeat(300))]).toHaveLength(SNIPPET_CHARS);
  });
});
