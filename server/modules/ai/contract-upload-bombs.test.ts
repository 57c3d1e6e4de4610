import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Document, Packer, Paragraph } from 'docx';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiToolCalls as calls } from '../../../shared/calls/ai-tools';
import { accountClient, accountTestOptions, registeredUser } from '../../test-support/accounts';
import { DOCX_BOMBS, FIXTURES_DIR } from '../../test-support/docx-bombs';
import { aiWritingMsg } from '../../test-support/messages';
import { createTestApp, testDatabase } from '../../test-support/test-app';

// The three bomb uploads through real HTTP, while a liveness probe runs beside them. The process
// answers each with a refusal, its heap stays far from the 4.5 GB one bomb took before, and /api/health
// answers every time.

let app: FastifyInstance;
let origin: string;
let token: string;

beforeAll(async () => {
  app = await createTestApp(accountTestOptions().options);
  origin = await app.listen({ host: '127.0.0.1', port: 0 });
  ({ token } = await registeredUser(accountClient({ app }), await testDatabase()));
});
afterAll(() => app?.close());

async function upload(fileName: string, bytes: Buffer): Promise<{ code: string; msg: string; text?: string }> {
  const response = await fetch(`${origin}/api${calls.readContract.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ fileName, contentBase64: bytes.toString('base64') }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { code: string; msg: string; text?: string };
}

/** Asks /api/health one request after another until stopped: how many answered 200, how many did not, the slowest. */
function probeLiveness() {
  const seen = { answered: 0, failed: 0, worstMs: 0, peakHeap: process.memoryUsage().heapUsed };
  let running = true;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      try {
        const response = await fetch(`${origin}/api/health`);
        await response.arrayBuffer();
        if (response.status === 200) seen.answered += 1;
        else seen.failed += 1;
      } catch {
        seen.failed += 1;
      }
      seen.worstMs = Math.max(seen.worstMs, performance.now() - started);
      seen.peakHeap = Math.max(seen.peakHeap, process.memoryUsage().heapUsed);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return seen;
    },
  };
}

const NAMES = Object.keys(DOCX_BOMBS) as (keyof typeof DOCX_BOMBS)[];
const bomb = (name: keyof typeof DOCX_BOMBS) => readFileSync(join(FIXTURES_DIR, DOCX_BOMBS[name]));

describe('hostile .docx uploads', () => {
  it('are refused with 44004 or 44003, with the heap bounded and liveness answering throughout', async () => {
    const heapBefore = process.memoryUsage().heapUsed;
    const probe = probeLiveness();
    const answers = {
      paragraphs: await upload('合同.docx', bomb('paragraphs')),
      text: await upload('合同.docx', bomb('text')),
      lying: await upload('合同.docx', bomb('lying')),
    };
    // All three at once, twice over: more than the reads that run at once (2); those that wait longer than 3 s
    // for a turn are asked to retry.
    const names = [...NAMES, ...NAMES];
    const together = await Promise.all(names.map((name) => upload('合同.docx', bomb(name))));
    const normal = await upload(
      '合同.docx',
      await Packer.toBuffer(new Document({ sections: [{ children: [new Paragraph('第一条 工程概况')] }] })),
    );
    const seen = await probe.stop();

    expect(answers.paragraphs).toEqual({ code: '44004', msg: aiWritingMsg('tooManyParagraphs', { max: 20_000 }) });
    expect(answers.text).toEqual({ code: '44004', msg: aiWritingMsg('textTooLarge', { megabytes: 20 }) });
    expect(answers.lying).toEqual({ code: '44003', msg: aiWritingMsg('damagedFile') });
    const busy = { code: '42900', msg: aiWritingMsg('readerBusy') };
    together.forEach((answer, index) => expect([answers[names[index]!], busy]).toContainEqual(answer));
    expect(together.filter((answer) => answer.code !== busy.code).length).toBeGreaterThanOrEqual(2);
    expect(answers.paragraphs.msg).toContain('合同段落过多');
    expect(normal).toMatchObject({ code: '30000', text: '第一条 工程概况' });

    console.info(
      `contract bombs: /api/health answered ${seen.answered} times, failed ${seen.failed}, slowest ${seen.worstMs.toFixed(0)} ms; ` +
        `heap grew by at most ${((seen.peakHeap - heapBefore) / 2 ** 20).toFixed(0)} MB`,
    );
    expect(seen.failed).toBe(0);
    expect(seen.answered).toBeGreaterThan(0);
    // Before the reads had workers of their own, the first bomb alone took the heap from 0.5 to 4.5 GB.
    expect(seen.peakHeap - heapBefore).toBeLessThan(512 * 2 ** 20);
  });
});
