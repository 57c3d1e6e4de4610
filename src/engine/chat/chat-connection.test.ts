// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WebSocket as WsSocket, WebSocketServer, type WebSocket as ServerSocket } from 'ws';
import { CHAT_CLOSE, type ChatMessage, type ServerFrame } from '../../../shared/calls/chat';
import { ChatConnection, chatSocketUrl, retryDelay, type ConnectionStatus, type SocketLike } from './chat-connection';

type Frame = Record<string, unknown> & { type: string };

/** A chat server in the test: records every frame, answers through the handler given. */
async function startServer(onFrame: (socket: ServerSocket, frame: Frame, index: number) => void) {
  const server = new WebSocketServer({ port: 0 });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const frames: Frame[][] = [];
  server.on('connection', (socket) => {
    const index = frames.push([]) - 1;
    socket.on('message', (data) => {
      const frame = JSON.parse(String(data)) as Frame;
      frames[index]!.push(frame);
      onFrame(socket, frame, index);
    });
  });
  const { port } = server.address() as { port: number };
  return { server, frames, url: `ws://127.0.0.1:${port}` };
}

const message = (id: number, body = 'hi'): ChatMessage => ({
  id,
  conversationId: 1,
  sender: 'operator',
  body,
  operatorName: 'A',
  createdAt: '2026-01-01T00:00:00.000Z',
});

const send = (socket: ServerSocket, frame: ServerFrame) => socket.send(JSON.stringify(frame));
const ready = (socket: ServerSocket) => send(socket, { type: 'ready', role: 'guest', unread: 0, conversationId: null });

const closers: Array<() => void> = [];
afterEach(() => {
  while (closers.length) closers.pop()!();
});

function connect(url: string, onFrame: (frame: ServerFrame) => void = () => undefined) {
  const statuses: ConnectionStatus[] = [];
  const connection = new ChatConnection({
    url,
    hello: () => ({ role: 'guest', guestId: '00000000-0000-4000-8000-000000000000', guestToken: 'secret-secret-secret' }),
    onFrame,
    onStatus: (status) => statuses.push(status),
    createSocket: (address) => new WsSocket(address) as unknown as SocketLike,
    retryMinMs: 5,
    retryMaxMs: 20,
  });
  closers.push(() => connection.stop());
  return { connection, statuses };
}

