import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AI_PROMPT_MAX,
  aiToolCalls as calls,
  type AiMessage,
  type ConversationSummary,
  type GenerationEvent,
} from '../../../shared/calls/ai-tools';
import type { Database } from '../../db/database';
import { accountClient, accountTestOptions, type AccountClient, registeredUser } from '../../test-support/accounts';
import { eventually, parseEvents, streamedText } from '../../test-support/ai-streams';
import { FAKE_ANSWER_PREFIX, startFakeOpenAi, type FakeOpenAi } from '../../test-support/fake-openai';
import { aiMsg } from '../../test-support/messages';
import { createTestApp, testDatabase } from '../../test-support/test-app';

// AI conversations in model mode: the real openai client against the fake OpenAI-compatible server
// (server/test-support/fake-openai.ts), whose script the prompt's marker chooses.

let fake: FakeOpenAi;
let app: FastifyInstance;
let db: Database;
let client: AccountClient;
let origin: string;

beforeAll(async () => {
  fake = await startFakeOpenAi({ chunkMs: 5, slowChunkMs: 150 });
  app = await createTestApp({
    ...accountTestOptions().options,
    ai: { baseUrl: fake.url, apiKey: 'test-key', model: 'fake-model', stallSeconds: 2, saveEveryMs: 50 },
  });
  db = await testDatabase();
  client = accountClient({ app });
  origin = await app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  await app?.close();
  await fake?.close();
});

interface User {
  token: string;
  userId: string;
}

const newUser = () => registeredUser(client, db);

const call = <T = Record<string, unknown>>(row: { path: string }, body: unknown, user?: User) =>
  client.call<T>(row.path, body, { token: user?.token });

async function newConversation(user: User, tool: 'writing' | 'standards' = 'writing'): Promise<ConversationSummary> {
  const created = await call<{ model: ConversationSummary }>(calls.createConversation, { tool }, user);
  expect(created.code, created.msg).toBe('30000');
  return created.model;
}

async function ask(
  user: User,
  body: Record<string, unknown>,
): Promise<{ type: string; events: GenerationEvent[]; json?: { code: string; msg: string } }> {
  const response = await client.post(calls.ask.path, body, { token: user.token });
  const type = String(response.headers['content-type'] ?? '');
  if (type.startsWith('text/event-stream')) return { type, events: parseEvents(response.payload) };
  return { type, events: [], json: response.json() };
}

const messagesOf = (conversationId: number) =>
  db.query<{ id: number; role: string; content: string; status: string; mode: string | null; spend_entry_id: string | null }>(
    'SELECT id, role, content, status, mode, spend_entry_id FROM ai_messages WHERE conversation_id = $1 ORDER BY id',
    [conversationId],
  );
const balanceOf = async (userId: string, kind = 'aiWrite') =>
  (await db.query<{ balance: number }>('SELECT balance FROM residue_accounts WHERE user_id = $1 AND kind = $2', [userId, kind]))[0]
    ?.balance;
const ledgerSum = async (userId: string, kind = 'aiWrite') =>
  (
    await db.query<{ sum: number }>('SELECT COALESCE(sum(delta), 0)::int AS sum FROM residue_ledger WHERE user_id = $1 AND kind = $2', [
      userId,
      kind,
    ])
  )[0]!.sum;
const refundsOf = async (userId: string) =>
  db.query<{ refund_of: string }>("SELECT refund_of FROM residue_ledger WHERE user_id = $1 AND reason = 'refund'", [userId]);

/** Opens the user's aiWrite quota with exactly `balance` uses, the ledger summing to it. */
async function setQuota(user: User, balance: number) {
  await db.query(
    "INSERT INTO residue_accounts (user_id, kind, balance, created_at, updated_at) VALUES ($1, 'aiWrite', $2, now(), now()) ON CONFLICT (user_id, kind) DO UPDATE SET balance = $2",
    [user.userId, balance],
  );
  await db.query("DELETE FROM residue_ledger WHERE user_id = $1 AND kind = 'aiWrite'", [user.userId]);
  await db.query(
    "INSERT INTO residue_ledger (user_id, kind, delta, balance_after, reason, created_at) VALUES ($1, 'aiWrite', $2, $2, 'allotment', now())",
    [user.userId, balance],
  );
}

