import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import server from '../../../locales/zh-cn/server.json';
import { CHAT_CLOSE } from '../../../shared/calls/chat';
import { TRACE_EPOCH_MS, TRACE_IGNORED_CODE } from '../../../shared/calls/trace';
import type { Database } from '../../db/database';
import { DEFAULT_ANONYMOUS_LIMITS, type AnonymousLimits } from '../../http/anonymous-limits';
import { readConfig } from '../../config';
import { FLOOD_REFUSALS_BEFORE_CLOSE } from './frame-rate';
import { connect, createGuest, guestSocket, login, newGuest, operatorSocket, type TestSocket } from '../../test-support/chat-sockets';
import { chatMsg } from '../../test-support/messages';
import { createTestApp, testDatabase } from '../../test-support/test-app';

// What one address (and one tenant) can make the database store through the chat, bookings and
// tracking is capped per day, in the store every process shares; chat frames are rate-limited per socket and
// per address. Two apps over one database stand for two server processes.

const CAPS: Partial<AnonymousLimits> = {
  guestsPerAddressPerDay: 8,
  chatMessagesPerAddressPerDay: 30,
  chatCharactersPerAddressPerDay: 30 * 50,
  chatMessagesPerConversationPerDay: 6,
  chatMessagesPerTenantPerDay: 1000,
};
/** Rates high enough that only the daily caps decide, unless a test says otherwise. */
const OPEN_RATES = { guestMessagesPerMinute: 1000, framesPerSocketPerMinute: 1000, framesPerAddressPerMinute: 100_000 };

let first: FastifyInstance;
let second: FastifyInstance;
let db: Database;
const apps: FastifyInstance[] = [];

async function app(options: Parameters<typeof createTestApp>[0]) {
  const created = await createTestApp(options);
  apps.push(created);
  return created;
}

beforeAll(async () => {
  first = await app({ anonymousLimits: CAPS, chatLimits: OPEN_RATES });
  second = await app({ anonymousLimits: CAPS, chatLimits: OPEN_RATES });
  db = await testDatabase();
});
afterAll(async () => {
  for (const created of apps) await created.close();
});
// Each test starts a new day for the daily counters.
beforeEach(async () => {
  await db.query(`DELETE FROM rate_limit_counters WHERE key LIKE 'day:%'`);
});

let addressCount = 0;
/** An address of its own for a test (TEST-NET-3), so the per-address counts of one test do not meet another's. */
const freshAddress = () => `203.0.113.${++addressCount}`;

const storedOf = async (guestIds: string[]) =>
  (
    await db.query<{ n: number; characters: number; bytes: number }>(
      `SELECT count(*)::int AS n, coalesce(sum(length(m.body)), 0)::int AS characters, coalesce(sum(octet_length(m.body)), 0)::int AS bytes
       FROM chat_messages m JOIN chat_conversations c ON c.id = m.conversation_id WHERE c.guest_id = ANY($1::uuid[]) AND m.sender = 'guest'`,
      [guestIds],
    )
  )[0]!;