describe('ChatConnection', () => {
  it('reconnects after a dropped socket and catches up from the last message it has', async () => {
    const { server, frames, url } = await startServer((socket, frame, index) => {
      if (frame.type !== 'hello') return;
      ready(socket);
      if (index === 0) {
        send(socket, { type: 'message', message: message(5) });
        setTimeout(() => socket.terminate(), 20);
      }
    });
    closers.push(() => server.close());
    const received: ServerFrame[] = [];
    const { connection, statuses } = connect(url, (frame) => received.push(frame));
    connection.start();
    await vi.waitFor(() => expect(frames.length).toBe(2), { timeout: 10_000 });
    await vi.waitFor(() => expect(frames[1]![0]).toMatchObject({ type: 'hello', role: 'guest', after: 5 }), { timeout: 10_000 });
    expect(frames[0]![0]).not.toHaveProperty('after');
    expect(received.some((frame) => frame.type === 'message')).toBe(true);
    expect(statuses).toContain('reconnecting');
    await vi.waitFor(() => expect(statuses.at(-1)).toBe('open'), { timeout: 10_000 });
  });

  it('queues a send while away and resends it with the same clientId until acknowledged', async () => {
    const { server, frames, url } = await startServer((socket, frame, index) => {
      if (frame.type === 'hello') ready(socket);
      // The first socket drops the message unanswered, as a process dying before its ack would.
      else if (frame.type === 'send' && index === 0) socket.terminate();
      else if (frame.type === 'send')
        send(socket, { type: 'ack', clientId: String(frame.clientId), message: { ...message(9, String(frame.body)), sender: 'guest' } });
    });
    closers.push(() => server.close());
    const acks: string[] = [];
    const { connection } = connect(url, (frame) => frame.type === 'ack' && acks.push(frame.clientId));
    const clientId = connection.send('hello there');
    connection.start();
    await vi.waitFor(() => expect(acks).toEqual([clientId]), { timeout: 10_000 });
    const sends = frames.flat().filter((frame) => frame.type === 'send');
    expect(sends.map((frame) => frame.clientId)).toEqual([clientId, clientId]);
    // Acknowledged: a later reconnect sends nothing again.
    expect(connection.connected).toBe(true);
  });

  it.each([
    ['the server refuses the hello (4403)', 'badGuest', CHAT_CLOSE.refused],
    ["the operator's session ended (4401)", 'sessionEnded', CHAT_CLOSE.sessionEnded],
    ['the socket flooded (4429)', 'flood', CHAT_CLOSE.flood],
  ] as const)('does not reconnect after %s', async (_, reason, code) => {
    const { server, frames, url } = await startServer((socket, frame) => {
      if (frame.type !== 'hello') return;
      send(socket, { type: 'refused', reason, msg: 'no' });
      socket.close(code);
    });
    closers.push(() => server.close());
    const refusals: string[] = [];
    const { connection, statuses } = connect(url, (frame) => frame.type === 'refused' && refusals.push(frame.reason));
    connection.start();
    await vi.waitFor(() => expect(statuses.at(-1)).toBe('stopped'), { timeout: 10_000 });
    // Many back-off periods (5–20 ms) pass: still the one connection.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(frames.length).toBe(1);
    expect(refusals).toEqual([reason]);
    expect(statuses).not.toContain('reconnecting');
  });

  it('pings while connected', async () => {
    const { server, frames, url } = await startServer((socket, frame) => {
      if (frame.type === 'hello') ready(socket);
      if (frame.type === 'ping') send(socket, { type: 'pong' });
    });
    closers.push(() => server.close());
    const connection = new ChatConnection({
      url,
      hello: () => ({ role: 'operator', token: 't' }),
      onFrame: () => undefined,
      createSocket: (address) => new WsSocket(address) as unknown as SocketLike,
      pingMs: 10,
    });
    closers.push(() => connection.stop());
    connection.start();
    await vi.waitFor(() => expect(frames[0]!.filter((frame) => frame.type === 'ping').length).toBeGreaterThan(1), { timeout: 10_000 });
  });

  it('skips the back-off wait when told the network is back', async () => {
    const { server, frames, url } = await startServer((socket, frame, index) => {
      if (frame.type !== 'hello') return;
      ready(socket);
      if (index === 0) socket.terminate();
    });
    closers.push(() => server.close());
    const connection = new ChatConnection({
      url,
      hello: () => ({ role: 'operator', token: 't' }),
      onFrame: () => undefined,
      createSocket: (address) => new WsSocket(address) as unknown as SocketLike,
      retryMinMs: 600_000,
      retryMaxMs: 600_000,
    });
    closers.push(() => connection.stop());
    connection.start();
    await vi.waitFor(() => expect(frames.length).toBe(1), { timeout: 10_000 });
    await vi.waitFor(() => expect(connection.connected).toBe(false), { timeout: 10_000 });
    // Let the close land (the wait is ten minutes long), then skip it.
    await new Promise((resolve) => setTimeout(resolve, 50));
    connection.retryNow();
    await vi.waitFor(() => expect(connection.connected).toBe(true), { timeout: 10_000 });
    expect(frames.length).toBe(2);
  });
});

describe('retryDelay', () => {
  it('doubles from the minimum to the cap, with jitter of ±50 %', () => {
    const mid = () => 0.5;
    expect([0, 1, 2, 3, 10].map((attempt) => retryDelay(attempt, 500, 30_000, mid))).toEqual([500, 1000, 2000, 4000, 30_000]);
    expect(retryDelay(0, 500, 30_000, () => 0)).toBe(250);
    expect(retryDelay(20, 500, 30_000, () => 0.999)).toBeLessThan(45_000);
  });
});

describe('chatSocketUrl', () => {
  it('follows the API base: this site’s /api or API_HOST, ws or wss as the page', () => {
    expect(chatSocketUrl('/api', '/crm/sdm/chat/socket', 'https://www.example.com/a/b')).toBe(
      'wss://www.example.com/api/crm/sdm/chat/socket',
    );
    expect(chatSocketUrl('http://api.local:8080/api/', '/x', 'https://www.example.com/')).toBe('ws://api.local:8080/api/x');
  });
});
