import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { spawnServer, type SpawnedServer } from './spawn-server';
import { postgresBin, startPostgres, type ThrowawayPostgres } from './throwaway-postgres';

// The tender specs run the built portal on a PostgreSQL server of their own: they compare a page with a
// direct SQL count and insert a tender while the portal runs. Each spec file starts one pair in beforeAll.

export interface TenderServer {
  db: ThrowawayPostgres;
  server: SpawnedServer;
  origin: string;
  /** A fresh browser context (a fresh visitor) on this server. */
  context(browser: Browser, viewport?: { width: number; height: number }): Promise<BrowserContext>;
  stop(): Promise<void>;
}

/** Skips the spec file where PostgreSQL is not installed, as `npm run test:pg` does. */
export function requirePostgres() {
  test.skip(!postgresBin(), 'PostgreSQL is not installed (apt-get install postgresql)');
}

export async function startTenderServer(env: Record<string, string> = {}): Promise<TenderServer> {
  const db = await startPostgres();
  let server: SpawnedServer;
  try {
    server = await spawnServer({
      DATABASE_URL: db.url,
      // The demo accounts, on a server nobody else can reach.
      SEED_DEMO: '1',
      // The spec runs the digest job itself (npm run digests), at a moment it chooses.
      TENDER_DIGEST_HOUR: 'off',
      SHED_EVENT_LOOP_DELAY_MS: '0',
      AUTH_IP_LOGIN_PER_MINUTE: '1000',
      AUTH_IP_CODE_PER_MINUTE: '1000',
      GUESTS_PER_ADDRESS_PER_HOUR: '100000',
      // A page served from the cache would not show a tender the spec has just inserted.
      PAGE_CACHE_SECONDS: '0',
      ...env,
    });
  } catch (error) {
    await db.stop();
    throw error;
  }
  const origin = `http://localhost:${server.port}`;
  return {
    db,
    server,
    origin,
    context: (browser, viewport) => browser.newContext({ baseURL: origin, viewport: viewport ?? { width: 1366, height: 900 } }),
    async stop() {
      server.stop();
      await db.stop();
    },
  };
}

/** The number of "共 N 条" above a tender list. */
export async function totalOf(page: Page): Promise<number> {
  const text = await page.getByTestId('tender-total').innerText();
  const match = /共 (\d+) 条/.exec(text);
  expect(match, text).not.toBeNull();
  return Number(match![1]);
}

/** The titles of the tender list on the page, in order. */
export const listTitles = (page: Page, testId = 'tender-list') => page.getByTestId(testId).locator('h2 a, h3 a').allInnerTexts();
