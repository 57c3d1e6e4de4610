import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  aiToolCalls as calls,
  type AiMessage,
  type ConversationSummary,
  type GenerationEvent,
  type Writing,
} from '../../../shared/calls/ai-tools';
import type { Database } from '../../db/database';
import { spend } from '../points/public';
import { accountClient, accountTestOptions, registeredUser } from '../../test-support/accounts';
import { eventually, parseEvents } from '../../test-support/ai-streams';
import { aiMsg, aiWritingMsg } from '../../test-support/messages';
import { createTestApp, testDatabase } from '../../test-support/test-app';

// One generation at a time per conversation or writing across processes. Two app instances on one
// database stand for two processes; a claim row with an expiry in the past (and a streaming row) stands for a
// process that died mid-generation.

let apps: FastifyInstance[] = [];
const origins: string[] = [];
let db: Database;

beforeAll(async () => {
  for (let i = 0; i < 2; i++) {
    const app = await createTestApp({ ...accountTestOptions().options, ai: { offlinePieceMs: 5, saveEveryMs: 50 } });
    apps.push(app);
    origins.push(await app.listen({ host: '127.0.0.1', port: 0 }));
  }
  db = await testDatabase();
});
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  apps = [];
});

/** Offline pieces this far apart on both instances while `work` runs, so a stream lasts a while. */
async function slowly<T>(pieceMs: number, work: () => Promise<T>): Promise<T> {
  for (const app of apps) app.ai.offlinePieceMs = pieceMs;
  try {
    return await work();
  } finally {
    for (const app of apps) app.ai.offlinePieceMs = 5;
  }
}

interface User {
  token: string;
  userId: string;
}

const client = (n = 0) => accountClient({ app: apps[n]! });
const newUser = () => registeredUser(client(), db);
const call = <T = Record<string, unknown>>(n: number, row: { path: string }, body: unknown, user: User) =>
  client(n).call<T>(row.path, body, { token: user.token });

/** A generation request on instance `n`: the events of its stream, or the JSON refusal. */
async function generate(
  n: number,
  row: { path: string },
  body: unknown,
  user: User,
): Promise<{ events: GenerationEvent[]; json?: { code: string; msg: string } }> {
  const response = await client(n).post(row.path, body, { token: user.token });
  if (String(response.headers['content-type']).startsWith('text/event-stream')) return { events: parseEvents(response.payload) };
  return { events: [], json: response.json() };
}

/** A stream over HTTP on instance `n`, read up to its start event and held open until `stop`. */
async function openStream(n: number, row: { path: string }, body: unknown, user: User) {
  const controller = new AbortController();
  const response = await fetch(`${origins[n]}/api${row.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${user.token}` },
    body: JSON.stringify(body),
    signal: controller.signal,
  });
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  const readUntil = async (until: (text: string) => boolean) => {
    while (!until(text)) {
      const { value, done } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
    }
    return parseEvents(text);
  };
  await readUntil((sofar) => sofar.includes('"type":"start"'));
  return { readToEnd: () => readUntil(() => false), stop: () => controller.abort() };
}

async function newConversation(user: User): Promise<ConversationSummary> {
  return (await call<{ model: ConversationSummary }>(0, calls.createConversation, { tool: 'writing' }, user)).model;
}

const claimOf = async (kind: string, id: number) =>
  (
    await db.query<{ holder: string; expires_at: Date }>(
      'SELECT holder, expires_at FROM generation_claims WHERE subject_kind = $1 AND subject_id = $2',
      [kind, id],
    )
  )[0];
const released = (kind: string, id: number) =>
  eventually(
    () => claimOf(kind, id),
    (claim) => claim === undefined,
  );
const refundsOf = async (entryId: number) => (await db.query('SELECT 1 FROM residue_ledger WHERE refund_of = $1', [entryId])).length;
const answersOf = (conversationId: number) =>
  db.query<{ status: string; content: string }>(
    "SELECT status, content FROM ai_messages WHERE conversation_id = $1 AND role = 'assistant' ORDER BY id",
    [conversationId],
  );

/** What a process that died mid-answer leaves: its spend, a streaming answer, and its claim (lapsed unless `live`). */
async function crashedAnswer(user: User, conversationId: number, live = false): Promise<number> {
  const { entryId } = await spend(db, user.userId, 'aiWrite', 1, 'ai:writing', `conversation:${conversationId}`);
  await db.query(
    "INSERT INTO ai_messages (conversation_id, role, content, status, created_at) VALUES ($1, 'user', '问题', 'done', now())",
    [conversationId],
  );
  await db.query(
    `INSERT INTO ai_messages (conversation_id, role, content, status, mode, spend_entry_id, created_at)
     VALUES ($1, 'assistant', '半截回答', 'streaming', 'offline', $2, now())`,
    [conversationId, entryId],
  );
  await db.query(
    `INSERT INTO generation_claims (subject_kind, subject_id, holder, user_id, spend_entry_id, claimed_at, expires_at)
     VALUES ('conversation', $1, 'crashed-host:4242:dead', $2, $3, now() - interval '2 minutes', now() + $4 * interval '1 second')`,
    [conversationId, user.userId, entryId, live ? 60 : -1],
  );
  return entryId;
}

