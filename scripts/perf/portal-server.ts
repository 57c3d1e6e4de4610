import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API_PREFIX, callUrl } from '../../shared/calls/define-call';
import { siteCalls } from '../../shared/calls/site';
import { freePort } from '../../tests/free-port';

export interface PortalServer {
  port: number;
  pid: number;
  stop(): void;
}

const READY_TIMEOUT_MS = 120_000;

/**
 * The built server (dist/server) on a free loopback port with a temporary data folder, which it seeds itself;
 * `env` adds or overrides settings.
 */
export async function startPortal(root: string, env: Record<string, string> = {}): Promise<PortalServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-perf-'));
  let output = '';
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // The measuring browser must not be mistaken for overload on a busy machine.
      SHED_EVENT_LOOP_DELAY_MS: '0',
      ...env,
    },
  });
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const stop = () => {
    child.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
  const ready = `http://127.0.0.1:${port}${API_PREFIX}${callUrl(siteCalls.ready)}`;
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    const status = await fetch(ready).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return { port, pid: child.pid!, stop };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  stop();
  throw new Error(`The portal did not become ready at ${ready}:\n${output}`);
}
