import { spawn, type ChildProcess } from 'node:child_process';
import { API_PREFIX, callUrl } from '../../shared/calls/define-call';
import { siteCalls } from '../../shared/calls/site';

export interface PortalProcess {
  port: number;
  child: ChildProcess;
  /** Whether the process is still running (it never exits by itself in a healthy deployment). */
  alive(): boolean;
}

const READY_URL = `${API_PREFIX}${callUrl(siteCalls.ready)}`;

/** Starts the built server (dist/server/main.js) on a port and waits until it says it is ready. */
export async function startPortal(port: number, env: Record<string, string>): Promise<PortalProcess> {
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const portal = { port, child, alive: () => child.exitCode === null && child.signalCode === null };
  for (let attempt = 0; attempt < 300; attempt += 1) {
    if (!portal.alive()) throw new Error(`the process on port ${port} exited at start (${child.exitCode ?? child.signalCode})`);
    const ready = await fetch(`http://127.0.0.1:${port}${READY_URL}`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (ready) return portal;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the process on port ${port} did not become ready`);
}

export async function stopPortal(portal: PortalProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (!portal.alive()) return;
  const exited = new Promise((resolve) => portal.child.once('exit', resolve));
  portal.child.kill(signal);
  await exited;
}
