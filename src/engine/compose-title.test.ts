// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { composeTitle } from './compose-title';

const PRODUCT = '计量支付云平台';
const DEFAULT = '计量支付云平台 - 工程项目管理';

describe('composeTitle', () => {
  it.each([
    { page: '新闻中心', product: PRODUCT, def: DEFAULT, expected: `新闻中心 - ${PRODUCT}` },
    { page: '  新闻中心  ', product: PRODUCT, def: DEFAULT, expected: `新闻中心 - ${PRODUCT}` },
    { page: undefined, product: PRODUCT, def: DEFAULT, expected: `${DEFAULT} - ${PRODUCT}` },
    { page: '', product: PRODUCT, def: DEFAULT, expected: `${DEFAULT} - ${PRODUCT}` },
    { page: '   ', product: PRODUCT, def: DEFAULT, expected: `${DEFAULT} - ${PRODUCT}` },
    // The product title is never appended to itself.
    { page: PRODUCT, product: PRODUCT, def: DEFAULT, expected: `${DEFAULT} - ${PRODUCT}` },
    { page: undefined, product: PRODUCT, def: PRODUCT, expected: PRODUCT },
    { page: PRODUCT, product: PRODUCT, def: PRODUCT, expected: PRODUCT },
    { page: '工程ERP', product: '工程ERP云', def: '工程ERP云', expected: '工程ERP - 工程ERP云' },
  ])('($page, $product, $def) → $expected', ({ page, product, def, expected }) => {
    expect(composeTitle(page, product, def)).toBe(expected);
  });

  it('puts the product title last exactly once', () => {
    const title = composeTitle('标准规范', PRODUCT, DEFAULT);
    expect(title.endsWith(PRODUCT)).toBe(true);
    expect(title.split(PRODUCT)).toHaveLength(2);
  });
});
