import type { FastifyReply } from 'fastify';
import type { GenerationEvent } from '../../../shared/calls/ai-tools';

/** A text/event-stream answer written past Fastify (hijacked), one `data: <JSON>` frame per event. */
export interface SseWriter {
  send(event: GenerationEvent): void;
  end(): void;
  /** The answer was ended by us (not cut off by the browser). */
  readonly ended: boolean;
  /** The browser went away before the end. */
  onAbort(listener: () => void): void;
}

export function openSse(reply: FastifyReply): SseWriter {
  reply.hijack();
  const raw = reply.raw;
  // Headers set by hooks (CORS, request id) are Fastify's own until now: a hijacked reply must copy them.
  const headers: Record<string, string | number | string[]> = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) headers[name] = value;
  raw.writeHead(200, {
    ...headers,
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-store, no-transform',
    'x-accel-buffering': 'no',
    connection: 'keep-alive',
  });
  let ended = false;
  const writable = () => !ended && !raw.destroyed && !raw.writableEnded;
  return {
    send(event) {
      if (writable()) raw.write(`data: ${JSON.stringify(event)}\n\n`);
    },
    end() {
      if (!writable()) return;
      ended = true;
      raw.end();
    },
    get ended() {
      return ended;
    },
    onAbort(listener) {
      // The browser may have gone while the use was spent and the passages retrieved.
      if (raw.destroyed || raw.socket?.destroyed) {
        queueMicrotask(listener);
        return;
      }
      raw.on('close', () => {
        if (!ended) listener();
      });
    },
  };
}
