import { describe, expect, it } from 'vitest';
import { attachmentHeader } from './content-disposition';

describe('attachmentHeader', () => {
  it.each([
    ['report.pdf', `attachment; filename="report.pdf"; filename*=UTF-8''report.pdf`],
    [
      '中间计量汇总表.xlsx',
      `attachment; filename="download.xlsx"; filename*=UTF-8''%E4%B8%AD%E9%97%B4%E8%AE%A1%E9%87%8F%E6%B1%87%E6%80%BB%E8%A1%A8.xlsx`,
    ],
    [
      '价格调整（指数法）.txt',
      `attachment; filename="download.txt"; filename*=UTF-8''%E4%BB%B7%E6%A0%BC%E8%B0%83%E6%95%B4%EF%BC%88%E6%8C%87%E6%95%B0%E6%B3%95%EF%BC%89.txt`,
    ],
    // RFC 5987 attr-chars exclude ' ( ) * even though encodeURIComponent keeps them.
    ["it's (v2)*.zip", `attachment; filename="it's (v2)*.zip"; filename*=UTF-8''it%27s%20%28v2%29%2A.zip`],
    ['say "hi".txt', `attachment; filename="download.txt"; filename*=UTF-8''say%20%22hi%22.txt`],
    ['无扩展名', `attachment; filename="download"; filename*=UTF-8''%E6%97%A0%E6%89%A9%E5%B1%95%E5%90%8D`],
  ])('names %j', (fileName, header) => {
    expect(attachmentHeader(fileName)).toBe(header);
  });
});
