import { describe, expect, it } from 'vitest';
import { mergeOver, pointerTo, writerOf, type Provenance } from './manifest-merge';

/** Merges the files in order, base first, as a chain of extends does. */
function mergeAll(...files: [string, unknown][]) {
  const provenance: Provenance = new Map();
  const value = files.reduce<unknown>((merged, [file, over]) => mergeOver(merged, over, file, provenance), {});
  return { value, provenance };
}

describe('mergeOver', () => {
  it('merges objects key by key and lets arrays and plain values replace', () => {
    const { value } = mergeAll(
      ['base', { a: 1, o: { x: 1, y: 2 }, list: [1, 2, 3], keep: 'k' }],
      ['child', { a: 2, o: { y: 3, z: 4 }, list: [9] }],
    );
    expect(value).toEqual({ a: 2, o: { x: 1, y: 3, z: 4 }, list: [9], keep: 'k' });
  });

  it('lets a value of another kind replace an object, and an object replace a plain value', () => {
    expect(mergeAll(['base', { o: { x: 1 }, s: 'text' }], ['child', { o: [1], s: { y: 1 } }]).value).toEqual({ o: [1], s: { y: 1 } });
  });

  it('changes neither input', () => {
    const base = { o: { x: 1 } };
    const child = { o: { y: 2 } };
    mergeAll(['base', base], ['child', child]);
    expect(base).toEqual({ o: { x: 1 } });
    expect(child).toEqual({ o: { y: 2 } });
  });

  it('keeps a "__proto__" key as a property, for the schema to refuse', () => {
    const { value } = mergeAll(['base', { a: 1 }], ['child', JSON.parse('{"__proto__": {"polluted": true}}')]);
    expect(Object.keys(value as object)).toEqual(['a', '__proto__']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('writerOf', () => {
  const { provenance } = mergeAll(
    ['tenants/defaults.json', { nav: [{ url: '/a' }, { url: '/b' }], tdk: { keywords: 'k' }, o: { list: [1, 2, 3] } }],
    ['tenants/erp.json', { tdk: { title: 't' }, o: { list: [1] } }],
  );

  it.each([
    { pointer: '/nav/1/url', file: 'tenants/defaults.json' },
    { pointer: '/tdk/keywords', file: 'tenants/defaults.json' },
    { pointer: '/tdk/title', file: 'tenants/erp.json' },
    // An object both wrote is the most derived file's; so is the root.
    { pointer: '/tdk', file: 'tenants/erp.json' },
    { pointer: '', file: 'tenants/erp.json' },
    { pointer: '/o/list/0', file: 'tenants/erp.json' },
    // Not written anywhere: the closest written ancestor.
    { pointer: '/tdk/description', file: 'tenants/erp.json' },
    { pointer: '/nav/0/label', file: 'tenants/defaults.json' },
  ])('$pointer was written by $file', ({ pointer, file }) => {
    expect(writerOf(pointer, provenance)).toBe(file);
  });

  it('forgets what a replaced array held', () => {
    expect(provenance.has('/o/list/2')).toBe(false);
  });
});

describe('pointerTo', () => {
  it('escapes ~ and / as RFC 6901 and ajv do', () => {
    expect(pointerTo('/routes', 'a/b~c')).toBe('/routes/a~1b~0c');
  });
});
