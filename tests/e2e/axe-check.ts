import axe from 'axe-core';
import type { Page } from '@playwright/test';

declare global {
  interface Window {
    axe?: typeof axe;
  }
}

/**
 * axe's violations on the page as it is. axe-core goes into the page once per document and runs there: the portal
 * has no frames, and @axe-core/playwright sent axe's 0.5 MB source to the page twice per check and finished each run
 * in a new tab, a renderer process of its own. Only violations are read: axe then skips building the node lists of
 * passed and inapplicable checks.
 */
export async function axeViolations(page: Page): Promise<axe.Result[]> {
  if (!(await page.evaluate(() => Boolean(window.axe)))) await page.evaluate(axe.source);
  const { violations } = await page.evaluate(() => window.axe!.run(document, { resultTypes: ['violations'] }));
  return violations;
}
