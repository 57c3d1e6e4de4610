import type { GenerationEvent } from '../../shared/calls/ai-tools';

/** The events of a text/event-stream answer (`data: <JSON>` frames). */
export function parseEvents(payload: string): GenerationEvent[] {
  return payload
    .split('\n\n')
    .map((frame) => frame.trim())
    .filter((frame) => frame.startsWith('data: '))
    .map((frame) => JSON.parse(frame.slice('data: '.length)) as GenerationEvent);
}

/** The text of the delta events, joined. */
export const streamedText = (events: readonly GenerationEvent[]) =>
  events.flatMap((event) => (event.type === 'delta' ? [event.text] : [])).join('');

/** Waits for a condition that depends on work still under way (a stream's last save), checking every 50 ms. */
export async function eventually<T>(read: () => Promise<T>, until: (value: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (until(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
