import { test } from '@playwright/test';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startBuiltServer } from '../built-server';

export interface SpawnedServer {
  port: number;
  root: string;
  /** Everything the server printed so far. */
  output(): string;
  stop(): void;
}

/** A server on its own PostgreSQL database migrates and seeds it: on a busy machine that takes far longer than a test step. */
const START_TIMEOUT_MS = 120_000;

/**
 * A built portal server of its own (dist/server), on a free port with a copy of the seeded data folder and extra env.
 * Call it from a beforeAll hook: it extends that hook's timeout to the start-up allowance.
 */
export async function spawnServer(
  env: Record<string, string> = {},
  root = mkdtempSync(join(tmpdir(), 'portal-spawned-')),
  template = process.env.E2E_TEMPLATE_DIR,
): Promise<SpawnedServer> {
  test.setTimeout(START_TIMEOUT_MS + 10_000);
  // The embedded database starts as a copy of `template`, by default the run's seeded one (playwright.config.ts);
  // a server on DATABASE_URL builds its own.
  if (template && !env.DATABASE_URL) cpSync(template, join(root, 'data'), { recursive: true });
  const server = await startBuiltServer({ env: { DATA_DIR: join(root, 'data'), LOG_LEVEL: 'info', ...env }, timeoutMs: START_TIMEOUT_MS });
  return {
    port: server.port,
    root,
    output: server.output,
    stop() {
      void server.stop();
      rmSync(root, { recursive: true, force: true });
    },
  };
}

/** A fresh root for spawnServer whose tenants/ is a copy of the shipped one plus `manifests` (file name → JSON). */
export function rootWithTenants(manifests: Record<string, unknown>): { root: string; tenantsDir: string } {
  const root = mkdtempSync(join(tmpdir(), 'portal-tenants-'));
  const tenantsDir = join(root, 'tenants');
  cpSync('tenants', tenantsDir, { recursive: true });
  for (const [file, manifest] of Object.entries(manifests)) writeFileSync(join(tenantsDir, file), JSON.stringify(manifest, null, 2));
  return { root, tenantsDir };
}
