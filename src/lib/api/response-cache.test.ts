// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createResponseCache } from './response-cache';

function withClock(lifetime = 180_000) {
  let now = 0;
  const cache = createResponseCache(lifetime, () => now);
  return { cache, advance: (ms: number) => (now += ms) };
}

describe('createResponseCache', () => {
  it('misses a key never set', () => {
    expect(withClock().cache.get('nope')).toBeUndefined();
  });

  it.each([
    [0, true],
    [1, true],
    [179_999, true],
    [180_000, false],
    [500_000, false],
  ])('an entry read %i ms after it was set is hit: %s', (elapsed, hit) => {
    const { cache, advance } = withClock();
    cache.set('k', { code: '30000', v: 1 });
    advance(elapsed);
    expect(cache.get('k')).toEqual(hit ? { code: '30000', v: 1 } : undefined);
  });

  it('an expired entry stays gone', () => {
    const { cache, advance } = withClock(1000);
    cache.set('k', 1);
    advance(1000);
    expect(cache.get('k')).toBeUndefined();
    advance(-1000);
    expect(cache.get('k')).toBeUndefined();
  });

  it('setting again restarts the lifetime and replaces the value', () => {
    const { cache, advance } = withClock(1000);
    cache.set('k', 'old');
    advance(900);
    cache.set('k', 'new');
    advance(900);
    expect(cache.get('k')).toBe('new');
  });

  it('keeps keys apart', () => {
    const { cache } = withClock();
    cache.set('a', 1);
    cache.set('b', 2);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([1, 2, undefined]);
  });

  it('hands out copies, so a caller cannot change what is cached', () => {
    const { cache } = withClock();
    const value = { list: [1, 2] };
    cache.set('k', value);
    value.list.push(3);
    const first = cache.get<{ list: number[] }>('k')!;
    expect(first.list).toEqual([1, 2]);
    first.list.push(99);
    expect(cache.get<{ list: number[] }>('k')!.list).toEqual([1, 2]);
  });

  it('clear drops everything', () => {
    const { cache } = withClock();
    cache.set('a', 1);
    cache.set('b', 2);
    cache.clear();
    expect([cache.get('a'), cache.get('b')]).toEqual([undefined, undefined]);
  });
});
