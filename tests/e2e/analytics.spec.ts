import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { accountAuthCalls } from '../../shared/calls/account-auth';
import { analyticsCalls } from '../../shared/calls/analytics';
import { API_PREFIX, callUrl, type CallReply } from '../../shared/calls/define-call';
import { devCalls } from '../../shared/calls/dev';
import { submitPasswordLogin } from './account-support';
import { spawnServer, type SpawnedServer } from './spawn-server';
import { openHydrated } from './support';

// A visitor's views of kunlun, rolled up, show in the kunlun plot and
// table of /analytics for today, and the CSV export carries them. kunlun has no demo operator: this server's
// database is a copy of the seeded one where the neisheng demo operator is granted kunlun as well
// (npm run operator -- grant, before the server opens it), and erp, which comes first and stays without data.

const OPERATOR = '13800000014';
const PASSWORD = 'Demo1234';
const STAT_PATH = '/trace/trace/stat.htm';
// A browser as people use it: the test browser's own user agent would be counted as a bot, apart.
const PERSON_AGENT = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';
const KUNLUN_PAGES = ['/', '/news', '/help'];

// One spawned server for the file's tests: they run in order in one worker.
test.describe.configure({ mode: 'default' });

let server: SpawnedServer;
let template: string;

test.beforeAll(async () => {
  template = mkdtempSync(join(tmpdir(), 'portal-analytics-template-'));
  cpSync(process.env.E2E_TEMPLATE_DIR!, template, { recursive: true });
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/operator.ts', 'grant', OPERATOR, 'neisheng', 'kunlun', 'erp'], {
    env: { ...process.env, DATA_DIR: template, DATABASE_URL: '' },
    stdio: 'pipe',
  });
  server = await spawnServer({ LOG_LEVEL: 'warn', SHED_EVENT_LOOP_DELAY_MS: '0', RATE_LIMIT_EXEMPT: '127.0.0.1' }, undefined, template);
});

test.afterAll(() => {
  server?.stop();
  rmSync(template, { recursive: true, force: true });
});

const site = (host: string, path = '/') => `http://${host}:${server.port}${path}`;

/** Today in China time, as the analytics days are. */
const chinaToday = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

async function visitKunlun(page: Page) {
  for (const path of KUNLUN_PAGES) {
    const stat = page.waitForRequest((request) => request.url().includes(STAT_PATH));
    await openHydrated(page, site('kunlun.localhost', path));
    await stat;
  }
}

/** A call of this server, answered as JSON. */
async function ask<T>(path: string, body: unknown, token?: string): Promise<T> {
  const headers: Record<string, string> = { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) };
  const response = await fetch(`http://127.0.0.1:${server.port}${API_PREFIX}${path}`, {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
  });
  return (await response.json()) as T;
}

/** kunlun's views of `day` as the rollups hold them now (a repeated run of this test starts from more than 0). */
async function kunlunViews(day: string): Promise<number> {
  const { token } = await ask<{ token: string }>(callUrl(accountAuthCalls.pwdLogin), { account: OPERATOR, password: PASSWORD });
  const daily = await ask<CallReply<typeof analyticsCalls.daily>>(
    callUrl(analyticsCalls.daily),
    { tenantId: 'kunlun', from: day, to: day },
    token,
  );
  return daily.list[0]?.views ?? 0;
}

test("the kunlun operator sees today's views of kunlun in the plot and its table, and exports them as CSV", async ({ browser }) => {
  test.slow();
  const day = chinaToday();
  expect((await ask<{ code: string }>(callUrl(devCalls.traceRollup), {})).code).toBe('30000');
  const views = String((await kunlunViews(day)) + KUNLUN_PAGES.length);
  const visitor = await (await browser.newContext({ userAgent: PERSON_AGENT })).newPage();
  await visitKunlun(visitor);
  await visitor.context().close();
  // The rollup runs on a schedule; the dev call runs it now.
  expect((await ask<{ code: string }>(callUrl(devCalls.traceRollup), {})).code).toBe('30000');

  const context = await browser.newContext({ acceptDownloads: true });
  const page = await context.newPage();
  await openHydrated(page, site('localhost', '/login'));
  await submitPasswordLogin(page, OPERATOR, PASSWORD);
  await expect(page.getByTestId('user-menu')).toBeVisible();
  await openHydrated(page, site('localhost', '/analytics'));
  await page.getByTestId('analytics-tenant').selectOption('kunlun');
  await page.getByTestId('analytics-preset-1').click();
  await expect(page.getByTestId('analytics-preset-1')).toHaveAttribute('aria-pressed', 'true');

  const traffic = page.getByTestId('analytics-traffic');
  await expect(traffic).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('analytics-total-views')).toHaveText(views);
  // The plot is drawn (ECharts' SVG), and its numbers are in the table under it.
  await expect(traffic.getByTestId('analytics-plot').locator('svg path').first()).toBeAttached();
  await traffic.locator('summary').click();
  const todayRow = traffic.getByRole('row', { name: new RegExp(`^${day}`) });
  await expect(todayRow.getByRole('cell').first()).toHaveText(views);
  await expect(page.getByTestId('analytics-topPages')).toContainText('/help');

  const download = page.waitForEvent('download');
  await page.getByTestId('analytics-export').click();
  const file = await (await download).path();
  const csv = readFileSync(file, 'utf8');
  expect(csv.split(/\r?\n/).find((line) => line.startsWith(day))).toMatch(new RegExp(`^${day},${views},`));
  await context.close();
});

test('the page opens on the entrance with data, not on an empty first one', async ({ browser }) => {
  // The test above gave kunlun views today; erp, the operator's first tenant, has none.
  const page = await (await browser.newContext()).newPage();
  await openHydrated(page, site('localhost', '/login'));
  await submitPasswordLogin(page, OPERATOR, PASSWORD);
  await expect(page.getByTestId('user-menu')).toBeVisible();
  await openHydrated(page, site('localhost', '/analytics'));
  const select = page.getByTestId('analytics-tenant');
  await expect(select.locator('option').first()).toHaveAttribute('value', 'erp');
  await expect(select).toHaveValue('kunlun');
  await expect(page.getByTestId('analytics-traffic')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('analytics-total-views')).not.toHaveText('0');
  await page.context().close();
});

test('a plain user at /analytics sees the operators-only refusal; a visitor is sent to log in', async ({ browser }) => {
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(site('localhost', '/analytics'));
  await expect(visitor).toHaveURL(/logidUrl=%2Fanalytics/);

  const page = await (await browser.newContext()).newPage();
  await openHydrated(page, site('localhost', '/login'));
  await submitPasswordLogin(page, '13800000001', PASSWORD);
  await expect(page.getByTestId('user-menu')).toBeVisible();
  await openHydrated(page, site('localhost', '/analytics'));
  await expect(page.getByTestId('analytics-forbidden')).toBeVisible();
});
