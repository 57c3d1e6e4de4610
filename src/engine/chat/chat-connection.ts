import { CHAT_CLOSE, type ChatRefusal, type GuestHello, type OperatorHello, type ServerFrame } from '../../../shared/calls/chat';

/** The hello without `type` and `after`: the connection adds both (after = the last message it has seen). */
export type HelloFields = Omit<GuestHello, 'type' | 'after'> | Omit<OperatorHello, 'type' | 'after'>;

export type ConnectionStatus = 'connecting' | 'open' | 'reconnecting' | 'stopped';

/** The part of the platform WebSocket the connection uses (the browser's, or `ws` in tests). */
export interface SocketLike {
  readyState: number;
  send(data: string): void;
  close(code?: number): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number }) => void) | null;
  onerror: ((event: unknown) => void) | null;
}

export interface ChatConnectionOptions {
  url: string;
  /** Asked on every (re)connect, so a login or a new guest is picked up. */
  hello: () => HelloFields;
  onFrame: (frame: ServerFrame) => void;
  onStatus?: (status: ConnectionStatus) => void;
  /** The id of the newest message already held (history loaded before the socket opened). */
  after?: number;
  createSocket?: (url: string) => SocketLike;
  /** Back-off bounds, ms: the first retry waits about `retryMinMs`, doubling to `retryMaxMs`. */
  retryMinMs?: number;
  retryMaxMs?: number;
  pingMs?: number;
  random?: () => number;
}

const OPEN = 1;
/** Closes after which a reconnect would be refused again: a refused hello, the end of the session, a flood. */
const FINAL_CLOSE_CODES = new Set<number>(Object.values(CHAT_CLOSE));
export const CHAT_RETRY_MIN_MS = 500;
export const CHAT_RETRY_MAX_MS = 30_000;
export const CHAT_PING_MS = 25_000;

/** The delay before reconnect attempt `attempt` (0-based): exponential, capped, with ±50 % jitter. */
export function retryDelay(attempt: number, min: number, max: number, random: () => number): number {
  const base = Math.min(max, min * 2 ** Math.min(attempt, 30));
  return Math.round(base * (0.5 + random()));
}

