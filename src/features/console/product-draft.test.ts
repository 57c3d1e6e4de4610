import { describe, expect, it } from 'vitest';
import { checkProductLog, emptyProductLog, productLogFieldsOf } from './product-log-draft';
import { checkProduct, emptyProduct, productDraftOf, productFieldsOf } from './product-draft';
import { checkSolution, emptySolution, solutionFieldsOf } from './solution-draft';

const STATE = {
  id: 7,
  tenants: ['main'],
  state: 'draft' as const,
  releaseTime: '2026-01-01T00:00:00.000Z',
  deletedAt: null,
  updatedAt: '2026-01-01T00:00:00.000Z',
  version: 1,
};

describe('the product draft', () => {
  it('sends trimmed entries without the rows left empty, and the code only before the first save', () => {
    const draft = {
      ...emptyProduct(['main']),
      code: ' gauge ',
      name: ' 计量助手 ',
      category: 'MOBILE',
      sort: '3',
      features: [
        { title: ' 台账 ', text: ' 汇总 ' },
        { title: ' ', text: '' },
      ],
      screens: [
        { kind: 'table', caption: '' },
        { kind: 'map', caption: '地图' },
      ],
    };
    expect(productFieldsOf(draft)).toMatchObject({
      code: 'gauge',
      name: '计量助手',
      sort: 3,
      features: [{ title: '台账', text: '汇总' }],
      screens: [{ kind: 'map', caption: '地图' }],
      editions: [],
    });
    expect(productFieldsOf(draft)).not.toHaveProperty('codeFixed');
    const saved = productDraftOf({ ...STATE, ...productFieldsOf(draft), code: 'gauge', category: 'MOBILE', screens: [] });
    expect(saved.codeFixed).toBe(true);
    expect(productFieldsOf(saved)).not.toHaveProperty('code');
  });

  it('names what stops a save: a bad code (until saved), no name or category, a half-filled row, a bad sort', () => {
    const errors = checkProduct({ ...emptyProduct([]), code: 'Bad Code', sort: '-1', editions: [{ name: '标准版', price: '', note: '' }] });
    expect(errors).toEqual({
      code: 'product.codeInvalid',
      name: 'product.nameRequired',
      category: 'product.categoryRequired',
      features: undefined,
      screens: undefined,
      editions: 'entries.incomplete',
      sort: 'product.sortInvalid',
    });
    expect(checkProduct({ ...emptyProduct([]), code: 'Bad Code', codeFixed: true }).code).toBeUndefined();
  });
});

describe('the solution draft', () => {
  it('sends the chosen products in order and the cases with their figures, empty rows left out', () => {
    const draft = {
      ...emptySolution([]),
      code: 'road-x',
      title: '方案',
      industry: 'ROAD',
      products: [{ id: '12' }, { id: '' }, { id: '3' }],
      cases: [
        {
          project: ' 某高速 ',
          customer: '某集团',
          text: '全线使用',
          figures: [
            { label: '标段', value: '12 个' },
            { label: '', value: ' ' },
          ],
        },
        { project: '', customer: '', text: '', figures: [] },
      ],
    };
    expect(solutionFieldsOf(draft)).toMatchObject({
      productIds: [12, 3],
      cases: [{ project: '某高速', customer: '某集团', text: '全线使用', figures: [{ label: '标段', value: '12 个' }] }],
    });
    expect(checkSolution(draft)).toMatchObject({ products: undefined, cases: undefined });
  });

  it('names a product chosen twice, a case without its project, and a figure without its value', () => {
    const draft = {
      ...emptySolution([]),
      products: [{ id: '3' }, { id: '3' }],
      cases: [{ project: '', customer: '某局', text: '', figures: [] }],
    };
    expect(checkSolution(draft)).toMatchObject({
      code: 'product.codeInvalid',
      title: 'editor.titleRequired',
      industry: 'solution.industryRequired',
      products: 'solution.productTwice',
      cases: 'entries.incomplete',
    });
    const figure = { ...draft, cases: [{ project: 'p', customer: 'c', text: 't', figures: [{ label: '工期', value: '' }] }] };
    expect(checkSolution(figure).cases).toBe('entries.incomplete');
  });
});

describe('the update-log draft', () => {
  it('sends the changes that are not empty, and asks for a product, a version and one change', () => {
    const draft = { ...emptyProductLog([]), productId: '4', versionName: ' V2.0 ', changes: [{ text: ' 新增报表 ' }, { text: '' }] };
    expect(productLogFieldsOf(draft)).toEqual({ productId: 4, versionName: 'V2.0', changes: ['新增报表'], tenants: [] });
    expect(checkProductLog(emptyProductLog([]))).toEqual({
      productId: 'productLog.productRequired',
      versionName: 'productLog.versionRequired',
      changes: 'productLog.changesRequired',
    });
  });
});
