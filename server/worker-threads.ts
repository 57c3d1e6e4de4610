import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';

// The worker threads of the API host, each one a module of server/ that runs when it is loaded. The built
// server starts a worker from its own bundle, dist/server/<name>.js (vite.server.config.ts makes one per
// entry of SERVER_WORKERS). From the sources (tests, `npm run dev`) node 20 cannot load .ts and the parent's
// loader (vitest, tsx) does not reach a worker thread, so ts-worker.mjs registers tsx in the worker first.

/** Each worker: the name of its bundle and its source, from server/. */
export const SERVER_WORKERS = {
  'contract-reader': 'modules/ai/writings/contract-reader/reader.worker.ts',
} as const;
export type ServerWorker = keyof typeof SERVER_WORKERS;

const here = dirname(fileURLToPath(import.meta.url));
const fromSources = import.meta.url.endsWith('.ts');

export function startWorker(name: ServerWorker, options: WorkerOptions): Worker {
  if (!fromSources) return new Worker(join(here, `${name}.js`), options);
  const source = pathToFileURL(join(here, SERVER_WORKERS[name])).href;
  return new Worker(join(here, 'ts-worker.mjs'), { ...options, argv: [source] });
}
