// A worker thread of the API host run from its TypeScript source (server/worker-threads.ts): tsx is
// registered in this thread, then the source named by the last argument is loaded. Tests and `npm run dev`
// only; the built server runs the bundled worker.
import process from 'node:process';
import { register } from 'tsx/esm/api';

register();
await import(process.argv[process.argv.length - 1]);
