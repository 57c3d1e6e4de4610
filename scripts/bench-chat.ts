import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { CHAT_SOCKET_PATH, type ServerFrame } from '../shared/calls/chat';
import { accountAuthCalls } from '../shared/calls/account-auth';
import { crmCalls } from '../shared/calls/crm';
import { API_PREFIX, callUrl } from '../shared/calls/define-call';
import { numberOption } from './cli-option';
import { rssMb } from './perf/process-stats';
import { percentile } from './perf/percentile';
import { startBuiltServer } from '../tests/built-server';

// npm run bench -- --only chat [--sockets 2000 --senders 200 --seconds 20]: one built API-host process
// (dist/server/main.js) on a fresh embedded database, production settings (load shedding on). It holds
// SOCKETS guest sockets, then SENDERS of them send a message a second each while an operator of the same
// tenant answers each one; it reports the server's memory per socket and the latency from send to delivery
// (guest → operator, and operator → guest for every ANSWER_EVERY-th), p50/p95/max. Loopback is exempt from the per-IP limits.

const SOCKETS = numberOption('sockets', 2000);
const SENDERS = numberOption('senders', 200);
const SECONDS = numberOption('seconds', 15);
/** The operator answers every ANSWER_EVERY-th message: one person does not answer 200 a second (and may not: 300 a minute). */
const ANSWER_EVERY = 20;
const OPERATOR = { account: '13800000010', password: 'Demo1234' };
const URL_BASE = (port: number) => `http://127.0.0.1:${port}`;

/**
 * Loopback is exempt from the per-address caps; a long run would still meet a tenant's daily caps and the operator
 * socket's frame rate: the bench measures delivery, not those.
 */
const NO_CAPS = {
  GUESTS_PER_TENANT_PER_DAY: '1000000000',
  CHAT_MESSAGES_PER_TENANT_PER_DAY: '1000000000',
  CHAT_CHARACTERS_PER_TENANT_PER_DAY: '1000000000',
  CHAT_FRAMES_PER_SOCKET_PER_MINUTE: '1000000',
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The server's resident memory, from /proc (MB). */

async function post<T>(port: number, path: string, body: unknown): Promise<T> {
  const answer = await fetch(`${URL_BASE(port)}${API_PREFIX}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!answer.ok) throw new Error(`${path}: HTTP ${answer.status}`);
  return (await answer.json()) as T;
}

function socketTo(port: number, hello: object, onFrame: (frame: ServerFrame) => void): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`ws://127.0.0.1:${port}${API_PREFIX}${CHAT_SOCKET_PATH}`);
    socket.on('open', () => socket.send(JSON.stringify(hello)));
    socket.on('error', reject);
    socket.on('message', (data) => {
      const frame = JSON.parse(String(data)) as ServerFrame;
      if (frame.type === 'ready') resolve(socket);
      else if (frame.type === 'refused' && socket.readyState === socket.CONNECTING) reject(new Error(frame.msg));
      onFrame(frame);
    });
  });
}

