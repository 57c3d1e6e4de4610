import { expect } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../free-port';

export interface SpawnedServer {
  port: number;
  root: string;
  /** Everything the server printed so far. */
  output(): string;
  stop(): void;
}

/** A built portal server of its own (dist/server), on a free port with a fresh data folder and extra env. */
export async function spawnServer(env: Record<string, string> = {}, root = mkdtempSync(join(tmpdir(), 'portal-spawned-'))): Promise<SpawnedServer> {
  const port = await freePort();
  let output = '';
  const child: ChildProcess = spawn(process.execPath, ['dist/server/main.js'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: join(root, 'data'), LOG_LEVEL: 'info', ...env },
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await expect
    .poll(async () => (await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null))?.status, { timeout: 60_000 })
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