describe('daily caps of one address, across two processes', () => {
  it('a burst of many guests on many sockets stores at most the address cap, and each refusal says why', async () => {
    const address = freshAddress();
    // Guests: the address's cap of the day, made on both processes; the next is refused with the chat's words.
    const guests = [];
    for (let i = 0; i < CAPS.guestsPerAddressPerDay!; i += 1) guests.push(await newGuest(i % 2 ? second : first, { address }));
    const refused = await createGuest(first, { address });
    expect(refused).toMatchObject({ code: '42900', msg: chatMsg('dailyCap') });
    expect(refused.guestId).toBeUndefined();

    // Every guest opens a socket on either process and sends as fast as it can: the compressed form of a 20 s burst.
    const sockets: TestSocket[] = [];
    for (const [i, guest] of guests.entries()) {
      const client = await connect(i % 2 ? first : second, { address });
      client.send({ type: 'hello', role: 'guest', ...guest });
      await client.next('ready');
      sockets.push(client);
    }
    const body = '满'.repeat(40);
    const perGuest = 6;
    const outcomes = await Promise.all(
      sockets.flatMap((client, i) =>
        Array.from({ length: perGuest }, (_, n) => {
          const clientId = `burst-${i}-${n}`;
          client.send({ type: 'send', clientId, body });
          return Promise.race([
            client.next('ack', (frame) => frame.clientId === clientId).then(() => 'stored'),
            client.next('refused', (frame) => frame.clientId === clientId).then((frame) => frame.reason),
          ]);
        }),
      ),
    );
    const stored = await storedOf(guests.map((guest) => guest.guestId));
    expect(stored.n).toBe(CAPS.chatMessagesPerAddressPerDay);
    expect(outcomes.filter((outcome) => outcome === 'stored')).toHaveLength(CAPS.chatMessagesPerAddressPerDay!);
    expect(outcomes.filter((outcome) => outcome !== 'stored')).toEqual(
      Array(guests.length * perGuest - CAPS.chatMessagesPerAddressPerDay!).fill('dailyCap'),
    );
    expect(stored.characters).toBe(CAPS.chatMessagesPerAddressPerDay! * 40);
    expect(stored.bytes).toBeLessThanOrEqual(CAPS.chatCharactersPerAddressPerDay! * 4);
    // The counter says the same as the table: refused messages were not counted.
    const [counter] = await db.query<{ hits: number }>(
      `SELECT hits FROM rate_limit_counters WHERE key LIKE 'day:%:chat-messages:a:' || $1`,
      [address],
    );
    expect(counter!.hits).toBe(CAPS.chatMessagesPerAddressPerDay);
    for (const client of sockets) client.socket.close();
  });

  it('caps the characters of an address, with the message shown in the chat', async () => {
    const address = freshAddress();
    const { guest, client } = await guestSocket(first, { address });
    const long = '长'.repeat(600);
    for (const clientId of ['c1', 'c2']) {
      client.send({ type: 'send', clientId, body: long });
      await client.next('ack', (frame) => frame.clientId === clientId);
    }
    client.send({ type: 'send', clientId: 'c3', body: long });
    expect(await client.next('refused', (frame) => frame.clientId === 'c3')).toMatchObject({
      reason: 'dailyCap',
      msg: chatMsg('dailyCap'),
    });
    expect((await storedOf([guest.guestId])).characters).toBe(1200);
    // A short one still fits under the characters left.
    client.send({ type: 'send', clientId: 'c4', body: '好的' });
    await client.next('ack', (frame) => frame.clientId === 'c4');
    client.socket.close();
  });

  it('caps the messages of one conversation, not the operator answering it', async () => {
    const { guest, client } = await guestSocket(first, { address: freshAddress() });
    for (let i = 0; i < CAPS.chatMessagesPerConversationPerDay!; i += 1) {
      client.send({ type: 'send', clientId: `v${i}`, body: `第 ${i} 条` });
      await client.next('ack', (frame) => frame.clientId === `v${i}`);
    }
    client.send({ type: 'send', clientId: 'over', body: '再来一条' });
    expect((await client.next('refused', (frame) => frame.clientId === 'over')).reason).toBe('dailyCap');
    // A resend of a stored message is answered as before and counts nowhere.
    client.send({ type: 'send', clientId: 'v0', body: '第 0 条' });
    await client.next('ack', (frame) => frame.clientId === 'v0');

    const [conversation] = await db.query<{ id: string }>('SELECT id FROM chat_conversations WHERE guest_id = $1', [guest.guestId]);
    const { client: desk } = await operatorSocket(second);
    for (let i = 0; i < 3; i += 1) {
      desk.send({ type: 'send', clientId: `op${i}`, body: '客服回复', conversationId: Number(conversation!.id) });
      await desk.next('ack', (frame) => frame.clientId === `op${i}`);
    }
    expect((await storedOf([guest.guestId])).n).toBe(CAPS.chatMessagesPerConversationPerDay);
    client.socket.close();
    desk.socket.close();
  });
});

