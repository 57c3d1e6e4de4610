// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pageWindow } from './pagination';

describe('pageWindow', () => {
  it.each([
    [1, 1, [1]],
    [1, 3, [1, 2, 3]],
    [1, 10, [1, 2, 3, 0, 10]],
    [5, 10, [1, 2, 3, 4, 5, 6, 7, 0, 10]],
    [10, 10, [1, 0, 8, 9, 10]],
    [4, 10, [1, 2, 3, 4, 5, 6, 0, 10]],
    [4, 7, [1, 2, 3, 4, 5, 6, 7]],
    [50, 100, [1, 0, 48, 49, 50, 51, 52, 0, 100]],
  ])('page %i of %i shows %j (0 marks a gap)', (page, pages, expected) => {
    expect(pageWindow(page, pages)).toEqual(expected);
  });
});