const lapse = (kind: string, id: number) =>
  db.query("UPDATE generation_claims SET expires_at = now() - interval '1 second' WHERE subject_kind = $1 AND subject_id = $2", [kind, id]);

describe('a conversation asked on two instances at once', () => {
  it('streams one answer and refuses the other with 44002', async () => {
    const user = await newUser();
    const conversation = await newConversation(user);
    const answers = await slowly(40, () =>
      Promise.all([0, 1].map((n) => generate(n, calls.ask, { id: conversation.id, prompt: `同时提问 ${n}` }, user))),
    );
    const refused = answers.filter((answer) => answer.json);
    expect(refused.map((answer) => answer.json)).toEqual([{ code: '44002', msg: aiMsg('busy') }]);
    expect(answers.find((answer) => !answer.json)!.events.at(-1)).toEqual({ type: 'done', status: 'done' });
    expect(await answersOf(conversation.id)).toHaveLength(1);
    await released('conversation', conversation.id);
    // Released at the end: the next question is answered.
    expect((await generate(1, calls.ask, { id: conversation.id, prompt: '下一个问题' }, user)).events.at(-1)).toEqual({
      type: 'done',
      status: 'done',
    });
  });

  it('keeps the conversation claimed while a stream runs on the other instance, renewing the claim', async () => {
    const user = await newUser();
    const conversation = await newConversation(user);
    apps[0]!.ai.claimTtlMs = 900;
    try {
      await slowly(150, async () => {
        const stream = await openStream(0, calls.ask, { id: conversation.id, prompt: '长回答' }, user);
        const first = await claimOf('conversation', conversation.id);
        expect(first?.holder).toMatch(/:\d+:/);
        const renewed = await eventually(
          () => claimOf('conversation', conversation.id),
          (claim) => claim !== undefined && claim.expires_at > first!.expires_at,
        );
        expect(renewed!.expires_at.getTime()).toBeGreaterThan(first!.expires_at.getTime());
        expect((await generate(1, calls.ask, { id: conversation.id, prompt: '插话' }, user)).json).toEqual({
          code: '44002',
          msg: aiMsg('busy'),
        });
        stream.stop();
      });
    } finally {
      apps[0]!.ai.claimTtlMs = 45_000;
    }
    await released('conversation', conversation.id);
    expect(await answersOf(conversation.id)).toMatchObject([{ status: 'stopped' }]);
  });
});

describe('a process that died mid-answer', () => {
  it('holds the conversation until its claim lapses, then the next ask takes it over once: the old answer is interrupted and refunded once', async () => {
    const user = await newUser();
    const conversation = await newConversation(user);
    const entryId = await crashedAnswer(user, conversation.id, true);
    expect((await generate(0, calls.ask, { id: conversation.id, prompt: '还在生成吗' }, user)).json).toEqual({
      code: '44002',
      msg: aiMsg('busy'),
    });

    await lapse('conversation', conversation.id);
    const answers = await slowly(40, () =>
      Promise.all([0, 1].map((n) => generate(n, calls.ask, { id: conversation.id, prompt: `接手 ${n}` }, user))),
    );
    expect(answers.filter((answer) => answer.json).map((answer) => answer.json!.code)).toEqual(['44002']);
    expect(answers.find((answer) => !answer.json)!.events.at(-1)).toEqual({ type: 'done', status: 'done' });
    const stored = await answersOf(conversation.id);
    expect(stored[0]).toEqual({ status: 'interrupted', content: '半截回答' });
    expect(stored.slice(1)).toMatchObject([{ status: 'done' }]);
    expect(await refundsOf(entryId)).toBe(1);
  });

  it('shows its answer as interrupted once the claim lapsed, refunding it once however many read it', async () => {
    const user = await newUser();
    const conversation = await newConversation(user);
    const entryId = await crashedAnswer(user, conversation.id, true);
    const read = (n: number) => call<{ messages: AiMessage[] }>(n, calls.conversation, { id: conversation.id }, user);
    // While the claim lives, the answer may still be streaming elsewhere.
    expect((await read(1)).messages.at(-1)?.status).toBe('streaming');
    await lapse('conversation', conversation.id);
    const reads = await Promise.all([read(0), read(1), read(0)]);
    for (const { messages } of reads) expect(messages.at(-1)).toMatchObject({ status: 'interrupted', content: '半截回答' });
    expect(await refundsOf(entryId)).toBe(1);
    expect(await claimOf('conversation', conversation.id)).toBeUndefined();
  });

  it('leaves no conversation blocked by a streaming answer without any claim', async () => {
    const user = await newUser();
    const conversation = await newConversation(user);
    const entryId = await crashedAnswer(user, conversation.id);
    await db.query("DELETE FROM generation_claims WHERE subject_kind = 'conversation' AND subject_id = $1", [conversation.id]);
    expect((await generate(1, calls.ask, { id: conversation.id, prompt: '继续' }, user)).events.at(-1)).toEqual({
      type: 'done',
      status: 'done',
    });
    expect((await answersOf(conversation.id))[0]!.status).toBe('interrupted');
    expect(await refundsOf(entryId)).toBe(1);
  });
});