function newClientId(): string {
  const random = globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random()}`;
  return random.replace(/[^A-Za-z0-9_-]/g, '');
}

function parseFrame(data: unknown): ServerFrame | null {
  if (typeof data !== 'string') return null;
  try {
    const frame = JSON.parse(data) as ServerFrame;
    return frame && typeof frame === 'object' && typeof frame.type === 'string' ? frame : null;
  } catch {
    return null;
  }
}

interface PendingSend {
  clientId: string;
  body: string;
  conversationId?: number;
}

/**
 * One chat socket (guest or operator), framework-free: hello first, reconnect with back-off after an unexpected
 * close (never after one of CHAT_CLOSE's: a refusal, a hello timeout, an ended session, a flood), catch-up through the hello's `after`, sends queued while
 * away and resent with the same clientId until acknowledged or refused, a ping to keep proxies from idling it.
 */
export class ChatConnection {
  private socket: SocketLike | null = null;
  private ready = false;
  private stopped = true;
  private attempt = 0;
  private lastId: number;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private pingTimer: ReturnType<typeof setInterval> | undefined;
  private readonly pending = new Map<string, PendingSend>();
  private readonly options: Required<Omit<ChatConnectionOptions, 'after' | 'onStatus'>> & Pick<ChatConnectionOptions, 'onStatus'>;

  constructor(options: ChatConnectionOptions) {
    this.lastId = options.after ?? 0;
    this.options = {
      createSocket: (url) => new WebSocket(url) as unknown as SocketLike,
      retryMinMs: CHAT_RETRY_MIN_MS,
      retryMaxMs: CHAT_RETRY_MAX_MS,
      pingMs: CHAT_PING_MS,
      random: Math.random,
      ...options,
    };
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.connect('connecting');
  }

  /** Closes for good (the page went away, a refusal): no reconnect. Queued sends stay queued. */
  stop(): void {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    this.stopTimers();
    const socket = this.socket;
    this.socket = null;
    this.ready = false;
    if (socket) {
      socket.onclose = null;
      socket.onmessage = null;
      socket.close(1000);
    }
    this.options.onStatus?.('stopped');
  }

  /** Skips the rest of a back-off wait (the browser is back online). */
  retryNow(): void {
    if (this.stopped || this.socket || this.retryTimer === undefined) return;
    clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
    this.connect('reconnecting');
  }

  /** Queues a message and returns its clientId; it goes out now when connected, else after the next hello. */
  send(body: string, conversationId?: number, clientId = newClientId()): string {
    const item: PendingSend = { clientId, body, conversationId };
    this.pending.set(clientId, item);
    if (this.ready) this.transmit(item);
    return clientId;
  }

  /** Drops a queued message (a refused one the user gives up on). */
  discard(clientId: string): void {
    this.pending.delete(clientId);
  }

  read(upTo: number, conversationId?: number): void {
    this.raw({ type: 'read', upTo, ...(conversationId ? { conversationId } : {}) });
  }

  page(url: string): void {
    this.raw({ type: 'page', url });
  }

  /** Messages held so far: the catch-up point of the next hello. */
  seen(id: number): void {
    if (id > this.lastId) this.lastId = id;
  }

  get connected(): boolean {
    return this.ready;
  }

  private connect(status: ConnectionStatus): void {
    this.options.onStatus?.(status);
    let socket: SocketLike;
    try {
      socket = this.options.createSocket(this.options.url);
    } catch {
      this.scheduleReconnect();
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      const after = this.lastId > 0 ? { after: this.lastId } : {};
      socket.send(JSON.stringify({ type: 'hello', ...this.options.hello(), ...after }));
    };
    socket.onmessage = (event) => this.receive(event.data);
    socket.onerror = () => undefined;
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.ready = false;
      this.stopTimers();
      if (FINAL_CLOSE_CODES.has(event.code)) {
        this.stopped = true;
        this.options.onStatus?.('stopped');
      } else if (!this.stopped) this.scheduleReconnect();
    };
  }

  private scheduleReconnect(): void {
    const { retryMinMs, retryMaxMs, random } = this.options;
    const delay = retryDelay(this.attempt, retryMinMs, retryMaxMs, random);
    this.attempt += 1;
    this.options.onStatus?.('reconnecting');
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      if (!this.stopped) this.connect('reconnecting');
    }, delay);
  }

  private receive(data: unknown): void {
    const frame = parseFrame(data);
    if (!frame) return;
    if (frame.type === 'ready') {
      this.ready = true;
      this.attempt = 0;
      this.options.onStatus?.('open');
      this.pingTimer = setInterval(() => this.raw({ type: 'ping' }), this.options.pingMs);
      for (const item of this.pending.values()) this.transmit(item);
    } else if (frame.type === 'message') this.seen(frame.message.id);
    else if (frame.type === 'ack') {
      this.pending.delete(frame.clientId);
      this.seen(frame.message.id);
    } else if (frame.type === 'refused' && frame.clientId) this.pending.delete(frame.clientId);
    this.options.onFrame(frame);
  }

  private transmit(item: PendingSend): void {
    const conversation = item.conversationId ? { conversationId: item.conversationId } : {};
    this.raw({ type: 'send', clientId: item.clientId, body: item.body, ...conversation });
  }

  private raw(frame: Record<string, unknown>): void {
    if (this.ready && this.socket?.readyState === OPEN) this.socket.send(JSON.stringify(frame));
  }

  private stopTimers(): void {
    clearInterval(this.pingTimer);
    this.pingTimer = undefined;
  }
}

/** Refusals that end the hello: the socket closes after them and a new identity is needed, not a retry. */
export const HELLO_REFUSALS: readonly ChatRefusal[] = ['badGuest', 'forbidden', 'notHello', 'chatOff'];

/** The socket's address from the API base the portal calls (API_HOST or this site's /api). */
export function chatSocketUrl(apiBase: string, path: string, pageUrl: string): string {
  const url = new URL(`${apiBase.replace(/\/$/, '')}${path}`, pageUrl);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.href;
}
