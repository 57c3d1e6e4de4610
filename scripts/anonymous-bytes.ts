import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import { accountAuthCalls } from '../shared/calls/account-auth';
import { accountRegCalls } from '../shared/calls/account-reg';
import { accountScanCalls } from '../shared/calls/account-scan';
import { bookingCalls } from '../shared/calls/booking';
import { CHAT_SOCKET_PATH } from '../shared/calls/chat';
import { crmCalls } from '../shared/calls/crm';
import { API_PREFIX, callUrl, type CallRow } from '../shared/calls/define-call';
import { helpCalls } from '../shared/calls/help';
import { newsCalls } from '../shared/calls/news';
import { traceCalls } from '../shared/calls/trace';
import { buildApp } from '../server/app';
import { openDatabase, type Database } from '../server/db/database';
import { migrate } from '../server/db/migrate';
import { seed } from '../server/db/seed';
import { loadTenants } from '../server/tenants/load-tenants';
import { createTenantRegistry } from '../server/tenants/tenant-registry';
import { numberOption } from './cli-option';

// DATABASE_URL=postgres://…/scratch npx tsx scripts/anonymous-bytes.ts [--rows 400]: what one anonymous write of
// each kind costs the database at its largest (every field at its longest, random 4-byte characters where text
// is free, so that nothing compresses), measured as the growth of its tables (indexes and TOAST included) over
// ROWS writes, per write. README "Anonymous writes: the worst case a day" multiplies these by the daily caps.
// Use a scratch database: the script writes into it.

const ROWS = numberOption('rows', 400);
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('DATABASE_URL (a scratch database) is required');

/** Random characters of the supplementary CJK block (4 bytes each in UTF-8; incompressible). */
const wide = (n: number) => String.fromCodePoint(...Array.from({ length: n }, () => 0x20000 + Math.floor(Math.random() * 0xa000)));
/** Random common CJK characters (3 bytes each): the most bytes where a limit counts UTF-16 units. */
const bmp = (n: number) => String.fromCodePoint(...Array.from({ length: n }, () => 0x4e00 + Math.floor(Math.random() * 0x5000)));
const ascii = (n: number) =>
  Array.from({ length: n }, () => 'abcdefghijklmnopqrstuvwxyz0123456789'[Math.floor(Math.random() * 36)]).join('');

const db: Database = await openDatabase({ databaseUrl });
await migrate(db);
const tenants = loadTenants();
await seed(db, { tenants: tenants.tenants, now: new Date(), demoAccounts: false });
const unlimited = 1_000_000_000;
const app: FastifyInstance = await buildApp({
  db,
  tenants: createTenantRegistry(tenants),
  rateLimitMax: unlimited,
  anonymousLimits: Object.fromEntries(
    [
      'guestsPerAddressPerHour',
      'guestsPerAddressPerDay',
      'guestsPerTenantPerDay',
      'chatMessagesPerAddressPerDay',
      'chatCharactersPerAddressPerDay',
      'chatMessagesPerTenantPerDay',
      'chatCharactersPerTenantPerDay',
      'chatMessagesPerConversationPerDay',
      'traceEventsPerAddressPerDay',
      'traceEventsPerTenantPerDay',
      'bookingsPerTenantPerDay',
      'bookingsPerAddressPerHour',
      'bookingsPerPhonePerDay',
      'readsPerAddressPerDay',
      'readsPerVisitorPerDay',
    ].map((key) => [key, unlimited]),
  ),
  chatLimits: { guestMessagesPerMinute: unlimited, framesPerSocketPerMinute: unlimited, framesPerAddressPerMinute: unlimited },
  accounts: { limits: { ipLoginPerMinute: unlimited, ipCodePerMinute: unlimited }, purgeIntervalMs: false },
});
await app.listen({ port: 0, host: '127.0.0.1' });
const port = (app.server.address() as { port: number }).port;

async function bytesOf(tables: string[]): Promise<number> {
  const [row] = await db.query<{ n: string }>('SELECT sum(pg_total_relation_size(t::regclass))::bigint AS n FROM unnest($1::text[]) t', [
    tables,
  ]);
  return Number(row!.n);
}

/** Bytes per write of `write`, over ROWS writes, on `tables`. */
async function measure(what: string, tables: string[], write: (i: number) => Promise<unknown>, rows = ROWS): Promise<void> {
  const before = await bytesOf(tables);
  for (let i = 0; i < rows; i += 1) await write(i);
  const perRow = ((await bytesOf(tables)) - before) / rows;
  console.log(`${what.padEnd(44)} ${Math.round(perRow).toString().padStart(7)} B per write  (${tables.join(', ')})`);
}

const call = (row: CallRow, payload: unknown, address = '198.51.100.1') =>
  app.inject({ method: 'POST', url: `${API_PREFIX}${callUrl(row)}`, payload: payload as object, remoteAddress: address }).then((answer) => {
    const body = answer.json<{ code: string; msg: string }>();
    if (body.code !== '30000') throw new Error(`${row.name}: ${body.code} ${body.msg}`);
    return body;
  });

