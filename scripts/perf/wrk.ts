import { execFile, spawnSync } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** What a wrk run measured. */
export interface WrkResult {
  requests: number;
  perSecond: number;
  /** Answers other than 2xx or 3xx. */
  non2xx: number;
  /** Socket errors and timeouts. */
  errors: number;
  p50Ms: number;
  p99Ms: number;
}

/**
 * Whether wrk is on the PATH (Debian: apt-get install wrk). A load generator written in C leaves the cores to
 * the server under test; autocannon, in JavaScript, takes about as much CPU per request as a lean route does,
 * so on a small machine it measures itself as much as the server.
 */
export function hasWrk(): boolean {
  return spawnSync('wrk', ['--version'], { stdio: 'ignore' }).error === undefined;
}

/** Runs wrk with one thread against `url`; `lua` is its script (the `request` function choosing each request). */
export async function runWrk(
  url: string,
  { connections, seconds, lua }: { connections: number; seconds: number; lua: string },
): Promise<WrkResult> {
  const dir = mkdtempSync(join(tmpdir(), 'portal-wrk-'));
  try {
    const script = join(dir, 'load.lua');
    writeFileSync(script, lua);
    const { stdout } = await promisify(execFile)('wrk', ['-t1', `-c${connections}`, `-d${seconds}s`, '--latency', '-s', script, url], {
      encoding: 'utf8',
    });
    return parseWrk(stdout);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const UNIT_MS: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000 };

function duration(output: string, percent: string): number {
  const match = new RegExp(`^\\s*${percent}%\\s+([\\d.]+)(us|ms|s|m)\\s*$`, 'm').exec(output);
  return match ? Number(match[1]) * UNIT_MS[match[2]!]! : Number.NaN;
}

function count(output: string, pattern: RegExp): number {
  return Number(pattern.exec(output)?.[1] ?? 0);
}

export function parseWrk(output: string): WrkResult {
  const errors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  return {
    requests: count(output, /(\d+) requests in/),
    perSecond: Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1] ?? 0),
    non2xx: count(output, /Non-2xx or 3xx responses: (\d+)/),
    errors: errors ? errors.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0,
    p50Ms: duration(output, '50'),
    p99Ms: duration(output, '99'),
  };
}

/** A Lua string literal of `text`. */
export const luaString = (text: string) => JSON.stringify(text);
