import type { AiMode } from '../../../shared/calls/ai-tools';
import type { ChatMessage } from './generation-contract';
import { openAiProvider } from './openai-provider';

// How this host generates: with an OpenAI-compatible provider (AI_BASE_URL set) or in the offline drafting
// mode, and the pacing of both. boot() reads the settings from the environment (server/config.ts).

/** AI_BASE_URL, AI_API_KEY, AI_MODEL, AI_TIMEOUT_SECONDS, AI_STALL_SECONDS; no baseUrl: offline mode. */
export interface AiOptions {
  baseUrl?: string;
  apiKey?: string;
  model?: string;
  /** Until the provider answers (the client's timeout). Default 60. */
  timeoutSeconds?: number;
  /** A stream that sends nothing for this long has failed. Default 20. */
  stallSeconds?: number;
  /** How often the text is stored while it streams. Default 1000. */
  saveEveryMs?: number;
  /** The pause between the pieces of an offline draft, so it streams like a model. Default 15. */
  offlinePieceMs?: number;
  /** How long a generation's claim on its conversation or writing outlives its process (generation-claims.ts). Default 45000. */
  claimTtlMs?: number;
}

/** A chat-completions model that streams its answer in pieces; a failure throws. */
export interface ChatProvider {
  readonly model: string;
  stream(messages: readonly ChatMessage[], signal: AbortSignal): AsyncIterable<string>;
}

export interface AiRuntime {
  mode: AiMode;
  provider: ChatProvider | null;
  stallMs: number;
  saveEveryMs: number;
  offlinePieceMs: number;
  claimTtlMs: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    ai: AiRuntime;
  }
}

export const DEFAULT_AI_MODEL = 'gpt-4o-mini';

export function createAiRuntime(options: AiOptions = {}): AiRuntime {
  const provider = options.baseUrl
    ? openAiProvider({
        baseUrl: options.baseUrl,
        apiKey: options.apiKey ?? '',
        model: options.model || DEFAULT_AI_MODEL,
        timeoutSeconds: options.timeoutSeconds ?? 60,
      })
    : null;
  return {
    mode: provider ? 'model' : 'offline',
    provider,
    stallMs: (options.stallSeconds ?? 20) * 1000,
    saveEveryMs: options.saveEveryMs ?? 1000,
    offlinePieceMs: options.offlinePieceMs ?? 15,
    claimTtlMs: options.claimTtlMs ?? 45_000,
  };
}
