import WebSocket from 'ws';
import { CHAT_SOCKET_PATH, type ServerFrame } from '../../shared/calls/chat';
import { API_PREFIX } from '../../shared/calls/define-call';

export interface ChatClient {
  socket: WebSocket;
  /** The upstream that took the socket, as nginx names it in X-Upstream (empty on a direct connection). */
  upstream: Promise<string>;
  next<T extends ServerFrame['type']>(
    type: T,
    test?: (frame: Extract<ServerFrame, { type: T }>) => boolean,
  ): Promise<Extract<ServerFrame, { type: T }>>;
  send(frame: object): void;
  /** The close code, and when it came. */
  closed: Promise<{ code: number; at: number }>;
}

/** A chat socket (after its hello) whose frames can be awaited by kind. */
export function openChat(origin: string, hello: object): ChatClient {
  const socket = new WebSocket(`${origin.replace(/^http/, 'ws')}${API_PREFIX}${CHAT_SOCKET_PATH}`);
  const frames: ServerFrame[] = [];
  const listeners = new Set<() => void>();
  const upstream = new Promise<string>((resolve, reject) => {
    socket.once('upgrade', (response) => resolve(String(response.headers['x-upstream'] ?? '')));
    socket.once('error', reject);
  });
  socket.on('message', (data) => {
    frames.push(JSON.parse(String(data)) as ServerFrame);
    for (const listener of listeners) listener();
  });
  socket.on('open', () => socket.send(JSON.stringify(hello)));
  const closed = new Promise<{ code: number; at: number }>((resolve) => socket.on('close', (code) => resolve({ code, at: Date.now() })));
  const next: ChatClient['next'] = (type, test = () => true) =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no ${type} frame within 20 s`)), 20_000);
      const look = () => {
        const index = frames.findIndex((frame) => frame.type === type && test(frame as never));
        if (index < 0) return;
        const [frame] = frames.splice(index, 1);
        listeners.delete(look);
        clearTimeout(timer);
        resolve(frame as never);
      };
      listeners.add(look);
      look();
    });
  return { socket, upstream, next, closed, send: (frame) => socket.send(JSON.stringify(frame)) };
}
