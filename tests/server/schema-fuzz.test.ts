import { isUtf8 } from 'node:buffer';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHAT_CLOSE,
  CHAT_SOCKET_PATH,
  GuestHello,
  OperatorHello,
  PageFrame,
  PingFrame,
  ReadFrame,
  SendFrame,
  type ServerFrame,
} from '../../shared/calls/chat';
import { aiToolCalls } from '../../shared/calls/ai-tools';
import { API_PREFIX, callUrl, pathsOf, type CallRow } from '../../shared/calls/define-call';
import { requestAjv } from '../../server/http/ajv-options';
import { MAX_FRAME_BYTES } from '../../server/plugins/chat';
import { startSession, findUserById } from '../../server/modules/accounts/public';
import { accountClient, accountTestOptions } from '../../server/test-support/accounts';
import { serverMsg } from '../../server/test-support/messages';
import { withTestApp } from '../../server/test-support/test-app';
import { allRows } from '../call-rows';
import { FUZZ_SEED, fuzzCases, seededRandom, type FuzzCase } from './fuzz-cases';

// No request, however wrong, is answered 5xx. Every operation of the call table (each row at each
// of its paths) gets the requests of fuzz-cases.ts: a valid body, then every field wrong in every way, odd and
// edge values, and bodies that are not bodies. A failure lists each 5xx with its operation, caller and body.
//
// Who calls: a row that needs a login is fuzzed with a session, on a row for a role a demo account's that has the
// role (ROLE_ACCOUNTS: otherwise every request would stop at 403 before its body is read), and checked for 401
// without one (and 403 with a plain user's); a public row is fuzzed anonymously, and its requests that pass the
// schema, which reach the handler, are sent again with a session. Nothing is left out: streams (the AI
// answers, offline here), files, redirects and beacons are answered in full, and no call reaches an external
// provider (messages go to the outbox, no OAuth provider is configured, the AI drafts offline).

const RAISED = 1_000_000_000;
// The per-address limits are raised, so that the fuzz is not answered 429 everywhere. An account asks for the
// picture code after its first wrong password: that spares the fuzz a password hash (0.1 s) per wrong one.
const { options } = accountTestOptions({
  limits: { ipLoginPerMinute: RAISED, ipCodePerMinute: RAISED, codeDailyCap: RAISED, icodeAfterFailures: 1 },
});
const ctx = withTestApp({
  ...options,
  rateLimitMax: RAISED,
  anonymousLimits: {
    guestsPerAddressPerHour: RAISED,
    readsPerVisitorPerDay: RAISED,
    readsPerAddressPerDay: RAISED,
    bookingsPerPhonePerDay: RAISED,
    bookingsPerAddressPerHour: RAISED,
  },
  chatLimits: { guestMessagesPerMinute: RAISED, operatorMessagesPerMinute: RAISED },
  ai: { offlinePieceMs: 0, saveEveryMs: 50 },
});

type Role = NonNullable<CallRow['role']>;
type Caller = 'anonymous' | 'user' | Role;

/** The demo account each role's rows are sent as: the service desk's operator, the console's editor and admin. */
const ROLE_ACCOUNTS: Record<Role, string> = {
  operator: '13800000010',
  editor: '13800000020',
  admin: '13800000021',
  orgMember: '13800000002',
};

/** Bearer sessions minted straight in the database, again whenever the fuzz logs one out (logout, revoke). */
const userIds: Partial<Record<Caller, string>> = {};
const tokens: Partial<Record<Caller, string>> = {};
/** The organisation a caller's session acts for: an organisation member's first, no one else's. */
const orgIds: Partial<Record<Caller, string>> = {};
async function mint(caller: Exclude<Caller, 'anonymous'>): Promise<string> {
  const user = await findUserById(ctx.db, userIds[caller]!);
  tokens[caller] = (await startSession(ctx.db, user!, orgIds[caller] ?? null, 3600)).token;
  return tokens[caller];
}

beforeAll(async () => {
  const { phone } = await accountClient(ctx).register();
  const ids = await ctx.db.query<{ id: string; phone: string; org_id: string | null }>(
    `SELECT u.id, u.phone, (SELECT m.org_id FROM memberships m WHERE m.user_id = u.id ORDER BY m.org_id LIMIT 1) AS org_id
     FROM users u WHERE u.phone = ANY($1)`,
    [[phone, ...Object.values(ROLE_ACCOUNTS)]],
  );
  userIds.user = ids.find((row) => row.phone === phone)!.id;
  await mint('user');
  for (const [role, rolePhone] of Object.entries(ROLE_ACCOUNTS) as [Role, string][]) {
    const row = ids.find((each) => each.phone === rolePhone)!;
    userIds[role] = row.id;
    if (role === 'orgMember') orgIds[role] = row.org_id!;
    await mint(role);
  }
});

