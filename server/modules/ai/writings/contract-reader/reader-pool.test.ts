import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Document, Packer, Paragraph } from 'docx';
import { describe, expect, it } from 'vitest';
import { DOCX_BOMBS, FIXTURES_DIR } from '../../../../test-support/docx-bombs';
import { Failure } from '../../../../services/failure';
import { contractReader } from './reader-pool';
import { READER_LIMITS, type ReaderLimits } from './reader-limits';

// Contract reads run in worker threads with a heap and a time of their own, a few at a time.

const bomb = (name: keyof typeof DOCX_BOMBS) => readFileSync(join(FIXTURES_DIR, DOCX_BOMBS[name]));
const normalDocx = () =>
  Packer.toBuffer(
    new Document({ sections: [{ children: [new Paragraph('第一条 工程概况'), new Paragraph('1.1 工程名称：管廊工程。')] }] }),
  );

/** Limits with the checks before parsing switched off, so that a bomb reaches mammoth in the worker. */
const noChecks: ReaderLimits['docx'] = {
  ...READER_LIMITS.docx,
  maxParagraphs: Infinity,
  maxElements: Infinity,
  maxXmlBytes: 64 * 1024 * 1024,
};

const withLimits = (docx: Partial<ReaderLimits['docx']>, worker: Partial<ReaderLimits['worker']>) =>
  contractReader({ docx: { ...READER_LIMITS.docx, ...docx }, worker: { ...READER_LIMITS.worker, ...worker } });

async function refusal(reading: Promise<string>): Promise<Pick<Failure, 'reason' | 'vars'>> {
  const error: unknown = await reading.then(
    () => undefined,
    (failure: unknown) => failure,
  );
  expect(error).toBeInstanceOf(Failure);
  const { reason, vars } = error as Failure;
  return { reason, vars };
}

describe('reading an upload in a worker', () => {
  it('reads a .docx and a .txt', async () => {
    const reader = contractReader();
    expect(await reader.read('docx', await normalDocx())).toBe('第一条 工程概况\n\n1.1 工程名称：管廊工程。');
    expect(await reader.read('txt', Buffer.from('b5dad2bbccf520bacfcdacbcdbbfee', 'hex'))).toBe('第一条 合同价款');
  });

  it('answers the refusals of the checks', async () => {
    const reader = contractReader();
    expect(await refusal(reader.read('docx', bomb('paragraphs')))).toEqual({
      reason: 'aiWriting.tooManyParagraphs',
      vars: { max: 20_000 },
    });
    expect(await refusal(reader.read('docx', bomb('lying')))).toEqual({ reason: 'aiWriting.damagedFile', vars: {} });
    expect(await refusal(reader.read('txt', Buffer.from(' \n\t ')))).toEqual({ reason: 'aiWriting.emptyFile', vars: {} });
  });

  it('stops a worker that reaches its heap limit, and only that worker', async () => {
    const heapBefore = process.memoryUsage().heapUsed;
    const reader = withLimits(noChecks, { heapMb: 64 });
    expect(await refusal(reader.read('docx', bomb('paragraphs')))).toEqual({
      reason: 'aiWriting.readerLimit',
      vars: { seconds: 10, megabytes: 64 },
    });
    // The bomb's heap was the worker's: this thread's grew by far less than the 64 MB the worker was given.
    expect(process.memoryUsage().heapUsed - heapBefore).toBeLessThan(48 * 1024 * 1024);
    // The same reader goes on reading.
    expect(await reader.read('docx', await normalDocx())).toContain('工程概况');
  });

  it('stops a worker that runs past its time limit', async () => {
    // No worker starts, loads mammoth and answers within a millisecond.
    const reader = withLimits({}, { timeoutMs: 1 });
    expect(await refusal(reader.read('docx', await normalDocx()))).toEqual({
      reason: 'aiWriting.readerLimit',
      vars: { seconds: 0.001, megabytes: 256 },
    });
  });
});

describe('reads at once', () => {
  it('refuses a read beyond the turns and the waiting places at once', async () => {
    const reader = withLimits({}, { concurrency: 1, maxWaiting: 0 });
    const first = reader.read('docx', await normalDocx());
    expect(await refusal(reader.read('txt', Buffer.from('第一条')))).toEqual({ reason: 'aiWriting.readerBusy', vars: {} });
    expect(await first).toContain('工程概况');
    // The turn is given back.
    expect(await reader.read('txt', Buffer.from('第一条'))).toBe('第一条');
  });

  it('lets a read wait for a turn, and refuses it when the wait is over', async () => {
    const waiting = withLimits({}, { concurrency: 1, maxWaiting: 1, waitMs: 60_000 });
    const both = await Promise.all([waiting.read('docx', await normalDocx()), waiting.read('txt', Buffer.from('第二条'))]);
    expect(both[1]).toBe('第二条');
    const impatient = withLimits({}, { concurrency: 1, maxWaiting: 1, waitMs: 1 });
    const first = impatient.read('docx', await normalDocx());
    expect(await refusal(impatient.read('txt', Buffer.from('第二条')))).toEqual({ reason: 'aiWriting.readerBusy', vars: {} });
    await first;
  });
});