/** A guest's socket on the listening app; resolves once ready. */
function guestSocket(guest: { guestId: string; guestToken: string }, page: string) {
  return new Promise<WebSocket>((resolve, reject) => {
    const socket = new WebSocket(`ws://127.0.0.1:${port}${API_PREFIX}${CHAT_SOCKET_PATH}`);
    socket.on('open', () => socket.send(JSON.stringify({ type: 'hello', role: 'guest', ...guest, page })));
    socket.on('message', (data) => {
      const frame = JSON.parse(String(data)) as { type: string; msg?: string };
      if (frame.type === 'ready') resolve(socket);
      else if (frame.type === 'refused') reject(new Error(frame.msg));
    });
    socket.on('error', reject);
  });
}
function sendAndAck(socket: WebSocket, body: string, clientId: string) {
  return new Promise<void>((resolve, reject) => {
    const listener = (data: WebSocket.RawData) => {
      const frame = JSON.parse(String(data)) as { type: string; clientId?: string; msg?: string };
      if (frame.clientId !== clientId) return;
      socket.off('message', listener);
      if (frame.type === 'ack') resolve();
      else reject(new Error(frame.msg));
    };
    socket.on('message', listener);
    socket.send(JSON.stringify({ type: 'send', clientId, body }));
  });
}

try {
  const guests: { guestId: string; guestToken: string }[] = [];
  await measure('guest (guestCreate, source of 2,048)', ['guests'], async () => {
    const { guestId, guestToken } = (await call(crmCalls.guestCreate, { guest: { source: wide(2048) } })) as unknown as {
      guestId: string;
      guestToken: string;
    };
    guests.push({ guestId, guestToken });
  });
  const sockets: WebSocket[] = [];
  await measure('conversation (first message; pages of 2,048)', ['chat_conversations'], async (i) => {
    const socket = await guestSocket(guests[i]!, bmp(2048));
    sockets.push(socket);
    await sendAndAck(socket, 'x', `first-${i}`);
  });
  await measure('guest message (4,000 characters)', ['chat_messages'], (i) =>
    sendAndAck(sockets[i % sockets.length]!, wide(4000), `m-${i}`),
  );
  await measure('guest message (1 character)', ['chat_messages'], (i) => sendAndAck(sockets[i % sockets.length]!, wide(1), `s-${i}`));
  for (const socket of sockets) socket.close();

  await measure('booking (every field at its longest)', ['bookings'], (i) =>
    call(bookingCalls.reservation, {
      phone: `139${String(i).padStart(8, '0')}`,
      userName: wide(30),
      userIdentity: 'COMMON',
      position: wide(30),
      sourcePage: `/${wide(499)}`,
      channel: 'baidu',
      visitorId: ascii(64),
      guestId: guests[i % guests.length]!.guestId,
    }),
  );

  const traceTables = [
    'trace_events',
    'trace_visitor_marks',
    'trace_daily',
    'trace_daily_paths',
    'trace_daily_sources',
    'rate_limit_counters',
  ];
  await measure('page view, then rolled up (new path each)', traceTables, async (i) => {
    const query = new URLSearchParams({
      t: '1000',
      url: `/${ascii(600)}`,
      sid: ascii(64),
      uid: ascii(64),
      mid: ascii(64),
      ref: `https://${ascii(60)}.${ascii(60)}.${ascii(60)}.com/`,
    });
    const answer = await app.inject({
      method: 'GET',
      url: `${API_PREFIX}${callUrl(traceCalls.stat)}?${query}`,
      remoteAddress: `198.51.100.${(i % 200) + 2}`,
    });
    if (answer.json<{ code: string }>().code !== '30000') throw new Error(`stat.htm: ${answer.body}`);
    if (i % 100 === 99 || i === ROWS - 1) await app.tracking.rollUpNow();
  });

  const [news] = await db.query<{ id: number }>('SELECT id FROM news ORDER BY id LIMIT 1');
  await measure('counted read (news.get)', ['daily_reads'], () => call(newsCalls.get, { id: news!.id, visitorId: ascii(64) }));
  const [article] = await db.query<{ id: number }>('SELECT id FROM help_articles ORDER BY id LIMIT 1');
  await measure('help vote', ['help_feedback'], (i) =>
    call(helpCalls.feedback, { id: article!.id, helpful: true, visitorId: ascii(64) }, `198.51.100.${(i % 200) + 2}`),
  );

  await measure('registration code and its outbox row', ['verification_codes', 'outbox'], (i) =>
    call(accountRegCalls.regSendVcode, { phone: `137${String(i).padStart(8, '0')}` }),
  );
  await measure('picture code (icode)', ['icode_challenges'], () => call(accountAuthCalls.icode, {}));
  await measure('QR login ticket', ['qr_tickets'], () => call(accountScanCalls.scanQrcode, {}));
  await measure('wrong password (login_failures)', ['login_failures'], (i) =>
    app.inject({
      method: 'POST',
      url: `${API_PREFIX}${callUrl(accountAuthCalls.pwdLogin)}`,
      payload: { account: `136${String(i).padStart(8, '0')}`, password: 'Wrong-pass-1' },
    }),
  );
} finally {
  await app.close();
  await db.close();
}