interface Failure {
  operation: string;
  caller: Caller;
  case: string;
  body: string;
  status: number;
  answer: string;
}

const stats = {
  requests: 0,
  operations: new Set<string>(),
  answers: new Map<string, number>(),
  failures: [] as Failure[],
  started: 0,
  /** Requests of rows for a role sent as an account that has it, and those of them not refused as forbidden. */
  roleRequests: 0,
  pastRole: 0,
};

/** The business code of an answer, or its HTTP status when it is not the JSON envelope (a file, a stream). */
function answerCode(response: LightMyRequestResponse): string {
  try {
    return String(response.json<{ code?: unknown }>().code ?? response.statusCode);
  } catch {
    return String(response.statusCode);
  }
}
let address = 0;

/**
 * The role check's refusal. The service desk's rows answer the same to a tenant not the operator's; the
 * console's own refusals (another tenant's item) say more.
 */
const stoppedAtRole = (response: LightMyRequestResponse) =>
  answerCode(response) === '40300' && response.json<{ msg?: string }>().msg === serverMsg('forbidden');

/** The query of a GET: every value as text, nothing for a missing one. */
function queryOf(body: unknown): Record<string, string> {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return {};
  return Object.fromEntries(
    Object.entries(body)
      .filter(([, value]) => value !== undefined && value !== null)
      .map(([key, value]) => [key, typeof value === 'object' ? JSON.stringify(value) : String(value)]),
  );
}

async function send(row: CallRow, path: string, each: FuzzCase, caller: Caller): Promise<LightMyRequestResponse> {
  const get = row.method === 'GET';
  let url = `/api${callUrl({ path }, each.params, get ? queryOf(each.body) : {})}`;
  if (each.rawQuery) url += `${url.includes('?') ? '&' : '?'}${each.rawQuery}`;
  const payload = get ? undefined : (each.raw ?? (each.body === undefined ? undefined : JSON.stringify(each.body)));
  const inject = (token?: string) => {
    address += 1;
    return ctx.app.inject({
      method: row.method ?? 'POST',
      url,
      headers: {
        ...(token && { authorization: `Bearer ${token}` }),
        ...(payload !== undefined && { 'content-type': each.contentType ?? 'application/json' }),
      },
      ...(payload !== undefined && { payload }),
      // The development calls answer this machine only; every other request comes from an address of its own.
      remoteAddress: row.area === 'dev' ? '127.0.0.1' : `10.23.${(address >> 8) & 255}.${address & 255}`,
    });
  };
  stats.requests += 1;
  stats.operations.add(`${row.method ?? 'POST'} ${path}`);
  let response = await inject(caller === 'anonymous' ? undefined : tokens[caller]);
  // A fuzzed logout (or password change) ended the session: the next request gets a new one.
  if (caller !== 'anonymous' && response.statusCode === 401) response = await inject(await mint(caller));
  stats.answers.set(answerCode(response), (stats.answers.get(answerCode(response)) ?? 0) + 1);
  if (row.role && caller === row.role) {
    stats.roleRequests += 1;
    if (!stoppedAtRole(response)) stats.pastRole += 1;
  }
  if (response.statusCode >= 500) {
    stats.failures.push({
      operation: `${row.method ?? 'POST'} ${path}`,
      caller,
      case: each.label,
      body: (each.raw?.toString() ?? JSON.stringify(each.body) ?? '').slice(0, 300),
      status: response.statusCode,
      answer: response.body.slice(0, 200),
    });
  }
  return response;
}

/** A call of the fuzz user's own, to set up what a row's valid body names. */
async function own<T>(path: string, body: object): Promise<T> {
  const answer = await ctx.app.inject({
    method: 'POST',
    url: `/api${path}`,
    payload: body,
    headers: { authorization: `Bearer ${tokens.user}` },
  });
  return answer.json<T>();
}
const newWriting = () =>
  own<{ model: { id: number } }>(aiToolCalls.createWriting.path, { tool: 'paper', title: 'fuzz', field: 'fuzz' }).then((a) => a.model.id);
const newConversation = () =>
  own<{ model: { id: number } }>(aiToolCalls.createConversation.path, { tool: 'writing' }).then((a) => a.model.id);
const CITED = { type: 'standard', id: 1, title: 'GB 50500', href: '/standard/detail/1', excerpt: 'fuzz' };

/**
 * Valid bodies that name something of the caller's own, made afresh for the row (a row may delete it): with
 * the schema's sample id, these calls would stop at 40400 and the fuzz would not reach what they store.
 */
