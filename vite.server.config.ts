import { defineConfig } from 'vite';
import { SERVER_WORKERS } from './server/worker-threads';

// The API host: one ESM bundle in dist/server, dependencies left to node_modules; each worker thread
// (server/worker-threads.ts) a bundle of its own beside it, dist/server/<name>.js.
export default defineConfig({
  build: {
    ssr: true,
    outDir: 'dist/server',
    target: 'node20',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      input: {
        main: 'server/main.ts',
        ...Object.fromEntries(Object.entries(SERVER_WORKERS).map(([name, source]) => [name, `server/${source}`])),
      },
      // Chunks shared by the entries sit beside them, so every bundle finds a worker in its own folder.
      output: { chunkFileNames: '[name]-[hash].js' },
    },
  },
});
