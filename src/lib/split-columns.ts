/** Splits items into at most `columns` columns of `perColumn`; what does not fit is left out. */
export function splitColumns<T>(items: readonly T[], perColumn: number, columns: number): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < Math.min(items.length, perColumn * columns); start += perColumn) {
    result.push(items.slice(start, start + perColumn));
  }
  return result;
}
