import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import WebSocket from 'ws';
import { accountAuthCalls } from '../shared/calls/account-auth';
import { CHAT_CLOSE, CHAT_SOCKET_PATH, chatCalls, type ServerFrame } from '../shared/calls/chat';
import { crmCalls } from '../shared/calls/crm';
import { API_PREFIX, callUrl } from '../shared/calls/define-call';
import { siteCalls } from '../shared/calls/site';

import { openDatabase } from '../server/db/database';
import { hashPassword } from '../server/services/accounts/passwords';
import { grantOperator } from '../server/services/service-desk/operators';

// npm run test:pg runs this: two API-host processes over one PostgreSQL server (DATABASE_URL). A guest on the
// first and an operator on the second exchange messages; the first is then killed (SIGKILL) and started again,
// and every acknowledged message is still there. Then a logout, and the operator CLI's revoke, close the open desks
// on both processes. Exits non-zero on any failure.

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('DATABASE_URL is required');
const PHONE = '13911112222';
const PASSWORD = 'Chat-2processes';

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

async function startProcess(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let attempt = 0; attempt < 300; attempt += 1) {
    const ready = await fetch(`http://127.0.0.1:${port}${API_PREFIX}${callUrl(siteCalls.ready)}`).then((answer) => answer.ok, () => false);
    if (ready) return child;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the process on port ${port} did not become ready`);
}

async function post<T>(port: number, path: string, body: unknown, token?: string): Promise<T> {
  const answer = await fetch(`http://127.0.0.1:${port}${API_PREFIX}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
    body: JSON.stringify(body),
  });
  return (await answer.json()) as T;
}

