import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  aiToolCalls as calls,
  type AiMessage,
  type Citation,
  type ConversationSummary,
  type GenerationEvent,
} from '../../../shared/calls/ai-tools';
import aiServer from '../../../locales/zh-cn/ai-server.json';
import type { Database } from '../../db/database';
import { accountClient, accountTestOptions, type AccountClient, registeredUser } from '../../test-support/accounts';
import { eventually, parseEvents, streamedText } from '../../test-support/ai-streams';
import { aiMsg } from '../../test-support/messages';
import { createTestApp, testDatabase } from '../../test-support/test-app';

// The AI tools' offline drafting mode (no AI_BASE_URL): answers made of the sentences of the portal's own
// library that answer the question, each cited by number, the citations linking to real items.

let app: FastifyInstance;
let db: Database;
let client: AccountClient;
let origin: string;

beforeAll(async () => {
  app = await createTestApp({ ...accountTestOptions().options, ai: { offlinePieceMs: 20, saveEveryMs: 50 } });
  db = await testDatabase();
  client = accountClient({ app });
  origin = await app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(() => app?.close());

interface User {
  token: string;
  userId: string;
}

const newUser = () => registeredUser(client, db);

async function newConversation(user: User, tool: 'writing' | 'standards'): Promise<ConversationSummary> {
  return (await client.call<{ model: ConversationSummary }>(calls.createConversation.path, { tool }, { token: user.token })).model;
}

async function ask(user: User, body: Record<string, unknown>): Promise<GenerationEvent[]> {
  const response = await client.post(calls.ask.path, body, { token: user.token });
  expect(response.headers['content-type']).toMatch(/^text\/event-stream/);
  return parseEvents(response.payload);
}

const citationsOf = (events: GenerationEvent[]): Citation[] =>
  events.flatMap((event) => (event.type === 'citations' ? event.citations : []));

const TABLES: Record<string, { table: string; title: string; path: string }> = {
  standard: { table: 'standards', title: "number || ' ' || title", path: '/standard/detail/' },
  policy: { table: 'policies', title: "title || ' ' || doc_number", path: '/policy/detail/' },
  paper: { table: 'papers', title: 'title', path: '/paper/detail/' },
  help: { table: 'help_articles', title: "res_number || ' ' || title", path: '/help/detail/' },
};

/** Every citation names a real seeded item by its title, and links to that item's portal page. */
async function expectRealItems(citations: Citation[]) {
  for (const citation of citations) {
    const source = TABLES[citation.type];
    expect(source, citation.type).toBeDefined();
    const [row] = await db.query<{ title: string }>(`SELECT ${source!.title} AS title FROM ${source!.table} WHERE id = $1`, [citation.id]);
    expect(row, `${citation.type} ${citation.id}`).toBeDefined();
    expect(citation.title).toBe(row!.title.trim());
    expect(citation.href).toBe(`${source!.path}${citation.id}`);
    expect(citation.excerpt.length).toBeGreaterThan(10);
  }
}

describe('offline mode', () => {
  it('says so in the catalogue, with no model', async () => {
    const answer = await client.call<{ mode: string; model: string | null }>(calls.tools.path, {});
    expect(answer).toMatchObject({ code: '30000', mode: 'offline', model: null });
  });

  it('answers from the library with citations that link to real seeded items, and says it is not a model', async () => {
    const user = await newUser();
    const conversation = await newConversation(user, 'writing');
    const events = await ask(user, { id: conversation.id, prompt: '工程质量保证金的预留比例和返还期限' });
    expect(events[0]).toMatchObject({ type: 'start', mode: 'offline', balance: 19 });
    const citations = citationsOf(events);
    expect(citations.length).toBeGreaterThan(1);
    await expectRealItems(citations);
    expect(citations.some((citation) => citation.type === 'policy' && citation.title.includes('质量保证金'))).toBe(true);
    const text = streamedText(events);
    expect(text.startsWith(aiServer.offlineNotice.trim())).toBe(true);
    // An extractive answer: the rule that answers comes first, whole, cited; each source once; no raw links.
    const answer = text.slice(text.indexOf('\n\n', text.indexOf('工程质量保证金的预留比例和返还期限')) + 2);
    expect(answer.split('\n')[0]).toMatch(/^保证金总预留比例不得高于工程价款结算总额的3%.*。 \[1\]$/);
    expect(citations[0]).toMatchObject({ type: 'policy', id: 3 });
    const sources = citations.map((citation) => `${citation.type}:${citation.id}`);
    expect(new Set(sources).size).toBe(sources.length);
    citations.forEach((_, index) => expect(text).toContain(`[${index + 1}]`));
    expect(text).not.toContain('](');
    expect(text).not.toContain('…');
    // It streams in small pieces, as a model would.
    expect(events.filter((event) => event.type === 'delta').length).toBeGreaterThan(10);
    expect(events.at(-1)).toEqual({ type: 'done', status: 'done' });

    const got = await client.call<{ messages: AiMessage[] }>(calls.conversation.path, { id: conversation.id }, { token: user.token });
    expect(got.messages[1]).toMatchObject({ role: 'assistant', status: 'done', mode: 'offline', content: text, citations });
  });

  it('answers Q&A on standards from the standards library only', async () => {
    const user = await newUser();
    const conversation = await newConversation(user, 'standards');
    const citations = citationsOf(await ask(user, { id: conversation.id, prompt: '混凝土结构工程施工质量验收的主控项目' }));
    expect(citations.length).toBeGreaterThan(0);
    expect(new Set(citations.map((citation) => citation.type))).toEqual(new Set(['standard']));
    await expectRealItems(citations);
    expect(citations[0]!.title).toContain('混凝土结构');
  });

  it('says plainly when the library has nothing on the question, citing nothing', async () => {
    const user = await newUser();
    const conversation = await newConversation(user, 'writing');
    const events = await ask(user, { id: conversation.id, prompt: 'zzqx qqzv' });
    expect(citationsOf(events)).toEqual([]);
    expect(streamedText(events)).toContain('zzqx qqzv');
    expect(events.at(-1)).toEqual({ type: 'done', status: 'done' });
  });

  it('stops halfway like a model: partial text kept as stopped, the use spent', async () => {
    const user = await newUser();
    const conversation = await newConversation(user, 'writing');
    const controller = new AbortController();
    const response = await fetch(`${origin}/api${calls.ask.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${user.token}` },
      body: JSON.stringify({ id: conversation.id, prompt: '工程变更的计量与支付' }),
      signal: controller.signal,
    });
    const reader = response.body!.getReader();
    let text = '';
    while ((text.match(/"type":"delta"/g) ?? []).length < 3) {
      const { value, done } = await reader.read();
      if (done) break;
      text += new TextDecoder().decode(value);
    }
    controller.abort();
    const answer = await eventually(
      async () =>
        (
          await db.query<{ status: string; content: string }>(
            "SELECT status, content FROM ai_messages WHERE conversation_id = $1 AND role = 'assistant'",
            [conversation.id],
          )
        )[0],
      (row) => row?.status === 'stopped',
    );
    expect(answer?.status).toBe('stopped');
    expect(answer!.content.length).toBeGreaterThan(0);
    expect(aiServer.offlineNotice.startsWith(answer!.content.slice(0, 20))).toBe(true);
    const [balance] = await db.query<{ balance: number }>("SELECT balance FROM residue_accounts WHERE user_id = $1 AND kind = 'aiWrite'", [
      user.userId,
    ]);
    expect(balance!.balance).toBe(19);
  });

  it('refuses with 43002 when the quota is used up, before any stream', async () => {
    const user = await newUser();
    const conversation = await newConversation(user, 'writing');
    await db.query(
      "INSERT INTO residue_accounts (user_id, kind, balance, created_at, updated_at) VALUES ($1, 'aiWrite', 0, now(), now())",
      [user.userId],
    );
    const response = await client.post(calls.ask.path, { id: conversation.id, prompt: 'Anything' }, { token: user.token });
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ code: '43002', msg: aiMsg('quotaShort') });
  });
});
