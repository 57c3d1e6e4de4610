import { describe, expect, it } from 'vitest';
import { wellFormedPieces } from './well-formed-pieces';

async function collect(pieces: string[]): Promise<string[]> {
  const out: string[] = [];
  for await (const piece of wellFormedPieces(
    (async function* () {
      yield* pieces;
    })(),
  ))
    out.push(piece);
  return out;
}

describe('wellFormedPieces', () => {
  it('keeps ordinary text and whole pairs as they are', async () => {
    expect(await collect(['混凝土', '计量 😀'])).toEqual(['混凝土', '计量 😀']);
  });

  it('joins a pair split between two pieces', async () => {
    expect((await collect(['a\ud83d', '\ude00b'])).join('')).toBe('a😀b');
  });

  it('replaces an unpaired half, wherever it is', async () => {
    const text = (await collect(['x\udc00y', 'z\ud800'])).join('');
    expect(text).toBe('x\ufffdyz\ufffd');
    expect(/\p{Cs}/u.test(text)).toBe(false);
  });
});
