import { describe, expect, it } from 'vitest';
import { checkHelp, emptyHelp, helpFieldsOf } from './help-draft';

describe('the help article draft', () => {
  it('sends the category as a number and the title and number trimmed', () => {
    const draft = { ...emptyHelp(['main']), title: ' 导入清单 ', categoryId: '22', resNumber: ' QA-1 ' };
    expect(helpFieldsOf(draft)).toMatchObject({ title: '导入清单', categoryId: 22, resNumber: 'QA-1', tenants: ['main'] });
  });

  it('asks for a title, a category and a number the address can carry', () => {
    expect(checkHelp(emptyHelp([]))).toEqual({
      title: 'editor.titleRequired',
      categoryId: 'help.categoryRequired',
      resNumber: 'help.numberRequired',
    });
    const filled = { ...emptyHelp([]), title: 't', categoryId: '22' };
    expect(checkHelp({ ...filled, resNumber: 'QA 1' }).resNumber).toBe('help.numberInvalid');
    expect(checkHelp({ ...filled, resNumber: 'x'.repeat(33) }).resNumber).toBe('help.numberInvalid');
    expect(checkHelp({ ...filled, resNumber: 'KB-2201' })).toEqual({ title: undefined, categoryId: undefined, resNumber: undefined });
  });
});
