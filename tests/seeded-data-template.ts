import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startBuiltServer } from './built-server';

/** Migrating, seeding and indexing a fresh embedded database, once, on a machine as busy as CI's. */
const START_TIMEOUT_MS = 300_000;

/** Hostile news items (stored XSS payloads) that the end-to-end tests check; a real start never loads them. */
const FIXTURE_PACK = fileURLToPath(new URL('fixtures/content-pack', import.meta.url));

async function startAndStop(dataDir: string): Promise<void> {
  // Ready once the search index has caught up: the copies then start with nothing left to index.
  const server = await startBuiltServer({ env: { DATA_DIR: dataDir }, timeoutMs: START_TIMEOUT_MS });
  if ((await server.stop()) !== 0) throw new Error(`The built server did not close cleanly:\n${server.output()}`);
}

/**
 * A data folder the built server (dist/server) has migrated, seeded and indexed, then closed cleanly, with the
 * test fixture pack imported after the demo pack (so the demo keeps its ids) and indexed by a second start. The
 * end-to-end servers start on copies of it in seconds instead of each building the demo database again,
 * which on a busy machine took some of them past their start-up allowance.
 */
export async function seededDataTemplate(): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-e2e-template-'));
  await startAndStop(dataDir);
  execFileSync('npx', ['tsx', 'scripts/content-import.ts', FIXTURE_PACK], { env: { ...process.env, DATA_DIR: dataDir }, stdio: 'pipe' });
  await startAndStop(dataDir);
  return dataDir;
}
