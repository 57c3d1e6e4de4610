import { describe, expect, it } from 'vitest';
import { csvCell, csvFile } from './csv';

describe('csvCell', () => {
  it.each([
    ['plain', 'plain'],
    ['=1+1', "'=1+1"],
    ['+86 138', "'+86 138"],
    ['-2', "'-2"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=cmd', "'\t=cmd"],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['=a,"b"', `"'=a,""b"""`],
    ['line\nbreak', '"line\nbreak"'],
    ['', ''],
  ])('%j → %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });
});

describe('csvFile', () => {
  it('starts with the BOM, ends lines with CRLF and neutralises formulas in every row', () => {
    expect(
      csvFile([
        ['a', 1],
        ['=x', '/p?a=1,2'],
      ]),
    ).toBe('\ufeffa,1\r\n\'=x,"/p?a=1,2"\r\n');
  });
});