const BASES: Record<string, () => Promise<Record<string, unknown>>> = {
  'aiTools.saveWriting': async () => ({
    id: await newWriting(),
    title: 'fuzz',
    sections: [{ heading: 'fuzz', text: 'fuzz', status: 'done', citations: [CITED] }],
  }),
  'aiTools.writing': async () => ({ id: await newWriting() }),
  'aiTools.deleteWriting': async () => ({ id: await newWriting() }),
  'aiTools.exportWriting': async () => ({ id: await newWriting() }),
  'aiTools.draft': async () => ({ id: await newWriting(), part: 'outline' }),
  'aiTools.conversation': async () => ({ id: await newConversation() }),
  'aiTools.renameConversation': async () => ({ id: await newConversation(), title: 'fuzz' }),
  'aiTools.deleteConversation': async () => ({ id: await newConversation() }),
  'aiTools.ask': async () => ({ id: await newConversation(), prompt: 'fuzz', regenerate: false }),
};

const ajv = requestAjv();
// FUZZ_ROWS=<regex> fuzzes only the rows whose names match (to reproduce one failure quickly).
const only = process.env.FUZZ_ROWS ? new RegExp(process.env.FUZZ_ROWS) : undefined;
const rows = allRows().filter((row) => !only || only.test(row.name));
const random = seededRandom(FUZZ_SEED);

describe(`schema fuzz of every operation (seed ${FUZZ_SEED})`, () => {
  beforeAll(() => {
    stats.started = performance.now();
  });
  afterAll(() => {
    const seconds = ((performance.now() - stats.started) / 1000).toFixed(1);
    const answers = [...stats.answers]
      .sort((a, b) => b[1] - a[1])
      .map(([code, count]) => `${code}×${count}`)
      .join(' ');
    console.info(
      `schema fuzz: ${stats.operations.size} operations, ${stats.requests} requests, ${stats.failures.length} × 5xx, ${seconds} s (${answers}); ` +
        `rows for a role: ${stats.pastRole} of ${stats.roleRequests} requests not refused as forbidden`,
    );
  });

  it.each(rows.map((row) => [row.name, row] as const))('%s answers no 5xx', async (_name, row) => {
    const failuresBefore = stats.failures.length;
    const cases = fuzzCases(row, random, await BASES[row.name]?.());
    const validBody = row.method === 'GET' ? () => true : ajv.compile(row.body);
    const owner: Caller = row.role ?? (row.login ? 'user' : 'anonymous');
    let handled = 0;
    for (const each of cases) {
      // A public row's requests that pass the schema reach its handler, which may read the caller: they go
      // anonymous and logged in by turns (the valid body both ways). The schema is the same for every caller.
      const reaches = owner === 'anonymous' && each.raw === undefined && validBody(structuredClone(each.body ?? null));
      const caller = reaches && handled++ % 2 === 1 ? 'user' : owner;
      await send(row, row.path, each, caller);
    }
    const valid = cases[0]!;
    if (owner === 'anonymous') await send(row, row.path, valid, 'user');
    if (row.login) {
      expect((await send(row, row.path, valid, 'anonymous')).statusCode).toBe(401);
      if (row.role) expect((await send(row, row.path, valid, 'user')).statusCode).toBe(403);
    }
    // A twin is the same handler at another path: the valid body and a few wrong ones reach it there.
    for (const twin of pathsOf(row).slice(1)) {
      for (const each of cases.filter((c) => ['a valid body', 'no body', 'an unknown field', 'a null body'].includes(c.label))) {
        await send(row, twin, each, owner);
      }
    }
    expect(stats.failures.slice(failuresBefore)).toEqual([]);
  });

  it('reached every operation of the call table', () => {
    expect([...stats.operations].sort()).toEqual(
      rows.flatMap((row) => pathsOf(row).map((path) => `${row.method ?? 'POST'} ${path}`)).sort(),
    );
    expect(stats.failures).toEqual([]);
  });
});

/** A socket of the fuzz: every frame it got, and a way to wait until the server has read all it was sent. */
async function fuzzSocket() {
  const socket = await ctx.app.injectWS(`${API_PREFIX}${CHAT_SOCKET_PATH}`);
  const frames: ServerFrame[] = [];
  let closed: number | undefined;
  let wake: (() => void) | undefined;
  socket.on('message', (data: Buffer) => {
    frames.push(JSON.parse(data.toString()) as ServerFrame);
    wake?.();
  });
  socket.on('close', (code: number) => {
    closed = code;
    wake?.();
  });
  // The answer to a ping: a pong, or before a hello was taken, the refusal that asks for one.
  const pings = () => frames.filter((frame) => frame.type === 'pong' || (frame.type === 'refused' && frame.reason === 'notHello')).length;
  /** Sends a ping behind what was sent: frames are read in order, so its answer (or the close) means all were. */
  const settled = async () => {
    const before = pings();
    if (closed === undefined) socket.send(JSON.stringify({ type: 'ping' }));
    while (closed === undefined && pings() === before) await new Promise<void>((resolve) => (wake = resolve));
  };
  return { socket, frames, settled, closed: () => closed };
}

