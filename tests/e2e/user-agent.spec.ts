import { expect, test } from '@playwright/test';
import { watchErrors } from './support';

// SPEC §4's user-agent guard, as a person with an old browser meets it: the page reads whole, no script fails
// half-way, and a notice says why login and search do not work and what to use instead.

const CHROME_80 = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/80.0.3987.149 Safari/537.36';

test('a browser too old for the scripts reads the rendered pages with a notice, and plain links still lead on', async ({ browser }) => {
  const context = await browser.newContext({ userAgent: CHROME_80 });
  const page = await context.newPage();
  const errors = watchErrors(page);
  const response = await page.goto('/news');
  expect(response?.headers()['cache-control']).toBe('private, no-cache');
  const notice = page.getByTestId('outdated-browser');
  await expect(notice).toHaveAttribute('role', 'alert');
  await expect(notice).toContainText('您的浏览器版本过低');
  await expect(page.locator('script[type="module"]')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const article = page.locator('a[href^="/news/"]').filter({ hasText: /\S{6}/ }).first();
  const title = (await article.textContent())!.trim();
  await article.click();
  await expect(page).toHaveURL(/\/news\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(title.slice(0, 6));
  await expect(notice).toBeVisible();
  expect(errors).toEqual([]);
  await context.close();
});
