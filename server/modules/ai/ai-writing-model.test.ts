import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiToolCalls as calls, type GenerationEvent, type Writing } from '../../../shared/calls/ai-tools';
import type { Database } from '../../db/database';
import { outlineOf } from './writings/writing-draft';
import { accountClient, accountTestOptions, registeredUser } from '../../test-support/accounts';
import { FAKE_ANSWER_PREFIX, startFakeOpenAi, type FakeOpenAi } from '../../test-support/fake-openai';
import { aiMsg } from '../../test-support/messages';
import { createTestApp, testDatabase } from '../../test-support/test-app';
import { parseEvents, streamedText } from '../../test-support/ai-streams';

// Paper drafts against the fake OpenAI-compatible server (model mode): what the model is asked, what is
// stored, and a provider failing mid-section (partial text kept, use refunded).

let fake: FakeOpenAi;
const ctx = {} as { app: FastifyInstance; db: Database };
beforeAll(async () => {
  fake = await startFakeOpenAi({ chunkMs: 1 });
  ctx.app = await createTestApp({
    ...accountTestOptions().options,
    ai: { baseUrl: fake.url, apiKey: 'test', model: 'fake', saveEveryMs: 50, stallSeconds: 5 },
  });
  ctx.db = await testDatabase();
});
afterAll(async () => {
  await ctx.app?.close();
  await fake?.close();
});

const client = () => accountClient(ctx);
const call = <T = Record<string, unknown>>(row: { path: string }, body: unknown, token: string) =>
  client().call<T>(row.path, body, { token });

async function newUser(): Promise<{ token: string; userId: string }> {
  const user = await registeredUser(client(), ctx.db);
  await ctx.db.query(
    `INSERT INTO residue_accounts (user_id, kind, balance, created_at, updated_at) VALUES ($1, 'aiPaper', 10, now(), now())
     ON CONFLICT (user_id, kind) DO UPDATE SET balance = 10`,
    [user.userId],
  );
  return user;
}

const balance = async (userId: string) =>
  (await ctx.db.query<{ balance: number }>("SELECT balance FROM residue_accounts WHERE user_id = $1 AND kind = 'aiPaper'", [userId]))[0]!
    .balance;

async function draft(token: string, body: Record<string, unknown>): Promise<GenerationEvent[]> {
  const response = await client().post(calls.draft.path, body, { token });
  return parseEvents(response.payload);
}

const get = async (token: string, id: number) => (await call<{ model: Writing }>(calls.writing, { id }, token)).model;

describe('drafts with a model', () => {
  it('asks the model as a paper writer and stores its outline and section', async () => {
    const { token } = await newUser();
    const { model } = await call<{ model: Writing }>(
      calls.createWriting,
      { tool: 'paper', title: '计量支付研究', field: '工程造价' },
      token,
    );

    const outline = await draft(token, { id: model.id, part: 'outline' });
    expect(outline[0]).toMatchObject({ type: 'start', mode: 'model' });
    expect(outline.at(-1)).toEqual({ type: 'done', status: 'done' });
    const asked = fake.requests.at(-1)!;
    expect(asked.messages[0]).toMatchObject({ role: 'system' });
    expect(asked.messages[0]!.content).toContain('建设工程');
    const prompt = asked.messages.at(-1)!.content;
    expect(prompt).toContain('计量支付研究');
    expect(prompt).toContain('工程造价');
    const stored = await get(token, model.id);
    expect(stored.mode).toBe('model');
    expect(stored.sections.map((section) => section.heading)).toEqual(outlineOf(streamedText(outline)));
    expect(stored.sections[0]!.heading.startsWith(FAKE_ANSWER_PREFIX.trim())).toBe(true);

    const section = await draft(token, { id: model.id, part: 'section', sectionIndex: 0 });
    expect(section[0]).toMatchObject({ type: 'start', mode: 'model', sectionIndex: 0 });
    expect(section.at(-1)).toEqual({ type: 'done', status: 'done' });
    const sectionPrompt = fake.requests.at(-1)!.messages.at(-1)!.content;
    expect(sectionPrompt).toContain(stored.sections[0]!.heading);
    const drafted = await get(token, model.id);
    expect(drafted.sections[0]).toMatchObject({ text: streamedText(section), status: 'done' });
    expect(drafted.sections[0]!.text.startsWith(FAKE_ANSWER_PREFIX)).toBe(true);
  });

  it('keeps the partial section and refunds the use when the provider fails mid-answer', async () => {
    const { token, userId } = await newUser();
    const { model } = await call<{ model: Writing }>(calls.createWriting, { tool: 'paper', title: '计量支付研究', field: '' }, token);
    await draft(token, { id: model.id, part: 'outline' });
    const outlined = await get(token, model.id);
    // The marker in the title reaches the section's prompt: the fake server fails after a few chunks.
    await call(calls.saveWriting, { id: model.id, title: '计量支付研究 [fail]', sections: outlined.sections }, token);
    const before = await balance(userId);

    const frames = await draft(token, { id: model.id, part: 'section', sectionIndex: 0 });
    const last = frames.at(-1);
    expect(last).toEqual({ type: 'error', code: '44001', msg: aiMsg('providerFailed'), refunded: true });
    const partial = streamedText(frames);
    expect(partial.length).toBeGreaterThan(0);
    const stored = await get(token, model.id);
    expect(stored.sections[0]).toMatchObject({ text: partial, status: 'failed' });
    expect(await balance(userId)).toBe(before);
  });
});
