import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Migrating, seeding and indexing a fresh embedded database, once, on a machine as busy as CI's. */
const START_TIMEOUT_MS = 300_000;

/**
 * A data folder the built server (dist/server) has migrated, seeded and indexed, then closed cleanly. The
 * end-to-end servers start on copies of it in seconds instead of each building the demo database again,
 * which on a busy machine took some of them past their start-up allowance.
 */
export async function seededDataTemplate(): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-e2e-template-'));
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  let output = '';
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const listening = new Promise<string>((resolve) =>
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const main = /Main site:\s+(\S+)/.exec(output);
      if (main) resolve(main[1]!);
    }),
  );
  // Ready once the search index has caught up: the copies then start with nothing left to index.
  const ready = listening.then(async (url) => {
    while ((await fetch(new URL('/api/ready', url)).catch(() => undefined))?.status !== 200)
      await new Promise((resolve) => setTimeout(resolve, 250));
  });
  const timeout = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), START_TIMEOUT_MS).unref());
  const outcome = await Promise.race([ready, exited.then(() => 'exited' as const), timeout]);
  if (outcome !== undefined) {
    child.kill('SIGKILL');
    throw new Error(`The built server did not start on a fresh data folder (${outcome}):\n${output}`);
  }
  child.kill('SIGTERM');
  if ((await exited) !== 0) throw new Error(`The built server did not close cleanly:\n${output}`);
  return dataDir;
}