describe('the catalogue', () => {
  it('names the mode, the model and each tool with its quota kind and cost, without a login', async () => {
    const answer = await call<{ mode: string; model: string | null; list: { key: string; kind: string; costPerUse: number }[] }>(
      calls.tools,
      {},
    );
    expect(answer.code).toBe('30000');
    expect(answer.mode).toBe('model');
    expect(answer.model).toBe('fake-model');
    expect(answer.list).toEqual([
      { key: 'writing', kind: 'aiWrite', costPerUse: 1 },
      { key: 'paper', kind: 'aiPaper', costPerUse: 1 },
      { key: 'tender', kind: 'aiTender', costPerUse: 1 },
      { key: 'contract', kind: 'aiContract', costPerUse: 1 },
      { key: 'standards', kind: 'aiWrite', costPerUse: 1 },
    ]);
  });
});

describe('conversation rows', () => {
  it('creates with a dated default title, renames, lists newest first and deletes', async () => {
    const user = await newUser();
    const first = await newConversation(user);
    expect(first.title).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    const second = await call<{ model: ConversationSummary }>(calls.createConversation, { tool: 'standards', title: '  Piling  ' }, user);
    expect(second.model).toMatchObject({ tool: 'standards', title: 'Piling' });
    const renamed = await call<{ model: ConversationSummary }>(calls.renameConversation, { id: first.id, title: 'Renamed' }, user);
    expect(renamed.model.title).toBe('Renamed');
    const list = await call<{ list: ConversationSummary[]; total: number }>(calls.conversations, { page: 1, pageSize: 10 }, user);
    expect(list.total).toBe(2);
    expect(list.list.map((item) => item.id)).toEqual([first.id, second.model.id]);
    expect((await call(calls.deleteConversation, { id: first.id }, user)).code).toBe('30000');
    expect((await call(calls.conversation, { id: first.id }, user)).code).toBe('40400');
  });

  it("answers another user's conversation as missing (40400) on every row", async () => {
    const owner = await newUser();
    const other = await newUser();
    const conversation = await newConversation(owner);
    for (const [row, body] of [
      [calls.conversation, { id: conversation.id }],
      [calls.renameConversation, { id: conversation.id, title: 'Mine now' }],
      [calls.deleteConversation, { id: conversation.id }],
      [calls.ask, { id: conversation.id, prompt: 'Hello' }],
    ] as const) {
      const answer = await call(row, body, other);
      expect(answer, row.path).toEqual({ code: '40400', msg: aiMsg('conversationNotFound') });
    }
    expect((await call<{ model: ConversationSummary }>(calls.conversation, { id: conversation.id }, owner)).model.title).toBe(
      conversation.title,
    );
    expect(await balanceOf(other.userId)).toBeUndefined();
  });

  it('refuses a prompt over AI_PROMPT_MAX, and an ask with neither prompt nor regenerate (40001), spending nothing', async () => {
    const user = await newUser();
    const conversation = await newConversation(user);
    const long = await ask(user, { id: conversation.id, prompt: 'x'.repeat(AI_PROMPT_MAX + 1) });
    expect(long.json?.code).toBe('40001');
    const empty = await ask(user, { id: conversation.id });
    expect(empty.json).toEqual({ code: '40001', msg: aiMsg('noQuestion') });
    const nothing = await ask(user, { id: conversation.id, regenerate: true });
    expect(nothing.json).toEqual({ code: '40001', msg: aiMsg('nothingToRegenerate') });
    expect(await messagesOf(conversation.id)).toEqual([]);
    expect(await balanceOf(user.userId)).toBeUndefined();
  });

  it('answers HTTP 401 without a session', async () => {
    const response = await client.post(calls.ask.path, { id: 1, prompt: 'Hi' });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('40100');
  });
});

