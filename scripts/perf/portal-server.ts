import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startBuiltServer } from '../../tests/built-server';

export interface PortalServer {
  port: number;
  pid: number;
  stop(): void;
}

/**
 * The built server (dist/server) of the checkout at `root` with a temporary data folder, which it seeds itself;
 * `env` adds or overrides settings.
 */
export async function startPortal(root: string, env: Record<string, string> = {}): Promise<PortalServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-perf-'));
  // The measuring browser must not be mistaken for overload on a busy machine.
  const settings = { DATA_DIR: dataDir, SHED_EVENT_LOOP_DELAY_MS: '0', ...env };
  const server = await startBuiltServer({ cwd: root, env: settings }).catch((error: unknown) => {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  });
  return {
    port: server.port,
    pid: server.child.pid!,
    stop() {
      void server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
