import type { GenerationEvent } from '../../../../shared/calls/ai-tools';

const EVENT_TYPES = new Set(['start', 'delta', 'citations', 'done', 'error']);

/** A frame of the stream that is not a GenerationEvent: the answer cannot be trusted past it. */
export class MalformedFrame extends Error {
  constructor(readonly frame: string) {
    super('malformed frame');
    this.name = 'MalformedFrame';
  }
}

function toEvent(data: string): GenerationEvent {
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    throw new MalformedFrame(data);
  }
  const type = (value as { type?: unknown } | null)?.type;
  if (typeof type !== 'string' || !EVENT_TYPES.has(type)) throw new MalformedFrame(data);
  if (type === 'delta' && typeof (value as { text?: unknown }).text !== 'string') throw new MalformedFrame(data);
  return value as GenerationEvent;
}

/** One frame's data lines joined as text/event-stream says (comments and other fields ignored), or null. */
function frameData(frame: string): string | null {
  const data: string[] = [];
  for (const line of frame.split('\n')) {
    if (line.startsWith('data:')) data.push(line.slice(line[5] === ' ' ? 6 : 5));
  }
  return data.length ? data.join('\n') : null;
}

/**
 * Reads `data: <JSON>` frames of text/event-stream out of text chunks as they arrive, however the chunks split
 * the frames. Throws MalformedFrame on a frame that is not a GenerationEvent.
 */
export class FrameParser {
  private buffer = '';

  push(chunk: string): GenerationEvent[] {
    this.buffer += chunk.replace(/\r\n?/g, '\n');
    const events: GenerationEvent[] = [];
    let end = this.buffer.indexOf('\n\n');
    while (end >= 0) {
      const data = frameData(this.buffer.slice(0, end));
      this.buffer = this.buffer.slice(end + 2);
      if (data !== null) events.push(toEvent(data));
      end = this.buffer.indexOf('\n\n');
    }
    return events;
  }

  /** The stream has ended: a last frame without its blank line still counts. */
  end(): GenerationEvent[] {
    const rest = this.buffer;
    this.buffer = '';
    const data = rest.trim() ? frameData(rest) : null;
    return data === null ? [] : [toEvent(data)];
  }
}
