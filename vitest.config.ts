import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  ssr: { noExternal: ['styled-components'] },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'shared/**/*.test.ts', 'tests/unit/**/*.test.ts'],
          environment: 'happy-dom',
          setupFiles: ['tests/unit/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['server/**/*.test.ts', 'tests/server/**/*.test.{ts,tsx}'],
          environment: 'node',
          // One process shares one embedded database across files (STACK.md: ~2.7 s and ~730 MB each).
          pool: 'forks',
          isolate: false,
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
