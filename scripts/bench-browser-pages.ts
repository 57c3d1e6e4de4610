import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { CHROMIUM_LAUNCH, TEST_CHROMIUM_LAUNCH } from '../tests/browser';
import { startBuiltServer } from '../tests/built-server';
import { seededDataTemplate } from '../tests/seeded-data-template';
import { numberOption } from './cli-option';

// npm run bench:browser [-- --pages 30]: what a page load costs the machine in Chromium, the unit of the
// end-to-end suite's time. The built portal (npm run build first) on a seeded embedded database; each browser
// (Debian's chromium, and its headless shell when installed) loads `--pages` pages in turn from six of the
// portal's pages, until React has hydrated them, four ways: a fresh context per page (as a Playwright test gets),
// one tab for all of them, and both with JavaScript off. Prints wall time and the CPU time of the whole machine
// (user + system, from /proc/stat) per page: run it on a quiet machine.

const PAGES = numberOption('pages', 30);
const PATHS = ['/', '/news', '/news/1', '/standard', '/help', '/tender'];

/** CPU seconds the whole machine has spent, user and system, since it started. */
function machineCpuSeconds(): number {
  const [, user, nice, system] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.split(/\s+/).map(Number);
  return (user! + nice! + system!) / 100;
}

async function openPage(page: Page, url: string, script: boolean) {
  await page.goto(url);
  if (script) await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
}

async function loadPages(browser: Browser, origin: string, freshContext: boolean, script: boolean, count = PAGES) {
  const shared = freshContext ? undefined : await browser.newContext({ javaScriptEnabled: script });
  const sharedPage = await shared?.newPage();
  const cpu = machineCpuSeconds();
  const started = Date.now();
  for (let i = 0; i < count; i++) {
    const context = shared ?? (await browser.newContext({ javaScriptEnabled: script }));
    const page = sharedPage ?? (await context.newPage());
    await openPage(page, `${origin}${PATHS[i % PATHS.length]}`, script);
    if (!shared) await context.close();
  }
  const result = { wallMs: (Date.now() - started) / count, cpuS: (machineCpuSeconds() - cpu) / count };
  await shared?.close();
  return result;
}

const template = await seededDataTemplate();
const root = mkdtempSync(join(tmpdir(), 'portal-bench-browser-'));
cpSync(template, root, { recursive: true });
const server = await startBuiltServer({ env: { DATA_DIR: root, RATE_LIMIT_EXEMPT: '127.0.0.1' }, echoErrors: true });
const origin = server.origin;

const browsers = [{ name: 'chromium', launch: CHROMIUM_LAUNCH }];
if (TEST_CHROMIUM_LAUNCH !== CHROMIUM_LAUNCH && existsSync(TEST_CHROMIUM_LAUNCH.executablePath!))
  browsers.push({ name: 'chromium-headless-shell', launch: TEST_CHROMIUM_LAUNCH });

console.log(`${PAGES} page loads each (${PATHS.join(' ')}), per page:`);
console.log('| browser | pages in | script | wall ms | CPU core-s |\n| --- | --- | --- | ---: | ---: |');
try {
  for (const { name, launch } of browsers) {
    const browser = await chromium.launch(launch);
    // A first round warms the server's page caches and the browser's start-up, which a test run pays once.
    await loadPages(browser, origin, true, true, PATHS.length);
    for (const freshContext of [true, false])
      for (const script of [true, false]) {
        const { wallMs, cpuS } = await loadPages(browser, origin, freshContext, script);
        const where = freshContext ? 'a fresh context each' : 'one tab';
        console.log(`| ${name} | ${where} | ${script ? 'on' : 'off'} | ${wallMs.toFixed(0)} | ${cpuS.toFixed(2)} |`);
      }
    await browser.close();
  }
} finally {
  await server.stop();
  rmSync(root, { recursive: true, force: true });
  rmSync(template, { recursive: true, force: true });
}
