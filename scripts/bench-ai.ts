import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { AI_CODES, aiToolCalls, type GenerationEvent } from '../shared/calls/ai-tools';
import { accountAuthCalls } from '../shared/calls/account-auth';
import { API_PREFIX, callUrl, type CallRow } from '../shared/calls/define-call';
import { startFakeOpenAi } from '../server/test-support/fake-openai';
import { parseEvents } from '../server/test-support/ai-streams';
import { numberOption } from './cli-option';
import { percentile } from './perf/percentile';
import { startPortal } from './perf/portal-server';
import { cpuSeconds, rssMb } from './perf/process-stats';

// npm run bench -- --only ai [--streams 90 --stalls 10 --stall-seconds 3]: one built server (dist/server) on a
// seeded embedded database, its model an OpenAI-compatible fake on loopback (server/test-support/fake-openai.ts).
// The demo users ask STREAMS questions at once, each streamed to the end, while STALLS more questions get a
// provider that stops sending halfway. Measures the time to the first piece and to the end of the answers,
// and checks that the stalled ones fail with 44001 after about AI_STALL_SECONDS without holding up the others.

const STREAMS = numberOption('streams', 90);
const STALLS = numberOption('stalls', 10);
const STALL_SECONDS = numberOption('stall-seconds', 3);
const PASSWORD = 'Demo1234';
/** The seeded demo users (server/db/seed-data/accounts.json) who log in with a password alone: 20 free aiWrite uses each. */
const ACCOUNTS = [
  '13800000001',
  '13800000002',
  '13800000004',
  '13800000010',
  '13800000011',
  '13800000012',
  '13800000013',
  '13800000014',
  '13800000015',
];

interface AskResult {
  firstMs: number;
  endMs: number;
  last: GenerationEvent | undefined;
}

async function post(port: number, row: CallRow, body: unknown, token?: string): Promise<Response> {
  return fetch(`http://127.0.0.1:${port}${API_PREFIX}${callUrl(row)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
    body: JSON.stringify(body),
  });
}

async function json<T>(answer: Promise<Response>): Promise<T> {
  const body = (await (await answer).json()) as T & { code: string; msg: string };
  if (body.code !== '30000') throw new Error(`${body.code} ${body.msg}`);
  return body;
}

/** One question, read to the end of its stream: when its first piece came, when it ended, and how. */
async function ask(port: number, token: string, conversationId: number, prompt: string): Promise<AskResult> {
  const started = performance.now();
  const answer = await post(port, aiToolCalls.ask, { id: conversationId, prompt }, token);
  const reader = answer.body!.getReader();
  const decoder = new TextDecoder();
  let payload = '';
  let firstMs = Number.NaN;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    payload += decoder.decode(value, { stream: true });
    if (Number.isNaN(firstMs) && payload.includes('"type":"delta"')) firstMs = performance.now() - started;
  }
  const events = answer.headers.get('content-type')?.startsWith('text/event-stream') ? parseEvents(payload) : [];
  return { firstMs, endMs: performance.now() - started, last: events.at(-1) };
}

const summary = (values: number[]) =>
  `p50 ${percentile(values, 0.5).toFixed(0)} ms, p95 ${percentile(values, 0.95).toFixed(0)} ms, max ${Math.max(...values).toFixed(0)} ms`;

export async function benchAi(): Promise<void> {
  if (!existsSync(join('dist', 'server', 'main.js'))) throw new Error('npm run build first: the bench serves dist/server/main.js');
  if (STREAMS + STALLS > ACCOUNTS.length * 20) throw new Error(`at most ${ACCOUNTS.length * 20} questions: the demo users' free uses`);
  const fake = await startFakeOpenAi({ chunkMs: 20 });
  const server = await startPortal(process.cwd(), {
    AI_BASE_URL: fake.url,
    AI_API_KEY: 'bench',
    AI_MODEL: 'fake-model',
    AI_STALL_SECONDS: String(STALL_SECONDS),
  });
  const failures: string[] = [];
  try {
    const tokens = await Promise.all(
      ACCOUNTS.map(
        async (account) =>
          (await json<{ token: string }>(post(server.port, accountAuthCalls.pwdLogin, { account, password: PASSWORD }))).token,
      ),
    );
    const questions = Array.from({ length: STREAMS + STALLS }, (_, i) => ({ token: tokens[i % tokens.length]!, stalls: i >= STREAMS, i }));
    const conversations = await Promise.all(
      questions.map(
        async ({ token }) =>
          (await json<{ model: { id: number } }>(post(server.port, aiToolCalls.createConversation, { tool: 'writing' }, token))).model.id,
      ),
    );
    const rss: number[] = [];
    const sampler = setInterval(() => rss.push(rssMb(server.pid)), 250);
    const cpuBefore = cpuSeconds(server.pid);
    const started = performance.now();
    const results = await Promise.all(
      questions.map(({ token, stalls, i }) =>
        ask(
          server.port,
          token,
          conversations[i]!,
          stalls ? `[stall] question ${i}` : `How is the concrete of bridge pier ${i} measured for interim payment?`,
        ),
      ),
    );
    const wallMs = performance.now() - started;
    clearInterval(sampler);
    const cpu = cpuSeconds(server.pid) - cpuBefore;

    const answered = results.slice(0, STREAMS);
    const stalled = results.slice(STREAMS);
    const done = answered.filter((r) => r.last?.type === 'done');
    const failedRight = stalled.filter((r) => r.last?.type === 'error' && r.last.code === AI_CODES.providerFailed && r.last.refunded);
    console.log(
      `\nAI streams: ${STREAMS} questions and ${STALLS} stalled ones at once, fake model at 20 ms a chunk, AI_STALL_SECONDS=${STALL_SECONDS}`,
    );
    console.log(
      `  answered to the end: ${done.length} of ${STREAMS}; first piece ${summary(answered.map((r) => r.firstMs))}; whole answer ${summary(answered.map((r) => r.endMs))}`,
    );
    console.log(
      `  stalled: ${failedRight.length} of ${STALLS} failed with ${AI_CODES.providerFailed} and a refund, after ${summary(stalled.map((r) => r.endMs))}`,
    );
    console.log(
      `  all ${results.length} in ${(wallMs / 1000).toFixed(1)} s; server CPU ${cpu.toFixed(1)} s, RSS ${Math.min(...rss).toFixed(0)}–${Math.max(...rss).toFixed(0)} MB`,
    );
    if (done.length < STREAMS) failures.push(`${STREAMS - done.length} answers did not end`);
    if (failedRight.length < STALLS) failures.push(`${STALLS - failedRight.length} stalled answers did not fail with a refund`);
    const slowStall = stalled.filter((r) => r.endMs > (STALL_SECONDS + 5) * 1000).length;
    if (slowStall) failures.push(`${slowStall} stalled answers took over ${STALL_SECONDS + 5} s to fail`);
  } finally {
    server.stop();
    await fake.close();
  }
  if (failures.length) {
    console.log(`Missed: ${failures.join('; ')}`);
    process.exitCode = 1;
  } else {
    console.log('Every answer streamed to its end and every stalled one failed in time, refunded.');
  }
}
