import type { LaunchOptions } from '@playwright/test';

/** Debian's Chromium, driven by Playwright; nothing downloads a browser (STACK.md). */
export const CHROMIUM_LAUNCH: LaunchOptions = {
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};
