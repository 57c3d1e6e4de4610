import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { API_PREFIX, callUrl } from '../../shared/calls/define-call';
import { siteCalls } from '../../shared/calls/site';

/** The documented example, run as it is but for its ports and paths. */
export const EXAMPLE_CONFIG = 'docs/deploy/nginx.conf';
/** Where Debian's package puts it (.ci/run installs it). */
export const NGINX = process.env.NGINX ?? '/usr/sbin/nginx';

export interface NginxOptions {
  /** A folder of its own for the configuration, pid, logs and temporary files. */
  dir: string;
  port: number;
  upstreamPorts: number[];
  /** The built client folder (dist/client) that /assets/ is served from. */
  clientDir: string;
}

/**
 * The example with this run's ports and paths. The test adds one header, X-Upstream, so that the scenario can
 * tell which process answered.
 */
export function renderConfig({ dir, port, upstreamPorts, clientDir }: NginxOptions): string {
  const example = readFileSync(EXAMPLE_CONFIG, 'utf8');
  const servers = upstreamPorts.map((upstream) => `    server 127.0.0.1:${upstream} max_fails=1 fail_timeout=5s;`).join('\n');
  const site = example
    .replace(/(upstream portal \{\n(?:\s*#.*\n)*)(?:\s*server 127\.0\.0\.1:\d+[^\n]*\n)+/, `$1${servers}\n`)
    .replace(/listen 80;/, `listen 127.0.0.1:${port};`)
    .replace(/root \/srv\/portal\/dist\/client;/, `root ${clientDir};`);
  for (const [what, changed] of [
    ['upstream servers', site.includes(servers)],
    ['listen', site.includes(`listen 127.0.0.1:${port};`)],
    ['assets root', site.includes(`root ${clientDir};`)],
  ] as const) {
    if (!changed) throw new Error(`${EXAMPLE_CONFIG}: could not set the ${what} for the test`);
  }
  const temp = (name: string) => `${name}_temp_path ${join(dir, name)};`;
  return `${process.getuid?.() === 0 ? 'user root;\n' : ''}daemon off;
worker_processes 1;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'error.log')} warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}
  add_header X-Upstream $upstream_addr always;
${site}
}
`;
}

export interface RunningNginx {
  child: ChildProcess;
  stop(): Promise<void>;
}

/** Checks the configuration with `nginx -t`, then runs nginx in the foreground of a child process. */
export async function startNginx(options: NginxOptions): Promise<RunningNginx> {
  if (!existsSync(NGINX)) throw new Error(`${NGINX} not found (apt-get install nginx)`);
  mkdirSync(options.dir, { recursive: true });
  const config = join(options.dir, 'nginx.conf');
  writeFileSync(config, renderConfig(options));
  const args = ['-c', config, '-p', options.dir, '-e', join(options.dir, 'error.log')];
  const check = spawnSync(NGINX, ['-t', ...args], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx -t refused the configuration:\n${check.stderr}`);
  const child = spawn(NGINX, args, { stdio: ['ignore', 'ignore', 'inherit'] });
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const up = await fetch(`http://127.0.0.1:${options.port}${API_PREFIX}${callUrl(siteCalls.health)}`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (up) break;
    if (child.exitCode !== null) throw new Error(`nginx exited: ${readFileSync(join(options.dir, 'error.log'), 'utf8')}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    child,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGQUIT');
      await exited;
    },
  };
}
