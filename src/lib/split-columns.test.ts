// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { NEWS_MENU_COLUMNS, NEWS_MENU_PER_COLUMN } from './constants';
import { splitColumns } from './split-columns';

const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe('splitColumns', () => {
  it.each([
    [0, 5, 2, []],
    [1, 5, 2, [[1]]],
    [5, 5, 2, [[1, 2, 3, 4, 5]]],
    [6, 5, 2, [[1, 2, 3, 4, 5], [6]]],
    [
      10,
      5,
      2,
      [
        [1, 2, 3, 4, 5],
        [6, 7, 8, 9, 10],
      ],
    ],
    [
      13,
      5,
      2,
      [
        [1, 2, 3, 4, 5],
        [6, 7, 8, 9, 10],
      ],
    ],
    [7, 3, 3, [[1, 2, 3], [4, 5, 6], [7]]],
    [4, 1, 2, [[1], [2]]],
    [4, 5, 0, []],
  ])('%i items, %i per column, %i columns', (count, perColumn, columns, expected) => {
    expect(splitColumns(range(count), perColumn, columns)).toEqual(expected);
  });

  it('the news menu shows at most 5 per column in two columns (SPEC §9)', () => {
    const columns = splitColumns(range(12), NEWS_MENU_PER_COLUMN, NEWS_MENU_COLUMNS);
    expect(columns).toHaveLength(2);
    expect(columns.every((c) => c.length === 5)).toBe(true);
    expect(columns.flat()).toEqual(range(10));
  });

  it('does not modify its input', () => {
    const items = range(8);
    splitColumns(items, 5, 2);
    expect(items).toEqual(range(8));
  });
});
