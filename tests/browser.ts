import { existsSync } from 'node:fs';
import type { LaunchOptions } from '@playwright/test';

const FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** Debian's Chromium, the browser users have: what measures a page load (size, paint) or takes screenshots uses it (STACK.md). */
export const CHROMIUM_LAUNCH: LaunchOptions = {
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: FLAGS,
};

const HEADLESS_SHELL = process.env.CHROME_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';

/**
 * Debian's chromium-headless-shell, the same Chromium build without the desktop browser around it, as Playwright's
 * own headless runs use. The behaviour tests open a fresh page for nearly every test, and in the full browser a fresh
 * page costs twice the CPU (a window with a WebUI renderer of its own per context). Without the package, the full browser.
 */
export const TEST_CHROMIUM_LAUNCH: LaunchOptions = existsSync(HEADLESS_SHELL)
  ? { executablePath: HEADLESS_SHELL, args: FLAGS }
  : CHROMIUM_LAUNCH;