describe('daily caps of one tenant', () => {
  it('refuses guest messages and new guests past the tenant cap, from any address', async () => {
    const limits = { ...CAPS, chatMessagesPerTenantPerDay: 3, guestsPerTenantPerDay: 4 };
    const tenantApp = await app({ anonymousLimits: limits, chatLimits: OPEN_RATES });
    // A tenant no other test here uses: the apps of the other tests keep the counts of theirs in memory.
    const host = 'jizhibao.localhost';
    const outcomes: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      const { client } = await guestSocket(tenantApp, { host, address: freshAddress() });
      client.send({ type: 'send', clientId: 't', body: '你好' });
      outcomes.push(
        await Promise.race([
          client.next('ack').then(() => 'stored'),
          client.next('refused').then((frame) => `${frame.reason}:${frame.msg}`),
        ]),
      );
      client.socket.close();
    }
    expect(outcomes).toEqual(['stored', 'stored', 'stored', `tenantCap:${chatMsg('tenantCap')}`]);
    expect(await createGuest(tenantApp, { host, address: freshAddress() })).toMatchObject({ code: '42900', msg: chatMsg('tenantCap') });
  });

  it('refuses bookings past the tenant cap of the day', async () => {
    const bookingApp = await app({ anonymousLimits: { bookingsPerTenantPerDay: 2 } });
    const book = (phone: string) =>
      bookingApp.inject({
        method: 'POST',
        url: '/api/crm/sales/open/sem/reservation',
        headers: { 'x-tenant': 'main' },
        remoteAddress: freshAddress(),
        payload: { phone, userName: '张三', sourcePage: '/product', channel: 'uet' },
      });
    const before = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM bookings'))[0]!.n;
    expect((await book('13900000001')).json<{ code: string }>().code).toBe('30000');
    expect((await book('13900000002')).json<{ code: string }>().code).toBe('30000');
    expect((await book('13900000003')).json()).toMatchObject({ code: '42900', msg: server.booking.tenantLimit });
    expect((await db.query<{ n: number }>('SELECT count(*)::int AS n FROM bookings'))[0]!.n).toBe(before + 2);
  });

  it('ignores tracking events past the daily caps of an address and of a tenant', async () => {
    const traceApp = await app({ anonymousLimits: { traceEventsPerAddressPerDay: 3, traceEventsPerTenantPerDay: 5 } });
    let sid = 0;
    const view = (address: string) =>
      traceApp.inject({
        method: 'GET',
        url: '/api/trace/trace/stat.htm',
        query: { t: String(Date.now() - TRACE_EPOCH_MS), url: '/news', sid: `caps-${++sid}` },
        headers: { 'x-tenant': 'erp' },
        remoteAddress: address,
      });
    const codes = async (address: string, n: number) => {
      const answers: string[] = [];
      for (let i = 0; i < n; i += 1) answers.push((await view(address)).json<{ code: string }>().code);
      return answers;
    };
    expect(await codes(freshAddress(), 4)).toEqual(['30000', '30000', '30000', TRACE_IGNORED_CODE]);
    expect(await codes(freshAddress(), 3)).toEqual(['30000', '30000', TRACE_IGNORED_CODE]);
    await traceApp.tracking.tracker.flush();
    const [kept] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM trace_events WHERE tenant_id = 'erp' AND sid LIKE 'caps-%'`,
    );
    expect(kept!.n).toBe(5);
  });
});

describe('frame rates', () => {
  it('refuses frames past the socket rate, then closes the socket with 4429', async () => {
    const rateApp = await app({ chatLimits: { framesPerSocketPerMinute: 20 } });
    const client = await connect(rateApp, { address: freshAddress() });
    client.send({ type: 'hello', role: 'guest', ...(await newGuest(rateApp)) });
    await client.next('ready');
    // The hello was the first of the minute's 20 frames; then a burst well past it.
    for (let i = 0; i < 19; i += 1) {
      client.send({ type: 'ping' });
      await client.next('pong');
    }
    for (let i = 0; i < 100; i += 1) client.send({ type: 'ping' });
    expect(await client.closed).toBe(CHAT_CLOSE.flood);
    const floods = client.frames.filter((frame) => frame.type === 'refused' && frame.reason === 'flood');
    expect(client.frames.filter((frame) => frame.type === 'pong')).toEqual([]);
    expect(floods).toHaveLength(FLOOD_REFUSALS_BEFORE_CLOSE);
    expect(floods[0]).toMatchObject({ msg: chatMsg('flood') });
  });

  it('counts the frames of every socket of an address together, but not an operator', async () => {
    const rateApp = await app({ chatLimits: { framesPerSocketPerMinute: 50, framesPerAddressPerMinute: 30 } });
    const address = freshAddress();
    const clients: TestSocket[] = [];
    for (let i = 0; i < 3; i += 1) {
      const client = await connect(rateApp, { address });
      client.send({ type: 'hello', role: 'guest', ...(await newGuest(rateApp)) });
      await client.next('ready');
      clients.push(client);
    }
    // A socket's first frame (its hello) is not counted for the address: 3 × 12 pings are past its 30.
    for (let i = 0; i < 12; i += 1) for (const client of clients) client.send({ type: 'ping' });
    const answered = (type: 'pong' | 'refused') =>
      clients.reduce((sum, client) => sum + client.frames.filter((frame) => frame.type === type).length, 0);
    await until(() => answered('pong') + answered('refused') === 36);
    expect(answered('pong')).toBe(30);

    // An operator behind the same address says hello and is not counted.
    const desk = await connect(rateApp, { address });
    desk.send({ type: 'hello', role: 'operator', token: await login(rateApp, '13800000010') });
    await desk.next('ready');
    for (let i = 0; i < 40; i += 1) {
      desk.send({ type: 'ping' });
      await desk.next('pong');
    }
    expect(desk.frames.filter((frame) => frame.type === 'refused')).toEqual([]);
    for (const client of [...clients, desk]) client.socket.close();
  });
});

/** Waits for a state the server reaches on its own (frames answered, a row written), polling. */
async function until(condition: () => boolean | Promise<boolean>) {
  while (!(await condition())) await new Promise((resolve) => setTimeout(resolve, 10));
}

describe('what one anonymous row may weigh', () => {
  it("keeps 256 characters of a guest's source and 512 of a page address", async () => {
    const address = freshAddress();
    const created = await first.inject({
      method: 'POST',
      url: '/api/crm/sdm/open/guest/create',
      remoteAddress: address,
      payload: { guest: { source: '源'.repeat(2048) } },
    });
    const { guestId, guestToken } = created.json<{ guestId: string; guestToken: string }>();
    const client = await connect(first, { address });
    client.send({ type: 'hello', role: 'guest', guestId, guestToken, page: `/${'页'.repeat(2047)}` });
    await client.next('ready');
    client.send({ type: 'send', clientId: 'w', body: '你好' });
    await client.next('ack');
    client.send({ type: 'page', url: `/${'新'.repeat(2047)}` });
    const lengths = async () =>
      (
        await db.query<{ source: number; first_page: number; current_page: number; current: string }>(
          `SELECT length(g.source) AS source, length(c.first_page) AS first_page, length(c.current_page) AS current_page, left(c.current_page, 2) AS current
           FROM guests g JOIN chat_conversations c ON c.guest_id = g.guest_id WHERE g.guest_id = $1`,
          [guestId],
        )
      )[0]!;
    await until(async () => (await lengths()).current === '/新');
    expect(await lengths()).toMatchObject({ source: 256, first_page: 512, current_page: 512 });
    client.socket.close();
  });
});

describe('configuration', () => {
  it('reads every cap and rate from its variable, and refuses one that is not a whole number above 0', () => {
    const config = readConfig({
      CHAT_MESSAGES_PER_ADDRESS_PER_DAY: '50',
      TRACE_EVENTS_PER_TENANT_PER_DAY: '9',
      CHAT_FRAMES_PER_SOCKET_PER_MINUTE: '60',
    });
    expect(config.anonymousLimits).toEqual({ chatMessagesPerAddressPerDay: 50, traceEventsPerTenantPerDay: 9 });
    expect(config.chatLimits).toEqual({ framesPerSocketPerMinute: 60 });
    expect(() => readConfig({ GUESTS_PER_TENANT_PER_DAY: '0' })).toThrow(/GUESTS_PER_TENANT_PER_DAY/);
    expect(DEFAULT_ANONYMOUS_LIMITS.chatMessagesPerAddressPerDay).toBeLessThanOrEqual(200);
  });
});
