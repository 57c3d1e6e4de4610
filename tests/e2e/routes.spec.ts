import { expect, test } from '@playwright/test';
import { findRoute, ROUTES } from '../../src/engine/routes';
import type { RouteRow } from '../../src/engine/route-types';
import { openHydrated, watchErrors } from './support';
import { visitorTest } from './visitor-tab';

const SAMPLE_PARAMS: Record<string, string> = {
  id: '1',
  type: '0100',
  stageType: '1',
  keywords: 'abc',
  resId: '1',
  // A seeded article number and share link (server/db/seed-data/packs/demo/help-articles.json, help-shares.json).
  resNumber: 'KB1101',
  shareId: 'onboarding-kb1101',
};

/**
 * Routes whose sample id is not 1: an API group is named by its call area; products and solutions share one id
 * sequence (migration 015) and the seed numbers its 10 products first, so the first solution is 11.
 */
const ROUTE_PARAMS: Record<string, Record<string, string>> = {
  openApi: { id: 'news' },
  solutionDetail: { id: '11' },
};

/** A concrete URL for a path pattern: required params filled in, optional ones left out. */
function sampleUrl(pattern: string, params: Record<string, string> = {}): string {
  const values = { ...SAMPLE_PARAMS, ...params };
  return pattern.replace(/\/:(\w+)(\?)?/g, (_, name: string, optional?: string) => (optional ? '' : `/${values[name] ?? '1'}`)) || '/';
}

function expectedEnd(row: RouteRow): { path: RegExp; layout: string } {
  if (row.redirectTo) return expectedEnd(findRoute(row.redirectTo)!);
  if (row.guards?.includes('auth')) return { path: /^\/login\?logidUrl=/, layout: 'account' };
  return { path: /.*/, layout: row.layout ?? 'default' };
}

// DESIGN §3: an end-to-end walk of the whole route table, every path and alias, on the main site.
for (const row of ROUTES) {
  for (const path of [row.path, ...(row.aliases ?? [])]) {
    visitorTest(`route ${row.name} at ${path} renders its layout`, async ({ visitorPage: page }) => {
      const errors = watchErrors(page);
      const url = sampleUrl(path, ROUTE_PARAMS[row.name]);
      const expected = expectedEnd(row);
      const response = await openHydrated(page, url);
      expect(response?.status(), `${url} status`).toBeLessThan(row.status && row.status >= 400 ? 600 : 400);
      await expect(page.locator('[data-layout]')).toHaveAttribute('data-layout', expected.layout);
      await expect
        .poll(() => {
          const current = new URL(page.url());
          return `${current.pathname}${current.search}`;
        })
        .toMatch(expected.path);
      await expect(page).toHaveTitle(/计量支付云平台/);
      // Error pages answer with their status on purpose; the browser logs that document load.
      const unexpected = row.status ? errors.filter((error) => !error.startsWith('Failed to load resource')) : errors;
      expect(unexpected, `errors on ${url}`).toEqual([]);
    });
  }
}

test('an unknown path ends on /404 with the not-found page', async ({ page }) => {
  await openHydrated(page, '/no/such/page');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByTestId('error-notFound')).toContainText('抱歉，您访问的页面不存在');
  await expect(page.getByRole('img', { name: '页面不存在的插图' })).toBeVisible();
  await page.getByRole('link', { name: '返回首页' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('/help/index redirects to /help', async ({ page }) => {
  await page.goto('/help/index');
  await expect(page).toHaveURL(/\/help$/);
});

test('client-side navigation changes the page title and keeps the layout mounted', async ({ page }) => {
  await openHydrated(page, '/information');
  await expect(page).toHaveTitle('工程资讯 - 计量支付云平台');
  await page.getByTestId('information-tabs').getByRole('link', { name: '标准规范' }).click();
  await expect(page).toHaveURL(/\/standard$/);
  await expect(page).toHaveTitle('标准规范 - 计量支付云平台');
  await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', /GB/);
});

test('client-side navigation moves the canonical link to the new page, and an error page has none', async ({ page }) => {
  await openHydrated(page, '/information');
  const canonical = page.locator('link[rel="canonical"]');
  await expect(canonical).toHaveAttribute('href', /\/information$/);
  await page.getByTestId('information-tabs').getByRole('link', { name: '标准规范' }).click();
  await expect(page).toHaveURL(/\/standard$/);
  await expect(canonical).toHaveAttribute('href', /\/standard$/);
  await expect(canonical).toHaveCount(1);
  await page.evaluate(() => window.history.pushState({}, '', '/no/such/page'));
  await page.evaluate(() => window.dispatchEvent(new PopStateEvent('popstate')));
  await expect(page).toHaveURL(/\/404$/);
  await expect(canonical).toHaveCount(0);
});