describe('a streamed answer', () => {
  it('streams start, deltas and done, and stores the question and the answer with its spend', async () => {
    const user = await newUser();
    const conversation = await newConversation(user);
    const { type, events } = await ask(user, { id: conversation.id, prompt: 'What is a measurement period?' });
    expect(type).toMatch(/^text\/event-stream/);
    const start = events[0];
    expect(start).toMatchObject({ type: 'start', mode: 'model', sectionIndex: null, balance: 19 });
    expect(streamedText(events)).toBe(`${FAKE_ANSWER_PREFIX}What is a measurement period?.`);
    expect(events.at(-1)).toEqual({ type: 'done', status: 'done' });
    const stored = await messagesOf(conversation.id);
    expect(stored.map((message) => [message.role, message.status, message.mode])).toEqual([
      ['user', 'done', null],
      ['assistant', 'done', 'model'],
    ]);
    expect(stored[1]!.id).toBe(start?.type === 'start' ? start.messageId : -1);
    expect(stored[1]!.content).toBe(streamedText(events));
    expect(stored[1]!.spend_entry_id).not.toBeNull();
    expect(await balanceOf(user.userId)).toBe(19);
    // The model saw the system prompt and the question.
    const sent = fake.requests.at(-1)!;
    expect(sent.model).toBe('fake-model');
    expect(sent.messages[0]?.role).toBe('system');
    expect(sent.messages.at(-1)).toEqual({ role: 'user', content: 'What is a measurement period?' });

    const got = await call<{ model: ConversationSummary; messages: AiMessage[] }>(calls.conversation, { id: conversation.id }, user);
    expect(got.messages.map((message) => message.role)).toEqual(['user', 'assistant']);
    // The first question names a conversation still called by its default title.
    expect(got.model.title).toBe('What is a measurement period?');
  });

  it('sends the earlier messages as context, and regenerate replaces the last answer', async () => {
    const user = await newUser();
    const conversation = await newConversation(user);
    await ask(user, { id: conversation.id, prompt: 'First question' });
    await ask(user, { id: conversation.id, prompt: 'Second question' });
    expect(
      fake.requests
        .at(-1)!
        .messages.slice(1)
        .map((message) => message.content),
    ).toEqual(['First question', `${FAKE_ANSWER_PREFIX}First question.`, 'Second question']);
    const before = await messagesOf(conversation.id);
    const again = await ask(user, { id: conversation.id, regenerate: true });
    expect(again.events.at(-1)).toEqual({ type: 'done', status: 'done' });
    const after = await messagesOf(conversation.id);
    expect(after.map((message) => message.role)).toEqual(['user', 'assistant', 'user', 'assistant']);
    expect(after[3]!.id).toBeGreaterThan(before[3]!.id);
    expect(after.slice(0, 3)).toEqual(before.slice(0, 3));
    expect(fake.requests.at(-1)!.messages.at(-1)).toEqual({ role: 'user', content: 'Second question' });
    expect(await balanceOf(user.userId)).toBe(17);
  });

  it.each([
    ['[500]', ''],
    ['[fail]', 'part-1 part-2 part-3 '],
    ['[malformed]', 'part-1 part-2 part-3 '],
    ['[stall]', 'part-1 part-2 part-3 '],
    ['[hang]', ''],
  ])('%s: fails with 44001 and a Chinese msg, keeps the partial text and refunds the use', async (marker, partial) => {
    const user = await newUser();
    const conversation = await newConversation(user);
    const { events } = await ask(user, { id: conversation.id, prompt: `Tell me ${marker}` });
    expect(events[0]).toMatchObject({ type: 'start', balance: 19 });
    expect(streamedText(events)).toBe(partial);
    expect(events.at(-1)).toEqual({ type: 'error', code: '44001', msg: aiMsg('providerFailed'), refunded: true });
    const [, answer] = await messagesOf(conversation.id);
    expect(answer).toMatchObject({ role: 'assistant', status: 'failed', content: partial });
    expect(await balanceOf(user.userId)).toBe(20);
    expect((await refundsOf(user.userId)).map((row) => String(row.refund_of))).toEqual([String(answer!.spend_entry_id)]);
    expect(await ledgerSum(user.userId)).toBe(20);
  });
});

/** Asks over real HTTP and reads deltas until `deltas` have come, runs `meanwhile`, then aborts the request. */
async function askAndStop(
  user: User,
  body: Record<string, unknown>,
  deltas: number,
  meanwhile = async () => {},
): Promise<{ events: GenerationEvent[] }> {
  const controller = new AbortController();
  const response = await fetch(`${origin}/api${calls.ask.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${user.token}` },
    body: JSON.stringify(body),
    signal: controller.signal,
  });
  expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let events: GenerationEvent[] = [];
  while (events.filter((event) => event.type === 'delta').length < deltas) {
    const { value, done } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
    events = parseEvents(text.slice(0, text.lastIndexOf('\n\n') + 2));
  }
  await meanwhile();
  controller.abort();
  return { events };
}

