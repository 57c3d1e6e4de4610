import { expect, test } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

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
  let output = '';
  // Port 0: the server binds a free port itself and prints it. A port picked here and bound later by the
  // child could be picked by a parallel test meanwhile, and the health check would then reach its server.
  const child: ChildProcess = spawn(process.execPath, ['dist/server/main.js'], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: join(root, 'data'), LOG_LEVEL: 'info', ...env },
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const portOf = () => Number(/Main site:\s+http:\/\/localhost:(\d+)\//.exec(output)?.[1] ?? 0);
  await expect.poll(portOf, { timeout: START_TIMEOUT_MS }).toBeGreaterThan(0);
  const port = portOf();
  await expect
    .poll(async () => (await fetch(`http://127.0.0.1:${port}/api/ready`).catch(() => null))?.status, { timeout: START_TIMEOUT_MS })
    .toBe(200);
  return {
    port,
    root,
    output: () => output,
    stop() {
      child.kill('SIGTERM');
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
