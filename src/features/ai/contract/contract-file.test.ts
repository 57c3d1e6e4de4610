import { describe, expect, it } from 'vitest';
import { CONTRACT_FILE_MAX_BYTES } from '../../../../shared/calls/ai-tools';
import { base64OfDataUrl, contractFileProblem, contractTitle } from './contract-file';

describe('contract upload checks', () => {
  it('takes .docx and .txt of any case up to 5 MB', () => {
    expect(contractFileProblem('合同.docx', 1000)).toBeNull();
    expect(contractFileProblem('CONTRACT.TXT', CONTRACT_FILE_MAX_BYTES)).toBeNull();
  });

  it('refuses other types, files over 5 MB and empty files', () => {
    expect(contractFileProblem('合同.pdf', 1000)).toBe('type');
    expect(contractFileProblem('合同.doc', 1000)).toBe('type');
    expect(contractFileProblem('docx', 1000)).toBe('type');
    expect(contractFileProblem('合同.docx', CONTRACT_FILE_MAX_BYTES + 1)).toBe('size');
    expect(contractFileProblem('合同.txt', 0)).toBe('empty');
  });

  it('takes the base64 of a data URL', () => {
    expect(base64OfDataUrl('data:text/plain;base64,5ZCI5ZCM')).toBe('5ZCI5ZCM');
    expect(base64OfDataUrl('data:;base64,')).toBe('');
    expect(base64OfDataUrl('nothing')).toBe('');
  });

  it('titles a review by the file name, else the first line', () => {
    expect(contractTitle('x', '施工合同.docx', 100)).toBe('施工合同');
    expect(contractTitle('\n  建设工程施工合同  \n第一条', null, 100)).toBe('建设工程施工合同');
    expect(contractTitle('abcdef', null, 3)).toBe('abc');
  });
});
