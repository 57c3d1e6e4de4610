import { fail } from '../../../../services/failure';
import { startWorker } from '../../../../worker-threads';
import type { ContractExtension } from './contract-text';
import { READER_LIMITS, type ReaderLimits, type WorkerLimits } from './reader-limits';
import type { ReaderAnswer, ReaderJob } from './reader.worker';

// Reads uploads in worker threads (reader.worker.ts), a few at a time: each worker has a heap of its own and a
// time limit, so even a bomb that slips past the checks of docx-parts.ts stops only its worker, and the event
// loop of the server stays free while a file is read.

/** Turns to run: at most `concurrency` at once; a few wait a little, the rest are refused at once. */
class Turns {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly limits: WorkerLimits) {}

  async take(): Promise<void> {
    if (this.running < this.limits.concurrency) {
      this.running += 1;
      return;
    }
    if (this.waiting.length >= this.limits.maxWaiting) throw fail('aiWriting.readerBusy');
    await new Promise<void>((resolve, reject) => {
      const turn = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        this.waiting.splice(this.waiting.indexOf(turn), 1);
        reject(fail('aiWriting.readerBusy'));
      }, this.limits.waitMs);
      this.waiting.push(turn);
    });
  }

  /** Ends a turn: the next waiting read takes it over. */
  give(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.running -= 1;
  }
}

function stopped(limits: WorkerLimits): ReaderAnswer {
  return { reason: 'aiWriting.readerLimit', vars: { seconds: limits.timeoutMs / 1000, megabytes: limits.heapMb } };
}

/**
 * One read in a worker of its own. It settles when the worker has exited, so that the next turn starts once
 * this worker's memory is given back. A worker that cannot start at all (a broken build) is an error of the
 * server, not of the file.
 */
function runWorker(job: ReaderJob, limits: WorkerLimits): Promise<ReaderAnswer> {
  return new Promise((resolve, reject) => {
    const worker = startWorker('contract-reader', {
      workerData: job,
      transferList: [job.bytes.buffer as ArrayBuffer],
      resourceLimits: { maxOldGenerationSizeMb: limits.heapMb, maxYoungGenerationSizeMb: limits.youngHeapMb },
    });
    let answer: ReaderAnswer | Error | undefined;
    const timer = setTimeout(() => {
      answer ??= stopped(limits);
      void worker.terminate();
    }, limits.timeoutMs);
    worker.once('message', (message: ReaderAnswer) => {
      answer ??= message;
      void worker.terminate();
    });
    worker.once('error', (error: Error & { code?: string }) => {
      answer ??= error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? stopped(limits) : error;
    });
    worker.once('exit', () => {
      clearTimeout(timer);
      if (answer instanceof Error) reject(answer);
      else resolve(answer ?? stopped(limits));
    });
  });
}

export interface ContractReader {
  /** The text of an upload's bytes, or a refusal (Failure). */
  read(extension: ContractExtension, bytes: Uint8Array): Promise<string>;
}

export function contractReader(limits: ReaderLimits = READER_LIMITS): ContractReader {
  const turns = new Turns(limits.worker);
  return {
    async read(extension, bytes) {
      await turns.take();
      try {
        // A copy of its own, handed over to the worker rather than copied again.
        const answer = await runWorker({ extension, bytes: new Uint8Array(bytes), limits: limits.docx }, limits.worker);
        if ('text' in answer) return answer.text;
        throw fail(answer.reason, answer.vars);
      } finally {
        turns.give();
      }
    },
  };
}
