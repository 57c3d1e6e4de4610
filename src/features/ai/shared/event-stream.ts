import { TENANT_HEADER } from '../../../../shared/api-contract';
import type { GenerationEvent } from '../../../../shared/calls/ai-tools';
import { callUrl, type CallRow } from '../../../../shared/calls/define-call';
import { FrameParser, MalformedFrame } from './event-frames';

/** The server answered with JSON instead of a stream: a refusal before anything was generated (43002, 40001, 401…). */
export class StreamRefused extends Error {
  constructor(
    message: string,
    readonly code: string | undefined,
    readonly status: number,
  ) {
    super(message);
    this.name = 'StreamRefused';
  }
}

/** Why a stream broke without a refusal: no answer at all, a malformed frame, or an end before done/error. */
export type StreamBreak = 'network' | 'malformed' | 'cutOff';

export class StreamBroken extends Error {
  constructor(readonly reason: StreamBreak) {
    super(reason);
    this.name = 'StreamBroken';
  }
}

export interface StreamRequest {
  apiBase: string;
  tenantId: string;
  token: string;
  row: CallRow;
  body: unknown;
  signal: AbortSignal;
  onEvent: (event: GenerationEvent) => void;
  fetch?: typeof fetch;
}

function refusalOf(status: number, text: string): StreamRefused {
  try {
    const body = JSON.parse(text) as { code?: unknown; msg?: unknown };
    return new StreamRefused(typeof body.msg === 'string' ? body.msg : '', typeof body.code === 'string' ? body.code : undefined, status);
  } catch {
    return new StreamRefused('', undefined, status);
  }
}

const isAbort = (err: unknown, signal: AbortSignal) => signal.aborted || (err instanceof DOMException && err.name === 'AbortError');

/**
 * POSTs a `produces: 'stream'` row and hands each GenerationEvent to onEvent as it arrives. Resolves after the
 * done or error event; rejects with StreamRefused (a JSON answer), StreamBroken, or the abort when the signal
 * stops it (the caller keeps what it has).
 */
export async function streamGeneration(request: StreamRequest): Promise<void> {
  const { signal, onEvent } = request;
  const fetchImpl = request.fetch ?? ((input, init) => fetch(input, init));
  let response: Response;
  try {
    response = await fetchImpl(`${request.apiBase}${callUrl(request.row)}`, {
      method: 'POST',
      headers: {
        [TENANT_HEADER]: request.tenantId,
        'content-type': 'application/json',
        accept: 'text/event-stream',
        authorization: `Bearer ${request.token}`,
      },
      body: JSON.stringify(request.body ?? {}),
      signal,
    });
  } catch (err) {
    if (isAbort(err, signal)) throw err;
    throw new StreamBroken('network');
  }
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('text/event-stream') || !response.body) {
    let text = '';
    try {
      text = await response.text();
    } catch (err) {
      if (isAbort(err, signal)) throw err;
    }
    throw refusalOf(response.status, text);
  }

  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  const parser = new FrameParser();
  let finished = false;
  // Not every fetch ends the body when its signal aborts: cancelling the reader does.
  const cancel = () => void reader.cancel().catch(() => undefined);
  signal.addEventListener('abort', cancel, { once: true });
  const hand = (events: GenerationEvent[]) => {
    for (const event of events) {
      if (finished) return;
      onEvent(event);
      if (event.type === 'done' || event.type === 'error') finished = true;
    }
  };
  try {
    for (;;) {
      let chunk: ReadableStreamReadResult<Uint8Array>;
      try {
        chunk = await reader.read();
      } catch (err) {
        if (isAbort(err, signal)) throw err;
        throw new StreamBroken('network');
      }
      if (signal.aborted) throw signal.reason;
      if (chunk.done) break;
      hand(parser.push(decoder.decode(chunk.value, { stream: true })));
      if (finished) break;
    }
    if (!finished) hand(parser.push(decoder.decode()).concat(parser.end()));
  } catch (err) {
    if (err instanceof MalformedFrame) throw new StreamBroken('malformed');
    throw err;
  } finally {
    signal.removeEventListener('abort', cancel);
    if (finished) await reader.cancel().catch(() => undefined);
    else if (!signal.aborted) reader.releaseLock();
  }
  if (!finished) throw new StreamBroken('cutOff');
}
