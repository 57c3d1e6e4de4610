import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';

/*
 * A small OpenAI-compatible chat-completions server on 127.0.0.1 for tests and the e2e suite.
 *
 * POST <url>/chat/completions (url ends in /v1) with {model, messages, stream: true} answers text/event-stream
 * chunks `data: {"choices":[{"index":0,"delta":{"content":"..."}}]}` and finally `data: [DONE]`. What it does is
 * chosen by a marker in the LAST user message (the prompt):
 *
 *   (no marker)   streams the answer "Fake model answer to: <the prompt>." in small chunks, CHUNK_MS apart
 *   [slow]        streams SLOW_PIECES chunks "slow-<n> " SLOW_CHUNK_MS apart (about 12 s), so a stop lands halfway
 *   [500]         answers HTTP 500 with an OpenAI error body before any chunk
 *   [fail]        streams FAIL_AFTER chunks, then an in-stream error event `data: {"error":{...,"code":500}}`
 *                 and ends (what an OpenAI-compatible server sends when it fails mid-answer)
 *   [malformed]   streams FAIL_AFTER chunks, then a chunk that is not JSON (`data: {not json`)
 *   [stall]       streams FAIL_AFTER chunks, then sends nothing more and keeps the connection open
 *   [hang]        never answers at all (not even the headers): the client's timeout or the stall limit ends it
 *
 * Standalone (e2e): `npx tsx server/test-support/fake-openai.ts --port 4455` prints `fake-openai listening <url>`
 * with url http://127.0.0.1:4455/v1: give it to the portal as AI_BASE_URL (any AI_API_KEY, any AI_MODEL).
 * Options --chunk-ms and --slow-chunk-ms change the pacing.
 */

export interface FakeOpenAiOptions {
  port?: number;
  /** Pause between the chunks of an ordinary answer. Default 10. */
  chunkMs?: number;
  /** Pause between the chunks of a [slow] answer. Default 300. */
  slowChunkMs?: number;
}

export interface FakeOpenAi {
  /** The base URL to give the client (AI_BASE_URL), ending in /v1. */
  url: string;
  /** The request bodies received, oldest first. */
  requests: { model: string; messages: { role: string; content: string }[]; stream?: boolean }[];
  /** Requests whose connection the client closed before the answer ended (a stop, a stall's abort). */
  aborted: number;
  close(): Promise<void>;
}

export const SLOW_PIECES = 40;
export const FAIL_AFTER = 3;
export const FAKE_ANSWER_PREFIX = 'Fake model answer to: ';

type Script = 'answer' | 'slow' | '500' | 'fail' | 'malformed' | 'stall' | 'hang';

function scriptOf(prompt: string): Script {
  for (const script of ['slow', '500', 'fail', 'malformed', 'stall', 'hang'] as const) if (prompt.includes(`[${script}]`)) return script;
  return 'answer';
}

/** The pieces of an ordinary answer: the fixed words, then the prompt a few characters at a time. */
export function fakeAnswer(prompt: string): string[] {
  const text = `${FAKE_ANSWER_PREFIX}${prompt}.`;
  const chars = [...text];
  const pieces: string[] = [];
  for (let at = 0; at < chars.length; at += 6) pieces.push(chars.slice(at, at + 6).join(''));
  return pieces;
}

const chunk = (content: string) =>
  `data: ${JSON.stringify({ id: 'chatcmpl-fake', object: 'chat.completion.chunk', created: 0, model: 'fake', choices: [{ index: 0, delta: { content }, finish_reason: null }] })}\n\n`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function readJson(request: IncomingMessage): Promise<unknown> {
  const parts: Buffer[] = [];
  for await (const part of request) parts.push(part as Buffer);
  try {
    return JSON.parse(Buffer.concat(parts).toString('utf8'));
  } catch {
    return null;
  }
}

export async function startFakeOpenAi(options: FakeOpenAiOptions = {}): Promise<FakeOpenAi> {
  const chunkMs = options.chunkMs ?? 10;
  const slowChunkMs = options.slowChunkMs ?? 300;
  const open = new Set<ServerResponse>();
  const fake: FakeOpenAi = { url: '', requests: [], aborted: 0, close: async () => {} };

  async function stream(response: ServerResponse, pieces: string[], pauseMs: number): Promise<boolean> {
    for (const piece of pieces) {
      if (response.destroyed) return false;
      response.write(chunk(piece));
      await sleep(pauseMs);
    }
    return !response.destroyed;
  }

  async function answer(request: IncomingMessage, response: ServerResponse) {
    const body = (await readJson(request)) as FakeOpenAi['requests'][number] | null;
    if (!body || !Array.isArray(body.messages)) {
      response
        .writeHead(400, { 'content-type': 'application/json' })
        .end(JSON.stringify({ error: { message: 'bad request', type: 'invalid_request_error' } }));
      return;
    }
    fake.requests.push(body);
    const prompt = [...body.messages].reverse().find((message) => message.role === 'user')?.content ?? '';
    const script = scriptOf(prompt);
    if (script === 'hang') {
      response.on('close', () => {
        fake.aborted += 1;
      });
      return;
    }
    if (script === '500') {
      response
        .writeHead(500, { 'content-type': 'application/json' })
        .end(JSON.stringify({ error: { message: 'scripted failure', type: 'server_error' } }));
      return;
    }
    response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    response.on('close', () => {
      if (!response.writableFinished) fake.aborted += 1;
    });
    const early = Array.from({ length: FAIL_AFTER }, (_, n) => `part-${n + 1} `);
    switch (script) {
      case 'answer':
        if (await stream(response, fakeAnswer(prompt), chunkMs)) response.end('data: [DONE]\n\n');
        return;
      case 'slow':
        if (
          await stream(
            response,
            Array.from({ length: SLOW_PIECES }, (_, n) => `slow-${n + 1} `),
            slowChunkMs,
          )
        )
          response.end('data: [DONE]\n\n');
        return;
      case 'fail':
        if (await stream(response, early, chunkMs))
          response.end(`data: ${JSON.stringify({ error: { message: 'scripted failure', type: 'server_error', code: 500 } })}\n\n`);
        return;
      case 'malformed':
        if (await stream(response, early, chunkMs)) response.end('data: {not json\n\n');
        return;
      case 'stall':
        // Nothing more: the client gives up and closes the connection.
        await stream(response, early, chunkMs);
        return;
    }
  }

  const server = createServer((request, response) => {
    open.add(response);
    response.on('close', () => open.delete(response));
    if (request.method !== 'POST' || !/\/chat\/completions$/.test(request.url ?? '')) {
      response.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'not found' } }));
      return;
    }
    answer(request, response).catch(() => response.destroy());
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  fake.url = `http://127.0.0.1:${port}/v1`;
  fake.close = () =>
    new Promise<void>((resolve) => {
      for (const response of open) response.destroy();
      server.close(() => resolve());
    });
  return fake;
}

function option(name: string): number | undefined {
  const at = process.argv.indexOf(`--${name}`);
  if (at < 0) return undefined;
  const value = Number(process.argv[at + 1]);
  if (!Number.isInteger(value) || value < 0) throw new Error(`--${name} takes a whole number`);
  return value;
}

async function standalone() {
  const fake = await startFakeOpenAi({ port: option('port'), chunkMs: option('chunk-ms'), slowChunkMs: option('slow-chunk-ms') });
  console.log(`fake-openai listening ${fake.url}`);
  const stop = () => void fake.close().then(() => process.exit(0));
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) void standalone();
