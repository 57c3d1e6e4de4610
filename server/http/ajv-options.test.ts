import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { MultiLineText, StringType } from '../../shared/calls/schema';
import { addTextKeyword } from './ajv-options';

const ajv = addTextKeyword(new Ajv());
const line = ajv.compile(StringType());
const lines = ajv.compile(MultiLineText());

describe('the x-text keyword of every StringType', () => {
  it('refuses C0 control characters and DEL in single-line text, accepts the rest', () => {
    for (const code of [...Array.from({ length: 0x20 }, (_, i) => i), 0x7f]) {
      expect(line(`a${String.fromCharCode(code)}b`), `U+${code.toString(16)}`).toBe(false);
    }
    for (const text of ['', 'plain', '中文 与 emoji 🚧', 'a\u0080b', 'tab\u2028sep']) expect(line(text), text).toBe(true);
  });

  it('lets multi-line text keep tab, newline and carriage return only', () => {
    expect(lines('first line\r\n\tsecond line\n')).toBe(true);
    for (const text of ['a\u0000b', 'a\u000bb', 'a\u001bb', 'a\u007fb']) expect(lines(text), JSON.stringify(text)).toBe(false);
  });

  it('refuses a lone surrogate in either kind of text, and keeps proper pairs', () => {
    for (const text of ['\ud800', 'a\udbffb', '\udc00', 'x\udfff', '\ude00\ud83d', '🚧\ud800']) {
      expect(line(text), JSON.stringify(text)).toBe(false);
      expect(lines(text), JSON.stringify(text)).toBe(false);
    }
    for (const text of ['\ud83d\ude00', '𠮷野家', '\ud800\udc00']) expect(line(text) && lines(text), JSON.stringify(text)).toBe(true);
  });

  it('names the rule it broke in its error', () => {
    expect(line('a\u0000')).toBe(false);
    expect(line.errors?.[0]).toMatchObject({ keyword: 'x-text', params: { rule: 'controlCharacters' } });
    expect(line('a\ud800')).toBe(false);
    expect(line.errors?.[0]).toMatchObject({ keyword: 'x-text', params: { rule: 'loneSurrogate' } });
    expect(line('fine')).toBe(true);
    expect(line.errors).toBeNull();
  });

  it('is on every string of the call table, and only on strings', () => {
    expect(StringType({ maxLength: 5 })).toMatchObject({ type: 'string', maxLength: 5, 'x-text': 'single-line' });
    expect(ajv.validate(StringType(), 5)).toBe(false);
  });
});