describe(`chat socket frames (seed ${FUZZ_SEED})`, () => {
  // A frame the server failed on is refused as 'unavailable' (the socket's 5xx); a refused frame keeps the
  // socket open, and only a hello that does not say who it is closes it (4403).
  const failures: { frame: string; case: string; got: string }[] = [];
  const frameOf = (each: FuzzCase) => each.raw ?? JSON.stringify(each.body ?? null);
  const shown = (frame: string | Buffer) => frame.toString().slice(0, 200);
  /** How WebSocket itself closes on a frame it does not pass on: too big (1009), or text that is not UTF-8 (1007). */
  const protocolClose = (frame: string | Buffer) =>
    Buffer.byteLength(frame) > MAX_FRAME_BYTES ? 1009 : Buffer.isBuffer(frame) && !isUtf8(frame) ? 1007 : undefined;
  let frames = 0;

  async function guest() {
    const answer = await ctx.app.inject({ method: 'POST', url: '/api/crm/sdm/open/guest/create', payload: { guest: { source: 'fuzz' } } });
    const { guestId, guestToken } = answer.json<{ guestId: string; guestToken: string }>();
    return { guestId, guestToken };
  }

  async function hello(frame: object) {
    const client = await fuzzSocket();
    client.socket.send(JSON.stringify(frame));
    await client.settled();
    expect(client.frames.map((each) => (each.type === 'refused' ? each.reason : each.type))).toContain('ready');
    return client;
  }

  it.each([
    ['a guest', async () => ({ type: 'hello', role: 'guest', ...(await guest()), page: '/product' })],
    ['an operator', async () => ({ type: 'hello', role: 'operator', token: tokens.operator ?? (await mint('operator')) })],
  ])('of %s after hello: each answered, none failed, the socket kept', async (_who, helloFrame) => {
    let client = await hello(await helloFrame());
    for (const schema of [SendFrame, ReadFrame, PageFrame, PingFrame]) {
      for (const each of fuzzCases({ body: schema }, random)) {
        if (each.body === undefined && each.raw === undefined) continue;
        const seen = client.frames.length;
        const frame = frameOf(each);
        client.socket.send(frame, { binary: false });
        frames += 1;
        await client.settled();
        if (protocolClose(frame) !== undefined && client.closed() === protocolClose(frame)) {
          client = await hello(await helloFrame());
          continue;
        }
        const broken = client.frames.slice(seen).find((answer) => answer.type === 'refused' && answer.reason === 'unavailable');
        if (broken || client.closed() !== undefined)
          failures.push({ frame: shown(frame), case: each.label, got: JSON.stringify(broken ?? client.closed()) });
      }
    }
    client.socket.terminate();
    expect(failures).toEqual([]);
  });

  it.each([
    ['a guest', GuestHello, async () => ({ type: 'hello', role: 'guest', ...(await guest()), page: '/product', after: 0 })],
    [
      'an operator',
      OperatorHello,
      async () => ({ type: 'hello', role: 'operator', token: tokens.operator ?? (await mint('operator')), after: 0 }),
    ],
  ])('hello of %s: answered ready or refused, never failed', async (_who, schema, helloFrame) => {
    for (const each of fuzzCases({ body: schema }, random, await helloFrame())) {
      if (each.body === undefined && each.raw === undefined) continue;
      const client = await fuzzSocket();
      const frame = frameOf(each);
      client.socket.send(frame, { binary: false });
      frames += 1;
      await client.settled();
      const answer = client.frames.find((one) => one.type === 'ready' || one.type === 'refused');
      const closed = client.closed();
      const expected = closed !== undefined && (closed === protocolClose(frame) || (closed === CHAT_CLOSE.refused && answer !== undefined));
      if (
        (!answer && !expected) ||
        (answer?.type === 'refused' && answer.reason === 'unavailable') ||
        (closed !== undefined && !expected)
      ) {
        failures.push({ frame: shown(frame), case: each.label, got: JSON.stringify(answer ?? closed) });
      }
      client.socket.terminate();
    }
    expect(failures).toEqual([]);
  });

  afterAll(() => console.info(`chat frame fuzz: ${frames} frames, ${failures.length} failed`));
});
