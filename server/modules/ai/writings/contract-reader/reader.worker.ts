import { parentPort, workerData } from 'node:worker_threads';
import { Failure } from '../../../../services/failure';
import { contractText, type ContractExtension } from './contract-text';
import type { DocxLimits } from './reader-limits';

// The worker thread that reads one upload (reader-pool.ts starts it, with a heap and a time of its own): it
// answers once, with the text or with the refusal, and ends.

export interface ReaderJob {
  extension: ContractExtension;
  bytes: Uint8Array;
  limits: DocxLimits;
}

export type ReaderAnswer = { text: string } | { reason: Failure['reason']; vars: Failure['vars'] };

const BAD_FILE: ReaderAnswer = { reason: 'aiWriting.badFile', vars: {} };

async function answer(job: ReaderJob): Promise<ReaderAnswer> {
  try {
    return {
      text: await contractText(job.extension, Buffer.from(job.bytes.buffer, job.bytes.byteOffset, job.bytes.byteLength), job.limits),
    };
  } catch (error) {
    return error instanceof Failure ? { reason: error.reason, vars: error.vars } : BAD_FILE;
  }
}

// An error a parser raises outside the promise (an emitter with no listener) is the file's fault too.
process.on('uncaughtException', () => parentPort!.postMessage(BAD_FILE));

void answer(workerData as ReaderJob).then((message) => parentPort!.postMessage(message));
