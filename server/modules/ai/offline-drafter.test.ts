import { describe, expect, it } from 'vitest';
import aiServer from '../../../locales/zh-cn/ai-server.json';
import { testDatabase } from '../../test-support/test-app';
import { escapeMarkdown, offlineDraft, offlineText, outlineHeadings } from './offline-drafter';
import { CITED_TYPES, excerptOf, passageText, questionLexemes, retrieve, retrievePassages } from './retrieval';

// The offline drafter's texts and the retrieval it rests on, on the seeded library.

describe('outline', () => {
  it('is one heading a line, the field filled in (or left out)', () => {
    const task = { kind: 'outline', tool: 'paper', title: 'T', field: 'BIM' } as const;
    const text = offlineText(task, []);
    expect(text.split('\n')).toEqual(outlineHeadings(task));
    expect(text.split('\n')).toHaveLength(aiServer.outline.paper.length);
    expect(text).toContain(`BIM${aiServer.outline.paper[2]!.replace('{{field}}', '')}`);
    expect(offlineText({ ...task, field: ' ' }, [])).not.toContain('{{');
    expect(offlineText({ kind: 'outline', tool: 'tender', title: 'T', field: '' }, []).split('\n')).toEqual(aiServer.outline.tender);
  });
});

describe('section and answer', () => {
  it('cites the passages its sentences come from by number, with no link in the text', async () => {
    const db = await testDatabase();
    const passages = await retrievePassages(db, '工程计量支付 BIM 信息化平台', CITED_TYPES, 4);
    expect(passages.length).toBe(4);
    const text = offlineText(
      { kind: 'section', tool: 'paper', title: '工程计量支付 BIM 信息化平台', heading: 'H1', outline: ['H1', 'H2'] },
      passages,
    );
    expect(text).toContain('[1]');
    expect(text).not.toContain('](');
    expect(text).toContain('H1');
  });

  it('finds help articles too', async () => {
    const db = await testDatabase();
    const [help] = await db.query<{ id: number; title: string }>('SELECT id, title FROM help_articles ORDER BY id LIMIT 1');
    const citations = await retrieve(db, help!.title, ['help']);
    expect(citations[0]).toMatchObject({ type: 'help', id: help!.id, href: `/help/detail/${help!.id}` });
  });

  it('streams in pieces that add up to the text, and stops when told', async () => {
    const task = { kind: 'answer', tool: 'writing', question: 'Q' } as const;
    const pieces: string[] = [];
    for await (const piece of offlineDraft(offlineText(task, []), new AbortController().signal, 0)) pieces.push(piece);
    expect(pieces.join('')).toBe(offlineText(task, []));
    expect(pieces.length).toBeGreaterThan(5);
    const controller = new AbortController();
    const stopped: string[] = [];
    for await (const piece of offlineDraft(offlineText(task, []), controller.signal, 0)) {
      stopped.push(piece);
      if (stopped.length === 2) controller.abort();
    }
    expect(stopped).toHaveLength(2);
  });
});

describe('retrieval text', () => {
  it('leaves out question words and single characters', () => {
    expect(questionLexemes('什么是计量')).toEqual(['计量']);
  });

  it("adds the library's own name of a term the question calls by another", () => {
    expect(questionLexemes('保留金')).toEqual(expect.arrayContaining(['保留', '质量', '保证', '证金']));
  });

  it('keeps one block a line and leaves tables out', () => {
    expect(
      passageText('<h3>1 引言</h3><p>第一段<strong>重点</strong>。</p><table><tr><td>9</td></tr></table><ul><li>甲</li><li>乙</li></ul>'),
    ).toBe('1 引言\n第一段重点。\n甲\n乙');
  });

  it('escapes what quoted text would turn into Markdown', () => {
    expect(escapeMarkdown('见[附件](x) *注* <b>')).toBe('见\\[附件\\](x) \\*注\\* \\<b\\>');
  });

  it('cuts an excerpt around the first match', () => {
    const text = `${'a'.repeat(300)}计量${'b'.repeat(300)}`;
    const excerpt = excerptOf(text, ['计量']);
    expect(excerpt).toContain('计量');
    expect(excerpt.startsWith('…')).toBe(true);
    expect(excerpt.endsWith('…')).toBe(true);
    expect(excerptOf('short', ['x'])).toBe('short');
  });
});
