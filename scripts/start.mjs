// `npm start`: build when the build is missing or older than its sources, then start the server.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildIfStale, ROOT } from './build-if-stale.mjs';

buildIfStale();

// The server runs in this process, so SIGTERM reaches it directly and it closes cleanly.
await import(pathToFileURL(join(ROOT, 'dist', 'server', 'main.js')).href);