/** A socket whose frames can be awaited by kind. */
function open(port: number, hello: object) {
  const socket = new WebSocket(`ws://127.0.0.1:${port}${API_PREFIX}${CHAT_SOCKET_PATH}`);
  const frames: ServerFrame[] = [];
  const listeners = new Set<() => void>();
  socket.on('message', (data) => {
    frames.push(JSON.parse(String(data)) as ServerFrame);
    for (const listener of listeners) listener();
  });
  socket.on('open', () => socket.send(JSON.stringify(hello)));
  const closed = new Promise<{ code: number; at: number }>((resolve) => socket.on('close', (code) => resolve({ code, at: Date.now() })));
  const next = <T extends ServerFrame['type']>(type: T, test: (frame: Extract<ServerFrame, { type: T }>) => boolean = () => true) =>
    new Promise<Extract<ServerFrame, { type: T }>>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no ${type} frame within 20 s`)), 20_000);
      const look = () => {
        const index = frames.findIndex((frame) => frame.type === type && test(frame as Extract<ServerFrame, { type: T }>));
        if (index < 0) return;
        const [frame] = frames.splice(index, 1);
        listeners.delete(look);
        clearTimeout(timer);
        resolve(frame as Extract<ServerFrame, { type: T }>);
      };
      listeners.add(look);
      look();
    });
  return { socket, next, closed, send: (frame: object) => socket.send(JSON.stringify(frame)) };
}

/** Runs the operator CLI (a process of its own) on the same database; resolves with when it said it was done. */
function operatorCli(...args: string[]): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/operator.ts', ...args], { env: process.env, stdio: ['ignore', 'pipe', 'inherit'] });
    let doneAt = 0;
    child.stdout!.on('data', () => (doneAt ||= Date.now()));
    child.on('exit', (code) => (code === 0 ? resolve(doneAt) : reject(new Error(`operator ${args.join(' ')} exited with ${code}`))));
  });
}

const check = (condition: boolean, what: string) => {
  if (!condition) throw new Error(what);
  console.log(`ok: ${what}`);
};

const [portA, portB] = [await freePort(), await freePort()];
let processA = await startProcess(portA);
const processB = await startProcess(portB);
const db = await openDatabase({ databaseUrl });
try {
  const [user] = await db.query<{ id: string }>(
    `INSERT INTO users (phone, realname, password_hash) VALUES ($1, 'two-process operator', $2)
     ON CONFLICT (phone) DO UPDATE SET password_hash = EXCLUDED.password_hash RETURNING id`,
    [PHONE, await hashPassword(PASSWORD)],
  );
  await grantOperator(db, user!.id, ['main']);
  const { token } = await post<{ token: string }>(portB, callUrl(accountAuthCalls.pwdLogin), { account: PHONE, password: PASSWORD });
  const { guestId, guestToken } = await post<{ guestId: string; guestToken: string }>(portA, callUrl(crmCalls.guestCreate), { guest: { source: 'two-process check' } });

  const guest = open(portA, { type: 'hello', role: 'guest', guestId, guestToken, page: '/product' });
  await guest.next('ready');
  const desk = open(portB, { type: 'hello', role: 'operator', token });
  await desk.next('ready');

  guest.send({ type: 'send', clientId: 'g1', body: 'guest on process A' });
  const asked = await guest.next('ack');
  const seen = await desk.next('message', (frame) => frame.message.id === asked.message.id);
  check(seen.message.body === 'guest on process A', 'a guest message on process A reaches the operator on process B');

  desk.send({ type: 'send', clientId: 'o1', body: 'operator on process B', conversationId: asked.message.conversationId });
  const answered = await desk.next('ack');
  const heard = await guest.next('message', (frame) => frame.message.id === answered.message.id);
  check(heard.message.sender === 'operator', 'the operator answer on process B reaches the guest on process A');

  guest.send({ type: 'send', clientId: 'g2', body: 'sent just before process A dies' });
  const last = await guest.next('ack');
  processA.kill('SIGKILL');
  await new Promise((resolve) => processA.once('exit', resolve));
  // While A is down, the operator answers; the guest catches up after A comes back.
  desk.send({ type: 'send', clientId: 'o2', body: 'answered while A was down', conversationId: asked.message.conversationId });
  const whileDown = await desk.next('ack');
  processA = await startProcess(portA);

  const back = open(portA, { type: 'hello', role: 'guest', guestId, guestToken, after: last.message.id });
  await back.next('ready');
  const caught = await back.next('message', (frame) => frame.message.id === whileDown.message.id);
  check(caught.message.body === 'answered while A was down', 'the guest reconnected to the restarted process A catches up');

  const history = await post<{ list: { id: number }[] }>(portA, callUrl(chatCalls.history), { guestId, guestToken });
  const acked = [asked, answered, last, whileDown].map((frame) => frame.message.id).sort((a, b) => a - b);
  const stored = history.list.map((message) => message.id).sort((a, b) => a - b);
  check(JSON.stringify(stored) === JSON.stringify(acked), `every acknowledged message is stored after the restart (${stored.length})`);
  for (const socket of [guest.socket, desk.socket, back.socket]) socket.close();

  // Revocation reaches sockets already open, on both processes (issue 23): a logout through A ends that session's
  // desks on A and B, and `npm run operator -- revoke` (another process) the desks of the operator's other session.
  const login = async () => (await post<{ token: string }>(portA, callUrl(accountAuthCalls.pwdLogin), { account: PHONE, password: PASSWORD })).token;
  const desksOf = async (session: string) => {
    const desks = [open(portA, { type: 'hello', role: 'operator', token: session }), open(portB, { type: 'hello', role: 'operator', token: session })];
    for (const each of desks) await each.next('ready');
    return desks;
  };
  const leaving = await login();
  const loggedOut = await desksOf(leaving);
  const staying = await desksOf(await login());
  const logoutAt = Date.now();
  await post(portA, callUrl(accountAuthCalls.logout), { token: leaving });
  for (const [i, each] of loggedOut.entries()) {
    const { code, at } = await each.closed;
    check(code === CHAT_CLOSE.sessionEnded, `a logout on A closes that session's desk on ${'AB'[i]} (${at - logoutAt} ms after the logout was sent)`);
  }
  staying[1]!.send({ type: 'ping' });
  await staying[1]!.next('pong');
  const revokedAt = await operatorCli('revoke', PHONE);
  for (const [i, each] of staying.entries()) {
    const { code, at } = await each.closed;
    check(code === CHAT_CLOSE.refused, `npm run operator -- revoke closes the operator's desk on ${'AB'[i]} (${at - revokedAt} ms after the CLI said it was done)`);
  }
} finally {
  await db.close();
  processA.kill('SIGTERM');
  processB.kill('SIGTERM');
}
process.exit(0);
