import { defineConfig, type LaunchOptions } from '@playwright/test';
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_LAUNCH, TEST_CHROMIUM_LAUNCH } from './tests/browser';
import { freePort } from './tests/free-port';
import { seededDataTemplate } from './tests/seeded-data-template';

// Chosen once in the main process; workers inherit the environment and reuse them.
process.env.E2E_PORT ??= String(await freePort());
process.env.E2E_TEMPLATE_DIR ??= await seededDataTemplate();
if (!process.env.E2E_DATA_DIR) {
  process.env.E2E_DATA_DIR = mkdtempSync(join(tmpdir(), 'portal-e2e-'));
  cpSync(process.env.E2E_TEMPLATE_DIR, process.env.E2E_DATA_DIR, { recursive: true });
}
const port = Number(process.env.E2E_PORT);

const USER_BROWSER_SPECS = /first-load\.spec\.ts$/;
/**
 * The operators' console publishes and withdraws content on the shared server while it runs: other specs that
 * read "the newest standard" or "the first download" would meet its items. It runs after them; to run one console
 * spec alone, add --no-deps.
 */
const CONSOLE_SPECS = /console[\w-]*\.spec\.ts$/;

/** Production host names of the tenants resolve to this machine, to test exact-host resolution. */
function withTenantHosts(launch: LaunchOptions): LaunchOptions {
  return {
    ...launch,
    args: [
      ...(launch.args ?? []),
      '--host-resolver-rules=MAP *.example.com 127.0.0.1, MAP *.example.net 127.0.0.1, MAP *.example.org 127.0.0.1',
    ],
  };
}

export default defineConfig({
  testDir: 'tests/e2e',
  globalTeardown: './tests/e2e-teardown.ts',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'off',
  },
  projects: [
    {
      name: 'behaviour',
      testIgnore: [USER_BROWSER_SPECS, CONSOLE_SPECS],
      use: { launchOptions: withTenantHosts(TEST_CHROMIUM_LAUNCH) },
    },
    // What a page load costs a user is measured in the browser users have.
    { name: 'user browser', testMatch: USER_BROWSER_SPECS, use: { launchOptions: withTenantHosts(CHROMIUM_LAUNCH) } },
    {
      name: 'console',
      testMatch: CONSOLE_SPECS,
      dependencies: ['behaviour', 'user browser'],
      use: { launchOptions: withTenantHosts(TEST_CHROMIUM_LAUNCH) },
    },
  ],
  webServer: {
    command: 'node dist/server/main.js',
    url: `http://localhost:${port}/api/ready`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      LOG_LEVEL: 'warn',
      // End-to-end tests check behaviour, not capacity: a busy CI machine must not shed their requests.
      SHED_EVENT_LOOP_DELAY_MS: '0',
      // Every test browser shares 127.0.0.1, so the per-IP account limits are raised; per-phone limits stay.
      AUTH_IP_LOGIN_PER_MINUTE: '1000',
      AUTH_IP_CODE_PER_MINUTE: '1000',
      // Likewise the guests every page load creates.
      GUESTS_PER_ADDRESS_PER_HOUR: '100000',
      // And the global per-address limit: the sitemap spec alone fetches its thousands of pages from here.
      RATE_LIMIT_EXEMPT: '127.0.0.1',
    },
  },
});
