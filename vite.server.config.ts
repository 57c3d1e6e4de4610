import { defineConfig } from 'vite';

// The API host: one ESM bundle in dist/server, dependencies left to node_modules.
export default defineConfig({
  build: {
    ssr: 'server/main.ts',
    outDir: 'dist/server',
    target: 'node20',
    emptyOutDir: true,
    sourcemap: true,
  },
});