/** Runs `work` over items, `limit` at a time. */
async function pool<T>(items: T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

const summary = (values: number[]) =>
  `n ${values.length}, p50 ${percentile(values, 0.5).toFixed(1)} ms, p95 ${percentile(values, 0.95).toFixed(1)} ms, max ${Math.max(...values).toFixed(1)} ms`;

export async function benchChat(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-chat-bench-'));
  const server = await startBuiltServer({
    env: { DATA_DIR: dataDir, RATE_LIMIT_EXEMPT: '127.0.0.1', GUESTS_PER_ADDRESS_PER_HOUR: '1000000', ...NO_CAPS },
    timeoutMs: 120_000,
    echoErrors: true,
  });
  const { port } = server;
  const sockets: WebSocket[] = [];
  try {
    console.log(`server ready, RSS ${rssMb(server.child.pid!).toFixed(1)} MB`);

    // The operator's socket sees every guest message of the tenant; its answers go back to the senders.
    const sentAt = new Map<string, number>();
    const guestToDesk: number[] = [];
    const deskToGuest: number[] = [];
    const { token } = await post<{ token: string }>(port, callUrl(accountAuthCalls.pwdLogin), OPERATOR);
    const desk: WebSocket = await socketTo(port, { type: 'hello', role: 'operator', token }, (frame) => {
      if (frame.type !== 'message' || frame.message.sender !== 'guest') return;
      const started = sentAt.get(frame.message.body);
      if (started === undefined) return;
      guestToDesk.push(performance.now() - started);
      if (guestToDesk.length % ANSWER_EVERY) return;
      const reply = `re ${frame.message.body}`;
      sentAt.set(reply, performance.now());
      desk.send(
        JSON.stringify({ type: 'send', clientId: `r${frame.message.id}`, body: reply, conversationId: frame.message.conversationId }),
      );
    });

    const started = performance.now();
    let failed = 0;
    const guests: { socket: WebSocket; index: number }[] = [];
    const openGuests = (from: number, to: number) =>
      pool(
        Array.from({ length: to - from }, (_, n) => from + n),
        50,
        async (index) => {
          try {
            const guest = await post<{ guestId: string; guestToken: string }>(port, callUrl(crmCalls.guestCreate), {
              guest: { source: 'bench' },
            });
            const socket = await socketTo(
              port,
              { type: 'hello', role: 'guest', guestId: guest.guestId, guestToken: guest.guestToken, page: `/bench/${index}` },
              (frame) => {
                if (frame.type !== 'message' || frame.message.sender !== 'operator') return;
                const at = sentAt.get(frame.message.body);
                if (at !== undefined) deskToGuest.push(performance.now() - at);
              },
            );
            sockets.push(socket);
            guests.push({ socket, index });
          } catch {
            failed += 1;
          }
        },
      );
    // Memory per socket: the growth from the first tenth of the sockets to all of them, each measured once the
    // server has settled (its start-up work frees memory for a while, which would hide the sockets' share).
    const first = Math.max(1, Math.floor(SOCKETS / 10));
    await openGuests(0, first);
    await sleep(10_000);
    const before = rssMb(server.child.pid!);
    await openGuests(first, SOCKETS);
    console.log(`${guests.length} guest sockets open in ${((performance.now() - started) / 1000).toFixed(1)} s (${failed} failed)`);
    await sleep(10_000);
    const held = rssMb(server.child.pid!);
    const added = guests.length - first;
    console.log(
      `server RSS ${before.toFixed(1)} MB with ${first} sockets, ${held.toFixed(1)} MB with ${guests.length}: ${(((held - before) * 1024) / added).toFixed(1)} KB per added socket`,
    );

    // Load: SENDERS guests send one message a second each, for SECONDS seconds.
    const senders = guests.slice(0, SENDERS);
    for (let second = 0; second < SECONDS; second += 1) {
      const tick = performance.now();
      senders.forEach(({ socket, index }, n) => {
        setTimeout(
          () => {
            const body = `bench ${index} ${second}`;
            sentAt.set(body, performance.now());
            socket.send(JSON.stringify({ type: 'send', clientId: `b${second}`, body }));
          },
          (n * 1000) / senders.length,
        );
      });
      await sleep(Math.max(0, 1000 - (performance.now() - tick)));
    }
    await sleep(5000);
    const sent = SENDERS * SECONDS;
    console.log(`messages sent: ${sent} (${SENDERS} guests × ${SECONDS} s, ${SENDERS} msg/s) with ${guests.length} sockets open`);
    console.log(
      `guest → operator: ${summary(guestToDesk)}${guestToDesk.length < sent ? ` (${sent - guestToDesk.length} not delivered)` : ''}`,
    );
    console.log(`operator → guest: ${summary(deskToGuest)}`);
    console.log(`server RSS after the load ${rssMb(server.child.pid!).toFixed(1)} MB`);
    desk.close();
  } finally {
    for (const socket of sockets) socket.terminate();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
