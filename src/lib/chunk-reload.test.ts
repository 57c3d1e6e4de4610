// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { claimChunkReload, isChunkLoadError } from './chunk-reload';
import { CHUNK_RELOAD_INTERVAL_MS } from './constants';

function fakeStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, String(value)),
  };
}

const T0 = 1_700_000_000_000;

describe('claimChunkReload', () => {
  it('the interval is one minute', () => {
    expect(CHUNK_RELOAD_INTERVAL_MS).toBe(60_000);
  });

  it.each([
    // [ms after the first claim, claimed again?]
    [0, false],
    [1, false],
    [30_000, false],
    [59_999, false],
    [60_000, true],
    [120_000, true],
  ])('a second failure %i ms after a reload may reload again: %s', (elapsed, expected) => {
    const storage = fakeStorage();
    expect(claimChunkReload(storage, T0)).toBe(true);
    expect(claimChunkReload(storage, T0 + elapsed)).toBe(expected);
  });

  it('allows at most one reload per minute across a burst of failures', () => {
    const storage = fakeStorage();
    const claims = Array.from({ length: 25 }, (_, i) => claimChunkReload(storage, T0 + i * 10_000));
    // t = 0, 60 s, 120 s, 180 s, 240 s
    expect(claims.filter(Boolean)).toHaveLength(5);
    expect(claims.map((c, i) => (c ? i * 10 : null)).filter((x) => x !== null)).toEqual([0, 60, 120, 180, 240]);
  });

  it('a refused claim does not move the window', () => {
    const storage = fakeStorage();
    claimChunkReload(storage, T0);
    expect(claimChunkReload(storage, T0 + 59_000)).toBe(false);
    expect(claimChunkReload(storage, T0 + 60_000)).toBe(true);
  });

  it('the claim survives in storage, as it does across a page reload', () => {
    const storage = fakeStorage();
    claimChunkReload(storage, T0);
    const afterReload = fakeStorage(Object.fromEntries(storage.data));
    expect(claimChunkReload(afterReload, T0 + 5_000)).toBe(false);
  });

  it('a garbled stored value does not block reloading', () => {
    const storage = fakeStorage();
    claimChunkReload(storage, T0);
    for (const key of storage.data.keys()) storage.data.set(key, 'garbage');
    expect(claimChunkReload(storage, T0 + 1)).toBe(true);
  });

  it('honours a custom interval', () => {
    const storage = fakeStorage();
    expect(claimChunkReload(storage, T0, 1_000)).toBe(true);
    expect(claimChunkReload(storage, T0 + 999, 1_000)).toBe(false);
    expect(claimChunkReload(storage, T0 + 1_000, 1_000)).toBe(true);
  });
});

describe('isChunkLoadError', () => {
  it.each([
    ['Failed to fetch dynamically imported module: https://x.example/assets/news-page-abc.js', true],
    ['error loading dynamically imported module: https://x.example/assets/a.js', true],
    ['Importing a module script failed.', true],
    ['Unable to preload CSS for /assets/home-page.css', true],
    ['Loading chunk 12 failed.', true],
    ['Cannot read properties of undefined (reading "map")', false],
    ['Network Error', false],
    ['', false],
  ])('Error(%j) → %s', (message, expected) => {
    expect(isChunkLoadError(new Error(message))).toBe(expected);
    expect(isChunkLoadError(new TypeError(message))).toBe(expected);
  });

  it.each([
    ['a string', 'Failed to fetch dynamically imported module'],
    ['a plain object', { message: 'Failed to fetch dynamically imported module' }],
    ['null', null],
    ['undefined', undefined],
  ])('%s is not a chunk load error', (_, value) => {
    expect(isChunkLoadError(value)).toBe(false);
  });
});
