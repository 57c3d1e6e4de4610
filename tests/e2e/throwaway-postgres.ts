import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from '../free-port';

// A PostgreSQL server of a spec's own, as scripts/test-with-postgres.sh makes one: the tender specs compare
// what a page shows with a direct SQL count, and insert a tender while the portal runs, which the embedded
// database (one process at a time) cannot allow.

export interface ThrowawayPostgres {
  url: string;
  /** A connected client of the database, for the spec's own queries. */
  sql: pg.Client;
  stop(): Promise<void>;
}

/** The newest installed PostgreSQL's bin folder, or undefined when none is installed. */
export function postgresBin(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((version) => existsSync(join(root, version, 'bin', 'initdb')))
    .sort((a, b) => Number(a) - Number(b));
  return versions.length ? join(root, versions.at(-1)!, 'bin') : undefined;
}

/** initdb refuses to run as root: the server then runs as the postgres user. */
function asOwner(command: string, args: string[]) {
  const quoted = [command, ...args].map((part) => `'${part.replace(/'/g, "'\\''")}'`).join(' ');
  if (process.getuid?.() === 0) execFileSync('su', ['postgres', '-s', '/bin/bash', '-c', quoted], { stdio: 'pipe' });
  else execFileSync('bash', ['-c', quoted], { stdio: 'pipe' });
}

export async function startPostgres(): Promise<ThrowawayPostgres> {
  const bin = postgresBin();
  if (!bin) throw new Error('PostgreSQL is not installed (apt-get install postgresql)');
  const dir = mkdtempSync(join(tmpdir(), 'portal-e2e-pg-'));
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, uid, gid);
  }
  const port = await freePort();
  const data = join(dir, 'data');
  asOwner(join(bin, 'initdb'), ['-D', data, '--auth=trust', '-U', 'portal', '-E', 'UTF8', '--locale=C.UTF-8']);
  // Nothing it holds has to survive a crash: it skips flushing to disk.
  const options = `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  asOwner(join(bin, 'pg_ctl'), ['-D', data, '-l', join(dir, 'server.log'), '-o', options, '-w', 'start']);
  const url = `postgres://portal@127.0.0.1:${port}/postgres`;
  const sql = new pg.Client({ connectionString: url });
  await sql.connect();
  return {
    url,
    sql,
    async stop() {
      await sql.end().catch(() => undefined);
      try {
        asOwner(join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
