import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeAnswer, startFakeOpenAi, type FakeOpenAi } from '../../test-support/fake-openai';
import { openAiProvider, ProviderError } from './openai-provider';

// The provider is the official openai client, streaming without retries, against the fake server.

let fake: FakeOpenAi;
beforeAll(async () => {
  fake = await startFakeOpenAi({ chunkMs: 1 });
});
afterAll(() => fake?.close());

const provider = () => openAiProvider({ baseUrl: fake.url, apiKey: 'k', model: 'fake-model', timeoutSeconds: 1 });

async function collect(prompt: string): Promise<{ pieces: string[]; error?: unknown }> {
  const pieces: string[] = [];
  try {
    for await (const piece of provider().stream([{ role: 'user', content: prompt }], new AbortController().signal)) pieces.push(piece);
    return { pieces };
  } catch (error) {
    return { pieces, error };
  }
}

describe('openAiProvider', () => {
  it('streams the content of the chunks', async () => {
    const { pieces, error } = await collect('Hello');
    expect(error).toBeUndefined();
    expect(pieces).toEqual(fakeAnswer('Hello'));
    expect(fake.requests.at(-1)).toMatchObject({ model: 'fake-model', stream: true });
  });

  it.each([
    ['[500]', 'http', 0],
    ['[fail]', 'http', 3],
    ['[malformed]', 'malformed', 3],
    ['[hang]', 'timeout', 0],
  ])('%s fails as %s after %i pieces, once (no retry)', async (marker, cause, count) => {
    const before = fake.requests.length;
    const { pieces, error } = await collect(`Q ${marker}`);
    expect(error).toBeInstanceOf(ProviderError);
    expect((error as ProviderError).reason).toBe(cause);
    expect(pieces).toHaveLength(count);
    expect(fake.requests.length - before).toBe(1);
  });
});