describe('a stop', () => {
  it('stops the provider, keeps the partial text as stopped, and the use stays spent', async () => {
    const user = await newUser();
    const conversation = await newConversation(user);
    const abortedBefore = fake.aborted;
    // While it streams, the text is stored now and then (saveEveryMs), still marked streaming.
    const meanwhile = async () => {
      const saved = await eventually(
        async () => (await messagesOf(conversation.id))[1],
        (message) => (message?.content.length ?? 0) > 0,
      );
      expect(saved).toMatchObject({ status: 'streaming' });
      expect(saved!.content).toMatch(/^slow-1 /);
    };
    const { events } = await askAndStop(user, { id: conversation.id, prompt: 'Go on [slow]' }, 3, meanwhile);
    expect(streamedText(events)).toMatch(/^slow-1 slow-2 slow-3 /);
    const answer = await eventually(
      async () => (await messagesOf(conversation.id))[1],
      (message) => message?.status === 'stopped',
    );
    expect(answer).toMatchObject({ status: 'stopped', mode: 'model' });
    expect(answer!.content).toMatch(/^slow-1 slow-2 slow-3 /);
    expect(answer!.content).not.toContain('slow-40');
    expect(
      await eventually(
        async () => fake.aborted,
        (count) => count > abortedBefore,
      ),
    ).toBeGreaterThan(abortedBefore);
    expect(await balanceOf(user.userId)).toBe(19);
    expect(await refundsOf(user.userId)).toEqual([]);
  });

  it('refuses a second ask while one streams in the conversation (44002)', async () => {
    const user = await newUser();
    const conversation = await newConversation(user);
    const controller = new AbortController();
    const first = await fetch(`${origin}/api${calls.ask.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${user.token}` },
      body: JSON.stringify({ id: conversation.id, prompt: 'Long one [slow]' }),
      signal: controller.signal,
    });
    const reader = first.body!.getReader();
    await reader.read();
    const second = await ask(user, { id: conversation.id, prompt: 'Meanwhile' });
    expect(second.json).toEqual({ code: '44002', msg: aiMsg('busy') });
    controller.abort();
    await eventually(
      async () => (await messagesOf(conversation.id))[1]?.status,
      (status) => status === 'stopped',
    );
    expect(await balanceOf(user.userId)).toBe(19);
  });
});

describe('the quota', () => {
  it('spends exactly the balance under 50 parallel asks, the others answering 43002 with how to earn more', async () => {
    const user = await newUser();
    await setQuota(user, 3);
    const conversations = await Promise.all(Array.from({ length: 50 }, () => newConversation(user)));
    const answers = await Promise.all(conversations.map((conversation, n) => ask(user, { id: conversation.id, prompt: `Parallel ${n}` })));
    const outcomes = answers.map((answer) =>
      answer.json ? `${answer.json.code} ${answer.json.msg}` : JSON.stringify(answer.events.at(-1)),
    );
    const counts = new Map<string, number>();
    for (const outcome of outcomes) counts.set(outcome, (counts.get(outcome) ?? 0) + 1);
    expect(Object.fromEntries(counts)).toEqual({
      [JSON.stringify({ type: 'done', status: 'done' })]: 3,
      [`43002 ${aiMsg('quotaShort')}`]: 47,
    });
    expect(await balanceOf(user.userId)).toBe(0);
    expect(await ledgerSum(user.userId)).toBe(0);
    const spends = await db.query<{ reference: string }>("SELECT reference FROM residue_ledger WHERE user_id = $1 AND reason = 'spend'", [
      user.userId,
    ]);
    expect(spends).toHaveLength(3);
    // A refused ask stores nothing, not even its question.
    const [stored] = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM ai_messages m JOIN ai_conversations c ON c.id = m.conversation_id WHERE c.user_id = $1',
      [user.userId],
    );
    expect(stored!.n).toBe(6);
  });
});

describe('Q&A on standards', () => {
  it('retrieves standards, tells them to the model and sends the citations', async () => {
    const user = await newUser();
    const conversation = await newConversation(user, 'standards');
    const { events } = await ask(user, { id: conversation.id, prompt: 'GB 50300 检验批验收的合格条件' });
    const cited = events.find((event) => event.type === 'citations');
    expect(cited?.type).toBe('citations');
    const citations = cited?.type === 'citations' ? cited.citations : [];
    expect(citations.length).toBeGreaterThan(0);
    for (const citation of citations) {
      expect(citation.type).toBe('standard');
      expect(citation.href).toBe(`/standard/detail/${citation.id}`);
      const [row] = await db.query<{ title: string; number: string }>('SELECT title, number FROM standards WHERE id = $1', [citation.id]);
      expect(citation.title).toBe(`${row!.number} ${row!.title}`);
    }
    expect(citations.some((citation) => citation.title.includes('GB 50300'))).toBe(true);
    const system = fake.requests.at(-1)!.messages.filter((message) => message.role === 'system');
    expect(system).toHaveLength(2);
    expect(system[1]!.content).toContain(citations[0]!.title);
    const [, answer] = await messagesOf(conversation.id);
    const got = await call<{ messages: AiMessage[] }>(calls.conversation, { id: conversation.id }, user);
    expect(got.messages[1]!.citations).toEqual(citations);
    expect(answer!.status).toBe('done');
  });
});
