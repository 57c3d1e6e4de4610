import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * One worker per core, at least two; VITEST_MAX_WORKERS overrides it (the --maxWorkers flag does not reach the
 * projects). Server test files run in parallel too, each on its own copy of one migrated and seeded database
 * (server/test-support/database-template.ts); a server worker holds one embedded database at a time, and
 * takes about 1 GB. On a 2-core machine a third worker made the server tests slower, not faster.
 */
const workers = Math.max(2, availableParallelism());

export default defineConfig({
  plugins: [react()],
  ssr: { noExternal: ['styled-components'] },
  test: {
    maxWorkers: workers,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'shared/**/*.test.ts', 'tests/unit/**/*.test.ts'],
          environment: 'happy-dom',
          // Worker threads start faster than the default child processes: 48 s against 55 s for the project on
          // the 2-core machine.
          pool: 'threads',
          setupFiles: ['tests/unit/setup.ts'],
          // A component test takes well under a second on an idle machine, but a few seconds beside the server
          // tests, a build or two `yes` loops: vitest's 5 s default failed them there.
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['server/**/*.test.ts', 'tests/server/**/*.test.{ts,tsx}'],
          environment: 'node',
          globalSetup: ['server/test-support/global-setup.ts'],
          setupFiles: ['server/test-support/file-database-setup.ts'],
          // Workers are reused from file to file (isolate: false): modules load once per worker. Each file still
          // gets a database of its own, opened on first use and closed after the file by the setup file.
          pool: 'forks',
          isolate: false,
          // Its own group, after the unit files: a reused worker is stopped as soon as the next file in the
          // queue is an isolated one, so mixing the two projects would reload the app for most server files.
          sequence: { groupOrder: 1 },
          // For a machine that is busy with something else too. The slowest test (31 password logins, scrypt
          // each) takes 4 s on an idle 2-core machine, 9 s beside two `yes` loops and 20 s at a load of 12.
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
