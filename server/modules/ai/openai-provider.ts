import OpenAI from 'openai';
import type { ChatProvider } from './ai-runtime';

/** What went wrong with the provider; the generation keeps the partial text and refunds the use. */
export class ProviderError extends Error {
  constructor(
    readonly reason: 'http' | 'malformed' | 'stall' | 'timeout' | 'other',
    detail = '',
  ) {
    super(`AI provider failed (${reason})${detail ? `: ${detail}` : ''}`);
    this.name = 'ProviderError';
  }
}

interface ProviderConfig {
  baseUrl: string;
  apiKey: string;
  model: string;
  timeoutSeconds: number;
}

function providerError(error: unknown): ProviderError {
  if (error instanceof ProviderError) return error;
  if (error instanceof OpenAI.APIConnectionTimeoutError) return new ProviderError('timeout');
  if (error instanceof OpenAI.APIError) return new ProviderError('http', String(error.status ?? ''));
  if (error instanceof SyntaxError) return new ProviderError('malformed', error.message);
  return new ProviderError('other', error instanceof Error ? error.message : String(error));
}

/** An OpenAI-compatible chat-completions endpoint (the official client), streaming, without retries. */
export function openAiProvider(config: ProviderConfig): ChatProvider {
  // The client insists on a key; a local server without one accepts any.
  const client = new OpenAI({
    baseURL: config.baseUrl,
    apiKey: config.apiKey || 'none',
    timeout: config.timeoutSeconds * 1000,
    maxRetries: 0,
  });
  return {
    model: config.model,
    async *stream(messages, signal) {
      try {
        const stream = await client.chat.completions.create({ model: config.model, messages: [...messages], stream: true }, { signal });
        for await (const chunk of stream) {
          if (!chunk || typeof chunk !== 'object' || !Array.isArray(chunk.choices))
            throw new ProviderError('malformed', 'a chunk without choices');
          const text: unknown = chunk.choices[0]?.delta?.content;
          if (text !== undefined && text !== null && typeof text !== 'string') throw new ProviderError('malformed', 'content is not text');
          if (text) yield text;
        }
      } catch (error) {
        if (signal.aborted) throw error;
        throw providerError(error);
      }
    },
  };
}
