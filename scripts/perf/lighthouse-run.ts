import { spawn } from 'node:child_process';
import { join } from 'node:path';

/** The figures of one Lighthouse run (mobile form factor, default simulated throttling). */
export interface RunFigures {
  score: number;
  tbtMs: number;
  lcpMs: number;
  fcpMs: number;
  /** Transfer size of every script the page loaded, headers included, in KB (1000 bytes). */
  scriptKb: number;
}

interface NetworkRequest {
  url: string;
  resourceType?: string;
  transferSize?: number;
}

interface LighthouseResult {
  runtimeError?: { message: string };
  categories: { performance: { score: number | null } };
  audits: Record<string, { numericValue?: number; details?: { items?: NetworkRequest[] } }>;
}

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  // <tenant>.localhost reaches the portal on loopback, where it listens.
  '--host-resolver-rules=MAP *.localhost 127.0.0.1',
];

function runCli(root: string, url: string): Promise<string> {
  const cli = join(root, 'node_modules', 'lighthouse', 'cli', 'index.js');
  const args = [
    cli,
    url,
    '--only-categories=performance',
    '--output=json',
    '--output-path=stdout',
    '--quiet',
    `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(stdout) : reject(new Error(`lighthouse ${url} exited ${code}:\n${stderr}`))));
  });
}

const metric = (result: LighthouseResult, id: string) => result.audits[id]?.numericValue ?? Number.NaN;

/** Lighthouse's own hiccups (a trace without a navigation start, say) are retried this many times. */
const ATTEMPTS = 5;

async function lighthouseResult(root: string, url: string): Promise<LighthouseResult> {
  for (let attempt = 1; ; attempt++) {
    try {
      const result = JSON.parse(await runCli(root, url)) as LighthouseResult;
      if (result.runtimeError) throw new Error(`lighthouse ${url}: ${result.runtimeError.message}`);
      return result;
    } catch (error) {
      if (attempt >= ATTEMPTS) throw error;
      console.warn(`${(error as Error).message.split('\n')[0]}; trying again`);
    }
  }
}

/** Runs Lighthouse once on `url` in a fresh Chromium and reads the figures `npm run perf` reports. */
export async function lighthouseRun(root: string, url: string): Promise<RunFigures> {
  const result = await lighthouseResult(root, url);
  const requests = result.audits['network-requests']?.details?.items ?? [];
  const scriptBytes = requests
    .filter((request) => request.resourceType === 'Script')
    .reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
  return {
    score: Math.round((result.categories.performance.score ?? 0) * 100),
    tbtMs: metric(result, 'total-blocking-time'),
    lcpMs: metric(result, 'largest-contentful-paint'),
    fcpMs: metric(result, 'first-contentful-paint'),
    scriptKb: scriptBytes / 1000,
  };
}
