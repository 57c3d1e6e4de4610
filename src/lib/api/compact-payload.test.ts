// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { compactPayload } from './compact-payload';

describe('compactPayload', () => {
  it.each([
    [
      { phone: '13800000000', userName: 'Li', userIdentity: '', position: null },
      { phone: '13800000000', userName: 'Li' },
    ],
    [{ a: undefined, b: null, c: '' }, {}],
    [{}, {}],
    // Falsy values that are not empty are kept.
    [
      { zero: 0, no: false, nan: Number.NaN, space: ' ' },
      { zero: 0, no: false, nan: Number.NaN, space: ' ' },
    ],
    // Nested values are kept as they are, not compacted.
    [
      { list: [], obj: {}, nested: { x: null } },
      { list: [], obj: {}, nested: { x: null } },
    ],
  ] as [Record<string, unknown>, Record<string, unknown>][])('%j → %j', (payload, expected) => {
    expect(compactPayload(payload)).toEqual(expected);
  });

  it('drops the keys themselves, not just their values', () => {
    expect(Object.keys(compactPayload({ a: 1, b: null, c: undefined, d: '' }))).toEqual(['a']);
  });

  it('does not modify its input', () => {
    const payload = { a: 1, b: null };
    compactPayload(payload);
    expect(payload).toEqual({ a: 1, b: null });
  });
});
