import { test as base, type Page } from '@playwright/test';
import { PORT } from './support';

/**
 * For tests that only open pages as a visitor and read them: one browser tab per worker instead of a new context
 * per test. A new context starts a renderer process and compiles the portal's scripts again, about a core-second a
 * page on the 2-core CI machine, three times what a page costs in a tab that has loaded the portal before.
 * Each test still starts as a new visitor: after it, the tab is emptied and the cookies and stored data of every
 * origin it opened are cleared (session storage, which holds only scroll positions here, stays with the tab).
 */
interface VisitorTab {
  page: Page;
  /** The size a new page has, restored for each test. */
  viewport: { width: number; height: number };
}

export const visitorTest = base.extend<{ visitorPage: Page }, { visitorTab: VisitorTab }>({
  visitorTab: [
    async ({ browser }, provide) => {
      const context = await browser.newContext({ baseURL: `http://localhost:${PORT}` });
      const page = await context.newPage();
      await provide({ page, viewport: page.viewportSize()! });
      await context.close();
    },
    { scope: 'worker' },
  ],
  visitorPage: async ({ visitorTab: { page, viewport } }, provide) => {
    const origins = new Set<string>();
    const remember = (response: { url(): string }) => {
      const { origin } = new URL(response.url());
      if (origin.startsWith('http')) origins.add(origin);
    };
    page.on('response', remember);
    await page.setViewportSize(viewport);
    await provide(page);
    page.removeAllListeners();
    await page.goto('about:blank');
    await page.context().clearCookies();
    const cdp = await page.context().newCDPSession(page);
    for (const origin of origins) await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
    await cdp.detach();
  },
});
