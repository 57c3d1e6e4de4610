import { describe, expect, it } from 'vitest';
import { readConfig } from '../../config';
import { createAiRuntime, DEFAULT_AI_MODEL } from './ai-runtime';

describe('AI settings from the environment', () => {
  it('runs offline without AI_BASE_URL', () => {
    const { ai } = readConfig({});
    expect(ai.baseUrl).toBeUndefined();
    expect(createAiRuntime(ai)).toMatchObject({ mode: 'offline', provider: null, stallMs: 20_000 });
  });

  it('runs a model with AI_BASE_URL, AI_API_KEY, AI_MODEL and the time limits', () => {
    const { ai } = readConfig({
      AI_BASE_URL: 'http://127.0.0.1:9/v1',
      AI_API_KEY: 'k',
      AI_MODEL: 'm',
      AI_TIMEOUT_SECONDS: '30',
      AI_STALL_SECONDS: '5',
    });
    expect(ai).toEqual({ baseUrl: 'http://127.0.0.1:9/v1', apiKey: 'k', model: 'm', timeoutSeconds: 30, stallSeconds: 5 });
    const runtime = createAiRuntime(ai);
    expect(runtime.mode).toBe('model');
    expect(runtime.provider?.model).toBe('m');
    expect(runtime.stallMs).toBe(5000);
    expect(createAiRuntime({ baseUrl: 'http://127.0.0.1:9/v1' }).provider?.model).toBe(DEFAULT_AI_MODEL);
  });

  it('refuses a base URL that is not http(s) and bad numbers', () => {
    expect(() => readConfig({ AI_BASE_URL: 'ftp://x' })).toThrow(/AI_BASE_URL/);
    expect(() => readConfig({ AI_BASE_URL: 'http://x', AI_STALL_SECONDS: '0' })).toThrow(/AI_STALL_SECONDS/);
  });
});
