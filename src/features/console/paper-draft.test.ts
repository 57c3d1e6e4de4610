import { describe, expect, it } from 'vitest';
import { checkPaper, emptyPaper, paperDraftOf, paperFieldsOf } from './paper-draft';

describe('the paper draft', () => {
  it('sends authors and keywords as lists, split at commas, 、 and semicolons of either width', () => {
    const draft = { ...emptyPaper([]), title: ' 题目 ', categoryId: '7', authors: '张三，李四, 王五、 ;赵六', keywords: '隧道；计量' };
    expect(paperFieldsOf(draft)).toMatchObject({
      title: '题目',
      categoryId: 7,
      authors: ['张三', '李四', '王五', '赵六'],
      keywords: ['隧道', '计量'],
    });
    expect(paperFieldsOf(draft)).not.toHaveProperty('pdfName');
  });

  it('shows a stored list joined by 、, which reads back as the same list', () => {
    const draft = paperDraftOf({
      ...paperFieldsOf(emptyPaper(['main'])),
      authors: ['张三', '李四'],
      categoryId: 3,
      pdfName: null,
      id: 1,
      state: 'draft',
      releaseTime: '2026-01-01T00:00:00.000Z',
      deletedAt: null,
      updatedAt: '2026-01-01T00:00:00.000Z',
      version: 1,
    });
    expect(draft.authors).toBe('张三、李四');
    expect(paperFieldsOf(draft).authors).toEqual(['张三', '李四']);
  });

  it('asks for a title and a category, and refuses lists the server would', () => {
    expect(checkPaper(emptyPaper([]))).toMatchObject({ title: 'editor.titleRequired', categoryId: 'paper.categoryRequired' });
    const many = Array.from({ length: 31 }, (_, index) => `作者${index}`).join('、');
    expect(checkPaper({ ...emptyPaper([]), authors: many }).authors).toBe('paper.authorsTooLong');
    expect(checkPaper({ ...emptyPaper([]), keywords: 'x'.repeat(41) }).keywords).toBe('paper.keywordsTooLong');
    expect(checkPaper({ ...emptyPaper([]), authors: '张三、李四', keywords: '隧道' })).toMatchObject({
      authors: undefined,
      keywords: undefined,
    });
  });
});