describe('a claim lost while streaming', () => {
  it('ends the stream as interrupted, says so, and refunds the use once', async () => {
    const user = await newUser();
    const conversation = await newConversation(user);
    apps[0]!.ai.claimTtlMs = 900;
    try {
      await slowly(150, async () => {
        const stream = await openStream(0, calls.ask, { id: conversation.id, prompt: '长回答' }, user);
        // As if the process stalled past its claim's expiry: the next renewal finds the claim lapsed.
        await lapse('conversation', conversation.id);
        const events = await stream.readToEnd();
        expect(events.at(-1)).toEqual({ type: 'error', code: '44001', msg: aiMsg('interrupted'), refunded: true });
      });
    } finally {
      apps[0]!.ai.claimTtlMs = 45_000;
    }
    expect(await answersOf(conversation.id)).toMatchObject([{ status: 'interrupted' }]);
    const [spent] = await db.query<{ id: string }>("SELECT id FROM residue_ledger WHERE user_id = $1 AND reason = 'spend'", [user.userId]);
    expect(await refundsOf(Number(spent!.id))).toBe(1);
    await released('conversation', conversation.id);
  });
});

describe('writings on two instances', () => {
  const createPaper = async (user: User) =>
    (await call<{ model: Writing }>(0, calls.createWriting, { tool: 'paper', title: '计量支付数字化研究', field: '工程造价' }, user)).model;

  it('draft one outline at a time: the other instance answers 44002', async () => {
    const user = await newUser();
    const paper = await createPaper(user);
    const drafts = await slowly(60, () =>
      Promise.all([0, 1].map((n) => generate(n, calls.draft, { id: paper.id, part: 'outline' }, user))),
    );
    expect(drafts.filter((draft) => draft.json).map((draft) => draft.json)).toEqual([{ code: '44002', msg: aiWritingMsg('busy') }]);
    expect(drafts.find((draft) => !draft.json)!.events.at(-1)).toEqual({ type: 'done', status: 'done' });
    await released('writing', paper.id);
  });

  it('refuse a save on one instance while the other drafts', async () => {
    const user = await newUser();
    const paper = await createPaper(user);
    await slowly(150, async () => {
      const stream = await openStream(0, calls.draft, { id: paper.id, part: 'outline' }, user);
      expect((await call(1, calls.saveWriting, { id: paper.id, title: '改名', sections: [] }, user)).code).toBe('44002');
      stream.stop();
    });
    await released('writing', paper.id);
    expect((await call(1, calls.saveWriting, { id: paper.id, title: '改名', sections: [] }, user)).code).toBe('30000');
  });

  it('take over a writing whose drafting process died: its streaming section is interrupted and refunded once', async () => {
    const user = await newUser();
    const paper = await createPaper(user);
    const sections = [
      { heading: '引言', text: '', status: 'done', citations: [] },
      { heading: '现状', text: '半截正文', status: 'streaming', citations: [] },
    ];
    await db.query('UPDATE ai_writings SET sections = $2 WHERE id = $1', [paper.id, JSON.stringify(sections)]);
    const { entryId } = await spend(db, user.userId, 'aiPaper', 1, 'ai:paper', `writing:${paper.id}:section:1`);
    await db.query(
      `INSERT INTO generation_claims (subject_kind, subject_id, holder, user_id, spend_entry_id, claimed_at, expires_at)
       VALUES ('writing', $1, 'crashed-host:4242:dead', $2, $3, now() - interval '2 minutes', now() - interval '1 second')`,
      [paper.id, user.userId, entryId],
    );
    const draft = await generate(1, calls.draft, { id: paper.id, part: 'section', sectionIndex: 0 }, user);
    expect(draft.events.at(-1)).toEqual({ type: 'done', status: 'done' });
    const { model } = await call<{ model: Writing }>(0, calls.writing, { id: paper.id }, user);
    expect(model.sections.map((section) => section.status)).toEqual(['done', 'interrupted']);
    expect(model.sections[1]!.text).toBe('半截正文');
    expect(await refundsOf(entryId)).toBe(1);
  });

  it('show a section left streaming by a dead process as interrupted on the next read', async () => {
    const user = await newUser();
    const paper = await createPaper(user);
    await db.query('UPDATE ai_writings SET sections = $2 WHERE id = $1', [
      paper.id,
      JSON.stringify([{ heading: '引言', text: '半截', status: 'streaming', citations: [] }]),
    ]);
    await db.query(
      `INSERT INTO generation_claims (subject_kind, subject_id, holder, claimed_at, expires_at)
       VALUES ('writing', $1, 'crashed-host:4242:dead', now(), now() + interval '1 minute')`,
      [paper.id],
    );
    const read = async () => (await call<{ model: Writing }>(1, calls.writing, { id: paper.id }, user)).model.sections[0]!.status;
    expect(await read()).toBe('streaming');
    await lapse('writing', paper.id);
    expect(await read()).toBe('interrupted');
  });
});
