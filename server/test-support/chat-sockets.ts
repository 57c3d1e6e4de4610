import type { FastifyInstance } from 'fastify';
import type WebSocket from 'ws';
import type { ServerFrame } from '../../shared/calls/chat';

/** A test chat socket: every frame it got, a way to wait for the next that matches, and its close code. */
export interface TestSocket {
  socket: WebSocket;
  frames: ServerFrame[];
  /** Resolves with the close code. */
  closed: Promise<number>;
  /** When the close arrived (Date.now()), once it has. */
  closedAt(): number | undefined;
  send(frame: unknown): void;
  next<T extends ServerFrame['type']>(
    type: T,
    test?: (frame: Extract<ServerFrame, { type: T }>) => boolean,
  ): Promise<Extract<ServerFrame, { type: T }>>;
}

/**
 * Opens the chat socket of an app (injectWS: no port). `address` is the client address the server sees (the
 * injected request has no TCP socket of its own, so the test names one).
 */
export async function connect(app: FastifyInstance, options: { host?: string; address?: string } = {}): Promise<TestSocket> {
  const context = { headers: { host: options.host ?? 'localhost' }, socket: { remoteAddress: options.address ?? '127.0.0.1' } };
  const socket: WebSocket = await app.injectWS('/api/crm/sdm/chat/socket', context as never);
  const frames: ServerFrame[] = [];
  const waiters: { test: (frame: ServerFrame) => boolean; resolve: (frame: ServerFrame) => void }[] = [];
  socket.on('message', (data: Buffer) => {
    const frame = JSON.parse(data.toString()) as ServerFrame;
    if (process.env.CHAT_DEBUG) console.log(JSON.stringify(frame).slice(0, 200));
    frames.push(frame);
    for (const waiter of [...waiters]) {
      if (waiter.test(frame)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(frame);
      }
    }
  });
  let closedAt: number | undefined;
  const closed = new Promise<number>((resolve) =>
    socket.on('close', (code: number) => {
      closedAt = Date.now();
      resolve(code);
    }),
  );
  return {
    socket,
    frames,
    closed,
    closedAt: () => closedAt,
    send: (frame: unknown) => socket.send(typeof frame === 'string' ? frame : JSON.stringify(frame)),
    next<T extends ServerFrame['type']>(type: T, test: (frame: Extract<ServerFrame, { type: T }>) => boolean = () => true) {
      const matches = (frame: ServerFrame) => frame.type === type && test(frame as Extract<ServerFrame, { type: T }>);
      const seen = frames.find(matches);
      if (seen) {
        frames.splice(frames.indexOf(seen), 1);
        return Promise.resolve(seen as Extract<ServerFrame, { type: T }>);
      }
      return new Promise<Extract<ServerFrame, { type: T }>>((resolve) =>
        waiters.push({ test: matches, resolve: resolve as (frame: ServerFrame) => void }),
      ).then((frame) => {
        frames.splice(frames.indexOf(frame), 1);
        return frame;
      });
    },
  };
}

export interface GuestCredentials {
  guestId: string;
  guestToken: string;
}

/** guestCreate's answer from an address: the credentials, or the refusal's code and msg. */
export async function createGuest(app: FastifyInstance, options: { host?: string; address?: string } = {}) {
  const answer = await app.inject({
    method: 'POST',
    url: '/api/crm/sdm/open/guest/create',
    headers: { host: options.host ?? 'localhost' },
    remoteAddress: options.address ?? '127.0.0.1',
    payload: { guest: { source: 'test' } },
  });
  return answer.json<Partial<GuestCredentials> & { code: string; msg: string }>();
}

export async function newGuest(app: FastifyInstance, options: { host?: string; address?: string } = {}): Promise<GuestCredentials> {
  const { guestId, guestToken, msg } = await createGuest(app, options);
  if (!guestId || !guestToken) throw new Error(`no guest: ${msg}`);
  return { guestId, guestToken };
}

export async function login(app: FastifyInstance, phone: string): Promise<string> {
  const answer = await app.inject({
    method: 'POST',
    url: '/api/user/auth/v3/pwd/login',
    payload: { account: phone, password: 'Demo1234' },
  });
  return answer.json<{ token: string }>().token;
}

/** A guest's socket past its hello. */
export async function guestSocket(app: FastifyInstance, options: { host?: string; address?: string; userToken?: string } = {}) {
  const guest = await newGuest(app, options);
  const client = await connect(app, options);
  client.send({ type: 'hello', role: 'guest', ...guest, page: '/product', ...(options.userToken && { userToken: options.userToken }) });
  await client.next('ready');
  return { guest, client };
}

/** An operator's socket past its hello (a new session of the demo operator unless a token is given). */
export async function operatorSocket(app: FastifyInstance, phone = '13800000010', token?: string) {
  const session = token ?? (await login(app, phone));
  const client = await connect(app);
  client.send({ type: 'hello', role: 'operator', token: session });
  await client.next('ready');
  return { token: session, client };
}
