import { spawn, type ChildProcess } from 'node:child_process';
import { API_PREFIX, callUrl } from '../shared/calls/define-call';
import { siteCalls } from '../shared/calls/site';

export interface BuiltServer {
  /** The main site as the server printed it, without the trailing slash: http://localhost:PORT */
  origin: string;
  port: number;
  child: ChildProcess;
  /** Everything the server printed so far, stdout and stderr. */
  output(): string;
  /** Whether the process is still running (it never exits by itself in a healthy deployment). */
  alive(): boolean;
  /** Sends `signal` and resolves with the exit code once the process has ended. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

export interface BuiltServerOptions {
  /** Added to the process's environment; DATA_DIR or DATABASE_URL says where its data lives, PORT a fixed port. */
  env?: Record<string, string>;
  /** The checkout whose dist/server/main.js runs (default: this one). */
  cwd?: string;
  /** How long migrating, seeding and indexing may take before it counts as not starting. */
  timeoutMs?: number;
  /** Copies the server's stderr to this process's, for the benches' operators. */
  echoErrors?: boolean;
}

const READY_PATH = `${API_PREFIX}${callUrl(siteCalls.ready)}`;
const POLL_MS = 250;

/**
 * The built portal server (dist/server) in a process of its own, resolved once /api/ready answers 200 (the search
 * index has caught up). Port 0 by default: the server binds a free port itself and prints it, so no port picked
 * here can be taken by a parallel test before the child binds it. Rejects with the server's output when it exits
 * or times out first. The one way the tests and the benches start a server.
 */
export async function startBuiltServer({
  env = {},
  cwd,
  timeoutMs = 120_000,
  echoErrors = false,
}: BuiltServerOptions = {}): Promise<BuiltServer> {
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    cwd,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    if (echoErrors) process.stderr.write(chunk);
  });
  const alive = () => child.exitCode === null && child.signalCode === null;
  const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
    if (alive()) child.kill(signal);
    return exited;
  };

  const deadline = Date.now() + timeoutMs;
  let origin: string | undefined;
  while (Date.now() < deadline && alive()) {
    origin ??= /Main site:\s+(http:\/\/\S+?)\/?\s/.exec(output)?.[1];
    const port = origin ? Number(new URL(origin).port) : 0;
    if (port && (await fetch(`http://127.0.0.1:${port}${READY_PATH}`).catch(() => undefined))?.status === 200)
      return { origin: origin!, port, child, output: () => output, alive, stop };
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  const why = alive() ? `not ready in ${timeoutMs} ms` : `exited with ${child.exitCode ?? child.signalCode}`;
  await stop('SIGKILL');
  throw new Error(`The built server did not start (${why}):\n${output}`);
}
