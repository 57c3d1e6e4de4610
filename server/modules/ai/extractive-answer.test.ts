import { describe, expect, it } from 'vitest';
import type { Citation } from '../../../shared/calls/ai-tools';
import { testDatabase } from '../../test-support/test-app';
import { asksForFigure, extractAnswer, sentencesOf, statementOf } from './extractive-answer';
import { offlineComposition } from './offline-drafter';
import { CITED_TYPES, retrievePassages, type Passage } from './retrieval';

// The offline answerer: whole sentences of the retrieved passages, ranked by the question's terms, the figure
// first when one is asked for, each cited, each source once.

const citation = (id: number, title: string): Citation => ({ type: 'policy', id, title, href: `/policy/detail/${id}`, excerpt: '' });
const passage = (id: number, text: string): Passage => ({ citation: citation(id, `T${id}`), text });

/** A quoted sentence is whole: it is a sentence of some passage, as sentencesOf cuts them. */
function expectWhole(sentences: readonly string[], passages: readonly Passage[]) {
  const whole = new Set(passages.flatMap((item) => sentencesOf(item.text)));
  for (const sentence of sentences) {
    expect(whole.has(sentence), sentence).toBe(true);
    expect(sentence).not.toContain('…');
  }
}

describe('sentences', () => {
  it('are cut at 。！？；and line ends, kept whole with their end mark, short labels and ordinals left out', () => {
    expect(sentencesOf('第一句话说的是计量规则。第二句话问的是什么呢？\n标题\n二是保证金比例不得高于百分之三；最后一句没有句号')).toEqual([
      '第一句话说的是计量规则。',
      '第二句话问的是什么呢？',
      '保证金比例不得高于百分之三；',
      '最后一句没有句号',
    ]);
  });

  it('tell a figure (a quantity) from a year or a document number, and a rule from a plain statement', () => {
    expect(statementOf('预留比例不得高于结算总额的3%。')).toBe('figure');
    expect(statementOf('缺陷责任期一般为1年，最长不超过2年。')).toBe('figure');
    expect(statementOf('《办法》（建质〔2017〕138号）由两部门印发。')).toBe(null);
    expect(statementOf('按GB 50204-2015执行，2011年曾修订。')).toBe(null);
    expect(statementOf('发包人应当在招标文件中明确保证金预留。')).toBe('rule');
  });

  it('know a question that asks for a ratio, an amount or a deadline', () => {
    expect(asksForFigure('保留金比例是多少')).toBe(true);
    expect(asksForFigure('计量审核的时限')).toBe(true);
    expect(asksForFigure('什么是工程变更')).toBe(false);
  });
});

describe('extractAnswer', () => {
  const passages = [
    passage(1, '本办法规范建设工程质量保证金的管理。保证金的预留比例由合同约定，并在招标文件中明确。'),
    passage(2, '本办法规范建设工程质量保证金的管理。\n保证金总预留比例不得高于工程价款结算总额的3%。缺陷责任期一般为1年。'),
    passage(3, '混凝土浇筑前应检查模板。'),
  ];

  it('states the figure first when a ratio is asked for, cites every sentence, and each source once', () => {
    const { sentences, citations } = extractAnswer('质量保证金的预留比例是多少', passages);
    expect(sentences[0]!.text).toBe('保证金总预留比例不得高于工程价款结算总额的3%。');
    expect(citations.map((item) => item.id)).toEqual([2, 1]);
    expect(sentences[0]!.n).toBe(1);
    for (const sentence of sentences) expect(citations[sentence.n - 1]).toBeDefined();
    expectWhole(
      sentences.map((sentence) => sentence.text),
      passages,
    );
    // The boilerplate both documents open with is quoted once, not twice.
    expect(sentences.filter((sentence) => sentence.text.startsWith('本办法')).length).toBeLessThanOrEqual(1);
    // A document none of whose sentences answer is not cited.
    expect(citations.some((item) => item.id === 3)).toBe(false);
    // The excerpt of a citation is the whole sentences taken from it.
    expect(citations[0]!.excerpt).toContain('3%。');
  });

  it('takes no sentence when nothing holds the question terms', () => {
    expect(extractAnswer('桥梁支座', passages)).toEqual({ sentences: [], citations: [] });
  });
});

describe('on the seeded library', () => {
  it('answers the retention-money ratio with the 3% rule, first, in whole cited sentences, each source once', async () => {
    const db = await testDatabase();
    for (const question of ['工程质量保证金的预留比例是多少', '保留金比例是多少']) {
      const passages = await retrievePassages(db, question, CITED_TYPES);
      const { text, citations } = offlineComposition({ kind: 'answer', tool: 'writing', question }, passages);
      const intro = text.indexOf('\n\n', text.indexOf(question)) + 2;
      expect(text.slice(intro).startsWith('保证金总预留比例不得高于工程价款结算总额的3%'), question).toBe(true);
      expect(citations[0]).toMatchObject({ type: 'policy', id: 3 });
      const keys = citations.map((item) => `${item.type}:${item.id}`);
      expect(new Set(keys).size).toBe(keys.length);
      // Every [n] in the text names a citation, and every citation is named.
      const named = new Set([...text.matchAll(/\[(\d+)\]/g)].map((match) => Number(match[1])));
      expect([...named].sort()).toEqual(citations.map((_, index) => index + 1));
      expect(text).not.toContain('…');
      expect(text).not.toMatch(/\]\(/);
      const quoted = [...text.matchAll(/^(?:- )?(.+?) \[\d+\]$/gm)].map((match) => match[1]!.replace(/\\(.)/g, '$1'));
      expect(quoted.length).toBeGreaterThan(1);
      expectWhole(quoted, passages);
    }
  });

  it('drafts a 摘要 in clean Markdown: no raw link, no sentence or source twice', async () => {
    const db = await testDatabase();
    const title = '工程质量保证金管理研究';
    const passages = await retrievePassages(db, `${title} 摘要`, CITED_TYPES);
    const { text, citations } = offlineComposition(
      { kind: 'section', tool: 'paper', title, heading: '摘要', outline: ['摘要', '引言'] },
      passages,
    );
    expect(text).not.toMatch(/\[[^\]]*\]\([^)]*\)/);
    expect(text).not.toContain('](/');
    const lines = text.split('\n').filter((line) => line.startsWith('- '));
    expect(lines.length).toBeGreaterThan(0);
    expect(new Set(lines).size).toBe(lines.length);
    const keys = citations.map((item) => `${item.type}:${item.id}`);
    expect(new Set(keys).size).toBe(keys.length);
    const excerpts = citations.map((item) => item.excerpt);
    expect(new Set(excerpts).size).toBe(excerpts.length);
  });
});
