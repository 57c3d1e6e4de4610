import { describe, expect, it } from 'vitest';
import { FrameParser, MalformedFrame } from './event-frames';

const frame = (value: unknown) => `data: ${JSON.stringify(value)}\n\n`;

describe('FrameParser', () => {
  it('reads whole frames from one chunk, in order', () => {
    const parser = new FrameParser();
    const events = parser.push(frame({ type: 'delta', text: 'a' }) + frame({ type: 'done', status: 'done' }));
    expect(events).toEqual([
      { type: 'delta', text: 'a' },
      { type: 'done', status: 'done' },
    ]);
  });

  it('waits for the rest of a frame split across chunks, anywhere, even inside a character', () => {
    const text = frame({ type: 'delta', text: '计量支付' }) + frame({ type: 'delta', text: '第二段' });
    for (let cut = 1; cut < text.length; cut += 1) {
      const parser = new FrameParser();
      const events = [...parser.push(text.slice(0, cut)), ...parser.push(text.slice(cut))];
      expect(events).toEqual([
        { type: 'delta', text: '计量支付' },
        { type: 'delta', text: '第二段' },
      ]);
    }
  });

  it('joins multi-line data with newlines, accepts CRLF, and skips comments and other fields', () => {
    const parser = new FrameParser();
    const events = parser.push(': keep-alive\r\n\r\nevent: message\r\ndata: {"type":"delta",\r\ndata: "text":"x\\ny"}\r\n\r\n');
    expect(events).toEqual([{ type: 'delta', text: 'x\ny' }]);
  });

  it('counts a last frame without its blank line at the end of the stream', () => {
    const parser = new FrameParser();
    expect(parser.push('data: {"type":"done","status":"stopped"}')).toEqual([]);
    expect(parser.end()).toEqual([{ type: 'done', status: 'stopped' }]);
  });

  it('throws MalformedFrame on broken JSON, an unknown type, or a delta without text', () => {
    for (const bad of ['data: {"type":"delta","text":\n\n', 'data: {"type":"chunk"}\n\n', 'data: {"type":"delta"}\n\n', 'data: null\n\n']) {
      expect(() => new FrameParser().push(bad)).toThrow(MalformedFrame);
    }
  });
});
